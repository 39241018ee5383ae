public import OpenCombine

/// A property of a class whose publisher (`$property`) sends each new value before the
/// property holds it: Combine's `@Published`, with NavSim's delivery order
/// (``Broadcast``).
///
/// Setting the property first sends on its object's `objectWillChange` (when the object
/// is an ``ObservableObject`` whose publisher was asked for), then sends the new value to
/// the subscribers in the order they subscribed, then holds it: as Apple documents,
/// publishing occurs in the property's `willSet`.
@propertyWrapper
public struct Published<Value> {
    /// The publisher of a `@Published` property: sends its value to each new subscriber,
    /// then each new one.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let subject: CurrentValueSubject<Value, Never>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }

    /// What the property's copies share: its subject, and the publisher of its object's
    /// changes.
    final class Storage: @unchecked Sendable {
        let subject: CurrentValueSubject<Value, Never>
        /// The object's publisher, once its `objectWillChange` was asked for.
        var objectWillChange: ObservableObjectPublisher?

        init(_ value: Value) { subject = CurrentValueSubject(value) }
    }

    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The property's publisher (`$property`).
    public var projectedValue: Publisher { Publisher(subject: storage.subject) }

    /// The value, for a `@Published` outside a class, which Combine refuses.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set { storage.subject.value = newValue }
    }

    /// The value of the property of `object` whose storage is at `storageKeyPath`; setting
    /// it sends `objectWillChange`, then the new value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.subject.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.objectWillChange?.send()
            storage.subject.sendBeforeStoring(newValue)
        }
    }
}

extension Published: ObjectWillChangeSending {
    func installObjectWillChange(_ publisher: ObservableObjectPublisher?) -> ObservableObjectPublisher {
        if let installed = storage.objectWillChange { return installed }
        let installed = publisher ?? ObservableObjectPublisher()
        storage.objectWillChange = installed
        return installed
    }
}
