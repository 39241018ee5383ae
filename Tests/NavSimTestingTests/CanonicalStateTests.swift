import NavSimCore
import Testing

@testable import NavSimExploration

/// The canonical form: ids and the step do not matter; structure, ViewModel states and the
/// order of pending requests do.
@Suite
struct CanonicalStateTests {
    /// A window showing a navigation stack of Main then Detail, with two pending requests;
    /// its ids start after `offset`, and `swappingIds` gives Detail the smaller screen id.
    static func state(
        offset: UInt32 = 0, swappingIds: Bool = false, detailState: JSONValue = ["count": 0],
        services: [String] = ["api", "db"], extraSteps: Int = 0
    ) throws -> NavigationState {
        let coordinator = CoordinatorID(offset + 1)
        let container = ContainerID(offset + 1)
        let main = ScreenID(offset + (swappingIds ? 2 : 1))
        let detail = ScreenID(offset + (swappingIds ? 1 : 2))
        let screens: [NavigationEvent] = [
            .screenCreated(main, name: "Main", owner: coordinator, state: .null),
            .screenCreated(detail, name: "Detail", owner: coordinator, state: ["count": 0]),
        ]
        var events: [NavigationEvent] = [
            .launched, .windowCreated(WindowID(1)), .coordinatorCreated(coordinator, type: "AppCoordinator"),
            .coordinatorStarted(coordinator), .containerCreated(container, style: .navigation, owner: coordinator),
        ]
        events += screens
        events += [
            .viewModelStateChanged(detail, state: detailState),
            .pushed(.screen(main), container: container), .pushed(.screen(detail), container: container),
            .windowRootSet(WindowID(1), root: .container(container)),
        ]
        for (index, service) in services.enumerated() {
            events.append(.serviceRequested(service: service, request: Int(offset) + index + 1, payload: .null))
        }
        events += Array(repeating: .annotated(name: "note", coordinator: nil, payload: .null), count: extraSteps)
        var state = NavigationState()
        for event in events { try state.apply(event) }
        return state
    }

    @Test func statesThatDifferOnlyInIdsAndStepHaveOneForm() throws {
        let first = try Self.state()
        let second = try Self.state(offset: 5, swappingIds: true, extraSteps: 3)
        #expect(first != second)
        #expect(first.step != second.step)
        #expect(CanonicalState(first) == CanonicalState(second))
        #expect(CanonicalState(first).description == CanonicalState(second).description)
    }

    /// Creation order is kept (a coordinator lists its screens oldest first): two states
    /// that differ in it are two states, which at worst explores one state twice.
    @Test func creationOrderIsKept() throws {
        var reversed = NavigationState()
        let events: [NavigationEvent] = [
            .launched, .coordinatorCreated(CoordinatorID(1), type: "AppCoordinator"),
            .screenCreated(ScreenID(1), name: "Detail", owner: CoordinatorID(1), state: .null),
            .screenCreated(ScreenID(2), name: "Main", owner: CoordinatorID(1), state: .null),
        ]
        for event in events { try reversed.apply(event) }
        var inOrder = NavigationState()
        for event in [events[0], events[1], events[3], events[2]] { try inOrder.apply(event) }
        #expect(CanonicalState(reversed) != CanonicalState(inOrder))
    }

    @Test func aViewModelStateDifferenceIsKept() throws {
        #expect(CanonicalState(try Self.state()) != CanonicalState(try Self.state(detailState: ["count": 1])))
    }

    @Test func theOrderOfPendingRequestsIsKept() throws {
        #expect(CanonicalState(try Self.state()) != CanonicalState(try Self.state(services: ["db", "api"])))
        #expect(CanonicalState(try Self.state()) != CanonicalState(try Self.state(services: ["api"])))
    }

    /// A second window showing a screen: which of the two is in front is kept once a window
    /// was ordered front, and the form says so only then.
    @Test func theWindowInFrontIsKept() throws {
        var newestInFront = try Self.state()
        for event: NavigationEvent in [
            .windowCreated(WindowID(2)), .screenCreated(ScreenID(9), name: "Banner", owner: nil, state: .null),
            .windowRootSet(WindowID(2), root: .screen(ScreenID(9))),
        ] { try newestInFront.apply(event) }
        let olderInFront = try newestInFront.applying(.windowOrderedFront(WindowID(1)))
        let newestAgain = try olderInFront.applying(.windowOrderedFront(WindowID(2)))
        #expect(CanonicalState(newestInFront) != CanonicalState(olderInFront))
        #expect(CanonicalState(olderInFront).description.contains("\nfront=w1\n"))
        #expect(CanonicalState(newestAgain).description.contains("\nfront=w2\n"))
        #expect(!CanonicalState(newestInFront).description.contains("front="))
    }

    @Test func theFormReadsAsTheStateWithNewIds() throws {
        #expect(
            CanonicalState(try Self.state(offset: 7)).description == """
                w1 root=k1 modals=[]
                s1 Main owner=c1 unloaded at=stack(k1) children=[] state=null
                s2 Detail owner=c1 unloaded at=stack(k1) children=[] state={"count":0}
                k1 navigation owner=c1 at=root(w1) stack=[s1,s2] tabs=[] selected=0
                c1 AppCoordinator started parent=- children=[] screens=[s1,s2] containers=[k1] shown
                requests=["api","db"]
                timers=[]
                """)
    }

    /// The outputs a coordinator noted that an output rule asks for are history the rule
    /// judges when its flow ends: two states that differ only in them are two states; their
    /// order is not kept, and other notes are left out.
    @Test func theOutputsACoordinatorNotedAreKept() throws {
        func form(_ notes: [String], keeping kept: Set<String> = ["didSave", "didCancel"]) throws -> CanonicalState {
            var state = try Self.state()
            for note in notes { try state.apply(.annotated(name: note, coordinator: CoordinatorID(1), payload: .null)) }
            return CanonicalState(state, keepingNotes: kept)
        }
        let noted = try form(["didSave", "didCancel"])
        #expect(noted != (try form([])))
        #expect(noted == (try form(["didCancel", "didSave", "didSave", "other"])))
        #expect((try form(["didSave"], keeping: [])) == (try form([], keeping: [])))
        #expect(
            noted.description.contains(
                #"c1 AppCoordinator started parent=- children=[] screens=[s1,s2] containers=[k1] "#
                    + #"notes=["didCancel","didSave"] shown"#))
    }

    /// Pending timers count by how far away they are: the same timers seen later, after
    /// time passed, are the same state; a timer nearer or farther is another.
    @Test func timersAreKeptAsDistancesFromTheClock() throws {
        func form(_ events: [NavigationEvent]) throws -> CanonicalState {
            var state = try Self.state()
            for event in events { try state.apply(event) }
            return CanonicalState(state)
        }
        let now = try form([.timerScheduled(milliseconds: 300, source: "Task.sleep")])
        let later = try form([
            .timePassed(milliseconds: 1000), .timerScheduled(milliseconds: 300, source: "Task.sleep"),
        ])
        #expect(now == later)
        #expect(now.description.hasSuffix("timers=[300]"))
        #expect(now != (try form([.timerScheduled(milliseconds: 200, source: "Task.sleep")])))
        #expect(now != (try form([])))
    }
}
