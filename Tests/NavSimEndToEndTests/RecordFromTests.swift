import Foundation
import NavSimTestSupport
import Testing

/// `record --explore N --from SCENARIO` and `--text FIELD=TEXT`: a walk that starts in a
/// signed-in state and types the texts given.
@Suite struct RecordFromTests {
    private let scenario = "Scenarios/login-strongParent.json"

    private func log(_ trace: String, in folder: URL) throws -> [Substring] {
        try navsim(["log", trace], in: folder).output.split(separator: "\n")
    }

    @Test func theWalkStartsWhereTheScenarioEndsInTheScenariosVariant() throws {
        let folder = try temporaryFolder()
        let path = URL(fileURLWithPath: scenario, relativeTo: repositoryRoot).path
        #expect(try navsim(["record", "login", "--scenario", path, "-o", "scenario.navtrace"], in: folder).status == 0)
        let walk = try navsim(
            ["record", "login", "--explore", "30", "--from", path, "-o", "walk.navtrace"], in: folder)
        #expect(walk.status == 0)
        #expect(walk.output.contains(" of login/strongParent to walk.navtrace\n"))
        let prefix = try log("scenario.navtrace", in: folder)
        let walked = try log("walk.navtrace", in: folder)
        #expect(prefix.count == 66)
        #expect(Array(walked.prefix(prefix.count)) == prefix)
        #expect(walked.count > prefix.count)
        let again = try navsim(
            ["record", "login", "--explore", "30", "--from", path, "-o", "again.navtrace"], in: folder)
        #expect(again.status == 0)
        let bytes = try Data(contentsOf: folder.appendingPathComponent("walk.navtrace"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("again.navtrace")) == bytes)
    }

    @Test func theWalkTypesTheTextsGiven() throws {
        let folder = try temporaryFolder()
        let typed = try navsim(
            ["record", "login", "--explore", "300", "--text", "login=zed", "-o", "t.navtrace"], in: folder)
        #expect(typed.status == 0)
        #expect(try log("t.navtrace", in: folder).contains { $0.hasSuffix(#"userTapped login on s6 with "zed""#) })
        // The same text from a --text file: the same walk, byte for byte.
        try Data(#"{"login": ["zed"]}"#.utf8).write(to: folder.appendingPathComponent("texts.json"))
        let filed = try navsim(
            ["record", "login", "--explore", "300", "--text", "texts.json", "-o", "f.navtrace"], in: folder)
        #expect(filed.status == 0)
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("f.navtrace"))
                == Data(contentsOf: folder.appendingPathComponent("t.navtrace")))
        #expect(try navsim(["record", "login", "--explore", "300", "-o", "u.navtrace"], in: folder).status == 0)
        #expect(try !log("u.navtrace", in: folder).contains { $0.contains("zed") })
    }

    @Test(arguments: [["--from", "x.json"], ["--text", "login=bob"]])
    func fromAndTextGoWithExplore(arguments: [String]) throws {
        let run = try navsim(["record", "login", "-o", "t.navtrace"] + arguments)
        #expect(run.status == 64)
        #expect(run.error.hasPrefix("navsim: \(arguments[0]) goes with --explore"))
        let bad = try navsim(["record", "login", "--explore", "1", "--text", "=bob", "-o", "t.navtrace"])
        #expect(bad.status == 64)
        #expect(bad.error.contains("--text takes FIELD=TEXT"))
    }
}
