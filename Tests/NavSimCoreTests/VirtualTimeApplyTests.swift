import Testing

@testable import NavSimCore

/// Virtual time in the fold: timers are deadlines on the clock, time passes at most to the
/// next one, and impossible times are typed errors that leave the state as it was.
@Suite
struct VirtualTimeApplyTests {
    @Test func timePassingToADeadlineFiresTheTimersDueThen() throws {
        var state = try fold(
            launchedApp + [
                .timerScheduled(milliseconds: 300, source: "Task.sleep"),
                .timerScheduled(milliseconds: 2000, source: "DispatchQueue.main.asyncAfter"),
                .timerScheduled(milliseconds: 300, source: "Task.sleep"),
            ])
        #expect(state.clock == 0 && state.timers == [300, 300, 2000])
        try state.apply(.timePassed(milliseconds: 100))
        #expect(state.clock == 100 && state.timers == [300, 300, 2000])
        try state.apply(.timePassed(milliseconds: 200))
        #expect(state.clock == 300 && state.timers == [2000])
        try state.apply(.timerScheduled(milliseconds: 50, source: "Task.sleep"))
        #expect(state.timers == [350, 2000])
    }

    @Test func timeCannotPassATimerOrGoBackOrOverflow() throws {
        let state = try fold(launchedApp + [.timerScheduled(milliseconds: 300, source: "Task.sleep")])
        let impossible: [(NavigationEvent, NavigationError.Problem)] = [
            (.timePassed(milliseconds: 301), .pastTimer(deadline: 300)),
            (.timePassed(milliseconds: 0), .timeOutOfOrder(0)),
            (.timePassed(milliseconds: -5), .timeOutOfOrder(-5)),
            (.timerScheduled(milliseconds: 0, source: ""), .timeOutOfOrder(0)),
        ]
        for (event, problem) in impossible {
            var changed = state
            #expect(throws: NavigationError(step: state.step + 1, event: event, problem: problem)) {
                try changed.apply(event)
            }
            #expect(changed == state)
        }
        var late = try fold(launchedApp + [.timePassed(milliseconds: Int.max - 10)])
        #expect(throws: NavigationError.self) { try late.apply(.timePassed(milliseconds: 11)) }
        #expect(throws: NavigationError.self) { try late.apply(.timerScheduled(milliseconds: 11, source: "")) }
        #expect(late.clock == Int.max - 10)
    }
}
