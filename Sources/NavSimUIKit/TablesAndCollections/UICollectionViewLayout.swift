/// How a collection view lays out its items; kept, never computed.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Does nothing: NavSim lays nothing out.
    open func invalidateLayout() {}
}

/// A grid or line of items in sections; its sizes and spacings are kept, never used.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size items have when the delegate gives none, meaning "measure the cell".
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The size of items.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The estimated size of items.
    open var estimatedItemSize: CGSize = .zero
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items in a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The space around each section.
    open var sectionInset: UIEdgeInsets = .zero
    /// The direction the items flow.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The size of section headers.
    open var headerReferenceSize: CGSize = .zero
    /// The size of section footers.
    open var footerReferenceSize: CGSize = .zero
}
