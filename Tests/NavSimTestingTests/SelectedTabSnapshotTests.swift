import NavSimCore
import NavSimTesting
import Testing

/// The selected tab in typed state expectations: each tab bar controller's snapshot names the
/// tab it shows, so a test asserts a tab switch, and a wrong one fails with its path.
@Suite @MainActor
struct SelectedTabSnapshotTests {
    @Test func tappingATabChangesTheSelectedTab() {
        let store = NavigationTestStore { WalletApp.make() }
        store.launch()
        store.skipEvents()
        #expect(
            store.snapshot
                == NavigationSnapshot(
                    front: "Accounts", stacks: ["Navigation#1": ["Accounts"], "Navigation#2": ["Cards"]],
                    selectedTabs: ["TabBar#3": "Navigation#1"],
                    coordinators: ["WalletCoordinator", "AccountsCoordinator", "CardsCoordinator"]))
        store.tapTab(1) {
            $0.front = "Cards"
            $0.selectedTabs["TabBar#3"] = "Navigation#2"
        }
        store.finish()
    }

    @Test func aWrongTabFailsWithItsPath() {
        let store = NavigationTestStore { WalletApp.make() }
        store.launch()
        store.skipEvents()
        withKnownIssue {
            store.tapTab(1) { $0.front = "Cards" }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                The state after input 2 (tab 1) differs from the state expected (− expected, + actual):
                − selectedTabs["TabBar#3"]: "Navigation#1"
                + selectedTabs["TabBar#3"]: "Navigation#2"
                """
            ]
        }
        store.finish()
    }
}
