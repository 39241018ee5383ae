import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// UIKit's moments on the simulated run loop: what changes inside the call, what at the
/// end of the turn, and what when the animations end (docs/architecture.md, "The run loop").
@Suite @MainActor struct RunLoopUIKitTests {
    @Test func aPushChangesTheStackAtOnceAndLoadsTheViewAtTheEndOfTheTurn() throws {
        var onTheNextLine: [String] = []
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                let next = coordinator.screen("Next")
                coordinator.navigationController.pushViewController(next, animated: true)
                onTheNextLine = [
                    "top is Next: \(coordinator.navigationController.topViewController === next)",
                    "loaded: \(next.isViewLoaded)",
                    "coordinator: \(coordinator.navigationController.transitionCoordinator != nil)",
                ]
            }
        }
        let mark = log.events.count
        try session.tap("push", settling: false)
        #expect(onTheNextLine == ["top is Next: true", "loaded: false", "coordinator: true"])
        #expect(
            events(of: log, after: mark) == [
                "userTapped push on s1", "screenCreated s2 Next by c1 state null", "pushed s2 onto k1",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2",
            ])
        #expect(session.isInFlight)
    }

    @Test func aNonAnimatedPushFinishesAtTheEndOfTheTurn() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                coordinator.navigationController.pushViewController(coordinator.screen("Next"), animated: false)
            }
        }
        let mark = log.events.count
        try session.tap("push", settling: false)
        #expect(!session.isInFlight)
        #expect(
            events(of: log, after: mark) == [
                "userTapped push on s1", "screenCreated s2 Next by c1 state null", "pushed s2 onto k1",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2", "viewDidDisappear s1",
                "viewDidAppear s2",
            ])
    }

    @Test func completionsRunWhenTheAnimationsEndCoordinatorsFirstThenCATransactions() throws {
        var order: [String] = []
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                let navigation = coordinator.navigationController
                CATransaction.begin()
                CATransaction.setCompletionBlock { order.append("transaction") }
                navigation.pushViewController(coordinator.screen("Next"), animated: true)
                navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                    order.append("coordinator")
                }
                CATransaction.commit()
                order.append("returned")
            }
        }
        try session.tap("push", settling: false)
        #expect(order == ["returned"])
        let mark = log.events.count
        try session.send(.animationsEnded)
        #expect(order == ["returned", "coordinator", "transaction"])
        #expect(events(of: log, after: mark) == ["animationsEnded", "viewDidDisappear s1", "viewDidAppear s2"])
    }

    /// A push asked for from the last push's coordinator completion, or from `didShow`, comes
    /// after it: the idiom that chains navigation (a push with a completion) nests nothing.
    @Test func aPushFromTheLastPushsCompletionIsTheNextTransitionNotANestedOne() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("chain") {
                let navigation = coordinator.navigationController
                navigation.pushViewController(coordinator.screen("First"), animated: true)
                navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                    navigation.pushViewController(coordinator.screen("Second"), animated: true)
                }
            }
        }
        try session.tap("chain")
        #expect(!log.events.contains { $0.kind == "transitionNested" }, "\(log.events.map(\.description))")
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Second")
        #expect(session.state.containers[ContainerID(1)]?.stack.count == 3)
    }

    @Test func aCATransactionWithoutAnimationsCompletesAtCommit() throws {
        var order: [String] = []
        let (session, _) = try launched { _, _, root in
            root.addButton("nothing") {
                CATransaction.begin()
                CATransaction.setCompletionBlock { order.append("transaction") }
                CATransaction.commit()
                order.append("returned")
            }
        }
        try session.tap("nothing")
        #expect(order == ["transaction", "returned"])
    }

    @Test func presentAndDismissRunTheirCompletionsAfterTheDidCallbacks() throws {
        var completions: [String] = []
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("present") {
                let modal = coordinator.screen("Modal")
                modal.modalPresentationStyle = .fullScreen
                modal.addButton("close") { [unowned modal] in
                    modal.dismiss(animated: true) { completions.append("dismissed") }
                }
                root.present(modal, animated: true) { completions.append("presented") }
            }
        }
        var mark = log.events.count
        try session.tap("present", settling: false)
        #expect(completions.isEmpty)
        try session.send(.animationsEnded)
        #expect(completions == ["presented"])
        #expect(
            events(of: log, after: mark) == [
                "userTapped present on s1", "screenCreated s2 Modal by c1 state null",
                "presented s2 by k1 as fullScreen", "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2",
                "animationsEnded", "viewDidAppear s2", "viewDidDisappear s1",
            ])
        mark = log.events.count
        try session.tap("close")
        #expect(completions == ["presented", "dismissed"])
        #expect(
            events(of: log, after: mark) == [
                "userTapped close on s2", "viewWillDisappear s2", "viewWillAppear s1", "animationsEnded",
                "dismissed s2", "viewDidAppear s1", "viewDidDisappear s2", "screenDeallocated s2",
            ])
    }

    @Test func presentingWhileADismissalIsInProgressIsIgnoredAndItsCompletionDropped() throws {
        var completions: [String] = []
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("present") {
                let first = coordinator.screen("First")
                first.addButton("swap") {
                    root.dismiss(animated: true)
                    root.present(coordinator.screen("Second"), animated: true) { completions.append("second") }
                }
                root.present(first, animated: true)
            }
        }
        try session.tap("present")
        try session.tap("swap")
        #expect(completions.isEmpty)
        #expect(
            log.events.contains(.commandIgnored(command: "present s3 from s1", reason: "s1 is already presenting")))
        #expect(session.state.windows[WindowID(1)]?.modals == [])
    }

    @Test func dismissingWhileAPresentationIsInProgressIsIgnored() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("flicker") {
                root.present(coordinator.screen("Sheet"), animated: true)
                root.dismiss(animated: true)
            }
        }
        try session.tap("flicker")
        #expect(
            log.events.contains(
                .commandIgnored(command: "dismiss from s1", reason: "a presentation or dismissal is in progress")))
        #expect(session.state.windows[WindowID(1)]?.modals.count == 1)
    }
}
