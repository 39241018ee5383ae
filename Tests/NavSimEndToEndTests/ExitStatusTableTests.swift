import Foundation
import NavSimTestSupport
import Testing

/// The README's commands table, walked: for every command and every exit status its row
/// documents, one invocation that exits with it, and no status it does not document.
@Suite struct ExitStatusTableTests {
    /// Each command in the README's table with the statuses of its last column.
    static func documentedStatuses() throws -> [String: Set<Int32>] {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var table: [String: Set<Int32>] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `navsim ") {
            let name = line.dropFirst("| `navsim ".count).prefix { $0.isLetter || $0 == "-" }
            // The last cell: after the last unescaped bar but the closing one.
            let cell = line.dropLast().split(separator: "|").last ?? ""
            table[String(name)] = Set(cell.split { !$0.isNumber }.compactMap { Int32($0) })
        }
        return table
    }

    @Test func everyDocumentedStatusHasAnInvocationThatGivesIt() throws {
        let folder = try temporaryFolder()
        let path = { folder.appendingPathComponent($0).path }
        let clean = path("clean.navtrace")
        let bug = path("bug.navtrace")
        let damaged = path("damaged.navtrace")
        let missing = path("missing.navtrace")
        _ = try navsim("record", "login", "--scenario", scenarioPath("login-navigator"), "--output", clean)
        _ = try navsim("record", "children", "--scenario", scenarioPath("children-removedOnDisappear"), "--output", bug)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: clean))
        bytes[bytes.count / 2] ^= 0x40
        try bytes.write(to: URL(fileURLWithPath: damaged))
        for name in ["exists.svg", "exists.jsonl"] { try Data("old".utf8).write(to: URL(fileURLWithPath: path(name))) }

        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import UIKit\n".utf8).write(to: app.appendingPathComponent("A.swift"))
        let invocations: [String: [Int32: [String]]] = [
            "init": [
                0: ["init", app.path, "--name", "app", "--output", path("package")],
                2: ["init", missing, "--name", "app", "--output", path("nothing")],
                3: ["init", app.path, "--name", "app", "--output", app.appendingPathComponent("inside").path],
                64: ["init", app.path, "--name", "App"],
            ],
            "apps": [0: ["apps"], 64: ["apps", "--bogus"]],
            "record": [
                0: [
                    "record", "login", "--scenario", scenarioPath("login-navigator"), "--output", path("new.navtrace"),
                ],
                2: ["record", "nope", "--explore", "3", "--output", path("nope.navtrace")],
                3: ["record", "login", "--explore", "3", "--output", clean],
                64: ["record", "login", "--explore", "3"],
            ],
            "replay": [0: ["replay", clean], 2: ["replay", damaged], 64: ["replay", clean, "--at", "-1"]],
            "log": [0: ["log", clean], 2: ["log", missing], 64: ["log", clean, "--from", "0"]],
            "check": [0: ["check", clean], 1: ["check", bug], 2: ["check", damaged], 64: ["check"]],
            "verify": [
                0: ["verify", clean], 1: ["verify", bug, "--variant", "navigationDelegate"], 2: ["verify", missing],
                64: ["verify", clean, "--bogus"],
            ],
            "diff": [
                0: ["diff", clean, clean], 1: ["diff", clean, bug], 2: ["diff", clean, missing], 64: ["diff", clean],
            ],
            "export": [
                0: ["export", clean, "--hierarchy", "--output", path("new.svg")],
                2: ["export", damaged, "--hierarchy", "--output", path("damaged.svg")],
                3: ["export", clean, "--hierarchy", "--output", path("exists.svg")],
                64: ["export", clean, "--hierarchy", "--flow", "--output", path("both.svg")],
            ],
            "view": [
                0: ["view", clean, "--output", path("new.html")],
                2: ["view", damaged, "--output", path("damaged.html")],
                3: ["view", clean, "--output", path("exists.svg")],
                64: ["view", clean],
            ],
            "convert": [
                0: ["convert", clean, "--output", path("new.jsonl")],
                2: ["convert", damaged, "--output", path("damaged.jsonl")],
                3: ["convert", clean, "--output", path("exists.jsonl")],
                64: ["convert", clean, "--output", path("same.navtrace")],
            ],
            "explore": [
                0: ["explore", "login", "--variant", "navigator", "--depth", "2"],
                1: ["explore", "children", "--variant", "notStored", "--depth", "2"],
                2: ["explore", "login", "--variant", "nope"],
                3: ["explore", "children", "--variant", "notStored", "--depth", "1", "--output", clean],
                64: ["explore", "login", "--depth", "-1"],
            ],
            "shrink": [
                0: ["shrink", bug, "--output", path("shrunk.navtrace")],
                2: ["shrink", clean],
                3: ["shrink", bug, "--output", clean],
                64: ["shrink", bug, "--finding", "0"],
            ],
            "test-from": [
                0: ["test-from", clean],
                2: ["test-from", damaged],
                3: ["test-from", clean, "--output", path("exists.svg")],
                64: ["test-from", clean, "--force"],
            ],
        ]
        let documented = try Self.documentedStatuses()
        #expect(documented.keys.sorted() == invocations.keys.sorted())
        for (command, statuses) in documented.sorted(by: { $0.key < $1.key }) {
            let cases = invocations[command] ?? [:]
            #expect(Set(cases.keys) == statuses, "\(command): the README documents \(statuses.sorted())")
            for (status, arguments) in cases.sorted(by: { $0.key < $1.key }) {
                let run = try navsim(arguments)
                #expect(run.status == status, "\(arguments.joined(separator: " ")): \(run.error)")
                if status >= 2 {
                    #expect(run.failedWithOneLine, "\(arguments.joined(separator: " ")): \(run.error)")
                } else {
                    #expect(run.error.isEmpty, "\(arguments.joined(separator: " ")): \(run.error)")
                }
            }
        }
    }
}
