import NavSimUIKit

extension View {
    /// Runs `action` when the user taps this view (`count` times: NavSim's tap counts as
    /// all of them): a control named by the first text in the view, as a button's label
    /// names the button.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> TapGestureView<Self> {
        TapGestureView(content: self, count: count, action: action)
    }
}

/// A view the user taps, drawn as a `UIView` holding the view's drawing with a
/// `UITapGestureRecognizer`, which NavSim offers as a control.
public struct TapGestureView<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let count: Int
    let action: @MainActor () -> Void
    func draw(into views: inout [UIView]) {
        views.append(TappedView(content: content.drawnViews, count: count, action: action))
    }
}

/// The view a tap gesture is drawn as: the target of its own recognizer, which holds it weakly.
final class TappedView: UIView {
    private let action: @MainActor () -> Void

    init(content: [UIView], count: Int, action: @escaping @MainActor () -> Void) {
        self.action = action
        super.init(frame: .zero)
        for view in content { addSubview(view) }
        let recognizer = UITapGestureRecognizer(target: self, action: Selector(navSimPort: "tapped", Self.tapped))
        recognizer.numberOfTapsRequired = count
        addGestureRecognizer(recognizer)
    }

    required init?(coder: NSCoder) { nil }

    private func tapped() { action() }
}
