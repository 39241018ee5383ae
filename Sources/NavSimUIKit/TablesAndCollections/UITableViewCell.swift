/// A row of a table: the table asks its data source for the cells of its visible rows
/// (see ``UITableView``), and the controls in them can be tapped.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The identifier the cell is reused by.
    open private(set) var reuseIdentifier: String?
    /// The view the cell's content goes in.
    public let contentView = UIView()
    /// The cell's main label.
    open private(set) var textLabel: UILabel?
    /// The cell's secondary label; `nil` for the default style.
    open private(set) var detailTextLabel: UILabel?
    /// The cell's image view.
    open private(set) var imageView: UIImageView?
    /// The standard accessory at the trailing edge.
    open var accessoryType: UITableViewCell.AccessoryType = .none
    /// A view at the trailing edge instead of the accessory; a subview of the cell, as in
    /// UIKit, so a control there can be tapped.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
        }
    }
    /// The accessory while editing.
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none
    /// How the cell looks when selected.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Whether the cell is being edited.
    open var isEditing = false
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while selected.
    open var selectedBackgroundView: UIView?
    /// The separator's insets.
    open var separatorInset: UIEdgeInsets = .zero
    /// How far the content is indented.
    open var indentationLevel = 0
    /// The cell's content configuration.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's background configuration: kept, never drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// Creates a cell of `style` reused by `reuseIdentifier`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        makeSubviews(style: style)
    }

    /// Creates a default-style cell; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeSubviews(style: .default)
    }

    /// Creates a default-style cell reused by `identifier`, through
    /// ``init(style:reuseIdentifier:)`` (a subclass's override runs). NavSim only: how a
    /// table makes a registered cell class, which Swift can do only through a `required`
    /// initializer. A subclass inherits it unless it declares a designated initializer
    /// without overriding ``init(style:reuseIdentifier:)``.
    public required convenience init(navSimReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a default-style cell with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func makeSubviews(style: UITableViewCell.CellStyle) {
        addSubview(contentView)
        let textLabel = UILabel()
        contentView.addSubview(textLabel)
        self.textLabel = textLabel
        if style != .default {
            let detailTextLabel = UILabel()
            contentView.addSubview(detailTextLabel)
            self.detailTextLabel = detailTextLabel
        }
        let imageView = UIImageView(image: nil)
        contentView.addSubview(imageView)
        self.imageView = imageView
    }

    /// Makes `text` and `detail`, labels of a storyboard cell's content, the cell's
    /// ``textLabel`` and ``detailTextLabel`` (Interface Builder's Basic, Right Detail, Left
    /// Detail and Subtitle styles lay them out), in place of the ones it made.
    func adoptStyleLabels(text: UILabel?, detail: UILabel?) {
        if let text {
            textLabel?.removeFromSuperview()
            textLabel = text
        }
        if let detail {
            detailTextLabel?.removeFromSuperview()
            detailTextLabel = detail
        }
    }

    /// The list configuration of the cell's style, to fill in and set as
    /// ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }

    /// Called before the cell is reused.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }
}

extension UITableViewCell: ReusableView {}

extension UITableViewCell {
    /// A cell's layout of labels.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The standard accessory at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// How a table draws the lines between cells.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// What editing a row does.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }
}
