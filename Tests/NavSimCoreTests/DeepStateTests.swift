import NavSimTestSupport
import Testing

@testable import NavSimCore

/// States 100,000 levels deep, as a generated or hostile trace makes them: every walk over
/// them is iterative (the recursive ones overflowed the stack) and linear (the outline's
/// indentation was quadratic).
@Suite struct DeepStateTests {
    static let depth = 100_000
    static let chain = Result { try fold(DeepStates.coordinatorChain(depth: depth)) }
    static let tabBars = Result { try fold(DeepStates.nestedTabBars(depth: depth)) }
    /// The indentation of every line deeper than the limit.
    static let deepIndent = String(repeating: "  ", count: NavigationState.outlineIndentationLimit)

    @Test func outlineOfACoordinatorChainIsIterativeAndLinear() throws {
        let state = try Self.chain.get()
        let lines = Self.lines(of: state.outline)
        #expect(lines.count == 5 + Self.depth)
        #expect(lines[5] == "  c1 Level1 (started)")
        #expect(lines[4 + 32] == "\(Self.deepIndent)c32 Level32 (started)")
        #expect(lines[4 + 33] == "\(Self.deepIndent)(depth 33) c33 Level33 (started)")
        #expect(
            lines.last
                == "\(Self.deepIndent)(depth 100000) c100000 Level100000 (started) screens: s1 containers: k1")
        #expect(lines.allSatisfy { $0.utf8.count <= 140 }, "no line grows with the depth")
        #expect(state.invariantViolations().isEmpty)
    }

    @Test func outlineOfNestedTabBarsIsIterativeAndLinear() throws {
        let lines = Self.lines(of: try Self.tabBars.get().outline)
        // step, w1, every tab bar, every screen, "coordinators", every coordinator.
        #expect(lines.count == 3 + 3 * Self.depth)
        #expect(lines[2] == "  root k1 TabBar")
        #expect(lines[3] == "    tab 0 (selected) k2 TabBar")
        #expect(lines[1 + Self.depth] == "\(Self.deepIndent)(depth 100000) tab 0 (selected) k100000 TabBar")
        #expect(
            lines[2 + Self.depth]
                == "\(Self.deepIndent)(depth 100001) tab 0 (selected) s100000 Screen100000 [appeared] null")
        #expect(lines[3 + Self.depth] == "\(Self.deepIndent)(depth 100000) tab 1 s99999 Screen99999 [unloaded] null")
        #expect(lines[1 + 2 * Self.depth] == "    tab 1 s1 Screen1 [unloaded] null")
        #expect(lines.last == "  c100000 Level100000 (started) screens: s100000 containers: k100000")
    }

    @Test func invariantsOfNestedTabBarsClimbEachContainerOnce() throws {
        var state = try Self.tabBars.get()
        // Every screen is in the window, 1 to 100,000 tab bars down: no flow has ended.
        #expect(state.invariantViolations().isEmpty)
        #expect(state.frontScreen == ScreenID(UInt32(Self.depth)))
        #expect(state.windowID(holding: .screen(ScreenID(UInt32(Self.depth)))) == WindowID(1))
        try state.apply(.windowRootSet(WindowID(1), root: nil))
        // Now no screen is in a window: every coordinator's flow ended while it lives.
        let violations = state.invariantViolations()
        #expect(violations.count == Self.depth)
        #expect(violations.allSatisfy { $0.rule == .flowEndedButAlive })
    }

    @Test func aChainOfEmbeddedScreensIsWalkedIterativelyAndInLinearTime() throws {
        var events: [NavigationEvent] = [.launched, .windowCreated(WindowID(1)), .coordinatorCreated(c1, type: "C")]
        events += [.coordinatorStarted(c1)]
        for level in 1...UInt32(Self.depth) {
            events.append(.screenCreated(ScreenID(level), name: "S\(level)", owner: c1, state: .null))
            if level > 1 { events.append(.screenEmbedded(ScreenID(level), parent: ScreenID(level - 1))) }
        }
        events.append(.windowRootSet(WindowID(1), root: .screen(ScreenID(1))))
        let state = try fold(events)
        let expected: [ScreenID] = (1...UInt32(Self.depth)).map { ScreenID($0) }
        #expect(state.screensInView == expected)
        #expect(state.frontScreen == ScreenID(1))
        #expect(state.windowID(holding: .screen(ScreenID(UInt32(Self.depth)))) == WindowID(1))
        #expect(state.invariantViolations().isEmpty)
        let lines = Self.lines(of: state.outline)
        #expect(lines.last == "  c1 C (started) screens: " + (1...Self.depth).map { "s\($0)" }.joined(separator: " "))
        #expect(lines[1 + Self.depth] == "\(Self.deepIndent)(depth 100000) embedded s100000 S100000 [unloaded] null")
    }

    @Test func aModalChainBuildsInLinearTime() throws {
        let state = try fold(DeepStates.modalChain(depth: Self.depth))
        #expect(state.windows[WindowID(1)]?.modals.count == Self.depth - 1)
        #expect(state.frontScreen == ScreenID(UInt32(Self.depth)))
        let lines = Self.lines(of: state.outline)
        #expect(lines.count == 3 + Self.depth)
        #expect(lines[1 + Self.depth] == "  modal 99999 (pageSheet, by s99999) s100000 Modal100000 [unloaded] null")
        #expect(lines.last == "coordinators")
    }

    @Test func aContainerCannotHoldItself() throws {
        let k3 = ContainerID(3)
        let state = try fold([
            .launched, .containerCreated(k1, style: .tabBar, owner: nil),
            .containerCreated(k2, style: .tabBar, owner: nil), .containerCreated(k3, style: .tabBar, owner: nil),
            .tabsSet(container: k1, tabs: [.container(k2)]), .tabsSet(container: k2, tabs: [.container(k3)]),
        ])
        let itself = NavigationEvent.tabsSet(container: k1, tabs: [.container(k1)])
        #expect(throws: NavigationError(step: 7, event: itself, problem: .containerCycle(k1, holder: k1))) {
            try state.applying(itself)
        }
        let around = NavigationEvent.tabsSet(container: k3, tabs: [.container(k1)])
        #expect(throws: NavigationError(step: 7, event: around, problem: .containerCycle(k1, holder: k3))) {
            try state.applying(around)
        }
        // A tab bar may still take an empty one, or one holding only unrelated controllers.
        let k4 = ContainerID(4)
        let wider = try state.applying(.containerCreated(k4, style: .tabBar, owner: nil))
            .applying(.tabsSet(container: k3, tabs: [.container(k4)]))
        #expect(wider.location(of: .container(k4)) == .tab(k3))
    }

    /// The lines of `text`, split on its bytes: splitting 100,000 lines by `Character` is slow.
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
