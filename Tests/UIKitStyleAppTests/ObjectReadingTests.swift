import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The apps written as iOS code is (the import switch) record the same trace whichever way
/// their objects are read: the fast reading (raw memory) and the safe one (`Mirror` only,
/// docs/architecture.md, "The object-reading boundary"): the coordinator trees of the shop
/// and settings apps and the ViewModel states of all three. None of them holds a coordinator
/// only through a closure, the one thing the safe reading cannot see.
@Suite @MainActor struct ObjectReadingTests {
    nonisolated static let apps = ["settings", "shop", "work"]

    private static func makeApp(_ name: String) -> NavSimApp {
        switch name {
        case "settings": SettingsApp.make()
        case "shop": ShopApp.make()
        default: WorkApp.make()
        }
    }

    /// The events of a random walk of 60 inputs from `seed` over `app`, read as `reading` says.
    private static func walk(_ app: String, reading: ObjectReading, seed: UInt64) throws -> [NavigationEvent] {
        let log = EventLog()
        let session = Session(app: makeApp(app), sink: log, objectReading: reading)
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: 60)
        return log.events
    }

    @Test(arguments: apps)
    func theSafeReadingRecordsWhatTheFastOneRecords(app: String) throws {
        for seed: UInt64 in [1, 2, 3] {
            let fast = try Self.walk(app, reading: .fast, seed: seed)
            let safe = try Self.walk(app, reading: .safe, seed: seed)
            // The work app offers its few inputs and stops: 9 events for some seeds.
            #expect(fast.count > 5)
            let first = zip(fast, safe).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(safe == fast, "seed \(seed): first difference at \(first.map(String.init) ?? "the end")")
        }
    }
}
