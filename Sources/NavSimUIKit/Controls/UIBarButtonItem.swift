import NavSimCore

/// A button in a navigation bar or toolbar.
///
/// A tap runs ``primaryAction`` with the item as sender, else sends ``action`` to
/// ``target`` (a ``Selector``). It can be tapped when it is enabled, not hidden and has
/// either; an item with a ``customView`` is tapped through the controls in that view. Its
/// name in traces is its `accessibilityIdentifier`, else its title, else its system item's
/// name (`add`, `done`), else `barButton`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The item's style.
    open var style: UIBarButtonItem.Style = .plain
    /// The action a tap runs. Setting one gives a non-system item the action's title and
    /// image, where the action has them.
    open var primaryAction: UIAction? {
        didSet { if let primaryAction { adoptTitleAndImage(of: primaryAction) } }
    }
    /// The menu the item shows; NavSim never shows it.
    open var menu: UIMenu?
    /// The item's width.
    open var width: CGFloat = 0
    /// A view shown instead of the item; its controls are the ones tapped.
    open var customView: UIView?
    /// The item's tint.
    open var tintColor: UIColor?
    /// Whether the item is selected.
    open var isSelected = false
    /// Whether a tap toggles ``isSelected`` before running the action.
    open var changesSelectionAsPrimaryAction = false
    /// Whether the item is hidden; a hidden item cannot be tapped.
    open var isHidden = false {
        didSet { if isHidden != oldValue { noteChange(of: "isHidden") } }
    }
    /// Titles the item may show, for its width.
    open var possibleTitles: Set<String>?
    /// The object ``action`` is sent to; held weakly, as UIKit does.
    open weak var target: AnyObject?
    /// The message a tap sends to ``target`` when there is no ``primaryAction``.
    open var action: Selector?
    private(set) var systemItem: UIBarButtonItem.SystemItem?

    /// Creates an item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Creates an empty item; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a plain item; a primary action's title and image, where it has them, take
    /// precedence over `title` and `image`.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        // Initializers do not run property observers: adopt as the setter does.
        if let primaryAction { adoptTitleAndImage(of: primaryAction) }
    }

    /// Creates a system item (its look and name come from `systemItem`; the action's title
    /// and image are not used).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with `title` sending `action` to `target`.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(title: title)
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates an item with `image` sending `action` to `target`.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(image: image)
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates a system item sending `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)
    {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of `width` between items.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space between items.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    private func adoptTitleAndImage(of action: UIAction) {
        guard systemItem == nil else { return }
        if !action.title.isEmpty { title = action.title }
        if let image = action.image { self.image = image }
    }

    /// Appends the item's tappable controls: the controls of its custom view, or itself.
    func collectControls(into controls: inout [any TappableControl]) {
        guard !isHidden else { return }
        if let customView {
            customView.collectControls(into: &controls)
        } else if isTappable {
            controls.append(self)
        }
    }
}

extension UIBarButtonItem: TappableControl {
    var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? ControlNaming.name(title) ?? ControlNaming.name(systemItem?.name)
            ?? "barButton"
    }

    var isTappable: Bool {
        isEnabled && !isHidden && (primaryAction != nil || (action != nil && target != nil))
            && systemItem != .flexibleSpace && systemItem != .fixedSpace
    }

    var sampleArguments: [JSONValue] { [.null] }

    func tap(argument: JSONValue) {
        guard isTappable else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action, let target {
            action.perform(on: target, sender: self)
        }
    }
}

extension UIBarButtonItem {
    /// The look of an item.
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    /// A standard item, with the system's image or title.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case pageCurl = 23
        case close = 24
    }
}

extension UIBarButtonItem.SystemItem {
    /// The case's name, `add` for `.add`, as `"\(item)"` writes it: what names an item
    /// showing it. Looked up in a table made once, as writing a case's name looks it up in
    /// the type's metadata each time (7,000 instructions, at every listing of the controls).
    var name: String { Self.names[self] ?? "\(self)" }

    private static let names = Dictionary(
        uniqueKeysWithValues: (0...24).compactMap(Self.init(rawValue:)).map { ($0, "\($0)") })
}
