package import NavSimCore
package import NavSimSimulator

/// A view controller, as UIKit's: a view, a navigation item, a parent, what it presents,
/// and the view-lifecycle callbacks to override.
///
/// NavSim records a view controller as a screen the first time a command involves it (a
/// push, a presentation, a stack, tabs, a window's root) or its `view` is loaded, so
/// that by then the properties that name its coordinator are set. Its name in traces is
/// the class name without `ViewController`, `Controller` or `VC` (`CatalogViewController`
/// is `Catalog`); a ``NavSimNamed`` conformance in a NavSim-only file overrides it.
///
/// Differences from UIKit: there is no drawing or layout; views load only when shown or
/// touched. Child view controllers (``addChild(_:)``) are recorded as screens embedded in
/// their parent while their view is in the parent's view (see
/// `UIViewController+Containment.swift`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The session the controller lives in: the one that was running when it was made.
    package let runtime: Runtime
    /// The controller's id in the trace, once a command recorded it.
    package internal(set) var controllerID: ControllerID?
    private var loadedView: UIView? {
        didSet {
            if oldValue?.owningController === self { oldValue?.owningController = nil }
            loadedView?.owningController = self
        }
    }
    private var ownNavigationItem: UINavigationItem?
    private var ownTabBarItem: UITabBarItem?
    /// The presentation controller made on first access, or given by the transitioning
    /// delegate for a `.custom` presentation.
    var ownPresentationController: UIPresentationController?

    /// The storyboard the controller was made from, if any.
    public internal(set) var storyboard: UIStoryboard?
    /// The name of the nib the controller loads its view from, as given to
    /// ``init(nibName:bundle:)``.
    public private(set) var nibName: String?
    /// Makes the view of the storyboard scene the controller was made from.
    var interfaceViewLoader: (() -> UIView)?
    /// The storyboard segues the controller can perform, by identifier.
    var storyboardSegues: [String: (Any?) -> Void] = [:]

    /// Creates a view controller; subclasses call it from their own `init()`. Its view is
    /// loaded from the xib `nibNameOrNil` if the app has one (see ``loadView()``).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        runtime = .forNewObject
        nibName = nibNameOrNil
        super.init()
        (runtime.observer as? NavSimApp)?.controllersMadeThisInput.append(WeakReference(self))
    }

    /// Creates a view controller with no nib, as `UIViewController()` does on iOS.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller as a storyboard makes it; the coder is not read: the storyboard
    /// sets what its scene holds after (docs/uikit.md, "Storyboards and xibs").
    public required init?(coder: NSCoder) {
        runtime = .forNewObject
        super.init()
        (runtime.observer as? NavSimApp)?.controllersMadeThisInput.append(WeakReference(self))
    }

    deinit {
        MainActor.assumeIsolated {
            guard let controllerID else { return }
            runtime.unregister(controllerID)
            switch controllerID {
            case .screen(let id): runtime.emit(.screenDeallocated(id))
            case .container(let id): runtime.emit(.containerDeallocated(id))
            }
        }
    }

    // MARK: - Titles and items

    /// The title; setting it also sets the navigation item's title, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for this controller: title, bar button items, back button.
    open var navigationItem: UINavigationItem {
        if let ownNavigationItem { return ownNavigationItem }
        let item = UINavigationItem()
        item.title = title
        ownNavigationItem = item
        return item
    }

    /// What a tab bar shows for this controller.
    open var tabBarItem: UITabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = UITabBarItem()
            item.title = title
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }

    /// Whether a tab bar hides when this controller is pushed; kept, changes nothing.
    open var hidesBottomBarWhenPushed = false

    // MARK: - The view

    /// The root view, loaded on first access: `loadView()`, then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The next responder: the view's superview, as Apple's `next` says of
    /// `UIViewController`; for a child controller, that is a view of its parent's.
    open override var next: UIResponder? { viewIfLoaded?.superview }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: the storyboard scene's, else the xib's (``nibName``, or one named
    /// after the class, `ProfileView.xib` before `ProfileViewController.xib`, as UIKit looks),
    /// else an empty view. Override it to set `view` yourself.
    open func loadView() {
        if let interfaceViewLoader {
            self.interfaceViewLoader = nil
            view = interfaceViewLoader()
            return
        }
        let className = _typeName(type(of: self), qualified: false)
        let candidates =
            nibName.map { [$0] }
            ?? [className.hasSuffix("Controller") ? String(className.dropLast("Controller".count)) : nil, className]
            .compactMap { $0 }
        if let nib = candidates.lazy.compactMap({ PortedInterface.document("\($0).xib") }).first {
            _ = InterfaceInflater(document: nib, storyboard: nil).instantiateNib(owner: self)
        }
        if loadedView == nil { view = UIView() }
    }

    /// Loads the view now if it is not loaded. A screen touched this way is recorded and
    /// gets `viewDidLoad` at once, as UIKit loads it on first access.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        if isScreen, runtime.isRunning, case .screen(let id) = recordIfNeeded(),
            runtime.state.screens[id]?.appearance == .unloaded
        {
            runtime.send(.viewDidLoad, to: id)
        }
        if loadedView == nil { performViewLoad() }
    }

    /// Loads the view and runs `viewDidLoad()`, once.
    func performViewLoad() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    // MARK: - Lifecycle

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    /// Called when the system is low on memory: NavSim never is, so it never calls it; apps
    /// made from Xcode's older templates override it.
    open func didReceiveMemoryWarning() {}
    /// Called before the view comes into view.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called each time the view comes into view, after `viewWillAppear` and before
    /// `viewDidAppear`, once the view is in the window's hierarchy (iOS 13 and later): NavSim
    /// calls it right after `viewWillAppear`, unrecorded, as it is no transition of its own.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view came into view.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the view.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the view.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews. NavSim lays nothing out, as
    /// `layoutSubviews()`, and never calls it.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews. NavSim lays nothing out and never calls it.
    open func viewDidLayoutSubviews() {}

    /// Whether the controller is being pushed, from the start of the transition to its end.
    open internal(set) var isMovingToParent = false
    /// Whether the controller is being popped (or swiped away), until the transition ends.
    open internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented, until the presentation ends.
    open internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed, until the dismissal ends.
    open internal(set) var isBeingDismissed = false

    /// Whether the transition under way is animated, for the `animated` argument.
    var isAnimating = true

    // MARK: - Containers

    /// The container (navigation or tab bar controller, or a parent of `addChild`) holding it.
    open internal(set) weak var parent: UIViewController?
    /// The controllers this one contains, in order.
    open var children: [UIViewController] { containedChildren }
    /// The backing store of ``children``; containers keep their stack or tabs here.
    var containedChildren: [UIViewController] = []

    /// Whether the appearance callbacks of this controller go to its children too; `true`,
    /// as in UIKit. A container that returns `false` tells its children itself, with
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Whether the appearance change begun with ``beginAppearanceTransition(_:animated:)``
    /// is an appearance; `nil` when none is under way.
    var appearanceTransition: Bool?
    /// Whether this controller's view is in a window, from its `viewDidAppear` to its
    /// `viewDidDisappear`: what a navigation or tab bar controller, which has no screen of
    /// its own in the state, is asked when it presents.
    var viewAppeared = false

    /// The nearest navigation controller above this controller.
    open var navigationController: UINavigationController? {
        parent as? UINavigationController ?? parent?.navigationController
    }

    /// The nearest split view controller above this controller.
    open var splitViewController: UISplitViewController? {
        parent as? UISplitViewController ?? parent?.splitViewController
    }

    /// The nearest tab bar controller above this controller.
    open var tabBarController: UITabBarController? {
        parent as? UITabBarController ?? parent?.tabBarController
    }

    /// The transition under way: a navigation controller's own push or pop, else the
    /// presentation or dismissal this controller takes part in, else its parent's (Apple:
    /// "If there is no in-progress transition associated with the current view controller,
    /// UIKit checks the view controller's ancestors").
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        (self as? UINavigationController)?.activeTransition ?? modalTransition ?? parent?.transitionCoordinator
    }

    // MARK: - Presentation state

    /// How the controller is shown when presented; `.fullScreen` and `.currentContext` take
    /// the presenter out of view, every other style leaves it in view (a sheet).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition style; kept, changes nothing.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the user cannot swipe a sheet down.
    open var isModalInPresentation = false
    /// The orientations the controller supports: iOS's default on an iPhone, which NavSim's
    /// screen is. Kept: NavSim's screen never rotates.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation a full-screen presentation prefers: portrait, NavSim's screen's only one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller's content rotates with the device.
    open var shouldAutorotate: Bool { true }
    /// Gives the animators of this controller's animated presentation and dismissal, and the
    /// presentation controller of a `.custom` one; held weakly, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The controller this one (or an ancestor) presents.
    open var presentedViewController: UIViewController? {
        presented ?? parent?.presentedViewController
    }
    /// The controller that presented this one (or an ancestor).
    open var presentingViewController: UIViewController? {
        presenter ?? parent?.presentingViewController
    }
    /// The presentation controller that manages this controller or the container holding
    /// it, made on first access as in UIKit so that its delegate can be set before
    /// presenting: `navigationController.presentationController?.delegate = coordinator`
    /// and the same line on the navigation controller's root give one object.
    ///
    /// As in UIKit, its class follows `modalPresentationStyle` at that first access: a
    /// ``UIPopoverPresentationController`` for a popover, a ``UISheetPresentationController``
    /// for a sheet.
    open var presentationController: UIPresentationController? {
        if presenter == nil, let parent { return parent.presentationController }
        if let ownPresentationController { return ownPresentationController }
        let controller =
            if modalPresentationStyle == .popover {
                UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            } else if recordedPresentationStyle.isSheet {
                UISheetPresentationController(presentedViewController: self, presenting: nil)
            } else {
                UIPresentationController(presentedViewController: self, presenting: nil)
            }
        ownPresentationController = controller
        return controller
    }
    /// The presentation controller when it is a sheet's, else `nil`.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
    /// The presentation controller when `modalPresentationStyle` is `.popover`, else `nil`:
    /// set its `sourceView` or `barButtonItem` and its delegate before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// What this controller itself presents, held strongly as UIKit does.
    var presented: UIViewController?
    /// Who presented this controller itself.
    weak var presenter: UIViewController?
    /// The presentation or dismissal under way that this controller presents, is presented
    /// in or is dismissed in, from the call until the completions registered with it ran.
    var modalTransition: ControllerTransition?

    // MARK: - Commands

    /// Presents `viewControllerToPresent` over this controller's layer; `completion` runs
    /// once the presentation is over.
    ///
    /// As in UIKit, a controller that is already presenting, or that is not in a window,
    /// cannot present: the command is ignored with a warning and `completion` never runs.
    /// Presenting a controller that is already shown raises an exception: a recorded crash.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presents, or this controller if it was presented,
    /// with everything presented above it; `completion` runs once it is over.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Whether the storyboard segue `identifier`, triggered by a control, goes ahead: `true`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a storyboard segue from this controller shows its destination: pass
    /// it what it needs here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Shows `vc` the way its context calls for: pushed when this controller is in a
    /// navigation controller, else through the split view controller above it (expanded, the
    /// new primary), else presented: UIKit's default asks the nearest container that
    /// overrides this method.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else if let splitViewController {
            splitViewController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as a detail: through the split view controller above this controller
    /// (collapsed, a push), else presented, as UIKit's default does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Controls

    /// The controls of this screen beyond its view tree and bar items (an alert's actions).
    var ownControls: [any TappableControl] { [] }

    /// The tappable controls, in order: the view tree, the controls of the screens shown by
    /// the navigation controllers embedded in it (an expanded split view controller's
    /// columns), the bar items when a navigation bar shows them, then ``ownControls``.
    var tappableControls: [(name: String, control: any TappableControl)] {
        if ClassConformances.isDrawnOnDemand(self) { (self as? any DrawnOnDemand)?.drawAgain() }
        var controls: [any TappableControl] = []
        controls.reserveCapacity(16)
        loadedView?.collectControls(into: &controls)
        if let loadedView {
            for case let navigation as UINavigationController in containedChildren
            where navigation.viewIfLoaded?.isDescendant(of: loadedView) == true {
                controls += navigation.topViewController?.tappableControls.map(\.control) ?? []
            }
        }
        if let navigationController, !navigationController.isNavigationBarHidden {
            controls += navigationItem.tappableControls
        }
        controls += ownControls
        var seen = [String: Int](minimumCapacity: controls.count)
        return controls.map { control in
            let name = control.controlName
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            return (count == 1 ? name : "\(name)#\(count)", control)
        }
    }

    // MARK: - Recording

    /// Records the controller as a screen; containers record themselves with their content.
    func makeRecord() -> ControllerID {
        let id = runtime.makeScreenID()
        runtime.register(self, as: id)
        let owner = runtime.observer?.owner(of: self)
        if let owner, runtime.state.coordinators[owner]?.phase == .created {
            runtime.emit(.coordinatorStarted(owner))
        } else if owner == nil {
            runtime.observer?.recordedWithoutOwner(id)
        }
        runtime.emit(.screenCreated(id, name: NavSimNames.screenName(of: self), owner: owner, state: recordedState))
        return .screen(id)
    }
}

extension UIViewController {
    /// Whether the controller is recorded as a screen (not a container).
    var isScreen: Bool { !(self is UINavigationController || self is UITabBarController) }

    /// The controller's id, recording it first if no command has involved it yet.
    @discardableResult
    func recordIfNeeded() -> ControllerID {
        if let controllerID { return controllerID }
        let id = makeRecord()
        controllerID = id
        return id
    }

    /// The screen's id if it is recorded as a screen.
    var screenID: ScreenID? {
        if case .screen(let id)? = controllerID { return id }
        return nil
    }

    /// Whether `other` lives in this controller's session; a command mixing two sessions
    /// is a bug in the test or app, recorded as a crash.
    func isSameSession(as other: UIViewController, in command: String) -> Bool {
        guard other.runtime !== runtime else { return true }
        runtime.crash("\(command): \(NavSimNames.className(of: other)) was created in another session")
        return false
    }
}
