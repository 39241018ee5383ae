import Foundation
import NavSimCore
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import NavSimTesting
import Testing

/// A bug report's trace as a regression test: the leaking app reproduces it, the fixed one
/// does not, and each wrong expectation fails with the divergence.
@Suite @MainActor
struct TraceExpectationTests {
    /// Records the leak (compose by deep link, then back) to a trace file in `directory`.
    func recordLeak(in directory: String, jsonLines: Bool = false) throws -> String {
        let path = directory + "/leak.navtrace"
        let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "notes", variant: "leaky"))
        let session = Session(app: NotesApp.make(leaky: true), sink: writer)
        try session.perform([.open(url: "notes://compose"), .back(.button)])
        session.close()
        try writer.close()
        guard jsonLines else { return path }
        let converted = directory + "/leak.jsonl"
        try JSONLines.export(trace: path, to: converted)
        return converted
    }

    @Test(arguments: [false, true])
    func theLeakingAppReproducesItsTraceAndTheFixedOneDoesNot(jsonLines: Bool) throws {
        let path = try recordLeak(in: temporaryDirectory(), jsonLines: jsonLines)
        #expect(expectTrace(path, reproducedBy: { NotesApp.make(leaky: true) }) == .reproduced(steps: 31))
        let fixed = expectTrace(path, notReproducedBy: { NotesApp.make() })
        guard case .diverged(let divergence) = fixed else {
            Issue.record("expected a divergence, got \(String(describing: fixed))")
            return
        }
        #expect(divergence.step == 31)
    }

    @Test func aTraceNoLongerReproducedFailsWithTheDivergence() throws {
        let path = try recordLeak(in: temporaryDirectory())
        withKnownIssue {
            expectTrace(path, reproducedBy: { NotesApp.make() })
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                \(path) is no longer reproduced: diverged at step 31
                  recorded: screenDeallocated s2
                  produced: coordinatorFinished c2
                  state difference (- recorded, + produced):
                    -     c2 ComposeCoordinator (started)
                    + not in a window
                    +   s2 Editor [disappeared] {"isSaving":false}
                    +     c2 ComposeCoordinator (finished) screens: s2
                """
            ]
        }
    }

    @Test func aTraceStillReproducedFails() throws {
        let path = try recordLeak(in: temporaryDirectory())
        withKnownIssue {
            expectTrace(path, notReproducedBy: { NotesApp.make(leaky: true) })
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["\(path) is still reproduced: the app produces all 31 recorded events"]
        }
    }

    @Test func anUnreadableTraceFails() throws {
        let path = try temporaryDirectory() + "/missing.navtrace"
        withKnownIssue {
            #expect(expectTrace(path, reproducedBy: { NotesApp.make() }) == nil)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("\(path) could not be read: ") == true
        }
    }
}
