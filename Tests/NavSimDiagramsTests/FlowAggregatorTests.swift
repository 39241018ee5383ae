import NavSimCore
import NavSimDiagrams
import Testing

/// Folding traces one at a time from event sources, and merging the folds, gives the flow
/// graph of all of them in memory.
@Suite struct FlowAggregatorTests {
    static let traces = [
        Fixtures.signUp, Fixtures.signUpThenCrash, Fixtures.tabs, Fixtures.tabsWithDismiss, Fixtures.signUp,
    ]

    @Test func foldingFromSourcesIsFoldingArrays() throws {
        var flow = FlowAggregator()
        for (number, trace) in Self.traces.enumerated() {
            var source = trace.makeIterator()
            try flow.fold(&source, number: number)
        }
        #expect(FlowGraph(flow) == (try FlowGraph(traces: Self.traces)))
    }

    @Test(arguments: [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3]])
    func foldsMergedInAnyOrderGiveTheSameGraph(order: [Int]) throws {
        var merged = FlowAggregator()
        for index in order {
            var one = FlowAggregator()
            try one.fold(Self.traces[index], number: index)
            merged.merge(one)
        }
        let graph = FlowGraph(merged)
        #expect(graph == (try FlowGraph(traces: Self.traces)))
        #expect(graph.transitions.first { $0.action == "next" }?.count == 3)
    }

    @Test func anImpossibleEventInASourceNamesItsTraceAndIndex() throws {
        var source = [NavigationEvent.launched, .lifecycle(ScreenID(9), .viewDidLoad)].makeIterator()
        var flow = FlowAggregator()
        #expect {
            try flow.fold(&source, number: 7)
        } throws: { error in
            guard case DiagramError.impossibleEvent(trace: 7, index: 1, _) = error else { return false }
            return true
        }
    }
}
