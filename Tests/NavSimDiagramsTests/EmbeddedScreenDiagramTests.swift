import NavSimCore
import NavSimDiagrams
import Testing

/// Screens and navigation controllers embedded in a screen (child view controllers, an
/// expanded split view controller's columns) in the hierarchy diagram.
@Suite struct EmbeddedScreenDiagramTests {
    static let events: [NavigationEvent] = [
        .launched, .windowCreated(WindowID(1)),
        .screenCreated(ScreenID(1), name: "Dashboard", owner: nil, state: .null),
        .screenCreated(ScreenID(2), name: "Summary", owner: nil, state: ["likes": 2]),
        .screenCreated(ScreenID(3), name: "Chart", owner: nil, state: .null),
        .windowRootSet(WindowID(1), root: .screen(ScreenID(1))),
        .screenEmbedded(ScreenID(2), parent: ScreenID(1)),
        .screenEmbedded(ScreenID(3), parent: ScreenID(1)),
    ]

    @Test func aParentPointsAtItsEmbeddedScreensInOrder() throws {
        let graph = HierarchyDiagram(state: try Fixtures.state(after: Self.events)).graph
        let embeds = graph.edges.filter { $0.attributes["style"] == "dotted" }
        #expect(embeds.map(\.from) == ["s0000000001", "s0000000001"])
        #expect(embeds.map(\.to) == ["s0000000002", "s0000000003"])
        #expect(embeds.map { $0.attributes["xlabel"] } == [.text("embeds 1"), .text("embeds 2")])
    }

    @Test func theRenderedDiagramNamesTheEmbeddedScreens() throws {
        let dot = HierarchyDiagram(state: try Fixtures.state(after: Self.events)).dot
        let contents = try SVGContents(try GraphvizRenderer().renderSVG(dot))
        #expect(contents.texts.contains("Summary#2"))
        #expect(contents.texts.contains("embeds 2"))
    }

    @Test func aSplitScreenPointsAtItsColumnsNavigationControllersAfterItsScreens() throws {
        let column = ContainerID(1)
        let events =
            Self.events + [
                .containerCreated(column, style: .navigation, owner: nil),
                .screenCreated(ScreenID(4), name: "Inbox", owner: nil, state: .null),
                .stackReplaced(container: column, stack: [.screen(ScreenID(4))]),
                .containerEmbedded(column, parent: ScreenID(1)),
            ]
        let graph = HierarchyDiagram(state: try Fixtures.state(after: events)).graph
        let embeds = graph.edges.filter { $0.attributes["style"] == "dotted" }
        #expect(embeds.map(\.to) == ["s0000000002", "s0000000003", "k0000000001"])
        #expect(embeds.last?.attributes["xlabel"] == .text("embeds 3"))
        let stack = graph.edges.filter { $0.from == "k0000000001" }.map(\.to)
        #expect(stack == ["s0000000004"])
    }
}
