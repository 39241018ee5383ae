import NavSimCore
import NavSimSimulator
import NavSimTesting
import Testing

/// The test store on the notes app: exhaustive assertions that pass, and each way a wrong
/// expectation fails, with its message and the caller's line.
@Suite @MainActor
struct NavigationTestStoreTests {
    static let launchEvents = [
        "launched",
        "windowCreated w1",
        "coordinatorCreated c1 AppCoordinator",
        "containerCreated k1 navigation by c1",
        "coordinatorStarted c1",
        "screenCreated s1 Notes by c1 state {\"stars\":0}",
        "pushed s1 onto k1",
        "windowRootSet w1 to k1",
        "viewDidLoad s1",
        "viewWillAppear s1",
        "viewDidAppear s1",
    ]

    @Test func everyInputAssertedExactlyPasses() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.expectEvents(Self.launchEvents)
        store.tap("Star")
        store.expectEvents([
            .userTapped(screen: ScreenID(1), action: "Star", argument: .null),
            .viewModelStateChanged(ScreenID(1), state: ["stars": 1]),
        ])
        store.tap("Compose")
        store.expectEvents([
            "userTapped Compose on s1",
            "coordinatorCreated c2 ComposeCoordinator",
            "childAdded c2 to c1",
            "coordinatorStarted c2",
            "screenCreated s2 Editor by c2 state {\"isSaving\":false}",
            "pushed s2 onto k1",
            "viewDidLoad s2",
            "viewWillDisappear s1",
            "viewWillAppear s2",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s2",
        ])
        store.expectOutline(
            """
            step 25
            w1
              root k1 Navigation
                s1 Notes [disappeared] {"stars":1}
                s2 Editor [appeared] {"isSaving":false}
            coordinators
              c1 AppCoordinator (started) screens: s1 containers: k1
                c2 ComposeCoordinator (started) screens: s2
            """)
        store.tap("Save")
        store.expectEvents([
            "userTapped Save on s2",
            "serviceRequested notesApi #1: null",
            "viewModelStateChanged s2 to {\"isSaving\":true}",
        ])
        store.respond(to: "notesApi", with: ["saved": true])
        store.skipEvents()
        store.expectOutline(
            """
            step 40
            w1
              root k1 Navigation
                s1 Notes [appeared] {"stars":1}
            coordinators
              c1 AppCoordinator (started) screens: s1 containers: k1
            """)
        store.finish()
    }

    @Test func theStateCanBeAssertedWhole() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        var expected = NavigationState()
        for event in store.events { try? expected.apply(event) }
        store.expectState(expected)
        #expect(
            store.availableInputs.map(\.description) == [
                "userTapped Compose on s1", "userTapped Star on s1", "deepLinkOpened \"notes://compose\"",
            ])
    }

    @Test func wrongEventsFailWithADiffAtTheCallersLine() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        store.tap("Star")
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            store.expectEvents(["userTapped Star on s1", "viewModelStateChanged s1 to {\"stars\":2}"])
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    The events of input 2 (tap "Star") differ from those expected (− expected, + actual):
                      userTapped Star on s1
                    − viewModelStateChanged s1 to {"stars":2}
                    + viewModelStateChanged s1 to {"stars":1}
                    """
                ]
        }
    }

    @Test func eventsNotAssertedBeforeTheNextInputFail() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        store.tap("Star")
        withKnownIssue {
            store.tap("Compose")
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                """
                2 event(s) of input 2 (tap "Star") were not asserted before tap "Compose" \
                (assert them with expectEvents, or skip them with skipEvents):
                + userTapped Star on s1
                + viewModelStateChanged s1 to {"stars":1}
                """) == true
        }
        store.skipEvents()
    }

    @Test func aRefusedInputFails() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        withKnownIssue {
            store.tapBack()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "input 2 (back) was refused: k1 is not in front with a screen to go back from"
            ]
        }
        withKnownIssue {
            store.tap("Delete")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "input 3 (tap \"Delete\") was refused: Notes has no action 'Delete' (it has: Compose, Star)"
            ]
        }
        store.expectEvents([String]())
    }

    @Test func aWrongOutlineFailsWithADiff() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        withKnownIssue {
            store.expectOutline(
                """
                step 11
                w1
                  root k1 Navigation
                    s1 Notes [appeared] {"stars":3}
                coordinators
                  c1 AppCoordinator (started) screens: s1 containers: k1
                """)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                The state after input 1 (launch) differs from the outline expected (− expected, + actual):
                  step 11
                  w1
                    root k1 Navigation
                −     s1 Notes [appeared] {"stars":3}
                +     s1 Notes [appeared] {"stars":0}
                  coordinators
                    c1 AppCoordinator (started) screens: s1 containers: k1
                """
            ]
        }
    }

    @Test func eventsLeftWhenTheStoreGoesAwayFailAtItsCreation() {
        let line = #_sourceLocation.line + 2
        withKnownIssue {
            let store = NavigationTestStore { NotesApp.make() }
            store.launch()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.first?.rawValue.hasPrefix(
                    "11 event(s) of input 1 (launch) were not asserted by the end of the test") == true
        }
    }

    @Test func aStoreThatIsNotExhaustiveSkipsUnassertedEvents() {
        let store = NavigationTestStore(exhaustive: false) { NotesApp.make() }
        store.launch()
        store.tap("Compose")
        store.swipeBack(completing: false)
        store.expectEvents([
            "interactiveBackBegan k1",
            "viewWillDisappear s2",
            "viewWillAppear s1",
            "interactiveBackCancelled k1",
            "viewWillDisappear s1",
            "viewDidDisappear s1",
            "viewWillAppear s2",
            "viewDidAppear s2",
        ])
        store.swipeBack()
        store.open("notes://compose")
        #expect(store.state.outline.contains("ComposeCoordinator (started) screens: s3"))
    }
}
