import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimJournal
import NavSimTestSupport
import Testing

/// How the diagrams of every trace in `Traces/` are laid out: the key is never larger than
/// the diagram it explains, and no edge label covers a node (measured on libgvc's layout).
@Suite struct DiagramLayoutTests {
    /// The names of the recorded traces.
    static let traceNames: [String] = {
        let folder = repositoryRoot.appendingPathComponent("Traces")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".navtrace") }.map { String($0.dropLast(9)) }.sorted()
    }()

    /// The events of `Traces/NAME.navtrace`.
    static func events(_ name: String) throws -> [NavigationEvent] {
        let reader = try TraceReader(path: repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path)
        var events: [NavigationEvent] = []
        while let record = try reader.next() { events.append(record.event) }
        return events
    }

    /// The area of the key's box, and of the box around everything else.
    static func areas(_ layout: LayoutGeometry) throws -> (key: Double, diagram: Double) {
        let key = try #require(layout.clusters["cluster_zz_legend"])
        let others =
            layout.nodes.filter { !$0.key.hasPrefix("legend_") }.map(\.value)
            + layout.clusters.filter { $0.key != "cluster_zz_legend" }.map(\.value)
        let diagram = try #require(others.first.map { first in others.reduce(first) { $0.union($1) } })
        return (key.area, diagram.area)
    }

    @Test func theTracesAreThere() {
        #expect(Self.traceNames.count >= 20)
    }

    @Test(arguments: traceNames)
    func theFlowGraphsKeyIsSmallerAndNoLabelCoversANode(name: String) throws {
        let layout = try LayoutGeometry(try FlowGraph(traces: [try Self.events(name)]).graph)
        let (key, diagram) = try Self.areas(layout)
        #expect(key <= diagram, "\(name): key \(Int(key)) pt² against \(Int(diagram)) pt²")
        #expect(!layout.edgeLabels.isEmpty)
        let covered = layout.labelsOverNodes
        #expect(covered.isEmpty, "\(name): \(covered)")
    }

    @Test(arguments: traceNames)
    func theHierarchysKeyIsSmallerAndNoLabelCoversANode(name: String) throws {
        let state = try Self.events(name).reduce(into: NavigationState()) { try $0.apply($1) }
        let layout = try LayoutGeometry(HierarchyDiagram(state: state).graph)
        let (key, diagram) = try Self.areas(layout)
        #expect(key <= diagram, "\(name): key \(Int(key)) pt² against \(Int(diagram)) pt²")
        let covered = layout.labelsOverNodes
        #expect(covered.isEmpty, "\(name): \(covered)")
    }

    @Test func theKeyListsOnlyTheStylesUsed() throws {
        let flow = try FlowGraph(traces: [try Self.events("children-rootNotStored")]).graph
        let key = try #require(flow.clusters.first { $0.id == "zz_legend" })
        #expect(
            key.nodes.count
                == Set(try FlowGraph(traces: [try Self.events("children-rootNotStored")]).transitions.map(\.kind)).count
        )
        let all = try FlowGraph(traces: []).graph(legend: .all)
        #expect(all.clusters.first { $0.id == "zz_legend" }?.nodes.count == FlowGraph.Kind.allCases.count)
        #expect(try FlowGraph(traces: []).graph(legend: .none).clusters.isEmpty)
        #expect(HierarchyDiagram(state: NavigationState()).graph.clusters.isEmpty)
        #expect(HierarchyDiagram(state: NavigationState(), legend: .all).graph.clusters.first?.nodes.count == 8)
    }
}
