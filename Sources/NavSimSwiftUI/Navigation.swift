import NavSimUIKit

/// A stack of views a user pushes with ``NavigationLink``s: drawn as its root.
///
/// NavSim pushes a link's destination onto the navigation controller its hosting controller
/// is in, as SwiftUI does for a view hosted in UIKit; a stack of its own, for a hosting
/// controller in no navigation controller, is not modelled: its links are disabled rather
/// than pushing onto a stack NavSim does not have. The stack scopes its
/// ``View/navigationDestination(for:destination:)``s.
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    func draw(into views: inout [UIView]) {
        EnvironmentChanged(content: root) { $0.destinations = NavigationDestinations() }.drawn(into: &views)
    }
}

/// The navigation view of iOS 13 to 15, as ``NavigationStack``.
public struct NavigationView<Content: View>: PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func draw(into views: inout [UIView]) { NavigationStack { content }.drawn(into: &views) }
}

/// The destinations a navigation stack's views declared, by the type of value they show.
@MainActor
final class NavigationDestinations {
    private var destinations: [ObjectIdentifier: (Any, EnvironmentValues) -> UIViewController?] = [:]

    /// Shows a value of type `D` as `destination` makes it (the last declared wins).
    func register<D: Hashable, Destination: View>(_ type: D.Type, _ destination: @escaping (D) -> Destination) {
        destinations[ObjectIdentifier(D.self)] = { value, environment in
            (value as? D).map { UIHostingController(rootView: destination($0), environment: environment) }
        }
    }

    /// A hosting controller of the destination declared for `value`'s type, if one was.
    func controller<V: Hashable>(for value: V, environment: EnvironmentValues) -> UIViewController? {
        destinations[ObjectIdentifier(V.self)]?(value, environment)
    }
}

/// A button that pushes a destination: drawn as a `UIButton` named by its label's text.
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    /// Whether the link can be tapped: a link by a `nil` value cannot.
    let isEnabled: Bool
    /// The controller to push, made of the environment the link was drawn in.
    let destination: @MainActor (EnvironmentValues) -> UIViewController?

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let view = destination()
        self.label = label()
        isEnabled = true
        self.destination = { UIHostingController(rootView: view, environment: $0) }
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    func draw(into views: inout [UIView]) {
        let drawing = Drawing.current
        let (host, environment) = (drawing?.host, drawing?.environment ?? EnvironmentValues())
        let destination = self.destination
        Button {
            guard let navigation = host?.navigationController, let controller = destination(environment) else { return }
            navigation.pushViewController(controller, animated: true)
        } label: {
            label
        }
        .disabled(!isEnabled || host?.navigationController == nil)
        .drawn(into: &views)
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the destination the stack declares for `value`'s type
    /// (``View/navigationDestination(for:destination:)``); with none, a tap does nothing. A
    /// `nil` value disables the link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        isEnabled = value != nil
        self.destination = { environment in
            value.flatMap { environment.destinations?.controller(for: $0, environment: environment) }
        }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// Declares how the links of this view's navigation stack that show a `D` make their
    /// destination.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        Declared(content: self) { $0.environment.destinations?.register(D.self, destination) }
    }

    /// The title the navigation bar shows for this view's hosting controller.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        Declared(content: self) { $0.title = String(title) }
    }
}

/// A view that declares something to its drawing before its content is drawn.
struct Declared<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let declare: @MainActor (Drawing) -> Void
    func draw(into views: inout [UIView]) {
        if let drawing = Drawing.current { declare(drawing) }
        content.drawn(into: &views)
    }
}
