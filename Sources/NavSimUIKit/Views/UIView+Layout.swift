// Auto Layout's anchors on a view: constraints made from them are kept and never solved.

extension UIView: LayoutAnchorProviding {
    // MARK: - Anchors

    /// The first line of text's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line of text's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// A value meaning the view has no intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1
}

/// The content hugging and compression resistance priorities a view was given.
struct ContentPriorities {
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
}
