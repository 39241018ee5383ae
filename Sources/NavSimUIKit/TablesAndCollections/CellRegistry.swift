/// A view a table or collection view can make from a registered class.
@MainActor
protocol ReusableView: UIView {
    /// Makes a view reused by `identifier`; see `UITableViewCell.init(navSimReuseIdentifier:)`.
    init(navSimReuseIdentifier identifier: String)
}

/// The cell classes a table or collection view has registered, by reuse identifier.
///
/// Swift can make an instance of a class known only at run time through a `required`
/// initializer only, and UIKit's cell initializers are not required: NavSim's cells have
/// a `required convenience init(navSimReuseIdentifier:)` that calls the designated
/// initializer UIKit calls (`init(style:reuseIdentifier:)`, `init(frame:)`), so a
/// subclass's override of it runs.
struct CellRegistry<Cell: ReusableView> {
    private var classes: [String: AnyClass] = [:]

    /// Registers `cellClass` for `identifier`; `nil` removes the registration.
    mutating func register(_ cellClass: AnyClass?, for identifier: String) {
        classes[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier`, or `nil` if nothing is
    /// registered; `call` names the dequeuing method in messages
    /// (`UITableView.dequeueReusableCell`). A registered class that is not a `Cell` is a
    /// recorded crash that stops the program, as UIKit raises (`UIKitException`).
    @MainActor
    func cell(for identifier: String, in call: String) -> Cell? {
        guard let registered = classes[identifier] else { return nil }
        guard let cellClass = registered as? Cell.Type else {
            UIKitException.raise(
                "\(call): the class registered for reuse identifier '\(identifier)', \(registered), is not a "
                    + "\(Cell.self)")
        }
        return cellClass.init(navSimReuseIdentifier: identifier)
    }

    /// A new cell of the class registered for `identifier`; with nothing registered it is a
    /// recorded crash that stops the program, as UIKit raises (`UIKitException`).
    @MainActor
    func requiredCell(for identifier: String, in call: String) -> Cell {
        guard let cell = cell(for: identifier, in: call) else {
            UIKitException.raise(
                "\(call): unable to dequeue a cell with identifier '\(identifier)': register a "
                    + "class for it")
        }
        return cell
    }
}
