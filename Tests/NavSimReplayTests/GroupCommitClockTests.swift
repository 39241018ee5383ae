import CSimulatedTime
import Foundation
import NavSimJournal
import Testing

/// The clock that times a trace's group commits (`--fsync batch`: at most 50 ms of events
/// lost to a SIGKILL) is the machine's, also on the thread that runs a session, where
/// `clock_gettime` tells the app simulated time: time that does not pass while a walk's
/// inputs run, so commits came only every 8,192 events however long they took.
@Suite struct GroupCommitClockTests {
    @Test func theWritersClockIsTheMachinesOnASessionsThread() {
        var queue = 0
        let before = withUnsafeMutablePointer(to: &queue) { navsim_simulation_enter($0, 0) }
        defer { navsim_simulation_enter(before, 0) }
        var simulated = timespec()
        clock_gettime(CLOCK_MONOTONIC, &simulated)
        // This thread's app code is at the start of its simulated uptime...
        #expect(simulated.tv_sec == Int(NAVSIM_VIRTUAL_UPTIME_SECONDS) && simulated.tv_nsec == 0)
        // ...and the writer's clock is not.
        let writers = MonotonicClock.system.nanoseconds()
        #expect(writers != UInt64(NAVSIM_VIRTUAL_UPTIME_SECONDS) * 1_000_000_000)
    }
}
