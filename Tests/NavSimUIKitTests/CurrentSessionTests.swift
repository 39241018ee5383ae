import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// App code makes coordinators, controllers and windows without a runtime, as UIKit code
/// does: they belong to the session that is launching the app or answering an input.
@Suite @MainActor struct CurrentSessionTests {
    @Test func objectsBelongToTheSessionRunningTheirCodeAndTheStateIsTheFoldOfTheEvents() throws {
        #expect(Runtime.current == nil)
        var seenAtLaunch: Runtime?
        var seenInInput: Runtime?
        let (session, log) = try launched { _, _, root in
            seenAtLaunch = Runtime.current
            root.addButton("look") { seenInInput = Runtime.current }
        }
        #expect(seenAtLaunch === session.runtime)
        #expect(Runtime.current == nil, "no session is current between inputs")
        try session.tap("look")
        #expect(seenInInput === session.runtime)
        var replayed = NavigationState()
        for event in log.events { try replayed.apply(event) }
        #expect(replayed == session.state)
    }

    @Test func eachSessionGetsItsOwnObjects() throws {
        var roots: [ButtonsViewController] = []
        let (first, firstLog) = try launched { _, _, root in roots.append(root) }
        let (second, secondLog) = try launched { _, _, root in roots.append(root) }
        #expect(firstLog.events == secondLog.events)
        #expect(first.state == second.state)
        #expect(roots.count == 2 && roots[0] !== roots[1])
    }
}
