/// A view showing an image; the image is kept and never drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false

    /// An image view ignores touches (`isUserInteractionEnabled` is `false`), as in UIKit.
    override class var acceptsTouchesByDefault: Bool { false }

    /// Creates an image view showing `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty image view; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
