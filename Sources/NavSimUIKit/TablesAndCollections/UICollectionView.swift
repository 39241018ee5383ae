/// A collection of items in sections: one control, a tap selects an item.
///
/// A tap's argument is `[section, item]` (a bare number, as older traces have, is an item
/// of section 0); the sample arguments are the first eight items, section by section, as the data
/// source counts them. A tap on an existing item runs the delegate's selection methods; a
/// tap on an item that does not exist does nothing, and a collection view with no items
/// cannot be tapped. Its name in traces is its `accessibilityIdentifier`, else `item`.
///
/// The visible items are the first 12 of each section, as a table's rows: the collection
/// view asks the data source for their cells when it first needs them and keeps them, as
/// subviews, until the items change, so ``cellForItem(at:)`` gives the cell the data source
/// made (`nil` outside the window) and the controls in those cells can be tapped. Where
/// NavSim differs: the layout decides nothing, cells are never reused, every change of
/// items remakes them all, and `delegate` is the scroll view's, typed `(any UIScrollViewDelegate)?`; the collection view calls the
/// collection-view methods of a delegate that adopts `UICollectionViewDelegate`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout; kept, never computed.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// The object giving the sections and items.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { forgetVisibleCells() }
    }
    /// The object told about selection and scrolling: the collection view calls the
    /// methods of one that adopts `UICollectionViewDelegate`.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet { ignoresSelection = false }
    }
    var ignoresSelection = false
    /// Whether the user can select items; `false` makes the view impossible to tap.
    open var allowsSelection = true
    /// Whether several items can be selected at once (a tap on a selected item deselects it).
    open var allowsMultipleSelection = false
    /// A view behind the items.
    open var backgroundView: UIView?
    /// The object told which items will soon need data; kept, never called: NavSim does not
    /// scroll, so no item is ever about to come into view.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether prefetching is on; kept.
    open var isPrefetchingEnabled = true
    private var cells = CellRegistry<UICollectionViewCell>()
    /// What a storyboard's prototype cells hold, made in each cell dequeued for their reuse
    /// identifier (the class is registered as for `register(_:forCellWithReuseIdentifier:)`).
    var prototypes: [String: (UIView) -> Void] = [:]
    private var supplementaryViews = CellRegistry<UICollectionReusableView>()
    var selection = IndexPathSelection()
    var visible = VisibleCells<UICollectionViewCell>()

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        askForLayoutPass()
    }

    /// Creates a collection view with a flow layout; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        askForLayoutPass()
    }

    // MARK: - Sections and items

    /// The number of sections, as the data source says.
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of items in `section`, as the data source says.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Forgets the selection, as UIKit does, and the visible cells: NavSim asks the data
    /// source for counts whenever it needs them, and for cells when it next needs one.
    open func reloadData() {
        selection.removeAll()
        forgetVisibleCells()
    }

    /// Forgets the visible cells, to be made again when next needed.
    open func insertItems(at indexPaths: [IndexPath]) {
        forgetVisibleCells()
    }
    /// Forgets the deleted items' selection and the visible cells.
    open func deleteItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths { selection.deselect(indexPath) }
        forgetVisibleCells()
    }
    /// Forgets the visible cells, to be made again when next needed.
    open func reloadItems(at indexPaths: [IndexPath]) {
        forgetVisibleCells()
    }
    /// Forgets the visible cells, to be made again when next needed.
    open func reloadSections(_ sections: IndexSet) {
        forgetVisibleCells()
    }

    /// Runs `updates`, then `completion` with `true`, before returning.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// ``performBatchUpdates(_:completion:)`` with updates that do not escape, as UIKit
    /// declares them (`NS_NOESCAPE`): their closure may use `self` implicitly.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// Does nothing: NavSim does not scroll.
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {}

    // MARK: - Cells

    /// Registers `cellClass` for `identifier` (`nil` removes the registration).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cells.register(cellClass, for: identifier)
    }

    /// A new cell of the class registered for `identifier` (made with `init(frame:)`, as
    /// UIKit does); with nothing registered it stops the program with a message, as UIKit
    /// raises. NavSim never reuses cells.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = cells.requiredCell(for: identifier, in: "UICollectionView.dequeueReusableCell")
        prototypes[identifier]?(cell)
        return cell
    }

    /// The kind of a section header, for supplementary views.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, for supplementary views.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers `viewClass` for supplementary views of `elementKind` (a header, a footer)
    /// with `identifier` (`nil` removes the registration).
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryViews.register(viewClass, for: elementKind + "/" + identifier)
    }

    /// A new supplementary view of `elementKind` for `identifier`, under the same rule as
    /// cells (NavSim never asks the data source for supplementary views).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = supplementaryViews.requiredCell(
            for: elementKind + "/" + identifier, in: "UICollectionView.dequeueReusableSupplementaryView")
        view.reuseIdentifier = identifier
        return view
    }

    /// The cell the data source made for the item at `indexPath`, or `nil` if the item is
    /// not visible (one of the first 12 of its section) or does not exist.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadedVisibleCells().cell(at: indexPath)
    }

    /// The index path of `cell`, or `nil` if it is not a visible cell of this view.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        loadedVisibleCells().indexPath(for: cell)
    }

    /// The visible cells, section by section.
    open var visibleCells: [UICollectionViewCell] { loadedVisibleCells().cells }

    /// The index paths of the visible items, section by section.
    open var indexPathsForVisibleItems: [IndexPath] { loadedVisibleCells().indexPaths }

    override func loadDeferredSubviews() {
        loadedVisibleCells()
    }

    // MARK: - Selection

    /// The selected items, in selection order.
    open var indexPathsForSelectedItems: [IndexPath]? { selection.paths }

    /// Selects the item at `indexPath` (`nil` deselects all) without telling the
    /// delegate, as in UIKit.
    open func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        select(byCode: indexPath)
    }

    /// Deselects the item at `indexPath` without telling the delegate, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath)
    }
}

extension UICollectionView: CellShowing {
    func cellFromDataSource(at indexPath: IndexPath) -> UICollectionViewCell? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    var viewAfterCells: UIView? { nil }

    static var unidentifiedControlName: String { "item" }

    func selectableRowCount(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) == false ? nil : indexPath
    }

    func delegateDidDeselect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    var hasSelectionDelegate: Bool { collectionDelegate != nil }

    func delegateDidSelect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}

extension UICollectionView {
    /// The direction a flow layout's items flow.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where an item ends up after scrolling.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
