import Foundation
import NavSimTestSupport
import Testing

/// `check` and `explore` in the CI formats: SARIF 2.1.0 results whose rules, locations and
/// inputs match the findings the JSON report gives, and GitHub workflow commands, one
/// annotation line a finding.
@Suite struct CIFormatTests {
    private let trace = "Traces/children-notStored.navtrace"

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The `(rule, step)` of each finding `check --json` reports for `trace`.
    private func jsonFindings() throws -> [String] {
        let report = try object(try navsim("check", trace, "--json").output)
        let findings = try #require(report["findings"] as? [[String: Any]])
        return findings.map { "\($0["rule"] ?? "") \($0["step"] ?? "")" }
    }

    @Test func checkWritesOneSARIFResultAFindingAtTheTraceWithItsRule() throws {
        let run = try navsim("check", trace, "--format", "sarif")
        #expect(run.status == 1)
        let log = try object(run.output)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "navsim")
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(Set(rules).count == rules.count, "each rule once")
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        var described: [String] = []
        for result in results {
            let rule = try #require(result["ruleId"] as? String)
            #expect(rules[try #require(result["ruleIndex"] as? Int)] == rule)
            #expect(result["level"] as? String == "error")
            let locations = try #require(result["locations"] as? [[String: Any]])
            let uri =
                (locations.first?["physicalLocation"] as? [String: Any])
                .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
            #expect(uri == trace)
            described.append("\(rule) \((result["properties"] as? [String: Any])?["step"] ?? "")")
        }
        #expect(!described.isEmpty)
        #expect(described == (try jsonFindings()), "the same findings as the JSON report, in its order")
    }

    @Test func checkWritesAGitHubAnnotationLineAFinding() throws {
        let run = try navsim("check", trace, "--format", "github")
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == (try jsonFindings()).count)
        for line in lines {
            #expect(line.hasPrefix("::error file=\(trace),title=navsim%3A "), "\(line)")
        }
    }

    @Test func exploreLocatesEachResultAtTheScenarioItWroteWithItsInputs() throws {
        let folder = try temporaryFolder()
        let run = try navsim(
            "explore", "children", "--variant", "neverRemoved", "--depth", "4", "--format", "sarif", "--output",
            folder.path)
        #expect(run.status == 1)
        let runs = try #require(try object(run.output)["runs"] as? [[String: Any]])
        let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "flowEndedButAlive")
        let scenario = folder.appendingPathComponent("children-neverRemoved-1-flowEndedButAlive.json")
        let uri =
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        #expect(uri == "file://" + scenario.path)
        let inputs = (result["properties"] as? [String: Any])?["inputs"] as? [String]
        #expect(inputs == [#"{"tap": "add", "on": "Main"}"#, #"{"back": "button"}"#])
        #expect(FileManager.default.fileExists(atPath: scenario.path))
    }

    @Test func jsonAndAnotherFormatIsAUsageError() throws {
        #expect(try navsim("check", trace, "--json", "--format", "sarif").status == 64)
        #expect(try navsim("explore", "children", "--json", "--format", "github").status == 64)
    }
}
