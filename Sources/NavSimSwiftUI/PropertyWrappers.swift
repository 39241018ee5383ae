import NavSimSimulator

/// A value a view owns, kept in a box so that the view, a value, can change it.
///
/// SwiftUI keeps a view's state for as long as the view is drawn at its identity. NavSim
/// does the same: a hosting controller keeps the state of each view it draws, by the view's
/// path and the property's name (``ViewStates``), so a view its `body` makes afresh at each
/// drawing finds the value it had. A change updates the hosting controller that drew the
/// view, as in SwiftUI.
@propertyWrapper
public struct State<Value> {
    private final class Box: KeptState {
        var value: Value {
            didSet { invalidate?() }
        }
        var invalidate: (@Sendable () -> Void)?
        /// The box of the same view drawn before at the same identity, whose value this
        /// view shows, if it is not the first drawing of the view.
        var kept: Box?
        /// The box holding the view's value.
        var current: Box { kept ?? self }
        var keptValue: Any { value }
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    public var wrappedValue: Value {
        get { box.current.value }
        nonmutating set { box.current.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.current.value }, set: { box.current.value = $0 })
    }
}

/// A value a view keeps itself, which is not its view model unless it is an object.
protocol ViewOwnedValue {
    var ownedValue: Any { get }
}

extension State: ViewOwnedValue {
    var ownedValue: Any { wrappedValue }
}

extension State: DrawingInstalled {
    /// Takes the box the hosting controller kept for this property of the view drawn at the
    /// same path, or gives it this one's when the view is drawn there for the first time.
    func install(from drawing: Drawing, as property: StateProperty) {
        if let kept = drawing.states.box(for: property, at: drawing.path, else: box) as? Box, kept !== box {
            box.kept = kept
        }
        box.current.invalidate = drawing.invalidate
    }
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

/// An object a view makes once and keeps, as SwiftUI's `@StateObject`: a view its parent's
/// `body` makes again at each drawing keeps the object it made first at its identity, and
/// never makes another (Apple: "SwiftUI creates a new instance of the model object only
/// once during the lifetime of the container that declares the state object",
/// https://developer.apple.com/documentation/swiftui/stateobject).
@propertyWrapper
public struct StateObject<ObjectType: AnyObject> {
    private final class Box: StoredInPlace, KeptState {
        let make: () -> ObjectType
        lazy var object = make()
        /// The box of the same view drawn before at the same identity, whose object this
        /// view shows, if it is not the first drawing of the view.
        var kept: Box?
        /// The box holding the view's object.
        var current: Box { kept ?? self }
        var keptValue: Any { object }
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let box: Box

    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { box = Box(wrappedValue) }
    public var wrappedValue: ObjectType { box.current.object }
    public var projectedValue: BindingsOf<ObjectType> { BindingsOf(object: box.current.object) }
}

extension StateObject: DrawingInstalled {
    /// Takes the box the hosting controller kept for this property of the view drawn at the
    /// same path, or gives it this one's when the view is drawn there for the first time.
    func install(from drawing: Drawing, as property: StateProperty) {
        if let kept = drawing.states.box(for: property, at: drawing.path, else: box) as? Box, kept !== box {
            box.kept = kept
        }
    }
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
    var heldObject: ObjectType? { box.current.object }
}

extension Bindable: HoldsObject {
    var heldObject: Value? { wrappedValue }
}

/// `@State var viewModel = LibraryModel()`: how a view keeps an `@Observable` view model.
extension State: HoldsObject where Value: AnyObject {
    var heldObject: Value? { wrappedValue }
}
