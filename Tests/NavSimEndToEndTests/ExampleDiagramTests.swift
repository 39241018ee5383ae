import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimExamples
import NavSimSimulator
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

let scenarioNames: [String] = {
    let folder = repositoryRoot.appendingPathComponent("Scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

/// The events and final state of scenario `name`.
func run(scenario name: String) throws -> (events: [NavigationEvent], state: NavigationState) {
    let scenario = try JSONDecoder().decode(
        Scenario.self, from: Data(contentsOf: URL(fileURLWithPath: NavSimEndToEndTests.scenario(name))))
    let log = EventLog()
    let session = Session(app: try Examples.named(scenario.example).makeApp(variant: scenario.variant), sink: log)
    try session.perform(scenario.inputs)
    defer { session.close() }
    return (log.events, session.state)
}

/// Compares `text` with the golden file `name`, or writes it when NAVSIM_RECORD_GOLDEN is set.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = repositoryRoot.appendingPathComponent("Tests/NavSimEndToEndTests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["NAVSIM_RECORD_GOLDEN"] != nil {
        try Data(text.utf8).write(to: url)
        return
    }
    #expect(
        text == (try String(contentsOf: url, encoding: .utf8)),
        "differs from Golden/\(name); re-record with NAVSIM_RECORD_GOLDEN=1 if intended", sourceLocation: sourceLocation
    )
}

/// The text of every `<text>` element of an SVG.
final class SVGTexts: NSObject, XMLParserDelegate {
    var texts: [String] = []
    private var current: String?

    static func of(_ svg: String) -> [String]? {
        let collector = SVGTexts()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.texts : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let current { texts.append(current) }
        current = nil
    }
}

/// The diagrams of every example scenario: golden DOT, and an SVG naming everything.
@Suite struct ExampleDiagramTests {
    @Test(arguments: scenarioNames)
    func hierarchyAtTheEndMatchesGoldenAndNamesEveryCoordinatorAndScreen(name: String) throws {
        let (_, state) = try run(scenario: name)
        let dot = HierarchyDiagram(state: state).dot
        try expectGolden(dot, named: "\(name).hierarchy.dot")
        let texts = try #require(SVGTexts.of(try GraphvizRenderer().renderSVG(dot))).joined(separator: "\n")
        for coordinator in state.coordinators.values { #expect(texts.contains(coordinator.displayName)) }
        for screen in state.screens.values { #expect(texts.contains(screen.displayName)) }
    }

    @Test(arguments: scenarioNames)
    func flowGraphMatchesGoldenAndNamesEveryScreenShown(name: String) throws {
        let (events, _) = try run(scenario: name)
        let dot = try FlowGraph(traces: [events]).dot
        try expectGolden(dot, named: "\(name).flow.dot")
        let texts = try #require(SVGTexts.of(try GraphvizRenderer().renderSVG(dot))).joined(separator: "\n")
        for case .screenCreated(_, let screen, _, _) in events { #expect(texts.contains(screen)) }
    }

    @Test func theFlowOfEveryScenarioTogetherRendersTheSameTwice() throws {
        let traces = try scenarioNames.map { try run(scenario: $0).events }
        let dot = try FlowGraph(traces: traces).dot
        #expect(try GraphvizRenderer().renderSVG(dot) == GraphvizRenderer().renderSVG(dot))
    }
}
