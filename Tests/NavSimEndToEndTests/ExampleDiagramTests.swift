import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimExamples
import NavSimSimulator
import NavSimTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The events and final state of scenario `name`.
@MainActor func run(scenario name: String) throws -> (events: [NavigationEvent], state: NavigationState) {
    let scenario = try loadScenario(name)
    let log = EventLog()
    let session = Session(app: try Examples.named(scenario.app).makeApp(variant: scenario.variant), sink: log)
    try session.perform(scenario.inputs)
    defer { session.close() }
    return (log.events, session.state)
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
@Suite @MainActor struct ExampleDiagramTests {
    @Test(arguments: scenarioNames)
    func hierarchyAtTheEndMatchesGoldenAndNamesEveryCoordinatorAndScreen(name: String) throws {
        let (_, state) = try run(scenario: name)
        let dot = HierarchyDiagram(state: state).dot
        try expectGolden(dot, in: "NavSimEndToEndTests", named: "\(name).hierarchy.dot")
        let texts = try #require(SVGTexts.of(try GraphvizRenderer().renderSVG(dot))).joined(separator: "\n")
        for coordinator in state.coordinators.values { #expect(texts.contains(coordinator.displayName)) }
        for screen in state.screens.values { #expect(texts.contains(screen.displayName)) }
    }

    @Test(arguments: scenarioNames)
    func flowGraphMatchesGoldenAndNamesEveryScreenShown(name: String) throws {
        let (events, _) = try run(scenario: name)
        let dot = try FlowGraph(traces: [events]).dot
        try expectGolden(dot, in: "NavSimEndToEndTests", named: "\(name).flow.dot")
        let texts = try #require(SVGTexts.of(try GraphvizRenderer().renderSVG(dot))).joined(separator: "\n")
        for case .screenCreated(_, let screen, _, _) in events { #expect(texts.contains(screen)) }
    }

    @Test func theFlowOfEveryScenarioTogetherRendersTheSameTwice() throws {
        let traces = try scenarioNames.map { try run(scenario: $0).events }
        let dot = try FlowGraph(traces: traces).dot
        #expect(try GraphvizRenderer().renderSVG(dot) == GraphvizRenderer().renderSVG(dot))
    }
}
