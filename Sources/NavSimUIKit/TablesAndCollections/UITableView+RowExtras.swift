import NavSimCore

/// What a table shows beside its visible cells: the delegate's section header and footer
/// views, and the swipe actions of the visible rows, each an input named by its title.
///
/// They are made with the visible cells, when the session looks for controls after the
/// rows changed (`VisibleCells`): the delegate is asked for each section's
/// `viewForHeaderInSection`/`viewForFooterInSection` and for each visible row's leading and
/// trailing swipe actions. A swipe action is one control per title (and edge), whose
/// argument is the row, `[section, row]`, as a row's; a tap asks the delegate for that row's
/// configuration again, as a swipe in UIKit does, and runs the handler of the action with
/// that title with the row's cell and a completion (its answer changes nothing in NavSim: no
/// row slides back). Where NavSim differs: the swipe that reveals the actions and the tap on
/// one are one input; the default "Delete" action UIKit shows for an editable row of a data
/// source that commits deletions, without a configuration, is not offered.
extension UITableView {
    /// The extras of the rows shown now, made again when the visible cells changed.
    struct RowExtras {
        /// The visible cells the extras were made for.
        var cells: [ObjectIdentifier] = []
        var isMade = false
        /// The header and footer views, by section.
        var headers: [Int: UIView] = [:]
        var footers: [Int: UIView] = [:]
        /// The swipe actions' controls.
        var swipeActions: [SwipeAction] = []

        var views: [UIView] { Array(headers.values) + Array(footers.values) + swipeActions }
    }

    /// Brings the header and footer views and the swipe actions up to date with `cells`.
    func updateRowExtras(for cells: VisibleCells<UITableViewCell>) {
        let identities = cells.cells.map(ObjectIdentifier.init)
        guard !rowExtras.isMade || rowExtras.cells != identities else { return }
        for view in rowExtras.views { view.removeFromSuperview() }
        rowExtras = RowExtras(cells: identities, isMade: true)
        let delegate = delegate as? any UITableViewDelegate
        guard let delegate else { return }
        let paths = cells.indexPaths
        for section in 0..<max(numberOfSections, 0) {
            let sectionCells = paths.filter { $0.section == section }.compactMap(cells.cell(at:))
            if let header = delegate.tableView(self, viewForHeaderInSection: section) {
                rowExtras.headers[section] = header
                if let first = sectionCells.first {
                    insertSubview(header, belowSubview: first)
                } else {
                    addSubview(header)
                }
            }
            if let footer = delegate.tableView(self, viewForFooterInSection: section) {
                rowExtras.footers[section] = footer
                if let last = sectionCells.last {
                    insertSubview(footer, aboveSubview: last)
                } else {
                    addSubview(footer)
                }
            }
        }
        var actions: [SwipeAction] = []
        for path in paths {
            for edge in [SwipeAction.Edge.leading, .trailing] {
                for action in configuration(edge, at: path)?.actions ?? [] {
                    let title = action.title ?? "swipe action"
                    if let known = actions.first(where: { $0.edge == edge && $0.title == title }) {
                        if !known.rows.contains(path) { known.rows.append(path) }
                    } else {
                        actions.append(SwipeAction(table: self, edge: edge, title: title, row: path))
                    }
                }
            }
        }
        rowExtras.swipeActions = actions
        for action in actions { addSubview(action) }
    }

    /// The delegate's swipe actions for the row at `path` on `edge`.
    func configuration(_ edge: SwipeAction.Edge, at path: IndexPath) -> UISwipeActionsConfiguration? {
        guard let delegate = delegate as? any UITableViewDelegate else { return nil }
        return switch edge {
        case .leading: delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        case .trailing: delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        }
    }

    /// The header view of `section`, if the delegate gave one and its section is shown.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadDeferredSubviews()
        return rowExtras.headers[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, if the delegate gave one and its section is shown.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadDeferredSubviews()
        return rowExtras.footers[section] as? UITableViewHeaderFooterView
    }

    /// Registers `aClass` for header and footer views reused by `identifier` (`nil` removes it).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses.register(aClass, for: identifier)
    }

    /// A new header or footer view of the class registered for `identifier`, or `nil` if
    /// none is. NavSim never reuses views.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses.cell(for: identifier, in: "UITableView.dequeueReusableHeaderFooterView")
    }
}

/// One swipe action of a table's visible rows, as a control: named by its title, its
/// argument the row `[section, row]`.
@MainActor
final class SwipeAction: UIView, TappableControl {
    enum Edge { case leading, trailing }

    private weak var table: UITableView?
    let edge: Edge
    let title: String
    /// The visible rows whose swipe on ``edge`` reveals an action with ``title``.
    var rows: [IndexPath]

    init(table: UITableView, edge: Edge, title: String, row: IndexPath) {
        self.table = table
        self.edge = edge
        self.title = title
        rows = [row]
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    var controlName: String { title }

    var isTappable: Bool { receivesTouches && !rows.isEmpty }

    var sampleArguments: [JSONValue] {
        rows.map { [.number(Double($0.section)), .number(Double($0.row))] }
    }

    func tap(argument: JSONValue) {
        guard case .array(let indexes) = argument, indexes.count == 2, let section = indexes[0].intValue,
            let row = indexes[1].intValue, let table
        else { return }
        let path = IndexPath(row: row, section: section)
        guard rows.contains(path),
            let action = table.configuration(edge, at: path)?.actions.first(where: {
                ($0.title ?? "swipe action") == title
            })
        else { return }
        action.handler(action, table.cellForRow(at: path) ?? table) { _ in }
    }
}
