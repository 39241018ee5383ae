import Foundation
import NavSimTesting
import Testing

// The code of docs/testing.md, compiled and run: the test at the end checks that every
// Swift block of the page appears here verbatim (the XCTest one in NavSimXCTests).

@Suite @MainActor
struct NotesTests {
    @Test func starringAndComposing() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()  // launching is tested elsewhere

        store.tap("Star")
        store.expectEvents([
            "userTapped Star on s1",
            "viewModelStateChanged s1 to {\"stars\":1}",
        ])

        store.tap("Compose")
        store.skipEvents()
        store.expectOutline(
            """
            step 25
            w1
              root k1 Navigation
                s1 Notes [disappeared] {"stars":1}
                s2 Editor [appeared] {"isSaving":false}
            coordinators
              c1 AppCoordinator (started) screens: s1 containers: k1
                c2 ComposeCoordinator (started) screens: s2
            """)
    }
}

@Suite @MainActor
struct NotesStateTests {
    @Test func composingOpensTheEditor() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch {
            $0.front = "Notes"
            $0.stacks = ["Navigation#1": ["Notes"]]
            $0.coordinators = ["AppCoordinator"]
            $0.viewModels = ["Notes": ["stars": 0]]
        }
        store.tap("Star") { $0.viewModels["Notes"]?["stars"] = 1 }
        store.tap("Compose") {
            $0.front = "Editor"
            $0.stacks["Navigation#1"]?.append("Editor")
            $0.coordinators.append("ComposeCoordinator")
            $0.viewModels["Editor"] = ["isSaving": false]
        }
    }
}

@Suite @MainActor
struct NotesExplorationTests {
    @Test func noLeaksNoOrphansNoCrashes() {
        Exploration(named: "notes", seeds: 1...5, inputs: 100) { NotesApp.make() }
            .expectNoFindings()
    }
}

@Suite @MainActor
struct NotesBreadthFirstTests {
    @Test func noNavigationBugSixInputsDeep() {
        SystematicExploration(depth: 6) { NotesApp.make() }.expectNoFindings()
    }
}

/// A bug report's trace, kept as a regression test once the bug is fixed.
@MainActor func expectLeakFixed(trace: String) {
    expectTrace(trace, notReproducedBy: { NotesApp.make() })
    expectTrace(trace, reproducedBy: { NotesApp.make(leaky: true) })
}

@Suite @MainActor
struct DocsExampleTests {
    /// The page, read from the repository.
    static let page = (try? String(contentsOf: docsURL, encoding: .utf8)) ?? ""
    static let docsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/testing.md")

    /// The fenced blocks of `language` in the page.
    static func blocks(_ language: String) -> [String] {
        page.components(separatedBy: "```\(language)\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
    }

    @Test func everySwiftBlockOfThePageIsCompiledHere() throws {
        let xcTests = Self.docsURL.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Tests/NavSimXCTests/DocsExampleXCTests.swift")
        let source =
            try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            + String(contentsOf: xcTests, encoding: .utf8)
        let blocks = Self.blocks("swift")
        #expect(blocks.count >= 4)
        for block in blocks where !block.contains(".package(") && !block.contains(".testTarget(") {
            let compiled = source.contains(block)
            #expect(compiled, "docs/testing.md has a block this file does not:\n\(block)")
        }
    }

    @Test func thePagesFailureReportIsTheOneTheLeakGives() throws {
        let exploration = Exploration(named: "notes", variant: "leaky", seeds: 1...5, inputs: 100) {
            NotesApp.make(leaky: true)
        }
        let finding = try #require(exploration.run())
        let report = finding.report(scenarioPath: "/tmp/navsim-exploration/notes-leaky-seed1.json")
        #expect(Self.blocks("text").contains(report + "\n"))
    }

    @Test func thePagesBreadthFirstReportIsTheOneTheLeakGives() {
        let leaky = SystematicExploration(depth: 2) { NotesApp.make(leaky: true) }
        let textBlocks = Self.blocks("text")
        withKnownIssue {
            #expect(leaky.expectNoFindings().findings.count == 1)
        } matching: { issue in
            textBlocks.contains((issue.comments.first?.rawValue ?? "") + "\n")
        }
    }

    @Test func theRegressionExampleRunsOnARecordedTrace() throws {
        let directory = try temporaryDirectory()
        let path = try TraceExpectationTests().recordLeak(in: directory)
        expectLeakFixed(trace: path)
    }
}
