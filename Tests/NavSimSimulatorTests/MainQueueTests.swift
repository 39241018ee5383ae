import Dispatch
import Foundation
import Testing
import XCTest

@testable import NavSimSimulator

/// `MainQueue.drain()` on the main thread.
///
/// These are XCTest cases because under `swift test` on Linux only XCTest runs its tests
/// on the main thread: Swift Testing parks the main thread in `dispatch_main()` and runs
/// main-actor tests on a worker, where the main queue cannot be drained (see
/// `MainQueueOffTheMainThreadTests`).
final class MainQueueTests: XCTestCase {
    /// What the queued blocks did, in order.
    @MainActor final class Trail {
        var steps: [String] = []
    }

    func testTheTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testReturnsZeroWhenNothingIsQueued() {
        MainQueue.drain()
        XCTAssertEqual(MainQueue.drain(), 0)
    }

    /// Drains what is queued, then runs `queue` and drains again: the passes that ran
    /// something and what the blocks did.
    private func drain(
        after queue: @MainActor (Trail) -> Void, passingWith pass: (@Sendable () -> Bool)? = nil
    ) -> (passes: Int, steps: [String]) {
        MainActor.assumeIsolated {
            MainQueue.drain()
            let trail = Trail()
            queue(trail)
            XCTAssertEqual(trail.steps, [], "nothing runs before the drain")
            let passes = pass.map { MainQueue.drain(passingWith: $0) } ?? MainQueue.drain()
            return (passes, trail.steps)
        }
    }

    func testMainAsyncRuns() {
        let (passes, steps) = drain { trail in DispatchQueue.main.async { trail.steps.append("async") } }
        XCTAssertEqual(passes, 1)
        XCTAssertEqual(steps, ["async"])
    }

    func testABlockQueuedByABlockRunsInTheNextPass() {
        let (passes, steps) = drain { trail in
            DispatchQueue.main.async {
                trail.steps.append("outer")
                DispatchQueue.main.async {
                    trail.steps.append("inner")
                    DispatchQueue.main.async { trail.steps.append("innermost") }
                }
            }
        }
        XCTAssertEqual(passes, 3)
        XCTAssertEqual(steps, ["outer", "inner", "innermost"])
    }

    func testAMainActorTaskRuns() {
        let (passes, steps) = drain { trail in Task { @MainActor in trail.steps.append("task") } }
        XCTAssertEqual(passes, 1)
        XCTAssertEqual(steps, ["task"])
    }

    func testBlocksAndTasksRunInTheOrderTheyWereQueued() {
        let (passes, steps) = drain { trail in
            DispatchQueue.main.async { trail.steps.append("1 async") }
            Task { @MainActor in trail.steps.append("2 task") }
            DispatchQueue.main.async { trail.steps.append("3 async") }
            Task { @MainActor in trail.steps.append("4 task") }
        }
        XCTAssertEqual(passes, 1)
        XCTAssertEqual(steps, ["1 async", "2 task", "3 async", "4 task"])
    }

    func testALongerChainStopsAfterTheLastPassAndGoesOnAtTheNextDrain() {
        MainActor.assumeIsolated {
            MainQueue.drain()
            let trail = Trail()
            @MainActor func queue(_ remaining: Int) {
                DispatchQueue.main.async {
                    trail.steps.append("\(remaining)")
                    if remaining > 1 { queue(remaining - 1) }
                }
            }
            queue(MainQueue.maximumPasses + 4)
            XCTAssertEqual(MainQueue.drain(), MainQueue.maximumPasses)
            XCTAssertEqual(trail.steps.count, MainQueue.maximumPasses)
            XCTAssertEqual(MainQueue.drain(), 4)
            XCTAssertEqual(trail.steps.last, "1")
        }
    }

    func testTheRunLoopFallbackRunsTheBlocksButCannotTellWhenItIsDone() {
        let (passes, steps) = drain(
            after: { trail in
                DispatchQueue.main.async {
                    trail.steps.append("outer")
                    DispatchQueue.main.async { trail.steps.append("inner") }
                }
                Task { @MainActor in trail.steps.append("task") }
            }, passingWith: MainQueue.runLoopPass)
        XCTAssertEqual(passes, MainQueue.maximumPasses)
        XCTAssertEqual(steps, ["outer", "task", "inner"])
    }
}

/// `MainQueue.drain()` where Swift Testing runs main-actor code: not on the main thread.
@Suite @MainActor struct MainQueueOffTheMainThreadTests {
    @Test func offTheMainThreadNothingRunsUntilTheJobEnds() async {
        #expect(!Thread.isMainThread, "Swift Testing runs main-actor tests on a worker thread")
        var ran = false
        DispatchQueue.main.async { ran = true }
        #expect(MainQueue.drain() == 0)
        #expect(!ran)
        // Waiting gives the main queue back: the block queued first runs first.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(ran)
    }
}
