import NavSimCore
import NavSimSimulator
import Testing

/// Arguments and service answers no real screen or server would give: the examples must
/// take every one of them without trapping, because a trap in model code ends the whole
/// process (`navsim record`, `verify`, an explorer) mid-input.
@Suite @MainActor struct HostileInputTests {
    static let hostileValues: [JSONValue] = [
        .number(1e308), .number(-1e308), .number(9.3e18), .number(-9.3e18), .number(0.5), .number(-1),
        .number(Double(Int.max)), .string(""), .string("\u{0}\n\u{202E}"), .null, .bool(true), .array([]),
        .object([:]), .object(["entities": .array([.object(["id": .number(1e308), "title": .string("x")])])]),
        .object(["entities": .array([.object(["id": .number(0.5), "title": .number(1)])])]),
    ]

    @Test(arguments: allVariants)
    func everyExampleTakesHostileArgumentsAndAnswersWithoutTrapping(variant: String) throws {
        var hostileInputsSent = 0
        for seed: UInt64 in [1, 2] {
            let log = EventLog()
            let session = try makeSession(variant, sink: log)
            var walk = RandomWalk(seed: seed)
            var pick = SplitMix64(seed: seed)
            for _ in 0..<200 {
                guard var input = walk.nextInput(for: session) else { break }
                let value = Self.hostileValues[Int(pick.next() % UInt64(Self.hostileValues.count))]
                switch input {
                case .userTapped(let screen, let action, _):
                    input = .userTapped(screen: screen, action: action, argument: value)
                    hostileInputsSent += 1
                case .serviceResponded(let service, let request, _):
                    input = .serviceResponded(service: service, request: request, response: value)
                    hostileInputsSent += 1
                default: break
                }
                try session.send(input)
            }
            var replayed = NavigationState()
            for event in log.events { try replayed.apply(event) }
            #expect(replayed == session.state)
        }
        #expect(hostileInputsSent > 0)
    }
}
