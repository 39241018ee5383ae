import NavSimCore
import NavSimSimulator

/// A container that shows one page at a time and lets the user swipe to the page before
/// or after it, as UIKit's: the pages are child view controllers, recorded as screens
/// embedded in the page view controller (`screenEmbedded`), which is a screen itself.
///
/// The app sets the current page with ``setViewControllers(_:direction:animated:completion:)``
/// and gives a ``dataSource`` for the pages around it. A swipe is an input of the screen
/// that shows the page view controller, named `swipe to next page` or `swipe to previous
/// page` (a `userTapped` in the trace, so that explore, random walks, scenarios and the trace
/// format take it as any control): offered when the data source gave a page that way; its
/// argument `false` is a swipe the user lets go of early. The ``delegate`` hears of swipes
/// only, as Apple documents.
///
/// What UIKit does and NavSim does alike (docs/uikit.md, "Page view controllers", cites the
/// sources and says what is inferred): the current pages are the page view controller's
/// children, their views inside its view (a scroll view among its subviews for the scroll
/// style); a new page gets `willMove(toParent:)`, then its view loads, then the appearance
/// callbacks in a push's order (`viewWillDisappear` of the old page, `viewWillAppear` of the
/// new, `viewDidDisappear`, `viewDidAppear`), then `didMove(toParent:)`; the data source is
/// asked for the neighbours when the current page changes and its answers are kept until
/// the next change (UIKit's scroll-style cache).
///
/// Differences: nothing animates, so `setViewControllers` runs its `completion` with `true`
/// before it returns; pages are shown as on an iPhone in portrait (one page, spine at
/// `.min`); no page indicator is drawn, so `presentationCount(for:)` is never asked.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn: a page curl or a scroll.
    public let transitionStyle: TransitionStyle
    /// Whether pages follow each other left to right or top to bottom.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is; `.min` for one page (`.none` for the scroll style), as UIKit.
    open private(set) var spineLocation: SpineLocation
    /// Whether the back of a page shows content; kept, changes nothing.
    open var isDoubleSided = false
    /// Gives the pages before and after the current one; without one the user cannot
    /// swipe (Apple: "If the value of this property is nil, then gesture-based navigation
    /// is disabled"). Setting it asks it for the current page's neighbours.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { askForNeighbours() }
    }
    /// Hears of the swipes.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The recognizers of a page curl's swipes (a pan and a tap, as UIKit's); disabling
    /// one turns the swipes off. The scroll style has none: its scroll view's
    /// `isScrollEnabled` turns them off.
    public let gestureRecognizers: [UIGestureRecognizer]

    /// The pages shown, in order.
    private var pages: [UIViewController] = []
    /// The data source's answers for the pages around the current ones, kept until they change.
    private var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
    /// The view that holds the pages' views: UIKit's queuing scroll view.
    let pageHolder = UIScrollView()
    /// Whether a page turn is sending the pages' appearance callbacks itself.
    var isTurningPage = false

    /// A page view controller with a transition style, an orientation and options
    /// (`.spineLocation`, `.interPageSpacing`).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation =
            (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation) ?? (style == .scroll ? .none : .min)
        gestureRecognizers = style == .pageCurl ? [UIPanGestureRecognizer(), UITapGestureRecognizer()] : []
        super.init(nibName: nil, bundle: nil)
    }

    /// A page curl, left to right, as UIKit makes a page view controller without a style.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// A page curl, left to right, as a storyboard's scene without its attributes.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        gestureRecognizers = [UIPanGestureRecognizer(), UITapGestureRecognizer()]
        super.init(coder: coder)
    }

    /// The pages shown.
    open var viewControllers: [UIViewController]? { pages }

    // MARK: - The view

    /// Makes the view with the view that holds the pages, then the two swipe inputs.
    open override func loadView() {
        super.loadView()
        installPageHolder()
    }

    /// Puts the view that holds the pages and the swipe inputs into the view, and the
    /// current pages' views into it, if an override of `loadView()` left them out.
    private func installPageHolder() {
        guard let view = viewIfLoaded, pageHolder.superview == nil else { return }
        pageHolder.clipsToBounds = true
        view.insertSubview(pageHolder, at: 0)
        view.insertSubview(PageSwipe(self, direction: .reverse), aboveSubview: pageHolder)
        view.insertSubview(PageSwipe(self, direction: .forward), aboveSubview: pageHolder)
        for page in pages where page.viewIfLoaded?.superview !== pageHolder { pageHolder.addSubview(page.view) }
    }

    // MARK: - Setting pages

    /// Shows `viewControllers` as the current pages; `completion` runs with `true` once they
    /// are (before this returns: NavSim does not animate). The delegate is not told, as in
    /// UIKit. Then the data source is asked for their neighbours.
    ///
    /// As in UIKit, the number of pages must match the spine: one (two for a `.mid` spine);
    /// another number raises an exception, a recorded crash.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let new = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        guard new.count == required else {
            runtime.crash(
                "The number of view controllers provided (\(new.count)) doesn't match the number required "
                    + "(\(required)) for the requested transition")
            return
        }
        guard new.allSatisfy({ isSameSession(as: $0, in: "setViewControllers") }), !isTurningPage else { return }
        loadViewIfNeeded()
        installPageHolder()
        turn(to: new, animated: animated)
        completion?(true)
        askForNeighbours()
    }

    // MARK: - Swiping

    /// Whether the user can swipe toward `direction` now: a data source gave a page that
    /// way, and the swipes are not turned off.
    func canSwipe(_ direction: NavigationDirection) -> Bool {
        guard dataSource != nil, !isTurningPage, !pages.isEmpty else { return false }
        let isEnabled =
            transitionStyle == .scroll ? pageHolder.isScrollEnabled : gestureRecognizers.allSatisfy(\.isEnabled)
        return isEnabled && neighbour(direction) != nil
    }

    /// The user swipes toward `direction`: the delegate hears `willTransitionTo`, the page
    /// the data source gave comes in; when `completing`, it stays and the old page leaves,
    /// else the user let go early and the old page comes back. Then the delegate hears
    /// `didFinishAnimating`, and after a completed swipe the data source is asked for the
    /// new page's neighbours.
    func userSwiped(_ direction: NavigationDirection, completing: Bool) {
        guard canSwipe(direction), let incoming = neighbour(direction) else { return }
        let previous = pages
        delegate?.pageViewController(self, willTransitionTo: [incoming])
        guard runtime.isRunning, !isTurningPage, pages.map(ObjectIdentifier.init) == previous.map(ObjectIdentifier.init)
        else { return }
        if completing {
            turn(to: [incoming], animated: true)
        } else {
            turnBack(from: incoming)
        }
        guard runtime.isRunning else { return }
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: completing)
        if completing { askForNeighbours() }
    }

    /// The page the data source gave toward `direction`.
    private func neighbour(_ direction: NavigationDirection) -> UIViewController? {
        let page = direction == .forward ? neighbours.after : neighbours.before
        return pages.contains { $0 === page } ? nil : page
    }

    /// Asks the data source for the pages before the first page shown and after the last.
    private func askForNeighbours() {
        guard let dataSource, let first = pages.first, let last = pages.last, runtime.isRunning else {
            neighbours = (nil, nil)
            return
        }
        let before = dataSource.pageViewController(self, viewControllerBefore: first)
        let after = dataSource.pageViewController(self, viewControllerAfter: last)
        neighbours = (before, after)
    }

    // MARK: - Turning

    /// Replaces the pages with `new`: containment calls and, when the page view controller
    /// is on screen, the pages' appearance callbacks in a push's order.
    private func turn(to new: [UIViewController], animated: Bool) {
        let old = pages
        let leaving = old.filter { page in !new.contains { $0 === page } }
        let coming = new.filter { page in !old.contains { $0 === page } }
        let isOnScreen = screenID.map { runtime.state.screens[$0]?.appearance == .appeared } ?? false
        for page in leaving { page.willMove(toParent: nil) }
        for page in coming { addChild(page) }
        pages = new
        for page in coming { page.isAnimating = animated }
        for page in leaving { page.isAnimating = animated }
        isTurningPage = isOnScreen
        for page in coming where runtime.isRunning { pageHolder.addSubview(page.view) }
        if isOnScreen {
            for page in leaving { send(.viewWillDisappear, to: page) }
            for page in coming { send(.viewWillAppear, to: page) }
            for page in leaving { send(.viewDidDisappear, to: page) }
            for page in coming { send(.viewDidAppear, to: page) }
        }
        for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
        isTurningPage = false
        for page in coming { page.didMove(toParent: self) }
        for page in leaving { page.removeFromParent() }
    }

    /// A swipe toward `incoming` let go of early: it comes in part way and goes again, and
    /// the current pages stay, as a navigation controller's cancelled back swipe.
    private func turnBack(from incoming: UIViewController) {
        let current = pages
        addChild(incoming)
        isTurningPage = true
        pageHolder.addSubview(incoming.view)
        incoming.isAnimating = true
        for page in current { send(.viewWillDisappear, to: page) }
        send(.viewWillAppear, to: incoming)
        send(.viewWillDisappear, to: incoming)
        send(.viewDidDisappear, to: incoming)
        for page in current { send(.viewWillAppear, to: page) }
        for page in current { send(.viewDidAppear, to: page) }
        incoming.willMove(toParent: nil)
        incoming.viewIfLoaded?.removeFromSuperview()
        isTurningPage = false
        incoming.removeFromParent()
    }

    /// Sends `callback` to `page` if it is recorded as embedded here and the app still runs.
    private func send(_ callback: LifecycleCallback, to page: UIViewController) {
        guard runtime.isRunning, let id = page.screenID, let parent = screenID,
            runtime.state.screens[id]?.location == .embedded(parent)
        else { return }
        runtime.send(callback, to: id)
    }
}

// MARK: - Types

extension UIPageViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    /// Which way pages follow each other.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Which way a page turn goes.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Where the spine of a page curl is.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// The keys of the options a page view controller is made with.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (a ``SpineLocation`` or its raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style; kept, changes nothing.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// A swipe of a page view controller toward one direction, as a control of its view:
/// `swipe to next page` or `swipe to previous page`, tappable when the data source gave a
/// page that way. Its argument `false` lets go early; anything else completes the swipe.
@MainActor
final class PageSwipe: UIView, TappableControl {
    private weak var pageViewController: UIPageViewController?
    let direction: UIPageViewController.NavigationDirection

    init(_ pageViewController: UIPageViewController, direction: UIPageViewController.NavigationDirection) {
        self.pageViewController = pageViewController
        self.direction = direction
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    var controlName: String { direction == .forward ? "swipe to next page" : "swipe to previous page" }

    var isTappable: Bool { receivesTouches && pageViewController?.canSwipe(direction) == true }

    /// A completed swipe, then one let go of early.
    var sampleArguments: [JSONValue] { [.null, .bool(false)] }

    func tap(argument: JSONValue) {
        guard isTappable else { return }
        pageViewController?.userSwiped(direction, completing: argument != .bool(false))
    }
}
