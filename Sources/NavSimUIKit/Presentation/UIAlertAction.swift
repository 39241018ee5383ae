import NavSimCore

/// A button of an alert or action sheet.
///
/// A tap on an enabled action dismisses its alert (`presentingViewController?.dismiss(
/// animated: true)`), then runs the handler: the handler sees the alert already gone, so
/// it can present something else at once. Apple's documentation does not state this
/// order; it is what iOS does and what libraries that mimic `UIAlertController` test for
/// (PivotalCoreKit, "Fire UIAlertController actions after dismissal", consistent with the
/// iOS 8.4 simulator, github.com/pivotal-legacy/PivotalCoreKit/pull/152;
/// material-components-ios, "Call actionHandlers after the alert has been dismissed",
/// modelled on UIAlertController, github.com/material-components/material-components-ios/pull/2490).
/// The handler runs when the dismissal animation ends, after the alert's `viewDidDisappear`.
///
/// Its name in traces is its title, else `cancel` for a cancel action, else `action`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: UIAlertAction.Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?

    /// Creates an action titled `title` that runs `handler` after its alert is dismissed.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

extension UIAlertAction: TappableControl {
    var controlName: String {
        ControlNaming.name(title) ?? (style == .cancel ? "cancel" : "action")
    }

    var isTappable: Bool { isEnabled }

    var sampleArguments: [JSONValue] { [.null] }

    func tap(argument: JSONValue) {
        guard isEnabled else { return }
        guard let presenter = alertController?.presentingViewController else {
            handler?(self)
            return
        }
        presenter.dismiss(animated: true) { [self] in handler?(self) }
    }
}

extension UIAlertAction {
    /// How an action's button looks.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
