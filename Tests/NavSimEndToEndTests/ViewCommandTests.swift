import Foundation
import NavSimTestSupport
import Testing

/// `navsim view` as a user runs it: the page written atomically, never over a file without
/// --force, one line for each failure.
@Suite struct ViewCommandTests {
    @Test func writesOnePageAndRefusesToReplaceItWithoutForce() throws {
        let folder = try temporaryFolder()
        let page = folder.appendingPathComponent("bug.html").path
        let trace = "Traces/children-removedOnDisappear.navtrace"
        let run = try navsim("view", trace, "--output", page)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("wrote \(page) (52 events, "))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>children-removedOnDisappear.navtrace · children/removedOnDisappear"))
        // Nothing the page loads: no URL but the SVG namespaces Graphviz writes.
        let urls = html.components(separatedBy: "http").dropFirst().map { $0.prefix(30) }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/") || $0.hasPrefix("-equiv") })

        let refused = try navsim("view", trace, "--output", page)
        #expect(refused.status == 3)
        #expect(refused.failedWithOneLine)
        #expect(refused.error.contains("already exists (use --force to replace it)"))
        #expect(try String(contentsOfFile: page, encoding: .utf8) == html)
        #expect(try navsim("view", "Traces/children-notStored.navtrace", "--output", page, "--force").status == 0)
        #expect(try String(contentsOfFile: page, encoding: .utf8) != html)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["bug.html"])
    }

    @Test func theSameTraceGivesTheSameBytes() throws {
        let folder = try temporaryFolder()
        let pages = ["a.html", "b.html"].map { folder.appendingPathComponent($0).path }
        for page in pages {
            #expect(try navsim("view", "Traces/login-strongParent.jsonl", "--output", page).status == 0)
        }
        #expect(FileManager.default.contentsEqual(atPath: pages[0], andPath: pages[1]))
    }

    @Test func failuresAreOneLineWithTheirStatus() throws {
        let folder = try temporaryFolder()
        let impossible = folder.appendingPathComponent("impossible.jsonl")
        let lines = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Traces/login-navigator.jsonl"), encoding: .utf8
        ).split(separator: "\n")
        // The header and the first event, then a screen deallocated that was never created.
        let gone = #"{"step":2,"type":"screenDeallocated","screen":1}"#
        try Data((lines.prefix(2) + [gone[...]]).joined(separator: "\n").utf8).write(to: impossible)
        let bad = try navsim("view", impossible.path, "--output", folder.appendingPathComponent("x.html").path)
        #expect(bad.status == 2)
        #expect(bad.failedWithOneLine)
        #expect(bad.error.contains("impossible event at step 2"))
        let directory = try navsim("view", "Traces/login-navigator.navtrace", "--output", folder.path, "--force")
        #expect(directory.status == 3)
        #expect(directory.failedWithOneLine)
        let usage = try navsim("view", "Traces/login-navigator.navtrace")
        #expect(usage.status == 64)
        #expect(usage.failedWithOneLine)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["impossible.jsonl"])
    }
}
