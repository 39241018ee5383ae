import NavSimDiagrams
import Testing

@Suite struct DOTEncoderTests {
    @Test func encodesSortedDeterministicText() {
        let graph = DOTGraph(
            id: "g",
            attributes: ["rankdir": "LR", "label": .text("Title")],
            nodeDefaults: ["shape": "box"],
            nodes: [DOTNode(id: "b"), DOTNode(id: "a", attributes: ["label": .text("A")])],
            clusters: [
                DOTCluster(id: "y", nodes: [DOTNode(id: "y1")]),
                DOTCluster(id: "x", attributes: ["label": .text("X")], nodes: [DOTNode(id: "x1")]),
            ],
            edges: [DOTEdge(from: "b", to: "a"), DOTEdge(from: "a", to: "b", attributes: ["xlabel": .text("go")])]
        )
        let expected = """
            digraph "g" {
              graph [label="Title", rankdir="LR"];
              node [shape="box"];
              subgraph "cluster_x" {
                graph [label="X"];
                "x1";
              }
              subgraph "cluster_y" {
                "y1";
              }
              "a" [label="A"];
              "b";
              "a" -> "b" [xlabel="go"];
              "b" -> "a";
            }

            """
        #expect(graph.encoded() == expected)
        var shuffled = graph
        shuffled.nodes.reverse()
        shuffled.clusters.reverse()
        shuffled.edges.reverse()
        #expect(shuffled.encoded() == expected)
    }

    @Test func escapesLabelsSoNoCharacterIsSpecial() {
        let label = DOTValue.text("a\"b\\c&d<e>{f|g}\nline\u{1}\u{7F}\t\\N")
        let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "n", attributes: ["label": label])]).encoded()
        #expect(
            dot.contains(
                #"label="a&quot;b&#92;&#92;c&amp;d&lt;e&gt;&#123;f&#124;g&#125;\nline␁␡ &#92;&#92;N""#
            )
        )
    }

    /// Bidirectional overrides, isolates and marks and the line and paragraph separators
    /// show as their escapes, as in the terminal and the viewer's text, never as themselves.
    @Test func escapesBidirectionalControlsAndLineSeparators() {
        let label = DOTValue.text("a\u{202A}\u{202E}b\u{2066}\u{2069}c\u{200E}\u{200F}d\u{2028}\u{2029}e")
        let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "n", attributes: ["label": label])]).encoded()
        let escapes = ["a", "202a", "202e", "b", "2066", "2069", "c", "200e", "200f", "d", "2028", "2029", "e"]
            .map { $0.count == 4 ? "&#92;&#92;u&#123;" + $0 + "&#125;" : $0 }.joined()
        #expect(dot.contains(#"label=""# + escapes + #"""#), "\(dot)")
    }

    @Test func escapesIDsInjectively() {
        let ids = ["a\"b", "a&quot;b", "trailing\\", "line\nbreak", "日本 🚀"]
        let dot = DOTGraph(id: "g", nodes: ids.map { DOTNode(id: $0) }).encoded()
        #expect(dot.contains(#""a&quot;b";"#))
        #expect(dot.contains(#""a&amp;quot;b";"#))
        #expect(dot.contains(#""trailing&#92;";"#))
        #expect(dot.contains(#""line&#x240A;break";"#))
        #expect(dot.contains(#""日本 🚀";"#))
    }

    @Test func alignsLabelLines() {
        let label = DOTLabel(lines: [
            DOTLabel.Line("left", alignment: .left), DOTLabel.Line("right", alignment: .right),
        ])
        let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "n", attributes: ["label": .label(label)])]).encoded()
        #expect(dot.contains(#"label="left\lright\r""#))
    }

    @Test func quotesAttributeNamesThatAreNotIdentifiers() {
        let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "n", attributes: ["odd name": "1", "node": "2"])]).encoded()
        #expect(dot.contains(#""n" ["node"="2", "odd name"="1"];"#))
    }
}
