import Foundation
import NavSimExamples
import NavSimExploration
import NavSimSimulator
import NavSimTestSupport
import NavSimUIKit
import Testing

@testable import NavSimCore
@testable import NavSimReplay

/// The events of scenario `name`, recorded with the variant it names or `variant`.
@MainActor func record(_ name: String, variant: String? = nil) throws -> (Scenario, [NavigationEvent]) {
    let scenario = try loadScenario(name)
    let log = EventLog()
    let app = try Examples.named(scenario.app).makeApp(variant: variant ?? scenario.variant)
    let session = Session(app: app, sink: log)
    try session.perform(scenario.inputs)
    session.close()
    return (scenario, log.events)
}

@Suite @MainActor struct VerificationTests {
    @Test(arguments: scenarioNames)
    func anUnchangedRecordingIsReproduced(name: String) throws {
        let (scenario, events) = try record(name)
        let app = try Examples.named(scenario.app).makeApp(variant: scenario.variant)
        #expect(try Verification(replaying: events.makeIterator(), with: app) == .reproduced(steps: events.count))
    }

    @Test func aChangedModelDivergesAtTheFirstDifferentEvent() throws {
        let (_, events) = try record("children-navigationDelegate")
        let s3 = ScreenID(3)
        let expectedStep = try #require(events.firstIndex(of: .lifecycle(s3, .viewDidAppear))) + 1
        let changed = try Examples.named("children").makeApp(variant: "removedOnDisappear")
        guard case .diverged(let divergence) = try Verification(replaying: events.makeIterator(), with: changed)
        else {
            Issue.record("expected a divergence")
            return
        }
        #expect(divergence.step == expectedStep)
        #expect(divergence.recorded == .lifecycle(s3, .viewDidAppear))
        #expect(divergence.produced == .coordinatorFinished(CoordinatorID(2)))
        #expect(divergence.refusal == nil)
        #expect(divergence.difference.added.contains("    c2 AddCoordinator (finished) screens: s2 s3"))
    }

    @Test func aRecordingTheModelCannotFollowReportsTheRefusedInput() throws {
        let (_, events) = try record("children-removedOnDisappear")
        // Cut every event after the first input that taps "next": the model then meets
        // the recorded "next" tap again but produced fewer events.
        let truncated =
            Array(events.prefix(while: { $0 != .userTapped(screen: ScreenID(2), action: "next", argument: .null) }))
            + [
                .userTapped(screen: ScreenID(2), action: "next", argument: .null),
                .backTapped(container: ContainerID(1)),
            ]
        let app = try Examples.named("children").makeApp(variant: "removedOnDisappear")
        guard case .diverged(let divergence) = try Verification(replaying: truncated.makeIterator(), with: app) else {
            Issue.record("expected a divergence")
            return
        }
        #expect(divergence.recorded == .backTapped(container: ContainerID(1)))
        #expect(
            divergence.produced == .screenCreated(ScreenID(3), name: "AddSecond", owner: CoordinatorID(2), state: .null)
        )
    }

    /// A recording interrupted in the middle of an input is reproduced by the events before
    /// the interruption: what the model does after it is not compared.
    @Test func anInterruptedRecordingIsReproducedUpToTheInterruption() throws {
        let (scenario, events) = try record("children-navigationDelegate")
        let tap = try #require(events.firstIndex { if case .userTapped = $0 { true } else { false } })
        let cut = Array(events[...(tap + 1)]) + [.interrupted(signal: "SIGINT")]
        let app = try Examples.named(scenario.app).makeApp(variant: scenario.variant)
        #expect(try Verification(replaying: cut.makeIterator(), with: app) == .reproduced(steps: tap + 2))
        let uncut = try Examples.named(scenario.app).makeApp(variant: scenario.variant)
        guard case .diverged(let divergence) = try Verification(replaying: cut.dropLast().makeIterator(), with: uncut)
        else {
            Issue.record("without the interruption, the cut recording diverges")
            return
        }
        #expect(divergence.step == tap + 3 && divergence.recorded == nil)
        #expect(divergence.recordedDescription.hasPrefix("(the trace ends here, within an input's events"))
    }

    @Test func verificationIsTheSameEveryTime() throws {
        let (_, events) = try record("editor-naive")
        let results = try (0..<3).map { _ in
            try Verification(
                replaying: events.makeIterator(), with: Examples.named("editor").makeApp(variant: "coordinator"))
        }
        #expect(Set(results).count == 1)
        guard case .diverged = results[0] else {
            Issue.record("the naive recording must not verify against the coordinator variant")
            return
        }
    }
}

@Suite @MainActor struct InvariantReportTests {
    @Test func theBuggyVariantsNameTheirBugAtTheStepItBegins() throws {
        let (_, events) = try record("children-removedOnDisappear")
        var source = events.makeIterator()
        let report = try InvariantReport(checking: &source)
        let first = try #require(report.findings.first)
        #expect(first.violation.rule == .orphanedScreen)
        #expect(first.violation.screen == ScreenID(3))
        // The step is the last event of the input that pushed AddSecond: the one before back.
        #expect(first.step == events.firstIndex(of: .backTapped(container: ContainerID(1))))
        #expect(
            first.violation.message
                == "AddSecond#3 is on screen but AddCoordinator#2 was deallocated: its actions do nothing")
        #expect(report.impossibleEvent == nil)
    }

    @Test func commandsUIKitIgnoredAreReportedWhereTheyHappen() throws {
        let (_, events) = try record("login-popOnCancel")
        var source = events.makeIterator()
        let report = try InvariantReport(checking: &source)
        let ignored = NavigationEvent.commandIgnored(
            command: "popViewController on k1", reason: "only the root screen is left")
        let step = try #require(events.firstIndex(of: ignored)) + 1
        #expect(
            report.findings == [
                InvariantReport.Finding(
                    step: step,
                    violation: InvariantViolation(
                        rule: .ignoredCommand, coordinator: nil, screen: nil,
                        message: "UIKit ignored `popViewController on k1`: only the root screen is left"),
                    holdsAtEnd: true)
            ])
        #expect(!report.isClean)
    }

    @Test func anInputNoEventFollowedIsDeadWhereItHappened() throws {
        let (_, recorded) = try record("children-navigationDelegate")
        let front = try #require(
            recorded.firstIndex { if case .lifecycle(_, .viewDidAppear) = $0 { true } else { false } })
        var events = Array(recorded[...front])
        let screen: ScreenID
        guard case .lifecycle(let id, _) = events[front] else {
            Issue.record("not a lifecycle event")
            return
        }
        screen = id
        // A button tapped twice, typing, a deep link at the end: the typing is not counted,
        // the repeated tap is one finding.
        events += [
            .userTapped(screen: screen, action: "nothing", argument: .null),
            .userTapped(screen: screen, action: "name", argument: .string("typed")),
            .userTapped(screen: screen, action: "nothing", argument: .null),
            .deepLinkOpened(url: "app://nowhere"),
        ]
        var source = events.makeIterator()
        let report = try InvariantReport(checking: &source)
        var state = NavigationState()
        for event in events { try state.apply(event) }
        let name = try #require(state.screens[screen]?.displayName)
        #expect(
            report.findings.map(\.description) == [
                "step \(front + 2): deadInput: tapping `nothing` on \(name) did nothing: no event followed",
                "step \(front + 5): deadInput: opening the deep link `app://nowhere` did nothing: no event followed",
            ])
        #expect(report.findings.first?.violation.screen == screen)
    }

    /// A trace whose last input was cut short by a signal: that input is not judged, as a
    /// dead input or by the half-answered state it left.
    @Test func anInterruptedInputIsNotJudged() throws {
        let (_, recorded) = try record("children-navigationDelegate")
        let front = try #require(
            recorded.firstIndex { if case .lifecycle(_, .viewDidAppear) = $0 { true } else { false } })
        guard case .lifecycle(let screen, _) = recorded[front] else { return }
        let tapped = Array(recorded[...front]) + [.userTapped(screen: screen, action: "nothing", argument: .null)]
        var dead = tapped.makeIterator()
        #expect(try InvariantReport(checking: &dead).findings.map(\.violation.rule) == [.deadInput])
        var interrupted = (tapped + [.interrupted(signal: "SIGTERM")]).makeIterator()
        let report = try InvariantReport(checking: &interrupted)
        #expect(report.isClean)
        #expect(report.steps == tapped.count + 1)
        // Cut short after the flow finished, before its coordinator went: not judged a leak.
        let finished = tapped + [.coordinatorFinished(CoordinatorID(1))]
        var leaking = finished.makeIterator()
        #expect(try !InvariantReport(checking: &leaking).isClean)
        var halfway = (finished + [.interrupted(signal: "SIGINT")]).makeIterator()
        #expect(try InvariantReport(checking: &halfway).isClean)
    }

    @Test func anInputSomeEventFollowedIsNotDead() throws {
        let (_, events) = try record("children-navigationDelegate")
        var source = events.makeIterator()
        #expect(try InvariantReport(checking: &source).findings.isEmpty)
        #expect(events.contains { if case .userTapped = $0 { true } else { false } })
    }

    @Test func aCleanTraceIsClean() throws {
        let (_, events) = try record("children-navigationDelegate")
        var source = events.makeIterator()
        let report = try InvariantReport(checking: &source)
        #expect(report.isClean)
        #expect(report.steps == events.count)
    }

    @Test func aHandEditedTraceNamesItsImpossibleEvent() throws {
        var (_, events) = try record("welcome-fixed")
        let index = try #require(events.firstIndex(of: .pushed(.screen(ScreenID(2)), container: ContainerID(1))))
        events.remove(at: index)
        var source = events.makeIterator()
        let report = try InvariantReport(checking: &source)
        // Home (s2) was never pushed, so popping it later is impossible.
        let pop = try #require(events.firstIndex(of: .popped(.screen(ScreenID(2)), container: ContainerID(1))))
        #expect(
            report.impossibleEvent
                == NavigationError(
                    step: pop + 1, event: .popped(.screen(ScreenID(2)), container: ContainerID(1)),
                    problem: .notTopOfStack(.screen(ScreenID(2)), container: ContainerID(1))))
    }
}

@Suite @MainActor struct TraceComparisonTests {
    @Test func theSameScenarioTwiceIsTheSame() throws {
        var first = try record("projects-seed").1.makeIterator()
        var second = try record("projects-seed").1.makeIterator()
        #expect(try TraceComparison(&first, &second) == .same(steps: try record("projects-seed").1.count))
    }

    @Test func twoVariantsDifferWhereTheirModelsDo() throws {
        let fixed = try record("children-navigationDelegate").1
        let buggy = try record("children-navigationDelegate", variant: "neverRemoved").1
        let expected = try #require(zip(fixed, buggy).enumerated().first { $0.element.0 != $0.element.1 }?.offset)
        var a = fixed.makeIterator()
        var b = buggy.makeIterator()
        guard case .different(let difference) = try TraceComparison(&a, &b) else {
            Issue.record("expected a difference")
            return
        }
        #expect(difference.step == expected + 1)
        #expect(difference.first == fixed[expected])
        #expect(difference.second == buggy[expected])
        #expect(!difference.difference.isEmpty)
    }
}

@Suite @MainActor struct StateJSONTests {
    @Test func theJSONFormIsStableAndComplete() throws {
        let (scenario, events) = try record("editor-coordinator")
        var state = NavigationState()
        for event in events { try state.apply(event) }
        let text = state.jsonValue.description
        #expect(text == state.jsonValue.description)
        let parsed = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(parsed == state.jsonValue)
        #expect(parsed["step"] == .number(Double(events.count)))
        guard case .array(let screens)? = parsed["screens"] else {
            Issue.record("no screens")
            return
        }
        #expect(
            screens.map { $0["name"] } == state.screens.keys.sorted().map { .string(state.screens[$0]?.name ?? "") })
        #expect(scenario.app == "editor")
    }

    @Test func theStateJSONShowsEmbeddedScreensAndTheirParent() throws {
        var state = NavigationState()
        for event: NavigationEvent in [
            .launched, .screenCreated(ScreenID(1), name: "Pager", owner: nil, state: .null),
            .screenCreated(ScreenID(2), name: "Page", owner: nil, state: .null),
            .screenEmbedded(ScreenID(2), parent: ScreenID(1)),
        ] { try state.apply(event) }
        guard case .array(let screens)? = state.jsonValue["screens"], screens.count == 2 else {
            Issue.record("expected two screens")
            return
        }
        #expect(screens[0]["children"] == ["s2"])
        #expect(screens[0]["location"] == .null)
        #expect(screens[1]["children"] == nil, "a screen with nothing embedded has no children field")
        #expect(screens[1]["location"] == ["embedded": "s1"])
    }
}

/// A test-only app and its deliberately changed twin: the change renames the screen that
/// "next" pushes, from the third push on.
final class CountingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let changed: Bool
    var window: UIWindow?
    private var pushes = 0

    init(changed: Bool) { self.changed = changed }

    /// The app, as a session runs it.
    static func app(changed: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: { CountingSceneDelegate(changed: changed) })
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let root = NamedViewController(name: "Root")
        let navigation = UINavigationController(rootViewController: root)
        let next = UIButton(
            primaryAction: UIAction(title: "next") { [weak self, weak navigation] _ in
                guard let self, let navigation else { return }
                pushes += 1
                let name = changed && pushes >= 3 ? "Renamed" : "Next"
                navigation.pushViewController(NamedViewController(name: name), animated: true)
            })
        root.view.addSubview(next)
        window = UIWindow(windowScene: scene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }
}

/// A screen with the name it is given.
final class NamedViewController: UIViewController, NavSimNamed {
    let navSimName: String

    init(name: String) {
        navSimName = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

@Suite @MainActor struct DeliberateChangeTests {
    @Test func verificationNamesTheFirstEventTheChangeAltered() throws {
        let log = EventLog()
        let session = Session(app: CountingSceneDelegate.app(changed: false), sink: log)
        try session.launch()
        for _ in 0..<4 {
            try session.tap("next")
            try session.tapBack()
        }
        session.close()
        #expect(
            try Verification(replaying: log.events.makeIterator(), with: CountingSceneDelegate.app(changed: false))
                == .reproduced(steps: log.events.count))
        let third = try #require(
            log.events.enumerated().filter {
                if case .screenCreated(_, "Next", _, _) = $0.element { true } else { false }
            }
            .dropFirst(2).first)
        guard
            case .diverged(let divergence) = try Verification(
                replaying: log.events.makeIterator(), with: CountingSceneDelegate.app(changed: true))
        else {
            Issue.record("the changed model must diverge")
            return
        }
        #expect(divergence.step == third.offset + 1)
        #expect(divergence.recorded == third.element)
        guard case .screenCreated(let id, _, let owner, let state) = third.element else { return }
        #expect(divergence.produced == .screenCreated(id, name: "Renamed", owner: owner, state: state))
    }

    @Test func aModalSaysItsUIKitStyleAndWhetherItIsBeingSwipedDown() throws {
        var state = NavigationState()
        for event: NavigationEvent in [
            .launched, .windowCreated(WindowID(1)), .screenCreated(ScreenID(1), name: "Home", owner: nil, state: nil),
            .windowRootSet(WindowID(1), root: .screen(ScreenID(1))),
            .screenCreated(ScreenID(2), name: "Sheet", owner: nil, state: nil),
            .presented(.screen(ScreenID(2)), presenter: .screen(ScreenID(1)), style: .formSheet),
            .sheetSwipeBegan(controller: .screen(ScreenID(2))),
        ] {
            try state.apply(event)
        }
        let modal: JSONValue = ["controller": "s2", "presenter": "s1", "style": "formSheet", "swipingDown": true]
        #expect(state.jsonValue["windows"] == [["id": "w1", "root": "s1", "modals": [modal]]])
        #expect(state.outline.contains("modal 1 (formSheet, by s1, swiping down)"))
    }
}
