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

/// A pop with only the root left cannot go back, and is an ignored command (the
/// `popOnCancel` bug); popping to the root there asks for the stack as it is, and is not.
@Suite @MainActor struct PopAtTheRootTests {
    @Test func popToRootWithOnlyTheRootLeftIsNoIgnoredCommandButAPopIs() throws {
        var popped: [UIViewController]?? = .none
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("toRoot") {
                popped = coordinator.navigationController.popToRootViewController(animated: true)
            }
            root.addButton("pop") { _ = coordinator.navigationController.popViewController(animated: true) }
        }
        #expect(try events(of: log, tapping: "toRoot", in: session) == ["userTapped toRoot on s1"])
        #expect(popped == .some(nil))
        #expect(
            try events(of: log, tapping: "pop", in: session) == [
                "userTapped pop on s1", "commandIgnored popViewController on k1: only the root screen is left",
            ])
    }
}
