import NavSimUIKit

/// A modifier of the app's own: its body, made from the view it modifies, is drawn in the
/// view's place, so the controls it adds are inputs like any other.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its body places it.
public struct ViewModifierContent: PrimitiveView {
    let view: AnyView
    func draw(into views: inout [UIView]) { Drawing.at("content") { view.drawn(into: &views) } }
}

/// A view with a ``ViewModifier`` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView, ModifiedView {
    let content: Content
    let modifier: Modifier
    func draw(into views: inout [UIView]) {
        Drawing.at("modifier") {
            modifier.body(content: ViewModifierContent(view: AnyView(content))).drawn(into: &views)
        }
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
