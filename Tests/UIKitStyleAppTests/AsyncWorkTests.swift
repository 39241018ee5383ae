import Foundation
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Deferred work on the simulated executor: every job, block and timer the work app
/// (WorkApp/, written as iOS code) makes runs inside the input that made it, in one order,
/// and time passes only through `timePassed`.
@Suite @MainActor
struct AsyncWorkTests {
    /// A launched session of the work app and the events it recorded since the last look.
    @MainActor final class Work {
        let log = EventLog()
        let session: Session
        var seen = 0

        init() throws {
            session = Session(app: WorkApp.make(), sink: log)
            try session.launch()
            seen = log.events.count
        }

        /// The events since the last call, as descriptions.
        func events() -> [String] {
            defer { seen = log.events.count }
            return log.events[seen...].map(\.description)
        }

        func tap(_ action: String) throws -> [String] {
            try session.tap(action)
            return events()
        }
    }

    @Test func tasksRunInsideTheInputThatMadeThem() throws {
        let work = try Work()
        #expect(
            try work.tap("tasks") == [
                "userTapped tasks on s1",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["main task","detached 10"]}"#,
            ])
    }

    @Test func anAsyncServiceWaitsForItsAnswerAndResumesInsideIt() throws {
        let work = try Work()
        #expect(try work.tap("load") == ["userTapped load on s1", #"serviceRequested load #1: null"#])
        try work.session.respond(to: "load", with: "x")
        #expect(
            work.events() == [
                #"serviceResponded load #1: "x""#,
                #"viewModelStateChanged s1 to {"debounced":null,"log":["loaded x"]}"#,
            ])
    }

    @Test func asyncLetAndTaskGroupsFinishInsideTheInput() throws {
        let work = try Work()
        #expect(
            try work.tap("structured") == [
                "userTapped structured on s1",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["structured 100"]}"#,
            ])
    }

    @Test func aSleepWaitsForVirtualTimeAndNothingElse() throws {
        let work = try Work()
        #expect(try work.tap("sleep") == ["userTapped sleep on s1", "timerScheduled Task.sleep in 300 ms"])
        #expect(work.session.state.timers == [300])
        // Taps take no time: the sleep is still pending.
        #expect(
            try work.tap("date") == [
                "userTapped date on s1", #"viewModelStateChanged s1 to {"debounced":null,"log":["date 1735689600"]}"#,
            ])
        #expect(work.session.availableInputs().last == .timePassed(milliseconds: 300))
        #expect(throws: SessionError.timeCannotPass(milliseconds: 301, next: 300)) {
            try work.session.send(.timePassed(milliseconds: 301))
        }
        try work.session.wait(milliseconds: 1000)
        #expect(
            work.events() == [
                "timePassed 300 ms",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["date 1735689600","slept"]}"#,
                "timePassed 700 ms",
            ])
        #expect(work.session.state.clock == 1000 && work.session.state.timers.isEmpty)
        #expect(
            try work.tap("date").last
                == #"viewModelStateChanged s1 to {"debounced":null,"log":["date 1735689600","slept","date 1735689601"]}"#
        )
    }

    @Test func randomNumbersAndUUIDsAreTheSameAtEveryLaunch() throws {
        let first = try Work()
        let second = try Work()
        let draws = try (0..<2).map { _ in try first.tap("random") }
        #expect(try (0..<2).map { _ in try second.tap("random") } == draws, "the same at every launch")
        #expect(draws[0] != draws[1] && draws[1].last?.contains("random ") == true, "a new draw each time: \(draws)")
        // The last note's UUID is a version 4 one, as `UUID()` makes: its 13th hex digit is 4.
        let uuid = draws[1].last?.split(separator: " ").last?.prefix(36) ?? ""
        #expect(UUID(uuidString: String(uuid)) != nil && uuid.dropFirst(14).first == "4", "\(uuid)")
    }

    @Test func mainQueueAsyncAfterIsATimerOfTheSession() throws {
        let work = try Work()
        #expect(
            try work.tap("after") == [
                "userTapped after on s1", "timerScheduled DispatchQueue.main.asyncAfter in 2000 ms",
            ])
        try work.session.send(.timePassed(milliseconds: 2000))
        #expect(
            work.events() == [
                "timePassed 2000 ms", #"viewModelStateChanged s1 to {"debounced":null,"log":["after 2 s"]}"#,
            ])
    }

    @Test func foundationTimersFireOnVirtualTimeAsTheRunLoopFiresThem() throws {
        let work = try Work()
        #expect(
            try work.tap("timers") == [
                "userTapped timers on s1", "timerScheduled Timer in 1000 ms", "timerScheduled Timer in 500 ms",
            ])
        #expect(work.session.state.timers == [500, 1000])
        try work.session.wait(milliseconds: 3500)
        #expect(
            work.events() == [
                "timePassed 500 ms", #"viewModelStateChanged s1 to {"debounced":null,"log":["once"]}"#,
                "timePassed 500 ms", "timerScheduled Timer in 1000 ms",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["once","tick 1"]}"#,
                "timePassed 1000 ms", "timerScheduled Timer in 1000 ms",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["once","tick 1","tick 2"]}"#,
                "timePassed 1000 ms",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["once","tick 1","tick 2","tick 3"]}"#,
                "timePassed 500 ms",
            ])
        #expect(work.session.state.timers.isEmpty)
    }

    @Test func anInvalidatedTimerFiresNothing() throws {
        let work = try Work()
        #expect(try work.tap("stoppedTimer") == ["userTapped stoppedTimer on s1", "timerScheduled Timer in 1000 ms"])
        try work.session.wait(milliseconds: 1000)
        #expect(work.events() == ["timePassed 1000 ms"])
        #expect(work.session.state.timers.isEmpty)
    }

    @Test func aMainQueueBlockRunsInTheSessionsOrder() throws {
        let work = try Work()
        #expect(
            try work.tap("mainAsync") == [
                "userTapped mainAsync on s1",
                #"viewModelStateChanged s1 to {"debounced":null,"log":["block","task","block 2"]}"#,
            ])
    }

    @Test func aDebounceRunsOnlyTheLastSearch() throws {
        let work = try Work()
        _ = try work.tap("debounce")
        let second = try work.tap("debounce")
        #expect(
            second == [
                "userTapped debounce on s1", "timerScheduled Task.sleep in 300 ms",
                #"viewModelStateChanged s1 to {"debounced":{"_task":null},"log":["cancelled"]}"#,
            ])
        try work.session.wait(milliseconds: 300)
        #expect(
            work.events() == [
                "timePassed 300 ms",
                #"viewModelStateChanged s1 to {"debounced":{"_task":null},"log":["cancelled","debounced"]}"#,
            ])
    }

    @Test func aSleepForEverIsATimerAtTheEndOfTime() throws {
        let work = try Work()
        let events = try work.tap("forever")
        #expect(events.first == "userTapped forever on s1")
        let latest = JobQueue.latestDeadline
        #expect(events.last == "timerScheduled Task.sleep in \(latest) ms")
        #expect(work.session.state.timers == [latest])
        #expect(throws: SessionError.timeCannotPass(milliseconds: .max, next: latest)) {
            try work.session.send(.timePassed(milliseconds: .max))
        }
        try work.session.send(.timePassed(milliseconds: latest))
        #expect(work.events().last == #"viewModelStateChanged s1 to {"debounced":null,"log":["woke"]}"#)
        #expect(throws: SessionError.timeCannotPass(milliseconds: 1, next: nil)) {
            try work.session.send(.timePassed(milliseconds: 1))
        }
    }

    @Test func anAppThatNeverBecomesIdleIsRecordedAsACrash() throws {
        let work = try Work()
        #expect(
            try work.tap("spin") == [
                "userTapped spin on s1", "crashed in app: the app never became idle: 100000 jobs ran in one input",
            ])
        #expect(throws: SessionError.self) { try work.session.tap("date") }
    }

    @Test func eachSessionStartsWithoutTheDefaultsOfTheOneBefore() throws {
        let first = try Work()
        _ = try first.tap("remember")
        #expect(UserDefaults(suiteName: "group.work")?.string(forKey: "remembered") == "ada")
        first.session.close()
        // Written by the first session, gone for the second.
        let second = try Work()
        #expect(second.log.events.contains { $0.description.contains("remembered") } == false)
    }

    @Test func twoSessionsInOneProcessRecordTheSameEvents() throws {
        func record() throws -> [NavigationEvent] {
            let work = try Work()
            for action in ["tasks", "sleep", "after", "mainAsync", "structured", "debounce", "debounce", "date"] {
                try work.session.tap(action)
            }
            try work.session.wait(milliseconds: 2500)
            try work.session.tap("date")
            return work.log.events
        }
        let first = try record()
        #expect(try record() == first)
        #expect(first.count > 20)
    }
}
