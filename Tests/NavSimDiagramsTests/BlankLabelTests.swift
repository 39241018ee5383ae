import Foundation
import NavSimCore
import NavSimDiagrams
import Testing

/// Labels that would lay out zero points wide (only line breaks) aborted Graphviz in
/// `xlabels.c:219`, and with it navsim: `export --flow` of a trace whose coordinator type
/// is "\n". The encoder shows every blank-looking label as a quoted escape instead.
@Suite struct BlankLabelTests {
    static let blanks = [
        "\n", "\r", "\r\n", "\n\n\r", " ", "\t", "\u{200B}", "\u{0301}", "\u{00A0}\u{2028}", "\u{E000}",
    ]

    @Test func blankLabelsAreEncodedAsQuotedEscapes() {
        let cases: [(text: String, encoded: String)] = [
            ("\n", #""&quot;&#92;&#92;n&quot;""#),
            ("\r\n", #""&quot;&#92;&#92;r&#92;&#92;n&quot;""#),
            ("  ", #""&quot;  &quot;""#),
            ("\u{200B}", #""&quot;&#92;&#92;u&#123;200B&#125;&quot;""#),
            ("", #""""#),
            ("a\n", #""a\n""#),
            ("\u{7}", #""␇""#),
        ]
        for (text, encoded) in cases {
            let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "n", attributes: ["label": .text(text)])]).encoded()
            #expect(dot.contains(" [label=\(encoded)];"), "\(text.debugDescription)")
        }
        let lines = DOTLabel(lines: [DOTLabel.Line("", alignment: .left), DOTLabel.Line(" ")])
        let dot = DOTGraph(id: "g", nodes: [DOTNode(id: "n", attributes: ["label": .label(lines)])]).encoded()
        #expect(dot.contains(#"label="&quot;&#92;&#92;n &quot;\l""#))
    }

    @Test func labelsGivenAsPlainStringsAreEscapedAsLabels() {
        let graph = DOTGraph(
            id: "g", nodes: [DOTNode(id: "n", attributes: ["label": "\n", "xlabel": "a\\b", "tooltip": "a\\b"])])
        let dot = graph.encoded()
        #expect(dot.contains(#"label="&quot;&#92;&#92;n&quot;""#))
        #expect(dot.contains(#"xlabel="a&#92;&#92;b""#))
        #expect(dot.contains(#"tooltip="a&#92;b""#))
    }

    @Test(arguments: blanks)
    func blankLabelsRenderVisiblyEverywhere(text: String) throws {
        let graph = DOTGraph(
            id: "g", attributes: ["label": .text(text), "forcelabels": "true"],
            nodes: [DOTNode(id: "n", attributes: ["label": .text(text)]), DOTNode(id: "m")],
            clusters: [DOTCluster(id: "c", attributes: ["label": .text(text)], nodes: [DOTNode(id: "in")])],
            edges: [
                DOTEdge(from: "in", to: "n", attributes: ["xlabel": .text(text)]),
                DOTEdge(from: "n", to: "m", attributes: ["label": .text(text)]),
            ]
        )
        let contents = try SVGContents(try GraphvizRenderer().renderSVG(graph.encoded()))
        let shown = Self.escaped(text)
        #expect(contents.texts.filter { $0 == shown }.count == 5, "graph, cluster, node, xlabel and label")
    }

    /// The coordinator types and screen names of a flow graph come from the trace.
    @Test func flowGraphOfBlankNamesRendersAndShowsThem() throws {
        var events: [NavigationEvent] = [.launched, .windowCreated(Fixtures.w1)]
        events += Fixtures.coordinator(1, "\n")
        events += [
            .containerCreated(Fixtures.k(1), style: .navigation, owner: Fixtures.c(1)),
            .screenCreated(Fixtures.s(1), name: "\r", owner: Fixtures.c(1), state: .null),
            .pushed(.screen(Fixtures.s(1)), container: Fixtures.k(1)),
            .windowRootSet(Fixtures.w1, root: .container(Fixtures.k(1))),
        ]
        events += Fixtures.transition(hiding: nil, showing: 1)
        events.append(Fixtures.tap(1, "\r\n"))
        events += Fixtures.coordinator(2, "\r\n", parent: 1)
        events += [
            .screenCreated(Fixtures.s(2), name: "", owner: Fixtures.c(2), state: .null),
            .pushed(.screen(Fixtures.s(2)), container: Fixtures.k(1)),
        ]
        events += Fixtures.transition(hiding: 1, showing: 2)
        let flow = try FlowGraph(traces: [events])
        let contents = try SVGContents(try GraphvizRenderer().renderSVG(flow.dot))
        for text in [#""\n""#, #""\r""#, #""\r\n""#, #""""#] {
            #expect(contents.texts.contains(text), "\(text)")
        }
    }

    /// What a blank label shows: its text as a quoted escape.
    static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " ": result += " "
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "}"
            }
        }
        return result + "\""
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
