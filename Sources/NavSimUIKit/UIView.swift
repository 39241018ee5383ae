/// An inert view: it keeps its subviews so controls inside it can be found and tapped,
/// and draws nothing.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's frame; kept, never used for layout.
    open var frame: CGRect
    /// The views inside this one, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    open private(set) weak var superview: UIView?
    /// A hidden view's controls cannot be tapped.
    open var isHidden = false

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Storyboards do not exist in NavSim; this initializer is here for the signature.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// Adds `view` at the front, moving it from its old superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}
