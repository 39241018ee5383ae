import NavSimUIKit

/// A stack of views a user pushes with ``NavigationLink``s: drawn as its root.
///
/// NavSim pushes a link's destination onto the navigation controller its hosting controller
/// is in, as SwiftUI does for a view hosted in UIKit; a stack of its own, for a hosting
/// controller in no navigation controller, is not modelled: its links are disabled rather
/// than pushing onto a stack NavSim does not have. The stack scopes its
/// ``View/navigationDestination(for:destination:)``s.
///
/// A stack bound to a path (`NavigationStack(path: $path)`) shows a destination for each of
/// the path's values above its root: appending pushes, removing pops, a link by value appends
/// its value, and the user's back (a button or a swipe) removes the values popped.
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    let path: Binding<[AnyHashable]>?

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    public init<Data: RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data.Element: Hashable & SendableMetatype {
        self.root = root()
        self.path = Self.erased(path)
    }

    /// `path` read and written as a list of `AnyHashable`s.
    private nonisolated static func erased<Data: RangeReplaceableCollection>(_ path: Binding<Data>) -> Binding<
        [AnyHashable]
    > where Data.Element: Hashable & SendableMetatype {
        Binding(
            get: { path.wrappedValue.map(AnyHashable.init) },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    func draw(into views: inout [UIView]) {
        let path = self.path
        let change: (inout EnvironmentValues) -> Void = {
            $0.destinations = NavigationDestinations()
            $0.navigationPath = path
        }
        Drawing.with(change) {
            if let path, let drawing = Drawing.current { drawing.navigationStack = (path, drawing.environment) }
            root.drawn(into: &views)
        }
    }
}

/// The values a `NavigationStack(path:)` shows above its root, of any `Hashable` types.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & SendableMetatype {
        self.elements = elements.map(AnyHashable.init)
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
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
    func controller(for value: AnyHashable, environment: EnvironmentValues) -> UIViewController? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value.base, environment)
    }
}

/// A button that pushes a destination: drawn as a `UIButton` named by its label's text.
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
    let label: Label
    /// Whether the link can be tapped: a link by a `nil` value cannot.
    let isEnabled: Bool
    /// What a tap does, given the environment the link was drawn in and the navigation
    /// controller of its hosting controller: pushes a destination, or appends to a path.
    let follow: @MainActor (EnvironmentValues, UINavigationController) -> Void

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let view = destination()
        self.label = label()
        isEnabled = true
        follow = { environment, navigation in
            navigation.pushViewController(UIHostingController(rootView: view, environment: environment), animated: true)
        }
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    func draw(into views: inout [UIView]) {
        let drawing = Drawing.current
        let (host, environment) = (drawing?.host, drawing?.environment ?? EnvironmentValues())
        let follow = self.follow
        Button {
            guard let navigation = host?.navigationController else { return }
            follow(environment, navigation)
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
    /// `nil` value disables the link. In a stack bound to a path, a tap appends the value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        isEnabled = value != nil
        follow = { environment, navigation in
            guard let value else { return }
            if let path = environment.navigationPath {
                path.wrappedValue.append(AnyHashable(value))
            } else if let controller = environment.destinations?.controller(for: value, environment: environment) {
                navigation.pushViewController(controller, animated: true)
            }
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
