import NavSimSimulator

/// An item of a bar: a bar button item or a tab bar item.
@preconcurrency @MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    /// The item's title.
    open var title: String? {
        didSet { if title != oldValue { noteChange(of: "title") } }
    }
    /// The item's image.
    open var image: UIImage?
    /// The image in landscape on a phone.
    open var landscapeImagePhone: UIImage?
    /// The image at large accessibility sizes.
    open var largeContentSizeImage: UIImage?
    /// Space around the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// Whether the item is enabled; a disabled item cannot be tapped.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { noteChange(of: "isEnabled") } }
    }
    /// A number the app gives the item.
    open var tag = 0
    /// A string identifying the item; it names a bar button item in traces before its title.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads; kept.
    open var accessibilityLabel: String?

    /// Creates an item.
    public override init() {
        super.init()
    }

    /// Creates an empty item; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init()
    }
}

extension UIBarItem {
    /// Notes that `property`, which the user sees or acts through, changed during the
    /// current input (``NavSimSimulator/Runtime/viewChangesThisInput``).
    func noteChange(of property: String) {
        Runtime.current?.viewChangesThisInput.insert(property)
    }
}
