import Feed
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The inbox (Tests/NetworkFixture/Feed): a view model that loads on a global queue, refreshes
/// through Combine's `receive(on: DispatchQueue.global())` then `receive(on:
/// DispatchQueue.main)`, saves on a private serial queue, syncs with a group and its
/// `notify`, waits for a semaphore on a global queue, archives after `asyncAfter`, and tidies
/// with `concurrentPerform`, a private concurrent queue, a barrier work item's `notify` and a
/// timer source; each comes back on the main queue. Every piece runs in the input that started
/// it, in the same order on every run.
@Suite @MainActor
struct InboxAppTests {
    /// Launches the inbox, taps each button, lets a second pass, and returns every input's events.
    private func run() throws -> [[String]] {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.makeInbox(variant: "app"), sink: events.log)
        try session.launch()
        var inputs = [events.take()]
        for button in ["Refresh", "Save", "Sync", "Unread", "Archive", "Tidy"] {
            try session.tap(button)
            inputs.append(events.take())
        }
        try session.wait(milliseconds: 1000)
        inputs.append(events.take())
        #expect(session.nondeterminism == [])
        return inputs
    }

    /// The view model's state once it shows `lines`.
    private static func shows(_ lines: [String]) -> String {
        #"viewModelStateChanged s1 to {"lines":["# + lines.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
    }

    @Test func eachPieceOfBackgroundWorkComesBackInTheInputThatStartedIt() throws {
        let inputs = try run()
        var lines = ["loaded 3 messages"]
        #expect(
            inputs[0] == [
                "launched", "windowCreated w1", "containerCreated k1 navigation by none",
                #"screenCreated s1 Inbox by none state {"lines":[]}"#, "stackReplaced k1 with [s1]",
                "windowRootSet w1 to k1", "viewDidLoad s1", "viewWillAppear s1", "viewDidAppear s1", Self.shows(lines),
            ])
        lines.append("refreshed 1 on a background thread")
        #expect(inputs[1] == ["userTapped Refresh on s1", Self.shows(lines)])
        lines += ["saved draft 1", "saved draft 2"]
        #expect(inputs[2] == ["userTapped Save on s1", Self.shows(lines)])
        lines.append("synced inbox and sent")
        #expect(inputs[3] == ["userTapped Sync on s1", Self.shows(lines)])
        lines.append("2 unread")
        #expect(inputs[4] == ["userTapped Unread on s1", Self.shows(lines)])
        #expect(inputs[5] == ["userTapped Archive on s1", "timerScheduled DispatchQueue.asyncAfter in 1000 ms"])
        lines.append("tidied 60 in inbox and sent")
        #expect(
            inputs[6] == ["userTapped Tidy on s1", "timerScheduled DispatchSourceTimer in 500 ms", Self.shows(lines)])
        // The timer source fires every 500 ms; the second tick cancels it after it was
        // scheduled again, so its last timer fires nothing.
        let ticked = lines + ["tick 1"]
        lines = ticked + ["archived", "tick 2"]
        #expect(
            inputs[7] == [
                "timePassed 500 ms", "timerScheduled DispatchSourceTimer in 500 ms", Self.shows(ticked),
                "timePassed 500 ms", "timerScheduled DispatchSourceTimer in 500 ms", Self.shows(lines),
            ])
    }

    @Test func theSameInputsGiveTheSameEventsOnEveryRun() throws {
        let first = try run()
        for _ in 1...5 { #expect(try run() == first) }
    }
}
