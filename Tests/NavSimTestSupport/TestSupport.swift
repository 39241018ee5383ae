public import Foundation
public import NavSimSimulator
public import Testing

/// What several test targets share: where the repository is, its scenarios, golden files.

/// The repository's root folder, found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The names of the scenario files under `Scenarios/`, sorted.
public let scenarioNames: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

/// The path of scenario `name`.
public func scenarioPath(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Scenarios/\(name).json").path
}

/// Reads scenario `name`.
public func loadScenario(_ name: String) throws -> Scenario {
    try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: URL(fileURLWithPath: scenarioPath(name))))
}

/// Compares `text` with the golden file `Tests/FOLDER/Golden/NAME`, or writes it when
/// `NAVSIM_RECORD_GOLDEN` is set (then review the diff and commit it).
public func expectGolden(
    _ text: String, in folder: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = repositoryRoot.appendingPathComponent("Tests/\(folder)/Golden/\(name)")
    if ProcessInfo.processInfo.environment["NAVSIM_RECORD_GOLDEN"] != nil {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
        text == golden, "differs from \(folder)/Golden/\(name); re-record with NAVSIM_RECORD_GOLDEN=1 if intended",
        sourceLocation: sourceLocation)
}
