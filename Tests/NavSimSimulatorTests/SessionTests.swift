import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

/// Every example and variant, as "example/variant".
let allVariants: [String] = Examples.all.flatMap { example in example.variants.map { "\(example.name)/\($0.name)" } }

@MainActor func makeSession(_ pair: String, sink: any EventSink) throws -> Session {
    let parts = pair.split(separator: "/").map(String.init)
    return Session(app: try Examples.named(parts[0]).makeApp(variant: parts[1]), sink: sink)
}

@Suite @MainActor struct SessionTests {
    @Test func impossibleInputsAreRefusedAndNotRecorded() throws {
        let log = EventLog()
        let session = try makeSession("children/navigationDelegate", sink: log)
        #expect(throws: SessionError.notLaunched) { try session.tap("add") }
        try session.launch()
        let recorded = log.events.count
        #expect(throws: SessionError.alreadyLaunched) { try session.launch() }
        #expect(throws: SessionError.notAnInput(.coordinatorStarted(CoordinatorID(1)))) {
            try session.send(.coordinatorStarted(CoordinatorID(1)))
        }
        #expect(
            throws: SessionError.unknownAction("fly", screen: "Main", available: ["pushSecond", "pushThird", "add"])
        ) {
            try session.tap("fly")
        }
        #expect(throws: SessionError.cannotGoBack(ContainerID(1))) { try session.tapBack() }
        #expect(throws: SessionError.noPendingRequest(service: "api", request: 3)) {
            try session.send(.serviceResponded(service: "api", request: 3, response: .null))
        }
        try session.tap("add")
        let afterAdd = log.events.count
        #expect(throws: SessionError.notInFront(ScreenID(1), front: ScreenID(2))) {
            try session.send(.userTapped(screen: ScreenID(1), action: "add", argument: .null))
        }
        #expect(throws: SessionError.noSwipe(ContainerID(1))) {
            try session.send(.interactiveBackFinished(container: ContainerID(1)))
        }
        try session.send(.interactiveBackBegan(container: ContainerID(1)))
        #expect(throws: SessionError.swipeInProgress(ContainerID(1))) { try session.tap("next") }
        #expect(log.events.count == afterAdd + 3)  // the swipe's input and its two callbacks
        #expect(recorded < afterAdd)
    }

    @Test(arguments: allVariants)
    func aRandomWalkIsDeterministicAndItsStateIsTheFoldOfItsEvents(variant: String) throws {
        for seed: UInt64 in [1, 2, 3] {
            let first = EventLog()
            let session = try makeSession(variant, sink: first)
            var walk = RandomWalk(seed: seed)
            var replayed = NavigationState()
            var folded = 0
            for _ in 0..<150 {
                guard let input = walk.nextInput(for: session) else { break }
                try session.send(input)
                for event in first.events[folded...] { try replayed.apply(event) }
                folded = first.events.count
                #expect(replayed == session.state)
            }
            let second = EventLog()
            var again = RandomWalk(seed: seed)
            try again.run(try makeSession(variant, sink: second), steps: 150)
            #expect(first.events == second.events)
        }
    }

    @Test func differentSeedsWalkDifferently() throws {
        let logs = try [UInt64(1), 2].map { seed in
            let log = EventLog()
            var walk = RandomWalk(seed: seed)
            try walk.run(try makeSession("children/navigationDelegate", sink: log), steps: 50)
            return log.events
        }
        #expect(logs[0] != logs[1])
    }

    @Test func aFailingSinkStopsTheSessionWithTheStateOfWhatWasRecorded() throws {
        final class FullDisk: EventSink {
            var events: [NavigationEvent] = []
            func append(_ event: NavigationEvent) throws {
                guard events.count < 5 else { throw DiskFull() }
                events.append(event)
            }
        }
        struct DiskFull: Error, CustomStringConvertible { var description: String { "no space left" } }
        let sink = FullDisk()
        let session = try makeSession("login/navigator", sink: sink)
        #expect(throws: SessionError.sinkFailed("no space left")) { try session.launch() }
        var replayed = NavigationState()
        for event in sink.events { try replayed.apply(event) }
        #expect(replayed == session.state)
        #expect(throws: SessionError.sinkFailed("no space left")) { try session.tap("goToNext") }
    }

    @Test func everyExampleNameAndVariantIsChecked() {
        #expect(
            throws: AppDescriptionError.unknownApp(
                "nope", available: ["login", "welcome", "children", "projects", "editor"])
        ) {
            try Examples.named("nope")
        }
        #expect(throws: AppDescriptionError.unknownVariant("x", app: "welcome", available: ["seed", "fixed"])) {
            try Examples.named("welcome").makeApp(variant: "x")
        }
    }
}
