import NavSimUIKit

/// A UIKit view in a SwiftUI view tree: drawn as the view ``makeUIView(context:)`` makes,
/// after ``updateUIView(_:context:)``, so its controls can be tapped. NavSim draws a body
/// afresh each time, so each drawing makes the view and its coordinator anew, where
/// SwiftUI keeps them while the view is shown.
@MainActor
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable {
    public var body: Never { fatalError("\(Self.self) is drawn by NavSim, it has no body") }

    /// Does nothing: NavSim drops the view with the drawing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// Appends the view made and updated for this drawing.
    func drawUIView(into views: inout [UIView]) {
        let context = Context(coordinator: makeCoordinator(), environment: Drawing.current?.environment ?? .init())
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        views.append(view)
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a ``UIViewRepresentable`` is made and updated with.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator, made by its `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment where the view is drawn.
    public let environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI view tree. NavSim compiles it and draws nothing:
/// its controller would be a screen of its own in traces, which SwiftUI's is not (it is a
/// child of the hosting controller), and NavSim does not model that containment here.
@MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is drawn by NavSim, it has no body") }

    /// Does nothing: NavSim never makes the controller.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a ``UIViewControllerRepresentable`` is made and updated with.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator, made by its `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The environment where the view is drawn.
    public let environment: EnvironmentValues
}
