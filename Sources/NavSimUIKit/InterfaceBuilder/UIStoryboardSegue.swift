/// A storyboard segue: its identifier, the controller it starts from and the one it shows.
/// A storyboard's segue makes a new destination each time it is performed, lets the source
/// `prepare(for:sender:)`, then ``perform()``s (see docs/uikit.md, "Storyboards and xibs").
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The identifier the storyboard gives it.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue that does nothing when performed, unless a subclass overrides ``perform()``
    /// (a storyboard's custom segue class).
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue that runs `performHandler` when performed.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Shows the destination: runs the perform handler.
    open func perform() {
        performHandler?()
    }
}

extension UIViewController {
    /// Performs the storyboard segue `identifier` that starts from this controller, with
    /// `sender`: `prepare(for:sender:)`, then the transition. `shouldPerformSegue` is not
    /// asked, as in UIKit. A controller with no such segue stops the app with UIKit's words.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let perform = storyboardSegues[identifier] else {
            UIKitException.raise("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        perform(sender)
    }
}
