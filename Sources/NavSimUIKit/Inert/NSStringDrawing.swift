/// How `boundingRect(with:options:attributes:context:)` measures text.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What drawing text adjusted; kept.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale factor the text may shrink to.
    open var minimumScaleFactor: CGFloat = 0
}

extension StringProtocol {
    /// The size `self` takes drawn in `size` with `attributes`. NavSim draws no text, so this
    /// is an estimate (inferred, not UIKit's metrics): each character half the font's size
    /// wide (the `.font` attribute, else 12 points), lines 1.2 font sizes high, wrapped at
    /// `size.width` with `.usesLineFragmentOrigin`, one line without it
    /// (https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)).
    /// The same text always measures the same, so layouts that depend on it are deterministic.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let fontSize = (attributes?[.font] as? UIFont)?.pointSize ?? 12
        let width = CGFloat(count) * fontSize / 2
        let lines =
            options.contains(.usesLineFragmentOrigin) && size.width > 0
            ? Swift.max(1, (width / size.width).rounded(.up)) : 1
        return CGRect(
            x: 0, y: 0, width: Swift.min(width, size.width), height: Swift.min(lines * fontSize * 1.2, size.height))
    }
}
