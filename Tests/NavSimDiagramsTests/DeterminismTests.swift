import Foundation
import NavSimDiagrams
import Testing

@Suite struct DeterminismTests {
    @Test func clusteredGraphRendersByteIdenticallyInOneProcess() throws {
        let first = try GraphvizRenderer().render(SampleGraphs.clustered)
        for round in 0..<25 {
            // Other graphs in between change what the heap holds, as in a long-lived process.
            _ = try GraphvizRenderer().render("digraph { subgraph cluster_q\(round) { a\(round) } b -> a\(round) }")
            #expect(try GraphvizRenderer().render(SampleGraphs.clustered) == first, "round \(round)")
        }
    }

    @Test func clusteredGraphEqualsDotCommandOutput() throws {
        let dot = try #require(dotCommandPath(), "Graphviz's dot command is installed with graphviz")
        let (status, output) = try run(dot, ["-Tsvg"], input: SampleGraphs.clustered)
        #expect(status == 0)
        #expect(Array(output) == (try GraphvizRenderer().render(SampleGraphs.clustered)))
    }

    @Test func diagramsEqualDotCommandOutput() throws {
        let dot = try #require(dotCommandPath(), "Graphviz's dot command is installed with graphviz")
        let flow = try FlowGraph(traces: [Fixtures.signUpThenCrash, Fixtures.tabs, Fixtures.tabsWithDismiss]).dot
        let hierarchy = HierarchyDiagram(state: try Fixtures.state(after: Fixtures.tabs)).dot
        for text in [flow, hierarchy] {
            let (status, output) = try run(dot, ["-Tsvg"], input: text)
            #expect(status == 0)
            #expect(Array(output) == (try GraphvizRenderer().render(text)))
        }
    }

    @Test func clusteredGraphRendersByteIdenticallyAcrossProcesses() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = try GraphvizRenderer().render(SampleGraphs.clustered)
        for child in 0..<2 {
            let output = directory.appendingPathComponent("child\(child).svg")
            try ChildProcessRenderTests.runChild(writingTo: output)
            #expect(Array(try Data(contentsOf: output)) == expected, "child process \(child)")
        }
    }

    @Test func missingPluginConfigurationThrowsWithTheFix() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("child.txt")
        // An empty plugin directory is what a missing config6a looks like to libgvc.
        try ChildProcessRenderTests.runChild(writingTo: output, environment: ["GVBINDIR": directory.path])
        let report = try String(contentsOf: output, encoding: .utf8)
        #expect(report.hasPrefix("error: pluginsUnavailable"))
        #expect(report.contains("dot -c"))
    }
}

/// Renders the clustered sample in this process: run by the tests above as a child
/// process (the test binary again, filtered to this suite), and as a plain test otherwise.
@Suite struct ChildProcessRenderTests {
    static let outputVariable = "NAVSIM_CHILD_RENDER_OUTPUT"

    @Test func rendersClusteredSample() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[Self.outputVariable] else {
            let contents = try SVGContents(try GraphvizRenderer().renderSVG(SampleGraphs.clustered))
            #expect((0..<12).allSatisfy { contents.titles.contains("cluster_group\($0)") })
            return
        }
        let report: Data
        do {
            report = Data(try GraphvizRenderer().render(SampleGraphs.clustered))
        } catch {
            report = Data("error: \(Self.caseName(of: error)): \(error)".utf8)
        }
        try report.write(to: URL(fileURLWithPath: path))
    }

    private static func caseName(of error: GraphvizError) -> String {
        String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)")
    }

    /// Runs this test binary filtered to this suite, with `environment` added.
    static func runChild(writingTo output: URL, environment: [String: String] = [:]) throws {
        let executable = CommandLine.arguments[0]
        let arguments = ["--filter", "ChildProcessRenderTests", "--testing-library", "swift-testing"]
        _ = try run(executable, arguments, environment: environment.merging([outputVariable: output.path]) { $1 })
        #expect(FileManager.default.fileExists(atPath: output.path), "the child process wrote its output")
    }
}
