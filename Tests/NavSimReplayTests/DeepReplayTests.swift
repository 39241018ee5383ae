import NavSimCore
import NavSimReplay
import NavSimTestSupport
import Testing

/// The replay layer on states 100,000 levels deep: the JSON form, differences and the
/// invariant report stay linear and never recurse.
@Suite struct DeepReplayTests {
    static let depth = 100_000

    @Test func stateJSONOfACoordinatorChainListsEveryLevel() throws {
        let state = try fold(DeepStates.coordinatorChain(depth: Self.depth))
        let json = state.jsonValue
        guard case .array(let coordinators)? = json["coordinators"] else {
            Issue.record("no coordinators")
            return
        }
        #expect(coordinators.count == Self.depth)
        #expect(coordinators.last?["parent"] == "c99999")
        #expect(coordinators.last?["screens"] == ["s1"])
        #expect(json["frontScreen"] == "s1")
        let text = json.description
        #expect(text.hasPrefix(#"{"clock":0,"containers":[{"id":"k1","location":{"windowRoot":"w1"}"#))
        #expect(text.utf8.count < 200 * Self.depth)
    }

    @Test func differenceOfDeepChainsIsTheChangedLine() throws {
        let events = DeepStates.coordinatorChain(depth: Self.depth)
        let old = try fold(events)
        let new = try fold(events + [.coordinatorFinished(CoordinatorID(UInt32(Self.depth)))])
        let indent = String(repeating: "  ", count: NavigationState.outlineIndentationLimit)
        let difference = StateDifference(from: old, to: new)
        func line(_ phase: String) -> String {
            "\(indent)(depth 100000) c100000 Level100000 (\(phase)) screens: s1 containers: k1"
        }
        #expect(difference.removed == ["step \(events.count)", line("started")])
        #expect(difference.added == ["step \(events.count + 1)", line("finished")])
    }

    @Test func reportOnNestedTabBarsChecksEveryInputInLinearTime() throws {
        // The window loses its root, then a deep link arrives: every coordinator's flow has ended.
        let events =
            DeepStates.nestedTabBars(depth: Self.depth) + [
                .windowRootSet(WindowID(1), root: nil), .deepLinkOpened(url: "app://home"),
            ]
        var source = events.makeIterator()
        let report = try InvariantReport(checking: &source)
        // No app answers the deep link: it is a dead input too, found at the end.
        #expect(report.findings.count == Self.depth + 1)
        #expect(report.findings.last?.violation.rule == .deadInput)
        let leaks = report.findings.dropLast()
        #expect(leaks.allSatisfy { $0.violation.rule == .flowEndedButAlive && $0.holdsAtEnd })
        #expect(leaks.first?.step == events.count - 1)
        #expect(report.inputs == 2)
    }
}

/// The state after `events`.
func fold(_ events: [NavigationEvent]) throws -> NavigationState {
    var state = NavigationState()
    for event in events { try state.apply(event) }
    return state
}
