import Foundation
import NavSimCore
import NavSimExploration
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import NavSimTesting
import NavSimUIKit
import Testing

/// The wallet app's coordinators (Tests/NavSimTestingTests/WalletApp) route a link the app is
/// launched with (a deep link, a universal link, a quick action) through the tab bar to the
/// card, and lock the wallet when the app goes to the background; exploration reaches both.
@Suite @MainActor struct LaunchLinkTests {
    /// The launch of the vault, before any link is followed.
    static let launchEvents = [
        "coordinatorCreated c1 WalletCoordinator",
        "coordinatorCreated c2 AccountsCoordinator",
        "coordinatorCreated c3 CardsCoordinator",
        "childAdded c2 to c1",
        "childAdded c3 to c1",
        "containerCreated k1 navigation by c2",
        "screenCreated s1 Accounts by none state null",
        "stackReplaced k1 with [s1]",
        "containerCreated k2 navigation by c3",
        "screenCreated s2 Cards by none state null",
        "stackReplaced k2 with [s2]",
        "containerCreated k3 tabBar by c1",
        "tabsSet k3 to [k1, k2]",
        "windowCreated w1",
        "windowRootSet w1 to k3",
        "viewDidLoad s1",
        "viewWillAppear s1",
        "viewDidAppear s1",
    ]

    /// The owners the tracker finds once the launch's work is over: each tab's screen was
    /// made by its coordinator's `start()`, which nothing in memory links to the screen, so
    /// the owner comes from the method that showed it.
    static let ownerEvents = [
        "coordinatorStarted c2",
        "ownerFound s1 by c2",
        "coordinatorStarted c3",
        "ownerFound s2 by c3",
    ]

    /// What following a card link does after the launch: the Cards tab, then the card.
    static let cardEvents =
        [
            "tabSelected 1 of k3",
            "viewDidLoad s2",
            "viewWillAppear s2",
            "viewWillDisappear s1",
            "viewDidDisappear s1",
            "viewDidAppear s2",
            "screenCreated s3 Card by none state null",
            "pushed s3 onto k2",
            "viewDidLoad s3",
            "viewWillDisappear s2",
            "viewWillAppear s3",
        ] + ownerEvents + [
            "ownerFound s3 by c3",
            "animationsEnded",
            "viewDidDisappear s2",
            "viewDidAppear s3",
        ]

    @Test func aLaunchLinkSelectsTheCardsTabAndPushesTheCard() {
        let store = NavigationTestStore { WalletApp.make() }
        store.launch(with: .url("vault://cards/42"))
        store.expectEvents(["launchedWith url \"vault://cards/42\""] + Self.launchEvents + Self.cardEvents)
        store.expectOutline(
            """
            step 38
            w1
              root k3 TabBar
                tab 0 k1 Navigation
                  s1 Accounts [disappeared] null
                tab 1 (selected) k2 Navigation
                  s2 Cards [disappeared] null
                  s3 Card [appeared] null
            coordinators
              c1 WalletCoordinator (created) containers: k3
                c2 AccountsCoordinator (started) screens: s1 containers: k1
                c3 CardsCoordinator (started) screens: s2 s3 containers: k2
            """)
        store.finish()
    }

    @Test func aUniversalLinkAtLaunchIsRoutedTheSameWay() {
        let store = NavigationTestStore { WalletApp.make() }
        store.launch(with: .url("https://vault.example/cards/7"))
        store.expectEvents(["launchedWith url \"https://vault.example/cards/7\""] + Self.launchEvents + Self.cardEvents)
        store.finish()
    }

    @Test func aQuickActionAtLaunchSelectsTheCardsTab() {
        let store = NavigationTestStore { WalletApp.make() }
        store.launch(with: .shortcut(type: "cards"))
        store.expectEvents(
            ["launchedWith shortcut \"cards\""] + Self.launchEvents + Self.cardEvents.prefix(6) + Self.ownerEvents)
        store.finish()
    }

    @Test func goingToTheBackgroundLocksTheWalletUntilTheUserUnlocksIt() {
        let store = NavigationTestStore { WalletApp.make() }
        store.launch()
        store.expectEvents(["launched"] + Self.launchEvents + Self.ownerEvents)
        store.moveApp(to: .background)
        store.expectEvents([
            "appStateChanged to background",
            "coordinatorCreated c4 LockCoordinator",
            "childAdded c4 to c1",
            "coordinatorStarted c4",
            "screenCreated s3 WalletLock by c4 state null",
            "presented s3 by k3 as fullScreen",
            "viewDidLoad s3",
            "viewWillDisappear s1",
            "viewWillAppear s3",
            "viewDidAppear s3",
            "viewDidDisappear s1",
        ])
        #expect(store.availableInputs == [.appStateChanged(to: .active)], "no touch while in the background")
        store.moveApp(to: .active)
        store.expectEvents(["appStateChanged to active"])
        store.tap("Unlock")
        store.expectEvents([
            "userTapped Unlock on s3",
            "coordinatorFinished c4",
            "childRemoved c4 from c1",
            "coordinatorDeallocated c4",
            "viewWillDisappear s3",
            "viewWillAppear s1",
            "animationsEnded",
            "dismissed s3",
            "viewDidAppear s1",
            "viewDidDisappear s3",
            "screenDeallocated s3",
        ])
        store.finish()
    }

    // MARK: - Scenarios, traces and replay

    /// A scenario launched with a link that then goes to the background, comes back, and
    /// follows a universal link and a quick action.
    static let scenarioText = """
        {
          "app": "vault",
          "summary": "Launched on a card, locked, unlocked, then two more links.",
          "launch": {"open": "vault://cards/42"},
          "inputs": [
            {"app": "background"},
            {"app": "active"},
            {"tap": "Unlock", "on": "WalletLock"},
            {"open": "https://vault.example/accounts"},
            {"shortcut": "cards"}
          ]
        }

        """

    @Test func aScenarioLaunchesWithItsLinkAndIsWrittenBackAsRead() throws {
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(Self.scenarioText.utf8))
        #expect(scenario.launch == .url("vault://cards/42"))
        #expect(
            scenario.inputs == [
                .app(.background), .app(.active), .tap("Unlock", on: "WalletLock", argument: .null),
                .open(url: "https://vault.example/accounts"), .shortcut("cards"),
            ])
        #expect(ScenarioFile.text(of: scenario) == Self.scenarioText)
        let store = NavigationTestStore(exhaustive: false) { WalletApp.make() }
        store.run(scenario)
        #expect(
            store.events.filter(\.isInput) == [
                .launchedWith(link: .url("vault://cards/42")), .animationsEnded, .appStateChanged(to: .background),
                .appStateChanged(to: .active), .userTapped(screen: ScreenID(4), action: "Unlock", argument: .null),
                .animationsEnded, .deepLinkOpened(url: "https://vault.example/accounts"),
                .shortcutPerformed(type: "cards"),
            ])
        #expect(store.state.containers[ContainerID(3)]?.selectedTab == 1, "the quick action chose the Cards tab again")
    }

    @Test func aTraceWithTheNewInputsIsWrittenReadAndReplayedToTheSameEvents() throws {
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(Self.scenarioText.utf8))
        let store = NavigationTestStore(exhaustive: false) { WalletApp.make() }
        store.run(scenario)
        let events = store.events
        let path = try temporaryDirectory() + "/vault.navtrace"
        let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "vault"), policy: .never)
        for event in events { try writer.append(event) }
        try writer.close()
        let read = try TraceReader.readAll(path: path).events
        #expect(read == events)
        let text = try JSONLines.text(manifest: TraceManifest(app: "vault"), events: events)
        #expect(try JSONLines.parse(text).events == events)
        #expect(
            try Verification(replaying: read.makeIterator(), with: WalletApp.make()) == .reproduced(steps: events.count)
        )
        var otherLink = read
        otherLink[0] = .launchedWith(link: .shortcut(type: "cards"))
        guard
            case .diverged(let divergence) = try Verification(
                replaying: otherLink.makeIterator(), with: WalletApp.make())
        else {
            Issue.record("a launch with another link reproduced the trace")
            return
        }
        #expect(divergence.step > 1)
    }

    // MARK: - Exploring

    private static func exploration(
        depth: Int, launch: AppLink? = nil, workers: Int = 1, lifecycle: Bool = true
    ) -> SystematicExploration {
        SystematicExploration(depth: depth, workers: workers, launch: launch) {
            NavSimApp(
                sceneDelegate: WalletSceneDelegate.init,
                deepLinks: ["vault://cards/42", "https://vault.example/cards/7"], shortcuts: ["cards"],
                lifecycle: lifecycle)
        }
    }

    @Test func explorationReachesTheLockScreenThroughTheBackground() {
        let report = Self.exploration(depth: 2).run()
        #expect(report.coverage.screens == ["Accounts", "Card", "Cards", "WalletLock"])
        // The quick action on the tab it selects does nothing: a dead input, found.
        #expect(report.findings.map(\.rule) == ["deadInput"])
        #expect(report.findings.first?.inputs == [.tab(1), .shortcut("cards")])
        let without = Self.exploration(depth: 2, lifecycle: false).run()
        #expect(without.coverage.screens == ["Accounts", "Card", "Cards"], "only the life cycle leads to the lock")
    }

    @Test func explorationLaunchedWithALinkStartsOnTheCard() {
        #expect(Self.exploration(depth: 0).run().coverage.screens == ["Accounts"])
        let report = Self.exploration(depth: 0, launch: .url("vault://cards/42")).run()
        #expect(report.coverage.screens == ["Card"])
        #expect(report.states == 1)
    }

    @Test func explorationOfTheLifeCycleIsTheSameEveryRunAndWithTwoWorkers() {
        let once = Self.exploration(depth: 4).run()
        #expect(Self.exploration(depth: 4).run().jsonText == once.jsonText)
        #expect(Self.exploration(depth: 4, workers: 2).run().jsonText == once.jsonText)
    }
}
