/// A view a collection view reuses: a cell, a header or a footer.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused by.
    open internal(set) var reuseIdentifier: String?

    /// Creates a view reused by `identifier`, through `init(frame:)` (a subclass's
    /// override runs). NavSim only: how a collection view makes a registered class, which
    /// Swift can do only through a `required` initializer. A subclass inherits it unless
    /// it declares a designated initializer without overriding `init(frame:)`.
    public required convenience init(navSimReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the view is reused.
    open func prepareForReuse() {}
}

extension UICollectionReusableView: ReusableView {}

/// An item of a collection view: the collection view asks its data source for the cells
/// of its visible items (see ``UICollectionView``), and the controls in them can be
/// tapped.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in.
    public let contentView = UIView()
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while selected.
    open var selectedBackgroundView: UIView?
    /// The cell's content configuration.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The cell's background configuration: kept, never drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
