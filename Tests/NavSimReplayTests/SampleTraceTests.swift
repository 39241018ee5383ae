import Foundation
import NavSimCore
import NavSimExamples
import NavSimExploration
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import NavSimTestSupport
import Testing

/// The sample traces in `Traces/`.
let sampleTraces: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Traces")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".navtrace") }.map { String($0.dropLast(9)) }.sorted()
}()

/// Every sample trace replays, verifies against the model it names, matches its JSON Lines
/// twin, and is what its scenario records today (so a change of behaviour cannot leave a
/// stale sample: re-run scripts/record-traces).
@Suite @MainActor struct SampleTraceTests {
    @Test func thereIsATraceForEveryScenario() {
        #expect(Set(scenarioNames).isSubset(of: Set(sampleTraces)))
    }

    @Test(arguments: sampleTraces)
    func sampleTraceVerifies(name: String) throws {
        let path = repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path
        let trace = try TraceReader.readAll(path: path)
        #expect(trace.report.isClean)
        let app = try Examples.named(trace.manifest.app).makeApp(variant: trace.manifest.variant)
        #expect(
            try Verification(replaying: trace.events.makeIterator(), with: app)
                == .reproduced(steps: trace.events.count))
        let jsonl = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Traces/\(name).jsonl"), encoding: .utf8)
        let twin = try JSONLines.parse(jsonl)
        #expect(twin.events == trace.events)
        #expect(twin.manifest == trace.manifest)
    }

    @Test(arguments: scenarioNames)
    func sampleTraceIsWhatItsScenarioRecordsToday(name: String) throws {
        let path = repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path
        let recorded = try TraceReader.readAll(path: path).events
        #expect(try record(name).1 == recorded, "stale sample: re-run scripts/record-traces")
    }
}
