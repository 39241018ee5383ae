/// What a page view controller asks for the pages around the current one, as UIKit's
/// `UIPageViewControllerDataSource`: the page before it and the page after it, `nil` at
/// either end.
///
/// NavSim asks when the current page changes (``UIPageViewController/setViewControllers(_:direction:animated:completion:)``,
/// a completed swipe) and when the data source is set, and keeps the answers, as UIKit's
/// scroll style does: a swipe is offered only toward a page the data source gave, and it
/// shows that page (docs/uikit.md, "Page view controllers").
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or `nil` when it is the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or `nil` when it is the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of pages the page indicator shows; NavSim draws no indicator and never asks.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the page indicator marks; NavSim draws no indicator and never asks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells about the pages a user turns, as UIKit's
/// `UIPageViewControllerDelegate`. As Apple documents, it is told only of transitions a
/// gesture drives (a swipe), never of ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe toward `pendingViewControllers` began.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The swipe ended: `completed` is `false` when the user let go early and the pages
    /// stayed; `previousViewControllers` are the pages before it.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
