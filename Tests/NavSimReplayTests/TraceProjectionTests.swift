import Foundation
import NavSimCore
import NavSimExamples
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import Testing

@Suite @MainActor struct TraceProjectionTests {
    /// Writes a random walk of `steps` inputs of `variant` to a temporary trace.
    func explored(_ example: String, variant: String, steps: Int, seed: UInt64) throws -> (String, [NavigationEvent]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "projection-\(UUID().uuidString).navtrace"
        ).path
        let writer = try TraceWriter(
            creating: path, manifest: TraceManifest(app: example, variant: variant), policy: .never)
        let session = Session(app: try Examples.named(example).makeApp(variant: variant), sink: writer)
        try session.launch()
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: steps)
        session.close()
        try writer.close()
        return (path, try TraceReader.readAll(path: path).events)
    }

    @Test func seekingToAnyStepEqualsTheFoldToThatStep() throws {
        let (path, events) = try explored("editor", variant: "coordinator", steps: 3_000, seed: 11)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let projection = try TraceProjection(path: path, interval: 128)
        #expect(projection.count == events.count)
        var folds: [NavigationState] = [NavigationState()]
        var state = NavigationState()
        for event in events {
            try state.apply(event)
            folds.append(state)
        }
        var generator = SplitMix64(seed: 3)
        let steps =
            (0..<200).map { _ in Int.random(in: 0...events.count, using: &generator) } + [0, events.count, 128, 127]
        for step in steps {
            #expect(try projection.state(at: step) == folds[step], "step \(step)")
        }
        // Back and forth around a checkpoint.
        for step in [257, 256, 255, 256, 257] { #expect(try projection.state(at: step) == folds[step]) }
    }

    @Test func aStepOutsideTheTraceIsATypedError() throws {
        let (path, events) = try explored("login", variant: "navigator", steps: 20, seed: 1)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let projection = try TraceProjection(path: path)
        #expect(throws: ProjectionError.stepOutOfRange(events.count + 1, count: events.count)) {
            try projection.state(at: events.count + 1)
        }
    }

    @Test func aDamagedTraceGivesTheJournalsError() throws {
        let (path, _) = try explored("children", variant: "navigationDelegate", steps: 200, seed: 2)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            try TraceProjection(path: path)
        } throws: { error in
            guard case TraceError.corruptRecord = error else { return false }
            return true
        }
    }
}
