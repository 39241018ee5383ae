/// A view a collection view reuses: a cell, a header or a footer.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused by.
    open internal(set) var reuseIdentifier: String?

    /// Called before the view is reused.
    open func prepareForReuse() {}
}

/// An item of a collection view. NavSim never asks a data source for cells (an item is
/// tapped by its index path), so cells exist only where the app's own code makes them.
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

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell; storyboards do not exist in NavSim.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
