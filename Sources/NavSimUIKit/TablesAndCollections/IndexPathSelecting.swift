import NavSimCore
import NavSimSimulator

/// A table or collection view as one control: a tap selects a row (or item).
///
/// The argument is `[section, row]`, for every section: a bare number is a value control's
/// (a stepper's, a segment's), so that ``InvariantViolation/deadInput(_:in:)`` can tell a
/// row that did nothing from a value set. A bare row number, as traces recorded before,
/// is still a row of section 0. The sample arguments are the first eight rows, section by
/// section, as the data source counts them. The control can be tapped when selection is allowed, a touch
/// reaches it, and it has a row; a tap on a row that does not exist does nothing.
@MainActor
protocol IndexPathSelecting: UIScrollView, TappableControl {
    /// The number of sections, as the data source says.
    var numberOfSections: Int { get }
    /// The number of rows in `section`, as the data source says.
    func selectableRowCount(inSection section: Int) -> Int
    /// The control's name without an accessibility identifier: `row` or `item`.
    static var unidentifiedControlName: String { get }
    /// Whether the user can select rows.
    var allowsSelection: Bool { get }
    /// Whether several rows can be selected at once.
    var allowsMultipleSelection: Bool { get }
    /// The selected rows.
    var selection: IndexPathSelection { get set }
    /// Asks the delegate which row to select in place of `indexPath` (`nil`: none).
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    /// Tells the delegate the row at `indexPath` was deselected.
    func delegateDidDeselect(_ indexPath: IndexPath)
    /// Whether the last selection reached no selection method of the app's; the protocol's
    /// default sets it.
    var ignoresSelection: Bool { get set }
    /// Whether there is a delegate to tell of selections.
    var hasSelectionDelegate: Bool { get }
    /// Tells the delegate the row at `indexPath` was selected.
    func delegateDidSelect(_ indexPath: IndexPath)
    /// The storyboard segue of the cell at `indexPath`, if it has one.
    func selectionSegue(at indexPath: IndexPath) -> (() -> Void)?
}

extension IndexPathSelecting {
    /// Whether selection is allowed and a touch reaches the view.
    var acceptsSelection: Bool { allowsSelection && receivesTouches }

    var isTappable: Bool { acceptsSelection && !sampleArguments.isEmpty }

    var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? Self.unidentifiedControlName
    }

    var sampleArguments: [JSONValue] {
        var samples: [JSONValue] = []
        for section in 0..<max(numberOfSections, 0) {
            for row in 0..<max(selectableRowCount(inSection: section), 0) {
                guard samples.count < 8 else { return samples }
                if ignoresSelection, selectionSegue(at: IndexPath(row: row, section: section)) == nil { continue }
                samples.append([.number(Double(section)), .number(Double(row))])
            }
        }
        return samples
    }

    func tap(argument: JSONValue) {
        let position: (section: Int, row: Int)
        switch argument {
        case .number:
            guard let row = argument.intValue else { return }
            position = (0, row)
        case .array(let indexes) where indexes.count == 2:
            guard let section = indexes[0].intValue, let row = indexes[1].intValue else { return }
            position = (section, row)
        default:
            return
        }
        guard acceptsSelection, position.section >= 0, position.section < numberOfSections,
            position.row >= 0, position.row < selectableRowCount(inSection: position.section)
        else { return }
        userSelect(IndexPath(row: position.row, section: position.section))
    }

    /// Selects the row at `indexPath`, or deselects all for `nil`, as code does: the
    /// delegate is not told.
    func select(byCode indexPath: IndexPath?) {
        guard let indexPath else {
            selection.removeAll()
            return
        }
        _ = selection.select(indexPath, allowsMultiple: allowsMultipleSelection)
    }

    /// Does what a user's tap on the existing row at `indexPath` does: with multiple
    /// selection, a tap on a selected row deselects it; otherwise the delegate may redirect
    /// or cancel the selection, the rows it replaces are deselected, it is selected, the
    /// storyboard segue of its cell is performed, then the delegate is told. The selection
    /// is updated before each call, so the delegate may change it. The segue before
    /// `didSelect` is what UIKit is reported to do (docs/uikit.md, "Storyboards and xibs").
    /// A selection that nothing of the app's handled is recorded as `selectionUnhandled`.
    func userSelect(_ indexPath: IndexPath) {
        if allowsMultipleSelection, selection.paths.contains(indexPath) {
            selection.deselect(indexPath)
            delegateDidDeselect(indexPath)
            return
        }
        guard let target = delegateWillSelect(indexPath) else { return }
        for deselected in selection.select(target, allowsMultiple: allowsMultipleSelection) {
            delegateDidDeselect(deselected)
        }
        let segue = selectionSegue(at: target)
        segue?()
        ignoresSelection = !hasSelectionDelegate
        delegateDidSelect(target)
        guard ignoresSelection, segue == nil, let runtime = Runtime.current else { return }
        let path: JSONValue = [.number(Double(target.section)), .number(Double(target.row))]
        runtime.emit(
            .annotated(
                name: "selectionUnhandled", coordinator: nil,
                payload: ["control": .string(controlName), "indexPath": path]))
    }
}

/// The rows (or items) a table (or collection view) has selected, in selection order.
struct IndexPathSelection {
    private(set) var paths: [IndexPath] = []

    /// Selects `indexPath`, and returns the paths it deselects: every other one unless
    /// `allowsMultiple`.
    mutating func select(_ indexPath: IndexPath, allowsMultiple: Bool) -> [IndexPath] {
        let deselected = allowsMultiple ? [] : paths.filter { $0 != indexPath }
        paths.removeAll { deselected.contains($0) || $0 == indexPath }
        paths.append(indexPath)
        return deselected
    }

    /// Deselects `indexPath`.
    mutating func deselect(_ indexPath: IndexPath) {
        paths.removeAll { $0 == indexPath }
    }

    /// Deselects everything.
    mutating func removeAll() {
        paths.removeAll()
    }
}
