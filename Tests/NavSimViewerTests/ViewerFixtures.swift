import Foundation
import NavSimCore
import NavSimJournal
import NavSimTestSupport

/// Traces for the viewer's tests: the repository's recorded ones and a hand-built hostile one.
enum ViewerFixtures {
    /// The events of `Traces/NAME.navtrace`.
    static func trace(_ name: String) throws -> [NavigationEvent] {
        let reader = try TraceReader(path: repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path)
        var events: [NavigationEvent] = []
        while let record = try reader.next() { events.append(record.event) }
        return events
    }

    /// The state after each step of `events`, from 0.
    static func states(_ events: [NavigationEvent]) throws -> [NavigationState] {
        var state = NavigationState()
        var states = [state]
        for event in events {
            try state.apply(event)
            states.append(state)
        }
        return states
    }

    /// Text that breaks out of every context a careless page puts it in: script, markup,
    /// attribute, JSON, a line, the reading direction.
    static let hostile =
        "</script><script>document.title='PWNED'</script><img src=x onerror=\"document.title='PWNED'\">"
        + "<!-- \u{2028}\u{2029}\n\"'&amp;\u{202E}\u{0}\u{1B}[2J"

    /// A coordinator, a screen and a tap, each named `hostile`, then a tap that does nothing.
    static let hostileEvents: [NavigationEvent] = {
        let c1 = CoordinatorID(1)
        let s1 = ScreenID(1)
        let k1 = ContainerID(1)
        let w1 = WindowID(1)
        return [
            .launched, .windowCreated(w1), .coordinatorCreated(c1, type: hostile), .coordinatorStarted(c1),
            .containerCreated(k1, style: .navigation, owner: c1),
            .screenCreated(s1, name: hostile, owner: c1, state: [hostile: .string(hostile)]),
            .pushed(.screen(s1), container: k1), .windowRootSet(w1, root: .container(k1)),
            .lifecycle(s1, .viewDidLoad), .lifecycle(s1, .viewWillAppear), .lifecycle(s1, .viewDidAppear),
            .userTapped(screen: s1, action: hostile, argument: .string(hostile)),
            .viewModelStateChanged(s1, state: ["changed": .string(hostile)]),
            .userTapped(screen: s1, action: "nothing", argument: .null),
        ]
    }()

    /// A fresh folder under the system's temporary one, removed when the tests end.
    static func temporaryFolder() throws -> URL {
        try makeTemporaryFolder("navsim-viewer")
    }
}
