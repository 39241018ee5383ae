import Testing

@testable import NavSimCore

/// A navigation controller embedded in a screen (`containerEmbedded`, format 2.0), as an
/// expanded split view controller's columns are: its stack is in view with the screen, and
/// the fold refuses what UIKit cannot do.
@Suite struct EmbeddedContainerApplyTests {
    /// Window w1 shows split screen s1, with navigation controllers k1 (List s2) and k2
    /// (Detail s3) embedded in it, all on screen.
    private let split: [NavigationEvent] = [
        .launched, .windowCreated(w1), .screenCreated(s1, name: "Split", owner: nil, state: .null),
        .windowRootSet(w1, root: .screen(s1)), .lifecycle(s1, .viewDidLoad),
        .containerCreated(k1, style: .navigation, owner: nil),
        .screenCreated(s2, name: "List", owner: nil, state: .null),
        .stackReplaced(container: k1, stack: [.screen(s2)]), .containerEmbedded(k1, parent: s1),
        .containerCreated(k2, style: .navigation, owner: nil),
        .screenCreated(s3, name: "Detail", owner: nil, state: .null),
        .stackReplaced(container: k2, stack: [.screen(s3)]), .containerEmbedded(k2, parent: s1),
    ]

    @Test func embeddedStacksAreInViewWithTheirScreen() throws {
        var state = try fold(split)
        #expect(state.screens[s1]?.embeddedContainers == [k1, k2])
        #expect(state.containers[k2]?.location == .embedded(s1))
        #expect(state.windowID(holding: .screen(s3)) == w1)
        #expect(state.screensInView == [s1, s2, s3])
        #expect(state.frontScreen == s1)
        #expect(
            state.outlineLines.prefix(7) == [
                "step 13", "w1", "  root s1 Split [disappeared] null", "    embedded k1 Navigation",
                "      s2 List [unloaded] null", "    embedded k2 Navigation", "      s3 Detail [unloaded] null",
            ])
        let s4 = ScreenID(4)
        try state.apply(.screenCreated(s4, name: "Reply", owner: nil, state: .null))
        try state.apply(.pushed(.screen(s4), container: k2))
        #expect(state.screensInView == [s1, s2, s4])
        try state.apply(.containerUnembedded(k2))
        #expect(state.screens[s1]?.embeddedContainers == [k1])
        #expect(state.containers[k2]?.location == nil)
        #expect(state.screensInView == [s1, s2])
    }

    @Test func onlyAnUnheldNavigationControllerIsEmbeddedAndOnlyOnce() throws {
        let state = try fold(split)
        let t1 = ContainerID(3)
        let tabs = try state.applying(.containerCreated(t1, style: .tabBar, owner: nil))
        #expect(
            throws: NavigationError(
                step: tabs.step + 1, event: .containerEmbedded(t1, parent: s1), problem: .notNavigationController(t1))
        ) { try tabs.applying(.containerEmbedded(t1, parent: s1)) }
        #expect(
            throws: NavigationError(
                step: state.step + 1, event: .containerEmbedded(k1, parent: s1),
                problem: .stillHeld(.container(k1), at: .embedded(s1)))
        ) { try state.applying(.containerEmbedded(k1, parent: s1)) }
        let unembedded = try state.applying(.containerUnembedded(k1))
        #expect(
            throws: NavigationError(
                step: unembedded.step + 1, event: .containerUnembedded(k1), problem: .containerNotEmbedded(k1))
        ) { try unembedded.applying(.containerUnembedded(k1)) }
        #expect(
            throws: NavigationError(
                step: unembedded.step + 1, event: .containerEmbedded(k1, parent: s2),
                problem: .containerEmbeddingCycle(k1, parent: s2))
        ) { try unembedded.applying(.containerEmbedded(k1, parent: s2)) }
    }

    @Test func aDeallocatedScreenLetsItsEmbeddedStacksGo() throws {
        var state = try fold(split + [.windowRootSet(w1, root: nil), .screenDeallocated(s1)])
        #expect(state.containers[k1]?.location == nil)
        #expect(state.containers[k2]?.location == nil)
        try state.apply(.containerEmbedded(k1, parent: s3))
        #expect(state.containers[k1]?.location == .embedded(s3))
    }

    /// A column replaced after launch (`embeddedAt`) takes its place among the embedded
    /// children, in view and in the outline; a position past them is refused.
    @Test func aChildEmbeddedAtAnIndexKeepsColumnOrder() throws {
        var state = try fold(split + [.containerUnembedded(k1)])
        let k3 = ContainerID(3)
        let s4 = ScreenID(4)
        let beyond = NavigationEvent.embeddedAt(.container(k1), parent: s1, index: 2)
        #expect(
            throws: NavigationError(step: state.step + 1, event: beyond, problem: .embeddingOutOfRange(2, count: 1))
        ) { try state.applying(beyond) }
        try state.apply(.containerCreated(k3, style: .navigation, owner: nil))
        try state.apply(.screenCreated(s4, name: "Folders", owner: nil, state: .null))
        try state.apply(.stackReplaced(container: k3, stack: [.screen(s4)]))
        try state.apply(.embeddedAt(.container(k3), parent: s1, index: 0))
        #expect(state.screens[s1]?.embedded == [.container(k3), .container(k2)])
        #expect(state.containers[k3]?.location == .embedded(s1))
        #expect(state.screensInView == [s1, s4, s3])
        try state.apply(.embeddedAt(.container(k1), parent: s1, index: 1))
        #expect(state.screens[s1]?.embeddedContainers == [k3, k1, k2])
        #expect(
            throws: NavigationError(
                step: state.step + 1, event: .embeddedAt(.container(k1), parent: s1, index: 0),
                problem: .stillHeld(.container(k1), at: .embedded(s1)))
        ) { try state.applying(.embeddedAt(.container(k1), parent: s1, index: 0)) }
    }
}
