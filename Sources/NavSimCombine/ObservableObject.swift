public import OpenCombine

/// An object with a publisher that sends before the object changes: Combine's
/// `ObservableObject`.
///
/// Unless the object declares its own, its `objectWillChange` is an
/// ``ObservableObjectPublisher`` that each of its `@Published` properties sends on before
/// it changes.
public protocol ObservableObject: AnyObject {
    /// The publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// The publisher that sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: the one its `@Published` properties send on, given to them
    /// the first time it is asked for (found by reflection, as Combine finds them).
    public var objectWillChange: ObservableObjectPublisher {
        var publisher: ObservableObjectPublisher?
        var level: Mirror? = Mirror(reflecting: self)
        while let mirror = level {
            for child in mirror.children {
                guard let property = child.value as? any ObjectWillChangeSending else { continue }
                publisher = property.installObjectWillChange(publisher)
            }
            level = mirror.superclassMirror
        }
        return publisher ?? ObservableObjectPublisher()
    }
}

/// A property that sends on its object's ``ObservableObjectPublisher`` before it changes:
/// `@Published`.
protocol ObjectWillChangeSending {
    /// The publisher the property sends on: the one it has, else `publisher` (a new one if
    /// `nil`), which it sends on from then on.
    func installObjectWillChange(_ publisher: ObservableObjectPublisher?) -> ObservableObjectPublisher
}
