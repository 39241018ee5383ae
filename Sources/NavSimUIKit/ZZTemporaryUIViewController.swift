// TEMPORARY, delete at merge: a stand-in for the real UIViewController (written on another
// branch), with only the part of its contract that the controls, alerts, table view
// controllers and storyboards of this branch compile against. It records nothing.

/// A stand-in view controller: the contract the real one provides.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The title.
    open var title: String?
    /// The navigation bar's items for this controller.
    open var navigationItem = UINavigationItem()
    /// The controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// The controller this one presents.
    open private(set) var presentedViewController: UIViewController?

    private var loadedView: UIView?

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Creates a controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The designated initializer.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Succeeds: storyboard creators call it.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Makes the root view.
    open func loadView() {
        view = UIView()
    }

    /// Called after the view loaded.
    open func viewDidLoad() {}

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}

    /// Presents `viewControllerToPresent` modally.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses what this controller presents, or this controller if it presents nothing.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
        }
    }

    /// The screen's controls beyond its view tree and bar items.
    var ownControls: [any TappableControl] { [] }
}
