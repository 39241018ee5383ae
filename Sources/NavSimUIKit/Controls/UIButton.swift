import NavSimCore

/// A button.
///
/// A tap sends `.touchDown`, then runs the actions added for `.touchUpInside` and
/// `.primaryActionTriggered`, each once, in the order they were added. Its name in
/// traces is its `accessibilityIdentifier`, else its title for the normal state, else
/// its configuration's title, else `button`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The button's type.
    open private(set) var buttonType: UIButton.ButtonType = .custom
    /// The button's configuration (iOS 15 style); its title names the button when no title
    /// is set for the normal state.
    open var configuration: UIButton.Configuration? {
        didSet { updateTitleLabel() }
    }
    /// Runs when the configuration should be updated (``setNeedsUpdateConfiguration()``).
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
    /// The menu the button shows; NavSim never shows it.
    open var menu: UIMenu?
    /// Whether a tap shows the menu instead of sending actions.
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap toggles ``isSelected`` before sending actions.
    open var changesSelectionAsPrimaryAction = false
    /// Space around the content; kept.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// Space around the title; kept.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Space around the image; kept.
    open var imageEdgeInsets: UIEdgeInsets = .zero
    private var titles: [UIControl.State: String] = [:]
    private var attributedTitles: [UIControl.State: NSAttributedString] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]
    private lazy var label = UILabel()
    private lazy var imageViewStorage = UIImageView(image: nil)

    /// The label showing the current title.
    open var titleLabel: UILabel? {
        label.text = currentTitle ?? configuration?.title
        return label
    }

    /// The view showing the current image.
    open var imageView: UIImageView? {
        imageViewStorage.image = currentImage ?? configuration?.image
        return imageViewStorage
    }

    /// Whether the button is enabled; its current title follows.
    open override var isEnabled: Bool {
        didSet { updateTitleLabel() }
    }

    /// Whether the button is selected; its current title follows.
    open override var isSelected: Bool {
        didSet { updateTitleLabel() }
    }

    /// Whether the button is highlighted; its current title follows.
    open override var isHighlighted: Bool {
        didSet { updateTitleLabel() }
    }

    // MARK: - Creating

    /// Creates a button of `buttonType`.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of `buttonType` that runs `primaryAction` when tapped, titled with
    /// the action's title and image.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a button with `configuration` that runs `primaryAction` when tapped; the
    /// action's title and image, if it has them, go into the configuration.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    override func adoptPrimaryAction(_ action: UIAction) {
        super.adoptPrimaryAction(action)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    // MARK: - Titles and images

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        if titles[state] != title { noteChange(of: "title") }
        titles[state] = title
        updateTitleLabel()
    }

    /// The title for `state`, else the title for the normal state.
    open func title(for state: UIControl.State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// Sets the styled title for `state`.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title
    }

    /// The styled title for `state`, else for the normal state.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// Sets the title color for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
    }

    /// The title color for `state`, else for the normal state.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal]
    }

    /// The title color for the current state (the tint, else the system blue, if none).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor ?? .systemBlue }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
    }

    /// The image for `state`, else for the normal state.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the background image for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
    }

    /// The background image for `state`, else for the normal state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// Asks for a configuration update: runs ``configurationUpdateHandler`` at once, or
    /// ``updateConfiguration()``.
    open func setNeedsUpdateConfiguration() {
        if let configurationUpdateHandler {
            configurationUpdateHandler(self)
        } else {
            updateConfiguration()
        }
    }

    /// Updates the configuration for the current state; it keeps it as it is.
    open func updateConfiguration() {}

    private func updateTitleLabel() {
        label.text = currentTitle ?? configuration?.title
    }

    // MARK: - Tapping

    override var tapEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    override var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? ControlNaming.name(title(for: .normal)) ?? ControlNaming.name(
            configuration?.title) ?? ControlNaming.name(accessibilityLabel) ?? ControlNaming.name(
                (image(for: .normal) ?? configuration?.image)?.assetName) ?? "button"
    }

    override func tap(argument: JSONValue) {
        guard acceptsTouches else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        super.tap(argument: argument)
    }
}

extension UIButton {
    /// The kind of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        /// The rounded-rectangle type of old, now the system type.
        public static var roundedRect: ButtonType { .system }
    }

    /// The closure that updates a button's configuration.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}
