import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

/// The repository's root folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The scenario files under `Scenarios/`, sorted by name.
let scenarioNames: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

func loadScenario(_ name: String) throws -> Scenario {
    let url = repositoryRoot.appendingPathComponent("Scenarios/\(name).json")
    return try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: url))
}

/// A session recording to memory that checks, after every input, that its live state
/// equals the fold of the events it recorded.
final class CheckedSession {
    let log = EventLog()
    let session: Session
    private var replayed = NavigationState()
    private var folded = 0

    init(_ example: String, variant: String?) throws {
        session = Session(app: try Examples.named(example).makeApp(variant: variant), sink: log)
    }

    var state: NavigationState { session.state }

    /// Folds the events recorded since the last call and expects the live state.
    func expectStateIsFoldOfEvents(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for event in log.events[folded...] { try replayed.apply(event) }
        folded = log.events.count
        #expect(
            replayed == session.state, "live state differs from the fold of its events", sourceLocation: sourceLocation)
    }
}

/// Compares `text` with the golden file `name`, or writes it when NAVSIM_RECORD_GOLDEN is set.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = repositoryRoot.appendingPathComponent("Tests/NavSimSimulatorTests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["NAVSIM_RECORD_GOLDEN"] != nil {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
        text == golden, "differs from Golden/\(name); re-record with NAVSIM_RECORD_GOLDEN=1 if intended",
        sourceLocation: sourceLocation)
}
