/// An action a user reveals by swiping a table row, as UIKit's: a title, a style and a
/// handler that gets the action, the view it was shown in and a completion to call with
/// whether it was performed.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// What the handler gets: the action, the view that showed it, and the completion.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The title, which names the input in traces.
    open var title: String?
    /// The background colour; kept, never drawn.
    open var backgroundColor: UIColor!
    /// The image; kept, never drawn.
    open var image: UIImage?
    /// Runs when the user taps the action.
    public let handler: Handler

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// A swipe action's style.
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }
}

/// The actions a swipe on a table row reveals, as UIKit's.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge of the row inward.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; kept: NavSim's input is a tap on
    /// an action.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
