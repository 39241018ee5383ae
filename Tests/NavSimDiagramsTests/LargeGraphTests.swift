import NavSimCore
import NavSimDiagrams
import Testing

@Suite struct LargeGraphTests {
    @Test func largeFlowGraphRendersRepeatedly() throws {
        let flow = try FlowGraph(traces: [SampleGraphs.largeFlowTrace()])
        #expect(flow.screens.count == 1_200)
        #expect(Set(flow.screens.compactMap(\.coordinatorType)).count == 48)
        let crossing = flow.transitions.filter { transition in
            guard case .screen(let from) = transition.from, case .screen(let to) = transition.to else { return false }
            return from.coordinatorType != to.coordinatorType
        }
        #expect(crossing.count > 1_000)
        let dot = flow.dot
        let first = try GraphvizRenderer().render(dot)
        for _ in 0..<2 {
            #expect(try GraphvizRenderer().render(dot) == first)
        }
        let contents = try SVGContents(String(decoding: first, as: UTF8.self))
        #expect(contents.texts.contains("Screen 1199"))
    }

    @Test func nestedClustersWithLabelsNeverAbort() throws {
        for _ in 0..<2 {
            let result = Result { () throws(GraphvizError) in
                try GraphvizRenderer().renderSVG(SampleGraphs.nestedWithLabels)
            }
            switch result {
            case .success(let svg):
                #expect(svg.contains("</svg>"))
            case .failure(let error):
                let isLayoutError =
                    if case .layoutFailed(engine: "dot", let message) = error { !message.isEmpty } else { false }
                #expect(isLayoutError, "\(error)")
            }
        }
        // The process is still healthy.
        #expect(try GraphvizRenderer().renderSVG("digraph { a -> b }").contains("</svg>"))
    }
}
