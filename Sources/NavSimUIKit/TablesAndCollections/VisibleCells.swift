import NavSimSimulator

/// The cells a table (or collection view) shows: those of the first
/// ``rowsPerSection`` rows (items) of each section, made by its data source.
///
/// NavSim has no screen size and does not scroll, so which rows are visible is a fixed,
/// deterministic window rather than a screen's: the top of every section (12 is our
/// estimate of the 44-point rows a small iPhone screen shows), so each section's first
/// rows are reachable without scrolling. It is made the first time something needs it
/// (the app asks for a cell, or the session looks for controls), with the app's own `cellForRowAt` /
/// `cellForItemAt`, section by section, and kept until the rows change (`reloadData`,
/// inserts, deletes, reloads, a new data source).
struct VisibleCells<Cell: UIView> {
    /// How many rows (items) of each section are visible.
    static var rowsPerSection: Int { 12 }

    private var entries: [(indexPath: IndexPath, cell: Cell)] = []
    /// Whether the data source was asked since the rows last changed.
    private(set) var isLoaded = false

    /// The visible cells, section by section.
    var cells: [Cell] { entries.map(\.cell) }

    /// The index paths of the visible cells, section by section.
    var indexPaths: [IndexPath] { entries.map(\.indexPath) }

    /// The cell at `indexPath`, or `nil` if its row is not visible.
    func cell(at indexPath: IndexPath) -> Cell? {
        entries.first { $0.indexPath == indexPath }?.cell
    }

    /// The index path of `cell`, or `nil` if it is not a visible cell.
    func indexPath(for cell: Cell) -> IndexPath? {
        entries.first { $0.cell === cell }?.indexPath
    }

    /// Marks the window loaded, before its cells are added.
    mutating func beginLoading() {
        isLoaded = true
    }

    /// Adds `cell`, made for `indexPath`.
    mutating func add(_ cell: Cell, at indexPath: IndexPath) {
        entries.append((indexPath, cell))
    }

    /// Forgets the cells, and returns them.
    mutating func removeAll() -> [Cell] {
        let cells = self.cells
        self = VisibleCells()
        return cells
    }
}

/// A table or collection view: it shows the cells of its visible rows as subviews.
@MainActor
protocol CellShowing: IndexPathSelecting, LaidOutView {
    associatedtype Cell: UIView
    /// The visible cells.
    var visible: VisibleCells<Cell> { get set }
    /// The cell the data source makes for the row at `indexPath`, or `nil` without one.
    func cellFromDataSource(at indexPath: IndexPath) -> Cell?
    /// The subview the cells go below (a table's footer), or `nil` to put them in front.
    var viewAfterCells: UIView? { get }
}

extension CellShowing {
    /// The visible cells, asking the data source for them first if the rows changed.
    ///
    /// The window is marked loaded before the data source is asked, so a data source
    /// that asks the view for cells while it makes one gets those made so far.
    @discardableResult
    func loadedVisibleCells() -> VisibleCells<Cell> {
        guard !visible.isLoaded else { return visible }
        visible.beginLoading()
        let rows = VisibleCells<Cell>.rowsPerSection
        for section in 0..<max(numberOfSections, 0) {
            for row in 0..<min(max(selectableRowCount(inSection: section), 0), rows) {
                let indexPath = IndexPath(row: row, section: section)
                guard let cell = cellFromDataSource(at: indexPath) else { return visible }
                visible.add(cell, at: indexPath)
                if let viewAfterCells, viewAfterCells.superview === self {
                    insertSubview(cell, belowSubview: viewAfterCells)
                } else {
                    addSubview(cell)
                }
            }
        }
        return visible
    }

    func selectionSegue(at indexPath: IndexPath) -> (() -> Void)? {
        loadedVisibleCells().cell(at: indexPath)?.selectionSegue
    }

    /// Forgets the visible cells, taking them out of the view, because the rows changed: the
    /// next layout pass that finds the view in a window makes them again.
    func forgetVisibleCells() {
        for cell in visible.removeAll() { cell.removeFromSuperview() }
        askForLayoutPass()
    }

    // MARK: - Layout pass

    /// Asks the session's run loop to make the visible cells at the end of its turn, as
    /// UIKit's layout pass does, once the view is in a window: a new view, or rows changed.
    func askForLayoutPass() {
        Runtime.current?.setNeedsLayout(self)
    }

    package var needsLayout: Bool { !visible.isLoaded }

    package var isInWindow: Bool { window != nil }

    package func layOut() { loadDeferredSubviews() }
}
