import NavSimCore

/// A simulated `UITabBarController`: tabs of controllers, one selected and in view.
public final class TabBarController: ContainerViewController {

    /// The tabs, left to right; setting them selects the first.
    public var viewControllers: [ViewController] = [] {
        didSet {
            for tab in oldValue where !viewControllers.contains(where: { $0 === tab }) { tab.parent = nil }
            for tab in viewControllers { tab.parent = self }
            runtime.transition {
                runtime.emit(.tabsSet(container: containerID, tabs: viewControllers.map(\.controllerID)))
            }
        }
    }

    /// Creates a tab bar controller with no tabs, owned by `owner` when a coordinator makes it.
    public init(runtime: Runtime = .forNewObject, owner: BaseCoordinator? = nil) {
        super.init(runtime: runtime, style: .tabBar, owner: owner)
    }

    /// The index of the selected tab.
    public var selectedIndex: Int {
        get { runtime.state.containers[containerID]?.selectedTab ?? 0 }
        set {
            guard viewControllers.indices.contains(newValue) else {
                return runtime.ignore("select tab \(newValue) of \(containerID)", because: "there is no such tab")
            }
            guard newValue != selectedIndex else { return }
            runtime.transition { runtime.emit(.tabSelected(container: containerID, index: newValue)) }
        }
    }

    /// What a tap on tab `index` does in UIKit: select it, or pop its navigation
    /// controller to the root when it is already selected.
    override package func userTappedTab(_ index: Int) {
        if index == selectedIndex, let navigation = viewControllers[index] as? NavigationController {
            if navigation.viewControllers.count > 1 { navigation.popToRootViewController() }
        } else {
            selectedIndex = index
        }
    }
}
