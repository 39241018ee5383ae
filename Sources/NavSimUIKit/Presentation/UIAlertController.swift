/// An alert or action sheet: a presented view controller whose actions are controls.
///
/// Present it as UIKit does (`present(alert, animated: true)`); its enabled actions are
/// the screen's controls, named by their titles. Tapping one dismisses the alert, then
/// runs the action's handler (see ``UIAlertAction``).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// More text below the title.
    open var message: String?
    /// Alert or action sheet.
    open private(set) var preferredStyle: UIAlertController.Style = .alert
    /// The actions, in the order added (the order of their buttons).
    open private(set) var actions: [UIAlertAction] = []
    /// The action the return key triggers; it is still tapped like the others.
    open var preferredAction: UIAlertAction?
    /// The alert's text fields, `nil` when it has none.
    open private(set) var textFields: [UITextField]?

    /// Creates an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds `action` as the last button.
    open func addAction(_ action: UIAlertAction) {
        action.alertController = self
        actions.append(action)
    }

    /// Adds a text field, after `configurationHandler` configures it. NavSim has no
    /// keyboard: the text is what code sets.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let textField = UITextField()
        configurationHandler?(textField)
        textFields = (textFields ?? []) + [textField]
    }

    override var ownControls: [any TappableControl] {
        actions.filter(\.isTappable)
    }
}

extension UIAlertController {
    /// How an alert controller shows itself.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
}
