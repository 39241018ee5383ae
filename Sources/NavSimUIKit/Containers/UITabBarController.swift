import NavSimCore
public import NavSimSimulator

/// Told when the user taps a tab.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tapped tab may be selected; `false` keeps the current tab.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    /// Called after a tap on a tab, also when it was already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Tabs of view controllers, one selected and in view.
///
/// The delegate is told about the user's taps only, as in UIKit: setting
/// ``selectedIndex`` in code calls neither method. Setting the tabs selects the first.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, ContainerDriving {
    /// Told about taps on tabs.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The bar of tabs; its appearance is kept, never drawn.
    open private(set) lazy var tabBar = UITabBar()
    private var selected = 0

    /// The tabs, left to right; `nil` when there are none.
    open var viewControllers: [UIViewController]? {
        get { containedChildren.isEmpty ? nil : containedChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The tabs the user may rearrange (which NavSim never does): the tabs last set, as UIKit
    /// sets it with `viewControllers`.
    open var customizableViewControllers: [UIViewController]?

    /// Sets the tabs and selects the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        runtime.observer?.appCodeRan()
        let tabs = viewControllers ?? []
        for tab in tabs where !containedChildren.contains(where: { $0 === tab }) {
            let isShown = tab.controllerID.map { runtime.state.location(of: $0) != nil } ?? false
            guard isSameSession(as: tab, in: "setViewControllers") else { return }
            guard tab.parent == nil, tab.presenter == nil, !isShown, !(tab is UITabBarController) else {
                return runtime.crash(
                    "setViewControllers: \(NavSimNames.className(of: tab)) is already shown or is a tab bar controller")
            }
        }
        guard case .container(let container) = recordIfNeeded() else { return }
        let ids = tabs.map { $0.recordIfNeeded() }
        for tab in containedChildren where !tabs.contains(where: { $0 === tab }) { tab.parent = nil }
        for tab in tabs { tab.parent = self }
        let previous = containedChildren
        containedChildren = tabs
        customizableViewControllers = viewControllers
        selected = 0
        runtime.transition { runtime.emit(.tabsSet(container: container, tabs: ids)) }
        withExtendedLifetime(previous) {}
    }

    /// The index of the selected tab; setting it changes tabs without asking the delegate.
    open var selectedIndex: Int {
        get { selected }
        set {
            runtime.observer?.appCodeRan()
            guard case .container(let container)? = controllerID else {
                if containedChildren.indices.contains(newValue) { selected = newValue }
                return
            }
            guard containedChildren.indices.contains(newValue) else {
                return runtime.ignore("select tab \(newValue) of \(container)", because: "there is no such tab")
            }
            guard newValue != selected else { return }
            selected = newValue
            runtime.transition(.tabSwitch) { runtime.emit(.tabSelected(container: container, index: newValue)) }
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { containedChildren.indices.contains(selected) ? containedChildren[selected] : nil }
        set {
            guard let newValue, let index = containedChildren.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // MARK: - Recording

    override func makeRecord() -> ControllerID {
        let id = runtime.makeContainerID()
        runtime.register(self as any ContainerDriving, as: id)
        runtime.emit(.containerCreated(id, style: .tabBar, owner: runtime.observer?.owner(of: self)))
        if !containedChildren.isEmpty {
            runtime.emit(.tabsSet(container: id, tabs: containedChildren.map { $0.recordIfNeeded() }))
            if selected != 0 { runtime.emit(.tabSelected(container: id, index: selected)) }
        }
        return .container(id)
    }

    // MARK: - User input

    /// What a tap on tab `index` does in UIKit: ask the delegate, then select the tab, or
    /// pop its navigation controller to the root when it is already selected; then tell
    /// the delegate.
    package func userTappedTab(_ index: Int) {
        guard containedChildren.indices.contains(index) else { return }
        let tab = containedChildren[index]
        if let delegate {
            let allowed = delegate.tabBarController(self, shouldSelect: tab)
            runtime.observer?.appCodeRan()
            guard allowed else { return }
        }
        if index == selected, let navigation = tab as? UINavigationController {
            if navigation.viewControllers.count > 1 { navigation.popToRootViewController(animated: true) }
        } else {
            selectedIndex = index
        }
        guard runtime.isRunning, let delegate else { return }
        delegate.tabBarController(self, didSelect: tab)
        runtime.observer?.appCodeRan()
    }
}
