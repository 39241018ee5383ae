import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// iOS 16's `UINavigationItem.backAction`: the back button runs it in place of popping
/// (Apple: setting it "replaces its action without modifying its appearance"); the back
/// swipe still pops.
@Suite @MainActor struct BackActionTests {
    @Test func theBackButtonRunsTheTopItemsBackActionInPlaceOfPopping() throws {
        var backTaps = 0
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                let next = coordinator.screen("Next")
                next.navigationItem.backAction = UIAction { _ in backTaps += 1 }
                coordinator.navigationController.pushViewController(next, animated: false)
            }
        }
        try session.tap("push")
        let mark = log.events.count
        try session.tapBack()
        #expect(backTaps == 1)
        #expect(events(of: log, after: mark) == ["backTapped k1"], "no pop")
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Next")

        try session.swipeBack(completing: true)
        #expect(backTaps == 1)
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Root")
    }
}
