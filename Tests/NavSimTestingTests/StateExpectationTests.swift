import NavSimCore
import NavSimTesting
import Testing

/// Typed expectations on the state after an input, in the Composable Architecture's
/// `TestStore` form: the closure changes the snapshot before the input into the one
/// expected after it, and a difference fails at the input's line with the paths that differ.
@Suite @MainActor
struct StateExpectationTests {
    /// Into the editor, its preview and back twice: pushes, pops, a child coordinator that
    /// ends and a screen that goes, each input's changes asserted (docs/testing.md's example
    /// asserts launching and starring).
    @Test func eachInputsChangesAssertedPass() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        store.tap("Compose") {
            $0.front = "Editor"
            $0.stacks["Navigation#1"]?.append("Editor")
            $0.coordinators.append("ComposeCoordinator")
            $0.viewModels["Editor"] = ["isSaving": false]
        }
        store.tap("Preview") {
            $0.front = "Preview"
            $0.stacks["Navigation#1"]?.append("Preview")
        }
        store.tapBack {
            $0.front = "Editor"
            $0.stacks["Navigation#1"]?.removeLast()
        }
        store.tapBack {
            $0.front = "Notes"
            $0.stacks["Navigation#1"] = ["Notes"]
            $0.coordinators = ["AppCoordinator"]
            $0.viewModels["Editor"] = nil
        }
        #expect(
            store.snapshot
                == NavigationSnapshot(
                    front: "Notes", stacks: ["Navigation#1": ["Notes"]], coordinators: ["AppCoordinator"],
                    viewModels: ["Notes": ["stars": 0]]))
        // The state stood for each input's events: none is left unasserted.
        store.finish()
    }

    @Test func aWrongStateFailsAtTheInputsLineWithTheDifferingPaths() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            store.tap("Compose") {
                $0.front = "Compose"
                $0.viewModels["Notes"]?["stars"] = 2
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    The state after input 2 (tap "Compose") differs from the state expected (− expected, + actual):
                    + coordinators[1]: "ComposeCoordinator"
                    − front: "Compose"
                    + front: "Editor"
                    + stacks["Navigation#1"][1]: "Editor"
                    + viewModels["Editor"]: {"isSaving":false}
                    − viewModels["Notes"]["stars"]: 2
                    + viewModels["Notes"]["stars"]: 0
                    """
                ]
        }
        store.finish()
    }

    @Test func aClosureThatThrowsFails() {
        struct Unknown: Error {}
        let store = NavigationTestStore { NotesApp.make() }
        withKnownIssue {
            store.launch { _ in throw Unknown() }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The expected state of input 1 (launch) could not be made: Unknown()"]
        }
        store.finish()
    }

    /// The modal chain of the front window, stacks of presented navigation controllers, and
    /// screens that share a name keyed by their display names.
    @Test func theSnapshotNamesModalsAndScreensThatShareAName() throws {
        var state = NavigationState()
        let w1 = WindowID(1)
        let c1 = CoordinatorID(1)
        let k1 = ContainerID(1)
        let k2 = ContainerID(2)
        let events: [NavigationEvent] = [
            .launched, .windowCreated(w1), .coordinatorCreated(c1, type: "AppCoordinator"),
            .coordinatorCreated(CoordinatorID(2), type: "GoneCoordinator"), .coordinatorDeallocated(CoordinatorID(2)),
            .containerCreated(k1, style: .navigation, owner: c1),
            .screenCreated(ScreenID(1), name: "List", owner: c1, state: ["rows": 2]),
            .screenCreated(ScreenID(2), name: "Item", owner: c1, state: ["row": 0]),
            .screenCreated(ScreenID(3), name: "Item", owner: c1, state: ["row": 1]),
            .screenCreated(ScreenID(4), name: "Help", owner: nil, state: .null),
            .containerCreated(k2, style: .navigation, owner: nil),
            .pushed(.screen(ScreenID(1)), container: k1), .pushed(.screen(ScreenID(2)), container: k1),
            .windowRootSet(w1, root: .container(k1)),
            .presented(.screen(ScreenID(3)), presenter: .container(k1), style: .pageSheet),
            .pushed(.screen(ScreenID(4)), container: k2),
            .presented(.container(k2), presenter: .screen(ScreenID(3)), style: .fullScreen),
        ]
        for event in events { try state.apply(event) }
        #expect(
            NavigationSnapshot(state)
                == NavigationSnapshot(
                    front: "Help", stacks: ["Navigation#1": ["List", "Item"], "Navigation#2": ["Help"]],
                    modals: ["Item", "Navigation#2"], coordinators: ["AppCoordinator"],
                    viewModels: ["List": ["rows": 2], "Item#2": ["row": 0], "Item#3": ["row": 1]]))
    }
}
