import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimJournal
import NavSimTestSupport
import Testing

/// `check` and `export --flow` over many traces in one process: directories searched in
/// order, list files, every bad input one line while the rest are still read, and output
/// that does not depend on the number of threads.
@Suite struct ManyTracesTests {
    /// A tree of traces: nested folders, a file that is not a trace, and, named as traces, a
    /// symbolic link and a FIFO (both refused; the FIFO without waiting on it).
    struct Tree {
        let root: URL
        /// The traces in the order `check` reads them, by path under the root.
        static let traces = [
            "a/login-navigator.navtrace", "a/nested/children-notStored.navtrace",
            "a/nested/deeper/login-popOnCancel.jsonl", "z/welcome-fixed.navtrace",
        ]

        init() throws {
            root = try temporaryFolder()
            for path in Self.traces {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let name = url.lastPathComponent
                try FileManager.default.copyItem(
                    at: repositoryRoot.appendingPathComponent("Traces/\(name)"), to: url)
            }
            try Data("not a trace\n".utf8).write(to: root.appendingPathComponent("a/notes.txt"))
            try FileManager.default.createSymbolicLink(
                atPath: path("a/link.navtrace"), withDestinationPath: path("a/login-navigator.navtrace"))
            #expect(mkfifo(path("a/nested/pipe.navtrace"), 0o644) == 0)
        }

        func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        /// The lines on stderr for the link and the FIFO.
        var refusals: String {
            "navsim: \(path("a/link.navtrace")) is a symbolic link; links inside a directory are not followed "
                + "(name its target)\n"
                + "navsim: \(path("a/nested/pipe.navtrace")) is a FIFO (a pipe), not a regular file\n"
        }
    }

    /// What `check` prints for each of `paths` alone, each finding after the trace's path,
    /// and the total number of events.
    static func findings(of paths: [String], printedAs names: [String]? = nil) throws -> (lines: String, events: Int) {
        var lines = ""
        var events = 0
        for (index, path) in paths.enumerated() {
            let alone = try navsim("check", path)
            for line in alone.output.split(separator: "\n") where !line.hasPrefix("clean: ") {
                lines += "\(names?[index] ?? path): \(line)\n"
            }
            let json = try navsim("check", path, "--json")
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            events += try #require(report["events"] as? Int)
        }
        return (lines, events)
    }

    @Test func aDirectoryIsSearchedInOrderAndEveryBadEntryIsOneLine() throws {
        let tree = try Tree()
        let run = try navsim("check", tree.root.path)
        let expected = try Self.findings(of: Tree.traces.map(tree.path))
        #expect(run.status == 2)
        #expect(run.error == tree.refusals)
        #expect(
            run.output == expected.lines + "checked 6 traces, \(expected.events) events: 2 with findings, 2 damaged\n")
    }

    @Test func theOutputIsTheSameOnEveryRunAndWithOneOrTwoThreads() throws {
        let tree = try Tree()
        let runs = try ["1", "2", "2", "1"].map { threads in
            try run("navsim", ["check", tree.root.path, "Traces"], environment: ["NAVSIM_THREADS": threads])
        }
        let jsons = try ["1", "2"].map { threads in
            try run("navsim", ["check", "Traces", "--json"], environment: ["NAVSIM_THREADS": threads])
        }
        for other in runs.dropFirst() {
            #expect(other.output == runs[0].output)
            #expect(other.error == runs[0].error)
            #expect(other.status == runs[0].status)
        }
        #expect(runs[0].output.hasSuffix("with findings, 2 damaged\n"))
        #expect(jsons[0].output == jsons[1].output)
    }

    @Test func aListFromAFileOrStandardInputSkipsBlankLinesAndNamesAMissingFileByLine() throws {
        let tree = try Tree()
        let list = "a/nested\n\nz/welcome-fixed.navtrace\n  \nmissing.navtrace\n"
        let listPath = tree.path("list.txt")
        try Data(list.utf8).write(to: URL(fileURLWithPath: listPath))
        let fromFile = try navsim("check", "--from-list", "list.txt", in: tree.root)
        let fromInput = try navsim(
            "check", "--from-list", "-", in: tree.root, input: FileHandle(forReadingAtPath: listPath))
        let names = ["a/nested/children-notStored.navtrace", "a/nested/deeper/login-popOnCancel.jsonl"]
        let expected = try Self.findings(of: (names + ["z/welcome-fixed.navtrace"]).map(tree.path))
        let lines = try Self.findings(of: names.map(tree.path), printedAs: names).lines
        for (run, listName) in [(fromFile, "list.txt"), (fromInput, "-")] {
            #expect(run.status == 2)
            #expect(run.output == lines + "checked 5 traces, \(expected.events) events: 2 with findings, 2 damaged\n")
            #expect(
                run.error
                    == "navsim: a/nested/pipe.navtrace is a FIFO (a pipe), not a regular file\n"
                    + "navsim: \(listName), line 5: missing.navtrace: no such file\n")
        }
    }

    @Test func aListedNameWithANulByteIsRefusedNotCutShort() throws {
        let tree = try Tree()
        // The part before the NUL names a trace that exists.
        try Data("z/welcome-fixed.navtrace\u{0}.bak\n".utf8).write(to: URL(fileURLWithPath: tree.path("list.txt")))
        let run = try navsim("check", "--from-list", "list.txt", in: tree.root)
        #expect(run.status == 2)
        #expect(run.output == "checked 1 trace, 0 events: 0 with findings, 1 damaged\n")
        #expect(run.error == "navsim: list.txt, line 1: a file name cannot hold a NUL byte\n")
    }

    @Test func aListThatIsNotARegularFileIsRefusedBeforeAnyTrace() throws {
        let tree = try Tree()
        let run = try navsim("check", "Traces", "--from-list", tree.path("a/nested/pipe.navtrace"))
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "navsim: \(tree.path("a/nested/pipe.navtrace")) is a FIFO (a pipe), not a regular file\n")
    }

    @Test func aDamagedTraceAmongCleanOnesIsReportedAndTheOthersAreChecked() throws {
        let folder = try temporaryFolder()
        let clean = ["login-navigator.navtrace", "welcome-fixed.navtrace"]
        for name in clean {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("Traces/\(name)"), to: folder.appendingPathComponent(name))
        }
        let cleanRun = try navsim("check", folder.path)
        let expected = try Self.findings(of: clean.map { folder.appendingPathComponent($0).path })
        #expect(cleanRun.status == 0)
        #expect(cleanRun.error.isEmpty)
        #expect(cleanRun.output == "checked 2 traces, \(expected.events) events: 0 with findings, 0 damaged\n")
        var bytes = try Data(contentsOf: folder.appendingPathComponent(clean[0]))
        bytes[bytes.count / 2] ^= 0xFF
        let damaged = folder.appendingPathComponent("m-damaged.navtrace")
        try bytes.write(to: damaged)
        let alone = try navsim("check", damaged.path)
        let run = try navsim("check", folder.path)
        #expect(alone.status == 2)
        #expect(run.status == 2)
        #expect(run.error == alone.error)
        #expect(run.output == "checked 3 traces, \(expected.events) events: 0 with findings, 1 damaged\n")
        let json = try navsim("check", folder.path, "--json")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(
            reports.map { $0["trace"] as? String }
                == [clean[0], "m-damaged.navtrace", clean[1]].map {
                    folder.appendingPathComponent($0).path
                })
        #expect(reports[1]["error"] as? String == String(alone.error.dropFirst("navsim: ".count).dropLast()))
        #expect(reports[0]["clean"] as? Bool == true)
    }

    @Test func findingsAloneExitWithOne() throws {
        let run = try navsim("check", "Traces/login-popOnCancel.navtrace", "Traces/login-navigator.navtrace")
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("Traces/login-popOnCancel.navtrace: step 23: ignoredCommand: "))
        #expect(run.output.hasSuffix(": 1 with findings, 0 damaged\n"))
    }

    @Test func anEmptyDirectoryIsOneLine() throws {
        let folder = try temporaryFolder()
        let run = try navsim("check", folder.path)
        #expect(run.status == 2)
        #expect(run.error == "navsim: found no .navtrace or .jsonl file in \(folder.path)\n")
    }

    @Test func theFlowOfManyTracesReadOneAtATimeIsTheFlowOfAllInMemory() throws {
        let folder = try temporaryFolder()
        let names = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Traces").path
        )
        .filter { $0.hasSuffix(".navtrace") }.sorted()
        let traces = try names.map { name in
            let reader = try TraceReader(path: repositoryRoot.appendingPathComponent("Traces/\(name)").path)
            var events: [NavigationEvent] = []
            while let event = try reader.nextEvent() { events.append(event) }
            return events
        }
        let expected = try FlowGraph(traces: traces).graph.encoded()
        for threads in ["1", "2"] {
            let output = folder.appendingPathComponent("flow-\(threads).dot").path
            let run = try run(
                "navsim", ["export", "--flow", "--from-list", "-", "--output", output],
                input: try listing(names.map { "Traces/\($0)" }), environment: ["NAVSIM_THREADS": threads])
            #expect(run.status == 0)
            #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
        }
        let fromDirectory = folder.appendingPathComponent("directory.dot").path
        let traceFolder = try temporaryFolder()
        for name in names {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("Traces/\(name)"),
                to: traceFolder.appendingPathComponent(name))
        }
        #expect(try navsim("export", traceFolder.path, "--flow", "--output", fromDirectory).status == 0)
        #expect(try String(contentsOfFile: fromDirectory, encoding: .utf8) == expected)
    }

    @Test func theFlowOfATreeWithBadEntriesNamesEachAndWritesNothing() throws {
        let tree = try Tree()
        let output = tree.path("flow.svg")
        let run = try navsim("export", tree.root.path, "--flow", "--output", output)
        #expect(run.status == 2)
        #expect(run.error == tree.refusals)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Standard input holding `lines`, one a line.
    private func listing(_ lines: [String]) throws -> FileHandle {
        let url = try temporaryFolder().appendingPathComponent("list.txt")
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
        return try FileHandle(forReadingFrom: url)
    }
}
