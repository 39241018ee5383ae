/// The text TextKit lays out, with the layout managers laying it out.
///
/// Where NavSim differs: it holds an `NSAttributedString` (``attributedString``) rather than
/// being an `NSMutableAttributedString`.
open class NSTextStorage: NSObject {
    /// The styled text.
    open var attributedString: NSAttributedString
    /// The layout managers laying it out, in the order added.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// A storage holding `attributedString`.
    public init(attributedString: NSAttributedString) {
        self.attributedString = attributedString
    }

    /// A storage holding `string`, with no attributes.
    public convenience init(string: String) {
        self.init(attributedString: NSAttributedString(string: string))
    }

    /// An empty storage.
    public override convenience init() {
        self.init(string: "")
    }

    /// The text, without attributes.
    open var string: String { attributedString.string }
    /// The text's length in UTF-16 code units.
    open var length: Int { attributedString.length }

    /// Adds a layout manager, which lays this text out.
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes a layout manager.
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }
}
