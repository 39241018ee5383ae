import Foundation
import NavSimTestSupport
import Testing

/// `explore --from SCENARIO` and `--text FIELD=TEXT`: an exploration rooted after a
/// scenario's inputs, and text typed into a field beside its placeholder.
@Suite struct ExploreFromTests {
    private let scenario = "Scenarios/login-strongParent.json"

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func lines(_ steps: Any?) throws -> [String] {
        try #require(steps as? [[String: Any]]).map { step in
            String(decoding: try JSONSerialization.data(withJSONObject: step, options: .sortedKeys), as: UTF8.self)
        }
    }

    @Test func theScenariosStateIsTheRootAndItsVariantTheDefault() throws {
        let run = try navsim("explore", "login", "--from", scenario, "--depth", "1", "--json")
        #expect(run.status == 1)
        let report = try object(run.output)
        let inputs = [
            #"{"on":"Main","tap":"goToNext"}"#, #"{"on":"Login","tap":"login","with":"alice"}"#,
            #"{"respond":"authApi","with":{"error":"wrong password","ok":false}}"#, #"{"on":"Login","tap":"cancel"}"#,
            #"{"on":"Main","tap":"goToNext"}"#, #"{"on":"Login","tap":"cancel"}"#,
        ]
        #expect(try lines(report["from"]) == inputs)
        #expect(report["states"] as? Int == 2)
        #expect(report["depth"] as? Int == 1)
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["finishedButAlive", "flowEndedButAlive"])
        // strongParent, the scenario's variant: the leak is seen within the scenario's inputs.
        for finding in findings { #expect(try lines(finding["inputs"]) == Array(inputs.prefix(4))) }
        let text = try navsim("explore", "login", "--from", scenario, "--depth", "1")
        #expect(
            text.output.hasPrefix(
                "explored login/strongParent breadth-first from \(scenario) (6 inputs): 2 states, 1 transition, "
                    + "to depth 1 (complete)\n"))
    }

    @Test func withoutFromTheReportHasNoFromKey() throws {
        let run = try navsim("explore", "login", "--depth", "1", "--json")
        #expect(run.status == 0)
        #expect(try object(run.output)["from"] == nil)
    }

    @Test func aScenarioOfAnotherAppOrThatCannotBeReplayedIsRefused() throws {
        let other = try navsim("explore", "login", "--from", "Scenarios/children-notStored.json")
        #expect(other.status == 2)
        #expect(
            other.error
                == "navsim: Scenarios/children-notStored.json: a scenario of the app 'children', not of 'login'\n")
        let folder = try temporaryFolder()
        let stuck = folder.appendingPathComponent("stuck.json")
        try Data(#"{"app": "login", "summary": "", "inputs": [{"tap": "cancel", "on": "Login"}]}"#.utf8)
            .write(to: stuck)
        let refused = try navsim("explore", "login", "--from", stuck.path)
        #expect(refused.status == 2)
        #expect(refused.failedWithOneLine)
        #expect(refused.error.hasPrefix("navsim: \(stuck.path): the exploration cannot start there: "))
    }

    @Test func eachTextIsTypedOnceBesideThePlaceholder() throws {
        func counts(_ arguments: String...) throws -> [Int] {
            let report = try object(try navsim(["explore", "login", "--depth", "2", "--json"] + arguments).output)
            return [report["states"] as? Int ?? -1, report["transitions"] as? Int ?? -1]
        }
        // Main's goToNext, then the login field typed "alice" (its placeholder) and "".
        #expect(try counts() == [4, 4])
        #expect(try counts("--text", "login=bob", "--text", "login=carol") == [6, 6])
        #expect(try counts("--text", "login=alice") == [4, 4], "the placeholder once")
        #expect(try counts("--text", "nofield=bob") == [4, 4])
        let bad = try navsim("explore", "login", "--text", "=bob")
        #expect(bad.status == 64)
        #expect(bad.error.contains("--text takes FIELD=TEXT"))
    }

    /// `--text FILE`: a JSON object of texts by field, typed as `--text FIELD=TEXT` types them.
    @Test func textsFromAFileAreTypedAsTextsGivenOneByOne() throws {
        let folder = try temporaryFolder()
        func counts(_ arguments: String...) throws -> [Int] {
            let report = try object(try navsim(["explore", "login", "--depth", "2", "--json"] + arguments).output)
            return [report["states"] as? Int ?? -1, report["transitions"] as? Int ?? -1]
        }
        let texts = folder.appendingPathComponent("texts.json")
        try Data(#"{"login": ["bob", "carol", ""], "nofield": ["x"]}"#.utf8).write(to: texts)
        #expect(try counts("--text", texts.path) == [6, 6])
        #expect(try counts("--text", texts.path, "--text", "login=dave") == [7, 7])
    }

    /// A --text file that is missing or not an object of arrays of strings is refused in one
    /// line naming it, with status 2 (as an unreadable --from scenario is).
    @Test func aBadTextsFileIsRefusedInOneLine() throws {
        let folder = try temporaryFolder()
        func refusal(_ contents: String?) throws -> String {
            let path = folder.appendingPathComponent("texts.json")
            try? FileManager.default.removeItem(at: path)
            if let contents { try Data(contents.utf8).write(to: path) }
            let run = try navsim("explore", "login", "--text", "texts.json", in: folder)
            #expect(run.status == 2)
            #expect(run.failedWithOneLine)
            #expect(run.output.isEmpty)
            return run.error
        }
        #expect(try refusal(nil) == "navsim: cannot read texts.json: No such file or directory\n")
        #expect(
            try refusal(#"{"login": ["bob",]}"#)
                == "navsim: texts.json: not a valid --text file: line 1, column 18: unexpected character\n")
        #expect(
            try refusal(#"{"login": "bob"}"#)
                == "navsim: texts.json: not a valid --text file: .login: Expected to decode Array<Any> but found a "
                + "string instead.\n")
        #expect(
            try refusal(#"["bob"]"#)
                == "navsim: texts.json: not a valid --text file: the top level: Expected to decode "
                + "Dictionary<String, Any> but found an array instead.\n")
        #expect(
            try refusal(#"{"login": ["bob"], "login": []}"#)
                == "navsim: texts.json: not a valid --text file: line 1, column 20: duplicate key \"login\"\n")
    }

    @Test func aScenarioThatLaunchesWithALinkIsExploredLaunchedWithIt() throws {
        let folder = try temporaryFolder()
        let linked = folder.appendingPathComponent("linked.json")
        try Data(
            #"{"example": "projects", "summary": "", "launch": {"open": "projects://add"}, "inputs": []}"#.utf8
        ).write(to: linked)
        let run = try navsim("explore", "projects", "--from", linked.path, "--depth", "0")
        #expect(
            run.output.hasPrefix(
                "explored projects/seed breadth-first from \(linked.path) (0 inputs, launched with the url "
                    + "\"projects://add\"): 1 state, 0 transitions, to depth 0 (complete)\n"), "\(run.output)")
    }
}
