/// A bar that shows how far a task has gone: its progress, from 0 to 1, kept as set and
/// never drawn. Not a control: a user cannot tap it.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// How far the task has gone, from 0 to 1; values outside are pinned, as in UIKit.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The bar's style.
    open var progressViewStyle: Style = .default
    /// The colour of the filled part.
    open var progressTintColor: UIColor?
    /// The colour of the track.
    open var trackTintColor: UIColor?
    /// An image for the filled part.
    open var progressImage: UIImage?
    /// An image for the track.
    open var trackImage: UIImage?

    /// A progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets ``progress``; NavSim does not animate.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// Labels and bars do not take touches.
    override class var acceptsTouchesByDefault: Bool { false }

    /// A progress view's styles.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }
}
