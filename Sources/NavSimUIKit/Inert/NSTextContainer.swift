/// The region TextKit lays text out in: kept, and read by ``NSLayoutManager`` through
/// NavSim's inferred layout (`TextLayout`).
open class NSTextContainer: NSObject {
    /// The region's size; a width of 0 does not wrap (NavSim's inference: views laid out by
    /// constraints have no size in NavSim).
    open var size: CGSize
    /// The space at each end of a line.
    open var lineFragmentPadding: CGFloat = 5
    /// How a line that does not fit wraps or truncates; kept (NavSim wraps at any character).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The most lines laid out; 0 for no limit.
    open var maximumNumberOfLines = 0
    /// Whether the width follows the text view's; kept.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's; kept.
    open var heightTracksTextView = false
    /// The layout manager laying text out in it.
    open internal(set) weak var layoutManager: NSLayoutManager?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container with no size.
    public override convenience init() {
        self.init(size: .zero)
    }
}
