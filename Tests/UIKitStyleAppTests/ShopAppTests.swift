import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The shop app (ShopApp/, written as iOS code with the import switch) driven through a
/// session: every event of every input, in order.
@Suite @MainActor
struct ShopAppTests {
    @Test func everyInputRecordsExactlyUIKitsTransitions() throws {
        let events = EventCursor()
        let session = Session(app: ShopApp.make(), sink: events.log)
        try session.launch()
        events.expectEvents([
            "launched",
            "windowCreated w1",
            "coordinatorCreated c1 AppCoordinator",
            "containerCreated k1 navigation by c1",
            "coordinatorStarted c1",
            "screenCreated s1 Catalog by c1 state {\"favourites\":0}",
            "pushed s1 onto k1",
            "windowRootSet w1 to k1",
            "viewDidLoad s1",
            "viewWillAppear s1",
            "viewDidAppear s1",
        ])
        try session.tap("Favourite")
        events.expectEvents([
            "userTapped Favourite on s1",
            "viewModelStateChanged s1 to {\"favourites\":1}",
        ])
        try session.tap("About")
        events.expectEvents([
            "userTapped About on s1",
            "screenCreated s2 UIAlert by none state null",
            "presented s2 by k1 as custom",
            "viewDidLoad s2",
            "viewWillAppear s2",
            "ownerFound s2 by c1",
            "animationsEnded",
            "viewDidAppear s2",
        ])
        try session.tap("OK")
        events.expectEvents([
            "userTapped OK on s2",
            "viewWillDisappear s2",
            "animationsEnded",
            "dismissed s2",
            "viewDidDisappear s2",
            "screenDeallocated s2",
        ])
        try session.tap("Checkout")
        events.expectEvents([
            "userTapped Checkout on s1",
            "coordinatorCreated c2 CheckoutCoordinator",
            "childAdded c2 to c1",
            "coordinatorStarted c2",
            "screenCreated s3 Address by c2 state null",
            "pushed s3 onto k1",
            "viewDidLoad s3",
            "viewWillDisappear s1",
            "viewWillAppear s3",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s3",
        ])
        try session.tap("Continue")
        events.expectEvents([
            "userTapped Continue on s3",
            "screenCreated s4 Confirmation by c2 state null",
            "presented s4 by k1 as fullScreen",
            "viewDidLoad s4",
            "viewWillDisappear s3",
            "viewWillAppear s4",
            "animationsEnded",
            "viewDidAppear s4",
            "viewDidDisappear s3",
        ])
        try session.tap("Done")
        events.expectEvents([
            "userTapped Done on s4",
            "viewWillDisappear s4",
            "viewWillAppear s3",
            "animationsEnded",
            "dismissed s4",
            "viewDidAppear s3",
            "viewDidDisappear s4",
            "poppedToRoot k1",
            "screenDeallocated s4",
            "viewWillDisappear s3",
            "viewWillAppear s1",
            "animationsEnded",
            "viewDidDisappear s3",
            "viewDidAppear s1",
            "coordinatorFinished c2",
            "childRemoved c2 from c1",
            "coordinatorDeallocated c2",
            "screenDeallocated s3",
        ])
        try session.openURL("shop://product/lamp")
        events.expectEvents([
            "deepLinkOpened \"shop://product/lamp\"",
            "screenCreated s5 Product by c1 state null",
            "pushed s5 onto k1",
            "viewDidLoad s5",
            "viewWillDisappear s1",
            "viewWillAppear s5",
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s5",
        ])
        try session.swipeBack(completing: false)
        events.expectEvents([
            "interactiveBackBegan k1",
            "viewWillDisappear s5",
            "viewWillAppear s1",
            "interactiveBackCancelled k1",
            "viewWillDisappear s1",
            "viewDidDisappear s1",
            "viewWillAppear s5",
            "viewDidAppear s5",
        ])
        try session.tapBack()
        events.expectEvents([
            "backTapped k1",
            "popped s5 from k1",
            "viewWillDisappear s5",
            "viewWillAppear s1",
            "animationsEnded",
            "viewDidDisappear s5",
            "viewDidAppear s1",
            "screenDeallocated s5",
        ])
        #expect(session.state.invariantViolations().isEmpty)
        #expect(session.state.coordinators.values.map(\.type) == ["AppCoordinator"])
    }
}
