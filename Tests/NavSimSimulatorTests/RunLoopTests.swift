import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

/// The simulated run loop: transitions that end after the code that started them.
@Suite @MainActor struct RunLoopTests {
    /// The events recorded since `count`, as text.
    private func events(of log: EventLog, after count: Int) -> [String] {
        log.events[count...].map(\.description)
    }

    @Test func anAnimatedPushEndsWhenTheAnimationsEnd() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        let mark = log.events.count
        try session.tap("add", settling: false)
        #expect(session.isInFlight)
        #expect(session.state.isAnimating)
        #expect(
            events(of: log, after: mark) == [
                "userTapped add on s1", "coordinatorCreated c2 AddCoordinator", "childAdded c2 to c1",
                "coordinatorStarted c2", "screenCreated s2 Add by c2 state null", "pushed s2 onto k1",
                "viewDidLoad s2", "viewWillDisappear s1", "viewWillAppear s2",
            ])
        #expect(session.availableInputs().first == .animationsEnded)
        let ended = log.events.count
        try session.send(.animationsEnded)
        #expect(!session.isInFlight)
        #expect(events(of: log, after: ended) == ["animationsEnded", "viewDidDisappear s1", "viewDidAppear s2"])
        var folded = NavigationState()
        for event in log.events { try folded.apply(event) }
        #expect(folded == session.state)
    }

    @Test func aPopReleasesTheChildAfterTheAnimationsEnd() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        try session.tap("add")
        let mark = log.events.count
        try session.tapBack()
        #expect(
            events(of: log, after: mark) == [
                "backTapped k1", "popped s2 from k1", "viewWillDisappear s2", "viewWillAppear s1", "animationsEnded",
                "viewDidDisappear s2", "viewDidAppear s1", "coordinatorFinished c2", "childRemoved c2 from c1",
                "coordinatorDeallocated c2", "screenDeallocated s2",
            ])
    }

    @Test func animationsEndedOnASettledStateIsImpossible() throws {
        var state = NavigationState()
        try state.apply(.launched)
        #expect(throws: NavigationError.self) { try state.apply(.animationsEnded) }
        do {
            try state.apply(.animationsEnded)
        } catch {
            #expect(error.step == 2 && error.problem == .notAnimating)
        }
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        #expect(throws: SessionError.notAnimating) { try session.send(.animationsEnded) }
    }

    @Test func aDoubleTapPushesTwiceAndIsANestedTransition() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        try session.perform([
            .quick(.tap("add", on: "Main", argument: .null)), .tap("add", on: "Main", argument: .null),
        ])
        let text = log.events.map(\.description)
        let second = try #require(text.lastIndex(of: "userTapped add on s1"))
        #expect(
            Array(text[second...]) == [
                "userTapped add on s1", "coordinatorCreated c3 AddCoordinator", "childAdded c3 to c1",
                "coordinatorStarted c3", "screenCreated s3 Add by c3 state null", "pushed s3 onto k1",
                "transitionNested k1: nested push animation can result in corrupted navigation bar",
                "animationsEnded", "viewDidDisappear s1", "viewDidAppear s2", "viewDidLoad s3", "viewWillDisappear s2",
                "viewWillAppear s3", "animationsEnded", "viewDidDisappear s2", "viewDidAppear s3",
            ])
    }

    @Test func theInputsInFlightAreTheAnimationsEndThenTheRacingTouches() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        try session.tap("add", settling: false)
        #expect(
            session.availableInputs() == [
                .animationsEnded, .userTapped(screen: ScreenID(1), action: "add", argument: .null),
                .backTapped(container: ContainerID(1)),
            ])
        session.racingTouches = .none
        #expect(session.availableInputs() == [.animationsEnded])
    }

    @Test func aScreenANestedPopLeavesInFrontCannotBeTappedBeforeItShows() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        let main = ScreenID(1)
        let tap = NavigationEvent.userTapped(screen: main, action: "pushSecond", argument: .null)
        let back = NavigationEvent.backTapped(container: ContainerID(1))
        // Push, pop during the push, push again from Main as it leaves, let the first
        // animations end (Main has disappeared), then pop during the second push: Main is
        // the top of the stack again, but no transition has shown it yet.
        for input in [tap, back, tap, .animationsEnded, back] { try session.send(input, settling: false) }
        #expect(session.state.frontScreen == main)
        #expect(session.state.screens[main]?.appearance == .disappeared)
        #expect(!session.availableInputs().contains(tap))
        #expect(throws: SessionError.notShownYet(main)) { try session.send(tap, settling: false) }
        // What the walk found: a 2,000-input racing walk with seed 3 stopped at such a tap.
        let walked = try makeSession("children/navigationDelegate", sink: EventLog())
        try walked.launch()
        var walk = RandomWalk(seed: 3)
        var sent = 0
        while sent < 2_000, let input = walk.nextInput(for: walked) {
            try walked.send(input, settling: false)
            sent += 1
        }
        #expect(sent == 2_000)
    }

    @Test func scenariosSayQuickAndWait() throws {
        let json = """
            [{"tap": "add", "on": "Main", "quick": true}, {"wait": "animations"},
             {"back": "button", "quick": true}, {"wait": "animations", "quick": true}]
            """
        let steps = try JSONDecoder().decode([Scenario.Step].self, from: Data(json.utf8))
        #expect(
            steps == [
                .quick(.tap("add", on: "Main", argument: .null)), .waitForAnimations, .quick(.back(.button)),
                .quick(.waitForAnimations),
            ])
        let again = try JSONDecoder().decode([Scenario.Step].self, from: JSONEncoder().encode(steps))
        #expect(again == steps)
        for bad in [#"{"wait": "time"}"#, #"{"wait": "animations", "tap": "add"}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Scenario.Step.self, from: Data(bad.utf8)) }
        }
    }

    @Test func aQuickBackTapPopsDuringThePush() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        try session.launch()
        try session.perform([.quick(.tap("add", on: "Main", argument: .null)), .back(.button)])
        let text = log.events.map(\.description)
        let back = try #require(text.firstIndex(of: "backTapped k1"))
        #expect(
            Array(text[back...]) == [
                "backTapped k1", "popped s2 from k1",
                "transitionNested k1: nested pop animation can result in corrupted navigation bar", "animationsEnded",
                "viewDidDisappear s1", "viewDidAppear s2", "viewWillDisappear s2", "viewWillAppear s1",
                "animationsEnded", "viewDidDisappear s2", "viewDidAppear s1", "coordinatorFinished c2",
                "childRemoved c2 from c1", "coordinatorDeallocated c2", "screenDeallocated s2",
            ])
        #expect(!session.isInFlight)
    }

    @Test func livenessIsCheckedOnlyOnceTheAnimationsEnd() throws {
        let log = EventLog()
        let session = try makeSession("children/neverRemoved", sink: log)
        try session.launch()
        try session.tap("add")
        try session.tapBack(settling: false)
        #expect(session.state.isAnimating)
        #expect(session.state.invariantViolations().isEmpty, "UIKit still holds the popped screen")
        try session.send(.animationsEnded)
        #expect(session.state.invariantViolations().map(\.rule) == [.flowEndedButAlive])
    }
}
