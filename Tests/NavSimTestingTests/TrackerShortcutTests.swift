import NavSimCore
import NavSimSimulator
import Testing

/// The coordinator tracker's shortcuts (what a walk reads in place, the fingerprint it keeps
/// from the look before the walk, whether a coordinator is alive as its side table says, the
/// roots kept between looks rather than listed at each) give what its full work gives: at
/// every update of random walks over every example variant and the test apps, the tracker
/// does both and counts each difference, and the checked walk records what the unchecked one
/// records.
@Suite @MainActor struct TrackerShortcutTests {
    /// The trace of a walk of `steps` inputs from `seed` over `app`, and how many times a
    /// shortcut differed from the full work when `checked`.
    private static func walk(_ app: String, seed: UInt64, checked: Bool, steps: Int = 200) throws
        -> (events: [NavigationEvent], mismatches: Int)
    {
        let log = EventLog()
        let session = Session(app: try ObjectReadingTests.makeApp(app), sink: log)
        session.runtime.checksTrackerShortcuts = checked
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: steps)
        return (log.events, session.runtime.trackerShortcutMismatches)
    }

    @Test(arguments: ObjectReadingTests.apps)
    func theShortcutsGiveWhatTheFullWorkGives(app: String) throws {
        for seed: UInt64 in [1, 2] {
            let checked = try Self.walk(app, seed: seed, checked: true)
            #expect(checked.mismatches == 0, "seed \(seed)")
            #expect(checked.events.count > 10)
            #expect(try Self.walk(app, seed: seed, checked: false).events == checked.events, "seed \(seed)")
        }
    }

    /// The apps that leak a flow at every round trip, walked long enough to hold dozens of
    /// leaked coordinators while others die around them.
    @Test(arguments: ["children/neverRemoved", "login/strongParent", "editor/strongCoordinator", "notes/leaky"])
    func theShortcutsHoldOnLongLeakyWalks(app: String) throws {
        let checked = try Self.walk(app, seed: 3, checked: true, steps: 400)
        #expect(checked.mismatches == 0)
        let leaked =
            checked.events.filter { if case .coordinatorCreated = $0 { true } else { false } }.count
            - checked.events.filter { if case .coordinatorDeallocated = $0 { true } else { false } }.count
        #expect(leaked > 10)
        #expect(try Self.walk(app, seed: 3, checked: false, steps: 400).events == checked.events)
    }
}
