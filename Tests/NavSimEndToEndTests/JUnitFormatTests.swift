import Foundation
import NavSimTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `check`, `explore` and `verify --format junit`: XML that parses, one test case a trace or
/// variant, failed with the finding's message and its repro; and `verify`'s other formats.
@Suite struct JUnitFormatTests {
    private let buggy = "Traces/children-notStored.navtrace"
    private let clean = "Traces/children-navigationDelegate.navtrace"

    /// Each test case of a JUnit report as `name|classname|failure message|failure type`,
    /// and the failures' texts.
    private func testCases(_ xml: String) throws -> (cases: [String], texts: [String]) {
        let document = try XMLDocument(xmlString: xml)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let testCases = try #require(suites.first).elements(forName: "testcase")
        #expect(root.attribute(forName: "tests")?.stringValue == String(testCases.count))
        var texts: [String] = []
        let described = testCases.map { testCase in
            let failure = testCase.elements(forName: "failure").first
            if let text = failure?.stringValue { texts.append(text) }
            return [
                testCase.attribute(forName: "name")?.stringValue, testCase.attribute(forName: "classname")?.stringValue,
                failure?.attribute(forName: "message")?.stringValue, failure?.attribute(forName: "type")?.stringValue,
            ].map { $0 ?? "-" }.joined(separator: "|")
        }
        return (described, texts)
    }

    @Test func checkWritesATestCaseATraceFailedWithItsFindings() throws {
        let run = try navsim("check", buggy, clean, "--format", "junit")
        #expect(run.status == 1)
        let (cases, texts) = try testCases(run.output)
        #expect(
            cases == [
                "\(buggy)|navsim.check|2 findings: orphanedScreen, deadInput|orphanedScreen deadInput",
                "\(clean)|navsim.check|-|-",
            ])
        #expect(
            texts == [
                """
                orphanedScreen at step 23: Add#2 is on screen but AddCoordinator#2 was deallocated: its actions do nothing
                Repro: \(buggy)

                deadInput at step 24: tapping `next` on Add#2 did nothing: no event followed
                Repro: \(buggy)
                """
            ])
        #expect(run.output.contains(#"<testsuite name="navsim check" tests="2" failures="1" errors="0" skipped="0">"#))
    }

    @Test func aDamagedTraceIsATestCaseInError() throws {
        let folder = try temporaryFolder()
        let damaged = folder.appendingPathComponent("damaged.navtrace")
        try Data("not a trace".utf8).write(to: damaged)
        let run = try navsim("check", clean, damaged.path, "--format", "junit")
        #expect(run.status == 2)
        let document = try XMLDocument(xmlString: run.output)
        let errors = try document.nodes(forXPath: "//testcase/error")
        #expect(errors.count == 1)
        #expect(try document.nodes(forXPath: "//testcase[error]/@name").map(\.stringValue) == [damaged.path])
        #expect(run.output.contains(#"tests="2" failures="0" errors="1""#))
    }

    @Test func namesAndMessagesAreEscaped() throws {
        let folder = try temporaryFolder()
        let hostile = folder.appendingPathComponent(#"a<b>&"c'.navtrace"#)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(buggy), to: hostile)
        let run = try navsim("check", hostile.path, "--format", "junit")
        #expect(run.status == 1)
        let (cases, texts) = try testCases(run.output)
        #expect(cases.map { $0.split(separator: "|").first.map(String.init) } == [hostile.path])
        #expect(texts.first?.contains("Repro: \(hostile.path)") == true)
    }

    @Test func exploreWritesOneTestCaseTheVariantWithTheFindingsRepro() throws {
        let folder = try temporaryFolder()
        let run = try navsim(
            "explore", "children", "--variant", "neverRemoved", "--depth", "4", "--format", "junit", "--output",
            folder.path)
        #expect(run.status == 1)
        let (cases, texts) = try testCases(run.output)
        #expect(
            cases == [
                "children/neverRemoved|navsim.explore|flowEndedButAlive: AddCoordinator#2 has no screen left on screen "
                    + "but is still alive: leaked|flowEndedButAlive"
            ])
        let scenario = folder.appendingPathComponent("children-neverRemoved-1-flowEndedButAlive.json").path
        #expect(
            texts == [
                """
                flowEndedButAlive: AddCoordinator#2 has no screen left on screen but is still alive: leaked
                Inputs after launch:
                1. {"tap": "add", "on": "Main"}
                2. {"back": "button"}
                Repro: \(scenario)
                """
            ])
        let none = try navsim(
            "explore", "children", "--variant", "navigationDelegate", "--depth", "2", "--format", "junit")
        #expect(none.status == 0)
        #expect(try testCases(none.output).cases == ["children/navigationDelegate|navsim.explore|-|-"])
    }

    @Test func verifyWritesADivergenceAsAFailedTestCase() throws {
        let reproduced = try navsim("verify", buggy, "--format", "junit")
        #expect(reproduced.status == 0)
        #expect(try testCases(reproduced.output).cases == ["\(buggy)|navsim.verify|-|-"])
        let diverged = try navsim("verify", buggy, "--variant", "navigationDelegate", "--format", "junit")
        #expect(diverged.status == 1)
        let (cases, texts) = try testCases(diverged.output)
        #expect(
            cases == [
                "\(buggy)|navsim.verify|diverged: children/navigationDelegate does not reproduce \(buggy)|diverged"
            ])
        #expect(
            texts == [
                """
                diverged at step 14: children/navigationDelegate does not reproduce \(buggy)
                  recorded: coordinatorStarted c2
                  produced: childAdded c2 to c1
                  state difference (- recorded, + produced):
                    -   c2 AddCoordinator (started)
                    +     c2 AddCoordinator (created)
                Repro: \(buggy)
                """
            ])
    }

    @Test func verifyPrintsJSONSARIFAndGitHubLines() throws {
        let reproduced = try navsim("verify", buggy, "--json")
        #expect(reproduced.status == 0)
        #expect(
            reproduced.output
                == #"{"divergence":null,"events":32,"model":"children/notStored","reproduced":true,"runs":1,"trace":"#
                + #""Traces/children-notStored.navtrace"}"# + "\n")
        let diverged = try navsim("verify", buggy, "--variant", "navigationDelegate", "--format", "json")
        #expect(diverged.status == 1)
        #expect(
            diverged.output
                == #"{"divergence":{"difference":{"added":["    c2 AddCoordinator (created)"],"removed":["  c2 "#
                + #"AddCoordinator (started)"]},"produced":"childAdded c2 to c1","recorded":"coordinatorStarted c2","#
                + #""refusal":null,"run":1,"step":14},"events":null,"model":"children/navigationDelegate","#
                + #""reproduced":false,"runs":1,"trace":"Traces/children-notStored.navtrace"}"# + "\n")
        let sarif = try navsim("verify", buggy, "--variant", "navigationDelegate", "--format", "sarif")
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "diverged")
        #expect((results.first?["properties"] as? [String: Any])?["step"] as? Int == 14)
        let github = try navsim("verify", buggy, "--variant", "navigationDelegate", "--format", "github")
        #expect(github.status == 1)
        #expect(
            github.output.hasPrefix(
                "::error file=\(buggy),title=navsim%3A diverged::children/navigationDelegate does not reproduce \(buggy)%0A"
            ))
        #expect(try navsim("verify", buggy, "--json", "--format", "junit").status == 64)
    }
}
