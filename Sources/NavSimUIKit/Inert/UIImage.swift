/// An image, known by the name it was made from. NavSim has no asset catalog and no SF
/// Symbols: ``init(named:)`` and ``init(systemName:)`` always make an image (they are
/// failable, as in UIKit, so `if let` and `!` compile), and two images are equal when
/// they were made from the same name.
open class UIImage: NSObject, @unchecked Sendable {
    private let name: String?
    /// How the image is drawn: as it is, or tinted.
    public let renderingMode: UIImage.RenderingMode

    private init(name: String?, renderingMode: UIImage.RenderingMode) {
        self.name = name
        self.renderingMode = renderingMode
        super.init()
    }

    /// An empty image.
    public override convenience init() {
        self.init(name: nil, renderingMode: .automatic)
    }

    /// The image named `name` in the app's assets; always an image in NavSim.
    public convenience init?(named name: String) {
        self.init(name: name, renderingMode: .automatic)
    }

    /// The SF Symbol named `name`; always an image in NavSim.
    public convenience init?(systemName name: String) {
        self.init(name: "system:" + name, renderingMode: .alwaysTemplate)
    }

    /// An image decoded from `data`; always an image in NavSim, which decodes nothing.
    public convenience init?(data: Data) {
        self.init(name: nil, renderingMode: .automatic)
    }

    /// The name the image was made from (an SF Symbol's without its `system:` mark), which
    /// names a button that shows only this image; `nil` for an image made from data.
    package var assetName: String? {
        name.map { $0.hasPrefix("system:") ? String($0.dropFirst("system:".count)) : $0 }
    }

    /// The image's size; zero, as NavSim loads no pixels.
    open var size: CGSize { .zero }

    /// The same image drawn with `renderingMode`.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(name: name, renderingMode: renderingMode)
    }

    /// The same image tinted with `color` (the tint is not kept).
    open func withTintColor(_ color: UIColor) -> UIImage {
        self
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return name == other.name && renderingMode == other.renderingMode
    }

    open override var hash: Int {
        name.hashValue
    }
}

extension UIImage {
    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }
}
