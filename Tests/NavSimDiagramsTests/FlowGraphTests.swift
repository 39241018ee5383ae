import NavSimCore
import NavSimDiagrams
import Testing

@Suite struct FlowGraphTests {
    typealias Screen = FlowGraph.Screen

    static let login = FlowGraph.Endpoint.screen(Screen(coordinatorType: "AppCoordinator", name: "Login"))
    static let signUp = FlowGraph.Endpoint.screen(Screen(coordinatorType: "SignUpCoordinator", name: "SignUp"))
    static let terms = FlowGraph.Endpoint.screen(Screen(coordinatorType: "SignUpCoordinator", name: "Terms"))

    @Test func foldsOneTraceIntoTransitions() throws {
        let flow = try FlowGraph(traces: [Fixtures.signUpThenCrash])
        let crash = FlowGraph.Endpoint.crash(reason: "Fatal error: dismiss() not implemented")
        #expect(
            flow.transitions == [
                FlowGraph.Transition(from: .launch, to: Self.login, action: "launch", kind: .setRoot, count: 1),
                FlowGraph.Transition(
                    from: Self.login, to: Self.login, action: "forgotPassword", kind: .noEffect, count: 1),
                FlowGraph.Transition(from: Self.login, to: Self.signUp, action: "signUp", kind: .push, count: 1),
                FlowGraph.Transition(from: Self.login, to: crash, action: "signIn", kind: .crash, count: 1),
                FlowGraph.Transition(from: Self.signUp, to: Self.login, action: "swipe back", kind: .pop, count: 1),
                FlowGraph.Transition(from: Self.signUp, to: Self.terms, action: "next", kind: .push, count: 1),
                FlowGraph.Transition(from: Self.terms, to: Self.signUp, action: "back", kind: .pop, count: 1),
            ]
        )
        #expect(flow.screens.map(\.name) == ["Login", "SignUp", "Terms"])
    }

    @Test func outputsTheAppAnnotatedNameTheirTransitions() throws {
        var trace = Fixtures.signUp
        let next = try #require(
            trace.firstIndex { if case .userTapped(_, "next", _) = $0 { true } else { false } })
        trace.insert(.annotated(name: "signUpContinued", coordinator: nil, payload: ["step": 2]), at: next + 1)
        let flow = try FlowGraph(traces: [trace, Fixtures.signUp])
        let nexts = flow.transitions.filter { $0.action == "next" }
        #expect(nexts.map(\.notes) == [[], ["signUpContinued"]])
        #expect(nexts.map(\.count) == [1, 1])
        #expect(flow.dot.contains("next ⇒ signUpContinued ×1"))
    }

    @Test func aggregatesCountsAcrossTraces() throws {
        let flow = try FlowGraph(traces: [Fixtures.signUp, Fixtures.signUp, Fixtures.tabs, Fixtures.tabsWithDismiss])
        let next = flow.transitions.first { $0.action == "next" }
        #expect(next?.count == 2)
        let kinds = Set(flow.transitions.map(\.kind))
        #expect(kinds == [.setRoot, .push, .present, .pop, .dismiss, .tab])
        #expect(flow.transitions.contains { $0.action == "deep link" })
        #expect(flow.transitions.contains { $0.action == "tab 1" && $0.count == 2 })
    }

    @Test func aSheetSwipedDownIsADismissalLabelledSwipeDown() throws {
        let home = ScreenID(1)
        let sheet = ScreenID(2)
        let trace: [NavigationEvent] = [
            .launched, .windowCreated(WindowID(1)), .screenCreated(home, name: "Home", owner: nil, state: nil),
            .windowRootSet(WindowID(1), root: .screen(home)), .lifecycle(home, .viewDidLoad),
            .lifecycle(home, .viewWillAppear), .lifecycle(home, .viewDidAppear),
            .userTapped(screen: home, action: "show", argument: nil),
            .screenCreated(sheet, name: "Sheet", owner: nil, state: nil),
            .presented(.screen(sheet), presenter: .screen(home), style: .pageSheet), .lifecycle(sheet, .viewDidLoad),
            .lifecycle(sheet, .viewWillAppear), .lifecycle(sheet, .viewDidAppear),
            .sheetSwipeBegan(controller: .screen(sheet)), .lifecycle(sheet, .viewWillDisappear),
            .sheetSwipeCancelled(controller: .screen(sheet)), .lifecycle(sheet, .viewWillAppear),
            .lifecycle(sheet, .viewDidAppear), .sheetSwipeBegan(controller: .screen(sheet)),
            .lifecycle(sheet, .viewWillDisappear), .sheetSwipeFinished(controller: .screen(sheet)),
            .dismissed(.screen(sheet)), .lifecycle(sheet, .viewDidDisappear),
        ]
        let flow = try FlowGraph(traces: [trace])
        let homeScreen = FlowGraph.Endpoint.screen(Screen(coordinatorType: nil, name: "Home"))
        let sheetScreen = FlowGraph.Endpoint.screen(Screen(coordinatorType: nil, name: "Sheet"))
        #expect(
            flow.transitions.filter { $0.from == sheetScreen } == [
                FlowGraph.Transition(from: sheetScreen, to: homeScreen, action: "swipe down", kind: .dismiss, count: 1)
            ])
    }

    /// A tap outside a popover that dismisses it is a dismissal labelled `tap outside`; one the
    /// app refuses (nothing follows) draws no arrow.
    @Test func aPopoverTappedOutsideIsADismissalLabelledTapOutside() throws {
        let home = ScreenID(1)
        let popover = ScreenID(2)
        let trace: [NavigationEvent] = [
            .launched, .windowCreated(WindowID(1)), .screenCreated(home, name: "Home", owner: nil, state: nil),
            .windowRootSet(WindowID(1), root: .screen(home)), .lifecycle(home, .viewDidLoad),
            .lifecycle(home, .viewWillAppear), .lifecycle(home, .viewDidAppear),
            .userTapped(screen: home, action: "choose", argument: nil),
            .screenCreated(popover, name: "Choices", owner: nil, state: nil),
            .presented(.screen(popover), presenter: .screen(home), style: .popover),
            .lifecycle(popover, .viewDidLoad), .lifecycle(popover, .viewWillAppear),
            .lifecycle(popover, .viewDidAppear), .tappedOutsidePopover(controller: .screen(popover)),
            .tappedOutsidePopover(controller: .screen(popover)), .lifecycle(popover, .viewWillDisappear),
            .dismissed(.screen(popover)), .lifecycle(popover, .viewDidDisappear),
        ]
        let flow = try FlowGraph(traces: [trace])
        let homeScreen = FlowGraph.Endpoint.screen(Screen(coordinatorType: nil, name: "Home"))
        let popoverScreen = FlowGraph.Endpoint.screen(Screen(coordinatorType: nil, name: "Choices"))
        #expect(
            flow.transitions.filter { $0.from == popoverScreen } == [
                FlowGraph.Transition(
                    from: popoverScreen, to: homeScreen, action: "tap outside", kind: .dismiss, count: 1)
            ])
    }

    @Test func impossibleEventThrowsWithItsPlace() {
        let trace: [NavigationEvent] = [.launched, .popped(.screen(ScreenID(1)), container: ContainerID(1))]
        #expect {
            try FlowGraph(traces: [[.launched], trace])
        } throws: { error in
            guard case .impossibleEvent(let number, let index, _) = error as? DiagramError else { return false }
            return number == 1 && index == 1
        }
    }

    @Test func matchesGoldenDOT() throws {
        let flow = try FlowGraph(traces: [
            Fixtures.signUpThenCrash, Fixtures.signUp, Fixtures.tabs, Fixtures.tabsWithDismiss,
        ])
        try expectGolden(flow.dot, named: "flow-all.dot")
        try expectGolden(try FlowGraph(traces: [Fixtures.signUpThenCrash]).dot, named: "flow-signup-crash.dot")
    }

    @Test func bugTransitionsAreHighlighted() throws {
        let dot = try FlowGraph(traces: [Fixtures.signUpThenCrash]).dot
        #expect(dot.contains("⚠ forgotPassword: nothing happened ×1"))
        #expect(dot.contains("⚠ signIn: crash ×1"))
        #expect(dot.contains(#""shape"="octagon""#) || dot.contains("shape=\"octagon\""))
    }

    @Test func svgNamesEveryCoordinatorTypeAndScreen() throws {
        let flow = try FlowGraph(traces: [Fixtures.signUpThenCrash, Fixtures.tabs])
        let contents = try SVGContents(try GraphvizRenderer().renderSVG(flow.dot))
        for screen in flow.screens {
            #expect(contents.texts.contains(screen.name))
            #expect(contents.texts.contains(screen.coordinatorType ?? ""))
        }
    }

    @Test func labelsSmallGraphsEdgesInTheLayoutAndLargeOnesAfterIt() throws {
        let dot = try FlowGraph(traces: [Fixtures.signUpThenCrash, Fixtures.tabs]).dot
        let edgeLines = dot.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("invis") }
        #expect(edgeLines.allSatisfy { $0.contains(", label=") || $0.contains("[label=") })
        #expect(!edgeLines.contains { $0.contains("xlabel=") })
        #expect(!dot.split(separator: "\n").contains { $0.hasPrefix("    subgraph") })
        // Above the limit, `xlabel`s: labelled edges across clusters are what aborted Graphviz.
        let large = try FlowGraph(traces: [SampleGraphs.largeFlowTrace()])
        #expect(large.transitions.count > FlowGraph.labelledEdgeLimit)
        let largeEdges = large.dot.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("invis") }
        #expect(largeEdges.allSatisfy { $0.contains("xlabel=") && !$0.contains(", label=") && !$0.contains("[label=") })
    }
}
