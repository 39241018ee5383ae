public import NavSimCombine
import NavSimUIKit

/// The values a view reads from the views above it: ``EnvironmentValues/dismiss`` and the
/// objects ``View/environmentObject(_:)`` gives.
public struct EnvironmentValues {
    /// Dismisses the hosting controller the view is in (``DismissAction``).
    public internal(set) var dismiss = DismissAction(controller: nil)
    /// The objects given with ``View/environmentObject(_:)``, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// The destinations of the navigation stack the view is in (``View/navigationDestination(for:destination:)``).
    var destinations: NavigationDestinations?
    /// The path of the `NavigationStack(path:)` the view is in, which its links by value
    /// append to.
    var navigationPath: Binding<[AnyHashable]>?

    public init() {}
}

/// A value of the environment, read in `body`: `@Environment(\.dismiss) private var dismiss`.
///
/// Read outside a drawing (before the view was drawn) it is the default value, as SwiftUI's
/// is outside a view.
@propertyWrapper
public struct Environment<Value> {
    private final class Box {
        var values: EnvironmentValues?
    }
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: DrawingInstalled {
    func install(from drawing: Drawing, as property: StateProperty) { box.values = drawing.environment }
}

/// Dismisses the view's hosting controller, as SwiftUI's `DismissAction` dismisses the
/// presentation the view is in: it pops the controller when a navigation controller shows
/// it above others, dismisses it when it is presented (with what it presents), and does
/// nothing otherwise.
@MainActor
public struct DismissAction {
    weak var controller: UIViewController?

    public func callAsFunction() {
        guard let controller else { return }
        if let navigation = controller.navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0
        {
            if index == navigation.viewControllers.count - 1 {
                navigation.popViewController(animated: true)
            } else {
                navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
            }
        } else if let presenter = controller.presentingViewController {
            presenter.dismiss(animated: true)
        }
    }
}

/// An object of a type the views above gave with ``View/environmentObject(_:)``:
/// `@EnvironmentObject var settings: Settings`.
///
/// As in SwiftUI, reading it when no view above gave one traps, with SwiftUI's message.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    private final class Box {
        var object: ObjectType?
    }
    private let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = heldObject else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: BindingsOf<ObjectType> { BindingsOf(object: wrappedValue) }
}

extension EnvironmentObject: DrawingInstalled, HoldsObject {
    func install(from drawing: Drawing, as property: StateProperty) {
        box.object = drawing.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    }

    /// The object, once a drawing gave it.
    var heldObject: ObjectType? { box.object }
}

extension View {
    /// Gives `object` to the views inside this one, for their ``EnvironmentObject`` of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentChanged(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

/// A view whose views read a changed environment.
struct EnvironmentChanged<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    func draw(into views: inout [UIView]) { Drawing.with(change) { content.drawn(into: &views) } }
}
