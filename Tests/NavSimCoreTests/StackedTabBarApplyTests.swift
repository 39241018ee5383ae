import Testing

@testable import NavSimCore

/// A tab bar controller on a navigation stack, as UIKit allows: an entry of the stack whose
/// selected tab is what the stack shows; a navigation controller, or a container around the
/// stack, cannot be pushed.
@Suite
struct StackedTabBarApplyTests {
    /// k2, a tab bar controller with s2 and s3, pushed over s1.
    let pushedTabs: [NavigationEvent] =
        launchedApp + [
            .screenCreated(s2, name: "First", owner: c1, state: .null),
            .screenCreated(s3, name: "Second", owner: c1, state: .null),
            .containerCreated(k2, style: .tabBar, owner: nil),
            .tabsSet(container: k2, tabs: [.screen(s2), .screen(s3)]),
            .pushed(.container(k2), container: k1),
        ]

    @Test func theStackShowsTheSelectedTabAndPoppingReleasesTheTabBar() throws {
        var state = try fold(pushedTabs)
        #expect(state.containers[k1]?.stack == [.screen(s1), .container(k2)])
        #expect(state.containers[k2]?.location == .stack(k1))
        #expect(state.screensInView == [s2] && state.containersInView == [k1, k2])
        #expect(state.stackEntry(holding: s2)! == (.container(k2), k1))
        try state.apply(.tabSelected(container: k2, index: 1))
        #expect(state.screensInView == [s3] && state.navigationController(of: s3) == k1)
        try state.apply(.popped(.container(k2), container: k1))
        #expect(state.containers[k2]?.location == nil && state.screensInView == [s1])
        try state.apply(.containerDeallocated(k2))
        #expect(state.screens[s2]?.location == nil && state.screens[s3]?.location == nil)
    }

    @Test func aNavigationControllerOrAContainerAroundTheStackCannotBePushed() throws {
        let k3 = ContainerID(3)
        let state = try fold(
            pushedTabs + [
                .containerCreated(k3, style: .navigation, owner: nil),
                .containerCreated(ContainerID(4), style: .tabBar, owner: nil),
                .tabsSet(container: ContainerID(4), tabs: [.container(k3)]),
            ])
        let impossible: [(NavigationEvent, NavigationError.Problem)] = [
            (.pushed(.container(k1), container: k3), .notTabBarController(k1)),
            (.pushed(.container(ContainerID(4)), container: k3), .containerCycle(ContainerID(4), holder: k3)),
            (.stackReplaced(container: k3, stack: [.container(k2)]), .stillHeld(.container(k2), at: .stack(k1))),
        ]
        for (event, problem) in impossible {
            var changed = state
            #expect(throws: NavigationError(step: state.step + 1, event: event, problem: problem)) {
                try changed.apply(event)
            }
            #expect(changed == state)
        }
    }
}
