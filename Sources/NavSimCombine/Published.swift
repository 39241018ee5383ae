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

        let storage: Storage

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }

    /// What the property's copies share: its subject, the publisher of its object's
    /// changes, and the subscriptions that set it (`assign(to:)`).
    final class Storage {
        let subject: CurrentValueSubject<Value, Never>
        /// The object's publisher, once its `objectWillChange` was asked for.
        var objectWillChange: ObservableObjectPublisher?
        /// Cancelled when the property goes.
        var assignments: [AnyCancellable] = []

        init(_ value: Value) { subject = CurrentValueSubject(value) }

        /// Sends `objectWillChange`, then `value`, then holds it.
        func set(_ value: Value) {
            objectWillChange?.send()
            subject.sendBeforeStoring(value)
        }
    }

    let storage: Storage

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The property's publisher (`$property`). It is settable only so that `$property` can be
    /// passed `inout` to `assign(to:)`: the publisher is the property's own, so setting it
    /// changes nothing.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

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
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
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

extension OpenCombine.Publisher where Failure == Never {
    /// Sets a `@Published` property to each value this publisher sends, as long as the
    /// property lives: Combine's `assign(to:)`.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignments.append(sink { [unowned storage] in storage.set($0) })
    }
}
