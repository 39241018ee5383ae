/// A table of rows in sections: one control, a tap selects a row.
///
/// A tap's argument is `[section, row]` (a bare number, as older traces have, is a row of
/// section 0); the sample arguments are the first eight rows, section by section, as the data source
/// counts them. A tap on an existing row runs the delegate's selection methods; a tap on
/// a row that does not exist does nothing, and a table with no rows cannot be tapped.
/// Its name in traces is its `accessibilityIdentifier`, else `row`.
///
/// The visible rows are the first 12 of each section (`VisibleCells`): the table asks
/// the data source for their cells when it first needs them and keeps them, as subviews,
/// until the rows change, so ``cellForRow(at:)`` gives the cell the data source made (and
/// `nil` for a row outside the window) and the controls in those cells can be tapped, as
/// can those of the header and footer views. Where NavSim differs: cells are never reused,
/// and every change of rows (`reloadData`, a reload, insert or delete) remakes them all.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's rows' height when not set per row: the cells decide.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: UITableView.Style
    /// The object giving the sections and rows.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { forgetVisibleCells() }
    }
    /// The object told about selection, editing and scrolling: the table calls the methods
    /// of one that adopts `UITableViewDelegate`.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet { ignoresSelection = false }
    }
    var ignoresSelection = false
    /// Whether the user can select rows; `false` makes the table impossible to tap.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap on a selected row deselects it).
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode.
    open var isEditing = false
    /// The height of rows.
    open var rowHeight = UITableView.automaticDimension
    /// The estimated height of rows.
    open var estimatedRowHeight = UITableView.automaticDimension
    /// The height of section headers.
    open var sectionHeaderHeight = UITableView.automaticDimension
    /// The height of section footers.
    open var sectionFooterHeight = UITableView.automaticDimension
    /// How rows are separated.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' color.
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset: UIEdgeInsets = .zero
    /// A view behind the table.
    open var backgroundView: UIView?
    /// A view above the first section; its controls can be tapped.
    open var tableHeaderView: UIView? {
        didSet { replaceSubview(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; its controls can be tapped.
    open var tableFooterView: UIView? {
        didSet { replaceSubview(oldValue, with: tableFooterView) }
    }
    private var cells = CellRegistry<UITableViewCell>()
    /// What a storyboard's prototype cells hold, made in each cell dequeued for their reuse
    /// identifier (the class is registered as for `register(_:forCellReuseIdentifier:)`).
    var prototypes: [String: (UIView) -> Void] = [:]
    /// A storyboard's static sections and cells, `nil` for a table whose data source makes
    /// its cells (UITableView+StaticContent.swift).
    var staticSections: [StaticSection]?
    var selection = IndexPathSelection()
    var visible = VisibleCells<UITableViewCell>()
    /// The header and footer views and swipe actions of the rows shown (UITableView+RowExtras.swift).
    var rowExtras = RowExtras()
    /// The header and footer view classes registered, by reuse identifier.
    var headerFooterClasses = CellRegistry<UITableViewHeaderFooterView>()
    /// The object told which rows will soon need data; kept, never called: NavSim does not
    /// scroll, so no row is ever about to come into view.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether prefetching is on; kept.
    open var isPrefetchingEnabled = true

    /// Creates a table of `style`.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
        askForLayoutPass()
    }

    /// Creates a plain table; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        askForLayoutPass()
    }

    /// Creates a plain table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    private func replaceSubview(_ oldView: UIView?, with newView: UIView?) {
        oldView?.removeFromSuperview()
        if let newView { addSubview(newView) }
    }

    // MARK: - Sections and rows

    /// The number of sections, as the data source says.
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of rows in `section`, as the data source says.
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// Forgets the selection, as UIKit does, and the visible cells: NavSim asks the data
    /// source for counts whenever it needs them, and for cells when it next needs one.
    open func reloadData() {
        selection.removeAll()
        forgetVisibleCells()
    }

    /// Forgets the visible cells, to be made again when next needed.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        forgetVisibleCells()
    }
    /// Forgets the visible cells, to be made again when next needed.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        forgetVisibleCells()
    }
    /// Forgets the deleted rows' selection and the visible cells.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        for indexPath in indexPaths { selection.deselect(indexPath) }
        forgetVisibleCells()
    }
    /// Forgets the visible cells, to be made again when next needed.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        forgetVisibleCells()
    }
    /// Forgets the visible cells, to be made again when next needed.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        forgetVisibleCells()
    }
    /// Forgets the visible cells, to be made again when next needed.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        forgetVisibleCells()
    }
    /// Does nothing.
    open func beginUpdates() {}
    /// Does nothing.
    open func endUpdates() {}

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
    open func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {}

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: - Cells

    /// Registers `cellClass` for `identifier` (`nil` removes the registration).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cells.register(cellClass, for: identifier)
    }

    /// A new cell of the class registered for `identifier` (made with
    /// `init(style:reuseIdentifier:)`, as UIKit does), or `nil` if nothing is registered
    /// for it. NavSim never reuses cells.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cells.cell(for: identifier, in: "UITableView.dequeueReusableCell").map { filled($0, identifier) }
    }

    /// A new cell for `identifier`, as ``dequeueReusableCell(withIdentifier:)``; with
    /// nothing registered it stops the program with a message, as UIKit raises.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        filled(cells.requiredCell(for: identifier, in: "UITableView.dequeueReusableCell"), identifier)
    }

    /// `cell` with its prototype's content, if `identifier` is a storyboard prototype's.
    private func filled(_ cell: UITableViewCell, _ identifier: String) -> UITableViewCell {
        prototypes[identifier]?(cell)
        return cell
    }

    /// The cell the data source made for the row at `indexPath`, or `nil` if the row is
    /// not visible (one of the first 12 of its section) or does not exist.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadedVisibleCells().cell(at: indexPath)
    }

    /// The index path of `cell`, or `nil` if it is not a visible cell of this table.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        loadedVisibleCells().indexPath(for: cell)
    }

    /// The visible cells, section by section.
    open var visibleCells: [UITableViewCell] { loadedVisibleCells().cells }

    /// The index paths of the visible rows, section by section; `nil` when none, as
    /// Apple documents.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let indexPaths = loadedVisibleCells().indexPaths
        return indexPaths.isEmpty ? nil : indexPaths
    }

    override func loadDeferredSubviews() {
        updateRowExtras(for: loadedVisibleCells())
    }

    // MARK: - Selection

    /// The selected row, the last selected if several.
    open var indexPathForSelectedRow: IndexPath? { selection.paths.last }

    /// The selected rows, `nil` when none.
    open var indexPathsForSelectedRows: [IndexPath]? { selection.paths.isEmpty ? nil : selection.paths }

    /// Selects the row at `indexPath` (`nil` deselects all) without telling the delegate,
    /// as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        select(byCode: indexPath)
    }

    /// Deselects the row at `indexPath` without telling the delegate, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selection.deselect(indexPath)
    }
}

extension UITableView: CellShowing {
    func cellFromDataSource(at indexPath: IndexPath) -> UITableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    var viewAfterCells: UIView? { tableFooterView }

    static var unidentifiedControlName: String { "row" }

    func selectableRowCount(inSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    private var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    }

    func delegateDidDeselect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    var hasSelectionDelegate: Bool { tableDelegate != nil }

    func delegateDidSelect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }
}

extension UITableView {
    /// A table's look.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// How rows animate in and out.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// Where a row ends up after scrolling.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }
}
