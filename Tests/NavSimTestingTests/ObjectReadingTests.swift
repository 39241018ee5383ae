import NavSimCore
import NavSimExamples
import NavSimSimulator
import NavSimUIKit
import Testing

/// The safe reading of the app's objects (`Mirror` only, ``ObjectReading/safe``) records
/// what the fast one (raw memory) records, on random walks over every example variant and
/// this suite's own apps.
@Suite @MainActor struct ObjectReadingTests {
    /// Every example variant (`example/variant`) and this suite's apps.
    nonisolated static let apps: [String] =
        Examples.all.flatMap { example in example.variants.map { "\(example.name)/\($0.name)" } }
        + ["notes", "notes/leaky", "vault", "teller", "wallet"]

    private static func makeApp(_ name: String) throws -> any AppModel {
        switch name {
        case "notes": return NotesApp.make()
        case "notes/leaky": return NotesApp.make(leaky: true)
        case "vault": return VaultApp.make()
        case "teller": return TellerApp.make()
        case "wallet": return WalletApp.make()
        default:
            let parts = name.split(separator: "/").map(String.init)
            return try Examples.named(parts[0]).makeApp(variant: parts[1])
        }
    }

    /// The trace of a random walk of `steps` inputs from `seed` over `app`, read as `reading` says.
    private static func walk(_ app: String, reading: ObjectReading, seed: UInt64, steps: Int = 60) throws
        -> [NavigationEvent]
    {
        let log = EventLog()
        let session = Session(app: try makeApp(app), sink: log)
        session.runtime.objectReading = reading
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: steps)
        return log.events
    }

    @Test(arguments: apps)
    func theSafeReadingRecordsWhatTheFastOneRecords(app: String) throws {
        for seed: UInt64 in [1, 2, 3] {
            let fast = try Self.walk(app, reading: .fast, seed: seed)
            let safe = try Self.walk(app, reading: .safe, seed: seed)
            #expect(fast.count > 10)
            let first = zip(fast, safe).firstIndex { $0 != $1 }
            #expect(
                safe == fast,
                "seed \(seed): first difference at \(first ?? min(fast.count, safe.count)): fast \(first.map { "\(fast[$0])" } ?? "-"), safe \(first.map { "\(safe[$0])" } ?? "-")"
            )
        }
    }
}
