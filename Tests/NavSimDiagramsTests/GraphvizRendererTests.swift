import Foundation
import NavSimDiagrams
import NavSimTestSupport
import Testing

@Suite struct GraphvizRendererTests {
    @Test func rendersSVGThatParsesAsXML() throws {
        let svg = try GraphvizRenderer().renderSVG(SampleGraphs.clustered)
        let contents = try SVGContents(svg)
        #expect(contents.elements.first == "svg")
        #expect(contents.texts.contains("Group 11"))
        #expect(contents.texts.contains("Node 3.2"))
    }

    @Test func listsFormatsAndEngines() throws {
        #expect(try GraphvizRenderer.availableFormats().contains("svg"))
        #expect(try GraphvizRenderer.availableEngines().contains("dot"))
    }

    @Test func rendersPNGAndPDFWhenOffered() throws {
        let formats = try GraphvizRenderer.availableFormats()
        let magic: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "pdf": Array("%PDF".utf8)]
        let offered = magic.keys.sorted().filter(formats.contains)
        #expect(!offered.isEmpty, "the cairo plugin offers png and pdf on every supported system")
        for format in offered {
            let bytes = try GraphvizRenderer().render(SampleGraphs.clustered, format: format)
            #expect(Array(bytes.prefix(4)) == magic[format], "\(format) header")
        }
    }

    @Test func badDOTThrowsWithGraphvizMessage() {
        #expect {
            try GraphvizRenderer().renderSVG("digraph { a -> }")
        } throws: { error in
            guard case .invalidDOT(let message) = error as? GraphvizError else { return false }
            return message.contains("syntax error")
        }
        // The sticky error level was reset: the next render succeeds.
        #expect((try? GraphvizRenderer().renderSVG("digraph { a -> b }")) != nil)
    }

    @Test func emptyTextThrows() {
        #expect(throws: GraphvizError.invalidDOT(message: "the text holds no graph")) {
            try GraphvizRenderer().renderSVG("")
        }
    }

    @Test func unknownEngineThrowsWithGraphvizMessage() {
        #expect {
            try GraphvizRenderer(engine: "nosuchengine").renderSVG("digraph { a -> b }")
        } throws: { error in
            guard case .unknownEngine(let engine, let available, let message) = error as? GraphvizError else {
                return false
            }
            return engine == "nosuchengine" && available.contains("dot") && message.contains("nosuchengine")
        }
    }

    @Test func unknownFormatThrowsWithGraphvizMessage() {
        #expect {
            try GraphvizRenderer().render("digraph { a -> b }", format: "nosuchformat")
        } throws: { error in
            guard case .unknownFormat(let format, let available, let message) = error as? GraphvizError else {
                return false
            }
            return format == "nosuchformat" && available.contains("svg") && message.contains("nosuchformat")
        }
    }

    @Test func errorsSayWhatToDo() {
        let error = GraphvizError.pluginsUnavailable(message: "The list of layout engines is empty.")
        #expect(error.description.contains("dot -c"))
        #expect(error.description.contains("libgvc6"))
    }

    @Test func concurrentRendersShareOneLockedContext() async throws {
        let expected = try GraphvizRenderer().renderSVG(SampleGraphs.clustered)
        let outputs = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try (0..<10).map { _ in try GraphvizRenderer().renderSVG(SampleGraphs.clustered) }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outputs.count == 40)
        #expect(outputs.allSatisfy { $0 == expected })
    }
}

@Suite struct HostileLabelTests {
    @Test(arguments: hostileLabels)
    func hostileTextGivesValidSVGWithoutMarkup(text: String) throws {
        let graph = DOTGraph(
            id: text,
            attributes: ["label": .text(text)],
            nodes: [DOTNode(id: text, attributes: ["label": .text(text)]), DOTNode(id: "plain")],
            clusters: [DOTCluster(id: text, attributes: ["label": .text(text)], nodes: [DOTNode(id: "in " + text)])],
            edges: [DOTEdge(from: text, to: "plain", attributes: ["xlabel": .text(text)])]
        )
        let svg = try GraphvizRenderer().renderSVG(graph.encoded())
        let contents = try SVGContents(svg)
        #expect(!contents.elements.contains { $0.lowercased() == "script" || $0.lowercased() == "b" })
        #expect(!contents.elements.contains { $0.lowercased() == "table" })
        let shown = shownLabel(text)
        for line in shown.split(separator: "\n") {
            #expect(
                contents.texts.filter { $0 == line }.count >= 3, "graph, cluster, node and edge labels show \(line)")
        }
        #expect(contents.titles.contains("plain"))
    }

    /// A name holding bidirectional controls or line separators is drawn with their escapes
    /// (`\u{202e}`) in every label, so it cannot reverse or hide what the SVG shows after it.
    @Test func bidirectionalControlsAreDrawnAsTheirEscapes() throws {
        let text = "\u{202E}lanif\u{202C} \u{2067}isolated\u{2069}\u{200F} line\u{2028}para\u{2029}end"
        let graph = DOTGraph(
            id: "g",
            attributes: ["label": .text(text)],
            nodes: [DOTNode(id: "a", attributes: ["label": .text(text)]), DOTNode(id: "b")],
            clusters: [DOTCluster(id: "c", attributes: ["label": .text(text)], nodes: [DOTNode(id: "d")])],
            edges: [DOTEdge(from: "a", to: "b", attributes: ["xlabel": .text(text)])]
        )
        let contents = try SVGContents(try GraphvizRenderer().renderSVG(graph.encoded()))
        let shown = #"\u{202e}lanif\u{202c} \u{2067}isolated\u{2069}\u{200f} line\u{2028}para\u{2029}end"#
        #expect(contents.texts.filter { $0 == shown }.count == 4, "\(contents.texts)")
        #expect(!contents.texts.joined().unicodeScalars.contains { $0.properties.isBidiControl })
        #expect(!contents.texts.joined().unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
    }
}

/// Whatever Graphviz does, it happens in a child process: the caller gets an error and can
/// render again.
@Suite struct GraphvizIsolationTests {
    /// The shape that aborted Graphviz 2.42/2.43 in-process: a cluster label of only a line
    /// break (zero points wide) when external labels are placed.
    static let abortingDOT = #"digraph { forcelabels=true; subgraph cluster_a { label="\n"; a } a -> b [xlabel="x"] }"#

    @Test func anAbortInGraphvizIsAnError() throws {
        #expect {
            try GraphvizRenderer().renderSVG(Self.abortingDOT)
        } throws: { error in
            guard case .crashed(let signal, let message) = error as? GraphvizError else { return false }
            return signal == SIGABRT && message.contains("xlabels.c") && message.contains("Assertion")
        }
        #expect(try GraphvizRenderer().renderSVG("digraph { a -> b }").contains("</svg>"))
        let description = GraphvizError.crashed(signal: SIGABRT, message: "dot: assertion").description
        #expect(description == "Graphviz crashed (signal 6, SIGABRT) laying out or rendering the graph: dot: assertion")
    }

    @Test func aGraphAboveTheLimitsIsRefusedBeforeLayout() throws {
        let renderer = GraphvizRenderer(limits: GraphvizRenderer.Limits(nodes: 3, edges: 10, clusters: 1))
        let dot = "digraph { subgraph cluster_a { a } subgraph cluster_b { b } a -> b; c -> d }"
        #expect(throws: GraphvizError.graphTooLarge(nodes: 4, edges: 2, clusters: 2, limits: renderer.limits)) {
            try renderer.renderSVG(dot)
        }
        #expect(try GraphvizRenderer().renderSVG(dot).contains("</svg>"))
        let description = GraphvizError.graphTooLarge(nodes: 4, edges: 2, clusters: 2, limits: renderer.limits)
            .description
        #expect(
            description
                == "the graph is too large to lay out (4 nodes, 2 edges, 2 clusters; at most 3, 10 and 1); "
                + "write it as DOT instead")
    }

    @Test func aWorkerThatMadeNoProgressSaysForHowLong() {
        #expect(
            GraphvizError.stalled(seconds: 10, attempts: 1).description
                == "Graphviz made no progress: its worker process used no CPU time and sent nothing for 10 s; "
                + "it was stopped")
    }

    @Test func aRenderPastItsTimeLimitIsStopped() throws {
        #expect(throws: GraphvizError.timedOut(seconds: 0)) {
            try GraphvizRenderer(timeLimit: .zero).renderSVG(SampleGraphs.clustered)
        }
        #expect(try GraphvizRenderer().renderSVG(SampleGraphs.clustered).contains("</svg>"))
    }
}
