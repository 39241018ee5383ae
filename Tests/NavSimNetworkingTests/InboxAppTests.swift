import Feed
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The inbox (Tests/NetworkFixture/Feed): a view model that loads on a global queue, refreshes
/// through Combine's `receive(on: DispatchQueue.global())` then `receive(on:
/// DispatchQueue.main)`, saves on a private serial queue, syncs with a group and its
/// `notify`, waits for a semaphore on a global queue and archives after `asyncAfter`; each
/// comes back with `DispatchQueue.main.async`. Every piece runs in the input that started
/// it, in the same order on every run.
@Suite @MainActor
struct InboxAppTests {
    /// Launches the inbox, taps each button, lets a second pass, and returns every input's events.
    private func run() throws -> [[String]] {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.makeInbox(variant: "app"), sink: events.log)
        try session.launch()
        var inputs = [events.take()]
        for button in ["Refresh", "Save", "Sync", "Unread", "Archive"] {
            try session.tap(button)
            inputs.append(events.take())
        }
        try session.wait(milliseconds: 1000)
        inputs.append(events.take())
        #expect(session.nondeterminism == [])
        return inputs
    }

    @Test func eachPieceOfBackgroundWorkComesBackInTheInputThatStartedIt() throws {
        let inputs = try run()
        for input in inputs { print("INBOX", input) }
        #expect(inputs.count == 0)
    }

    @Test func theSameInputsGiveTheSameEventsOnEveryRun() throws {
        let first = try run()
        for _ in 1...5 { #expect(try run() == first) }
    }
}
