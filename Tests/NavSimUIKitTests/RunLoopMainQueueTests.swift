import Dispatch
import NavSimCore
import NavSimSimulator
import XCTest

@testable import NavSimUIKit

/// Where the blocks app code queues on the main queue run in the simulated run loop's turn
/// (docs/plans/run-loop.md, Q5): a block the tap handler queued runs before the pushed
/// screen's `viewDidLoad`; one queued in `viewDidLoad` runs a turn later, while an animated
/// push plays, and after `viewDidAppear` of a non-animated one.
///
/// XCTest cases, because only XCTest runs its tests on the main thread under `swift test`
/// on Linux, and only the main thread can drain the main queue (see `MainQueue`).
final class RunLoopMainQueueTests: XCTestCase {
    func testBlocksQueuedByTheHandlerAndByViewDidLoadOfAnAnimatedPush() throws {
        try MainActor.assumeIsolated {
            let (session, log) = try Self.launchedPushing(animated: true)
            let mark = log.events.count
            try session.tap("push", settling: false)
            XCTAssertEqual(
                events(of: log, after: mark),
                [
                    "userTapped push on s1", "screenCreated s2 Next by c1 state null", "pushed s2 onto k1",
                    "annotated handler block by app: null", "viewDidLoad s2", "viewWillDisappear s1",
                    "viewWillAppear s2", "annotated viewDidLoad block by app: null",
                ])
            XCTAssertTrue(session.isInFlight)
            let ended = log.events.count
            try session.send(.animationsEnded)
            XCTAssertEqual(
                events(of: log, after: ended), ["animationsEnded", "viewDidDisappear s1", "viewDidAppear s2"])
        }
    }

    func testABlockQueuedByViewDidLoadOfANonAnimatedPushRunsAfterViewDidAppear() throws {
        try MainActor.assumeIsolated {
            let (session, log) = try Self.launchedPushing(animated: false)
            let mark = log.events.count
            try session.tap("push", settling: false)
            XCTAssertFalse(session.isInFlight)
            XCTAssertEqual(
                events(of: log, after: mark),
                [
                    "userTapped push on s1", "screenCreated s2 Next by c1 state null", "pushed s2 onto k1",
                    "annotated handler block by app: null", "viewDidLoad s2", "viewWillDisappear s1",
                    "viewWillAppear s2", "viewDidDisappear s1", "viewDidAppear s2",
                    "annotated viewDidLoad block by app: null",
                ])
        }
    }

    /// A launched test app whose root screen's "push" queues a block, then pushes a screen
    /// whose `viewDidLoad` queues another; each block records an annotation.
    @MainActor private static func launchedPushing(animated: Bool) throws -> (Session, EventLog) {
        try launched { _, coordinator, root in
            root.addButton("push") {
                DispatchQueue.main.async { NavSim.annotate("handler block") }
                let next = coordinator.screen("Next")
                next.onViewDidLoad = { DispatchQueue.main.async { NavSim.annotate("viewDidLoad block") } }
                coordinator.navigationController.pushViewController(next, animated: animated)
            }
        }
    }
}
