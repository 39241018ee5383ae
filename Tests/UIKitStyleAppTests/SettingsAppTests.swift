import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The settings app (SettingsApp/, written as iOS code with the import switch): its
/// screens read the cells the user taps, and switches in cells change the ViewModel.
@Suite @MainActor
struct SettingsAppTests {
    @Test func screensReadTheTappedCellsAndSwitchesInCellsChangeTheViewModel() throws {
        let events = EventCursor()
        let session = Session(app: SettingsApp.make(), sink: events.log)
        try session.launch()
        events.expectEvents([
            "launched",
            "windowCreated w1",
            "coordinatorCreated c1 SettingsCoordinator",
            "containerCreated k1 navigation by c1",
            "coordinatorStarted c1",
            "screenCreated s1 Settings by c1 state {\"airplaneMode\":false,\"notifications\":false}",
            "pushed s1 onto k1",
            "windowRootSet w1 to k1",
            "viewDidLoad s1",
            "viewWillAppear s1",
            "viewDidAppear s1",
        ])
        #expect(
            session.availableInputs().map(\.description) == [
                "userTapped row on s1 with [0,0]",
                "userTapped row on s1 with [0,1]",
                "userTapped row on s1 with [1,0]",
                "userTapped row on s1 with [1,1]",
                "userTapped row on s1 with [1,2]",
                "userTapped notifications on s1",
                "userTapped airplaneMode on s1",
            ], "the switches in the cells are inputs")

        try session.tap("notifications")
        events.expectEvents([
            "userTapped notifications on s1",
            "viewModelStateChanged s1 to {\"airplaneMode\":false,\"notifications\":true}",
        ])
        try session.tap("row", argument: [1, 1])
        events.expectEvents([
            "userTapped row on s1 with [1,1]",
            "screenCreated s2 SettingDetail by none state {\"heading\":\"Privacy\"}",
            "pushed s2 onto k1",
            "viewDidLoad s2",
            "viewWillDisappear s1",
            "viewWillAppear s2",
            "ownerFound s2 by c1",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s2",
        ])
        try session.tapBack()
        events.expectEvents([
            "backTapped k1",
            "popped s2 from k1",
            "viewWillDisappear s2",
            "viewWillAppear s1",
            "animationsEnded",
            "viewDidDisappear s2",
            "viewDidAppear s1",
            "screenDeallocated s2",
        ])
        try session.tap("row", argument: [1, 2])
        events.expectEvents([
            "userTapped row on s1 with [1,2]",
            "screenCreated s3 Wallpapers by none state {\"chosen\":null}",
            "pushed s3 onto k1",
            "viewDidLoad s3",
            "viewWillDisappear s1",
            "viewWillAppear s3",
            "ownerFound s3 by c1",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s3",
        ])
        try session.tap("item", argument: 2)
        events.expectEvents([
            "userTapped item on s3 with 2",
            "viewModelStateChanged s3 to {\"chosen\":\"Ocean\"}",
        ])
        #expect(session.state.invariantViolations().isEmpty)
    }
}
