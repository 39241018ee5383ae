/// A value a view owns, kept in a box so that the view, a value, can change it.
///
/// SwiftUI keeps a view's state for as long as the view is on screen. NavSim keeps it in the
/// view value: the root view of a ``UIHostingController`` keeps its state, while a view its
/// `body` makes starts again from its initial value each time the body is drawn. A change
/// updates the hosting controller that drew the view, as in SwiftUI.
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value {
            didSet { invalidate?() }
        }
        var invalidate: (@Sendable () -> Void)?
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A value a view keeps itself, which is not its view model unless it is an object.
protocol ViewOwnedValue {}

extension State: ViewOwnedValue {}

extension State: DrawingInstalled {
    func install(from drawing: Drawing) { box.invalidate = drawing.invalidate }
}

/// A value read and written somewhere else.
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}

/// An object a view reads (its view model), as SwiftUI's `@ObservedObject`: NavSim draws
/// the view again before every look at its controls, so nothing needs to be observed.
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var projectedValue: BindingsOf<ObjectType> { BindingsOf(object: wrappedValue) }
}

/// An object a view makes once and keeps, as SwiftUI's `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    private final class Box {
        let make: () -> ObjectType
        lazy var object = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let box: Box

    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { box = Box(wrappedValue) }
    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: BindingsOf<ObjectType> { BindingsOf(object: box.object) }
}

/// An `@Observable` object a view makes bindings to (`$viewModel.name`), as SwiftUI's
/// `@Bindable`; the view is drawn again when a property it read changes.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Member>(dynamicMember path: ReferenceWritableKeyPath<Value, Member>) -> Binding<Member> {
        BindingsOf(object: wrappedValue)[dynamicMember: path]
    }
}

/// Bindings to an object's properties: `$viewModel.name`.
@dynamicMemberLookup
public struct BindingsOf<ObjectType: AnyObject> {
    let object: ObjectType
    public subscript<Value>(dynamicMember path: ReferenceWritableKeyPath<ObjectType, Value>) -> Binding<Value> {
        let object = object
        return Binding(get: { object[keyPath: path] }, set: { object[keyPath: path] = $0 })
    }
}

/// What NavSim reads as a view's view model through its wrapper, and observes.
protocol HoldsObject {
    associatedtype Held: AnyObject
    /// The object, if the wrapper has one yet.
    var heldObject: Held? { get }
}

extension ObservedObject: HoldsObject {
    var heldObject: ObjectType? { wrappedValue }
}

extension StateObject: HoldsObject {
    var heldObject: ObjectType? { box.object }
}

extension Bindable: HoldsObject {
    var heldObject: Value? { wrappedValue }
}

/// `@State var viewModel = LibraryModel()`: how a view keeps an `@Observable` view model.
extension State: HoldsObject where Value: AnyObject {
    var heldObject: Value? { wrappedValue }
}
