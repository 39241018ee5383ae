import NavSimCore
import NavSimExamples
import NavSimSimulator
import NavSimUIKit
import Testing

/// The safe reading of the app's objects (`Mirror` only, ``ObjectReading/safe``) records
/// what the fast one (raw memory) records, on random walks over every example variant and
/// this suite's own apps, but for what `Mirror` cannot see (docs/architecture.md, "The
/// object-reading boundary"): those differences are asserted event by event.
@Suite @MainActor struct ObjectReadingTests {
    /// Every example variant (`example/variant`) and this suite's apps.
    nonisolated static let apps: [String] =
        Examples.all.flatMap { example in example.variants.map { "\(example.name)/\($0.name)" } }
        + ["notes", "notes/leaky", "vault", "teller", "wallet"]

    /// The screens whose owner the fast reading finds, when they are made, only through what
    /// a closure captures, by app: the wallet's lock screen, whose `onUnlock` captures its
    /// coordinator (weakly).
    static let screensOwnedThroughClosures: [String: Set<String>] = ["wallet": ["WalletLock"]]

    static func makeApp(_ name: String) throws -> any AppModel {
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
        let session = Session(app: try makeApp(app), sink: log, objectReading: reading)
        #expect(session.objectReading == reading)
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: steps)
        return log.events
    }

    /// The trace the safe reading records where the fast one recorded `fast`: a screen named in
    /// `closureOwned`, whose owner only a closure's capture showed, is made without an owner, and
    /// its owner is found when the input's work is over, from the stack that showed it
    /// (`coordinatorStarted`, then `ownerFound`, before the next input).
    static func safeTrace(from fast: [NavigationEvent], closureOwned: Set<String>) -> [NavigationEvent] {
        var safe: [NavigationEvent] = []
        var found: [NavigationEvent] = []
        var index = 0
        while index < fast.count {
            let event = fast[index]
            if event.isInput {
                safe += found
                found = []
            }
            if case .coordinatorStarted(let started) = event, index + 1 < fast.count,
                case .screenCreated(let screen, let name, started?, let state) = fast[index + 1],
                closureOwned.contains(name)
            {
                safe.append(.screenCreated(screen, name: name, owner: nil, state: state))
                found += [.coordinatorStarted(started), .ownerFound(.screen(screen), owner: started)]
                index += 2
                continue
            }
            safe.append(event)
            index += 1
        }
        return safe + found
    }

    @Test(arguments: apps)
    func theSafeReadingRecordsWhatTheFastOneRecords(app: String) throws {
        let closureOwned = Self.screensOwnedThroughClosures[app] ?? []
        for seed: UInt64 in [1, 2, 3] {
            let fast = try Self.walk(app, reading: .fast, seed: seed)
            let safe = try Self.walk(app, reading: .safe, seed: seed)
            #expect(fast.count > 10)
            let expected = Self.safeTrace(from: fast, closureOwned: closureOwned)
            let first = zip(expected, safe).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(
                safe == expected,
                "seed \(seed): first difference at \(first.map(String.init) ?? "the end")")
        }
    }

    @Test func theWalletsLockScreenIsFoundOnlyAtTheInputsEndByTheSafeReading() throws {
        let fast = try Self.walk("wallet", reading: .fast, seed: 3)
        let safe = try Self.walk("wallet", reading: .safe, seed: 3)
        #expect(safe != fast)
        // Three lock screens, each with one event more.
        #expect(safe.count == fast.count + 3)
        #expect(safe.contains(.screenCreated(ScreenID(4), name: "WalletLock", owner: nil, state: .null)))
        #expect(fast.contains(.screenCreated(ScreenID(4), name: "WalletLock", owner: CoordinatorID(4), state: .null)))
        #expect(safe.contains(.ownerFound(.screen(ScreenID(4)), owner: CoordinatorID(4))))
    }
}
