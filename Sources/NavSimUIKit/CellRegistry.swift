/// The cell classes a table or collection view has registered, by reuse identifier.
///
/// Swift can make an instance of a class known only at run time through a `required`
/// initializer only, and UIKit's cell initializers are not required: a cell class
/// registered as itself (`UITableViewCell`, `UICollectionViewCell`) is made; a registered
/// subclass stops the program with a message. NavSim never asks a data source for cells,
/// so this happens only when the app's own code dequeues one.
struct CellRegistry<Cell: UIView> {
    private var classes: [String: AnyClass] = [:]

    /// Registers `cellClass` for `identifier`; `nil` removes the registration.
    mutating func register(_ cellClass: AnyClass?, for identifier: String) {
        classes[identifier] = cellClass
    }

    /// A new cell for `identifier` made by `make`, or `nil` if nothing is registered;
    /// `call` names the dequeuing method in messages (`UITableView.dequeueReusableCell`).
    @MainActor
    func cell(for identifier: String, in call: String, make: () -> Cell) -> Cell? {
        guard let cellClass = classes[identifier] else { return nil }
        guard cellClass == Cell.self else {
            fatalError(
                "\(call): NavSim cannot make a \(cellClass) for reuse identifier '\(identifier)' "
                    + "(only a \(Cell.self) registered as itself can be made); NavSim never asks a data source for "
                    + "cells, so make the cell yourself in NavSim-only code")
        }
        return make()
    }

    /// A new cell for `identifier` made by `make`; with nothing registered it stops the
    /// program with a message, as UIKit raises.
    @MainActor
    func requiredCell(for identifier: String, in call: String, make: () -> Cell) -> Cell {
        guard let cell = cell(for: identifier, in: call, make: make) else {
            fatalError(
                "\(call): unable to dequeue a cell with identifier '\(identifier)': register a "
                    + "class for it")
        }
        return cell
    }
}
