/// A spinner: it starts and stops, and hides while stopped if ``hidesWhenStopped``.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's style.
    open var style: UIActivityIndicatorView.Style
    /// The spinner's color.
    open var color: UIColor! = .gray
    /// Whether the spinner is hidden while stopped.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner spins.
    open private(set) var isAnimating = false

    /// Creates a stopped (hidden) spinner of `style`.
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// Creates a stopped (hidden) medium spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a stopped (hidden) medium spinner; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        isHidden = true
    }

    /// Starts spinning, and shows the spinner.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the spinner if ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

extension UIActivityIndicatorView {
    /// A spinner's size and color.
    public enum Style: Int, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101
    }
}
