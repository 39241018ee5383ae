import NavSimCore

/// Hand-built traces for the diagram tests; every one is folded through
/// `NavigationState.apply`, so an impossible event fails the test that uses it.
enum Fixtures {
    // MARK: - Builders

    static func c(_ raw: UInt32) -> CoordinatorID { CoordinatorID(raw) }
    static func s(_ raw: UInt32) -> ScreenID { ScreenID(raw) }
    static func k(_ raw: UInt32) -> ContainerID { ContainerID(raw) }
    static let w1 = WindowID(1)

    /// The events of a coordinator that is created, optionally stored by `parent`, and started.
    static func coordinator(_ id: UInt32, _ type: String, parent: UInt32? = nil, start: Bool = true)
        -> [NavigationEvent]
    {
        var events: [NavigationEvent] = [.coordinatorCreated(c(id), type: type)]
        if let parent { events.append(.childAdded(c(id), parent: c(parent))) }
        if start { events.append(.coordinatorStarted(c(id))) }
        return events
    }

    /// The lifecycle callbacks of a transition that hides `hidden` and shows `shown`.
    static func transition(hiding hidden: UInt32?, showing shown: UInt32?, firstShow: Bool = true) -> [NavigationEvent]
    {
        var events: [NavigationEvent] = []
        if let shown, firstShow { events.append(.lifecycle(s(shown), .viewDidLoad)) }
        if let hidden { events.append(.lifecycle(s(hidden), .viewWillDisappear)) }
        if let shown { events.append(.lifecycle(s(shown), .viewWillAppear)) }
        if let hidden { events.append(.lifecycle(s(hidden), .viewDidDisappear)) }
        if let shown { events.append(.lifecycle(s(shown), .viewDidAppear)) }
        return events
    }

    static func tap(_ screen: UInt32, _ action: String) -> NavigationEvent {
        .userTapped(screen: s(screen), action: action, argument: .null)
    }

    // MARK: - Sign-up trace

    /// An app with one navigation stack: Login, a sign-up child flow pushed on it (SignUp,
    /// Terms), two back taps; the child is never removed, so it leaks (flow ended but alive).
    static let signUp: [NavigationEvent] = {
        var events: [NavigationEvent] = [.launched, .windowCreated(w1)]
        events += coordinator(1, "AppCoordinator")
        events += [
            .containerCreated(k(1), style: .navigation, owner: c(1)),
            .screenCreated(s(1), name: "Login", owner: c(1), state: ["email": "", "password": ""]),
            .pushed(.screen(s(1)), container: k(1)),
            .windowRootSet(w1, root: .container(k(1))),
        ]
        events += transition(hiding: nil, showing: 1)
        events.append(tap(1, "signUp"))
        events += coordinator(2, "SignUpCoordinator", parent: 1)
        events += [
            .screenCreated(s(2), name: "SignUp", owner: c(2), state: ["step": 1]),
            .pushed(.screen(s(2)), container: k(1)),
        ]
        events += transition(hiding: 1, showing: 2)
        events.append(tap(2, "next"))
        events += [
            .screenCreated(s(3), name: "Terms", owner: c(2), state: ["accepted": false]),
            .pushed(.screen(s(3)), container: k(1)),
        ]
        events += transition(hiding: 2, showing: 3)
        events += [.backTapped(container: k(1)), .popped(.screen(s(3)), container: k(1))]
        events += transition(hiding: 3, showing: 2, firstShow: false)
        events.append(.screenDeallocated(s(3)))
        events += [.interactiveBackBegan(container: k(1))]
        events += [.lifecycle(s(2), .viewWillDisappear), .lifecycle(s(1), .viewWillAppear)]
        events += [.interactiveBackFinished(container: k(1)), .popped(.screen(s(2)), container: k(1))]
        events += [.lifecycle(s(2), .viewDidDisappear), .lifecycle(s(1), .viewDidAppear), .screenDeallocated(s(2))]
        return events
    }()

    /// The sign-up trace, then a tap that does nothing (UIKit refuses the pop it asks for)
    /// and a tap that crashes the app.
    static let signUpThenCrash: [NavigationEvent] =
        signUp + [
            tap(1, "forgotPassword"),
            .commandIgnored(command: "popViewController on k1", reason: "only the root screen is left"),
            tap(1, "signIn"),
            .crashed(reason: "Fatal error: dismiss() not implemented", coordinator: c(1)),
        ]

    // MARK: - Tabs trace

    /// A tab bar with Home and Settings flows, a pushed Details screen, an Editor presented
    /// as a sheet by a child coordinator, a finished child that was never released, a child
    /// that was never started, and a deallocated coordinator whose screen is still held.
    static let tabs: [NavigationEvent] = {
        var events: [NavigationEvent] = [.launched, .windowCreated(w1)]
        events += coordinator(1, "AppCoordinator")
        events.append(.containerCreated(k(1), style: .tabBar, owner: c(1)))
        events += coordinator(2, "HomeCoordinator", parent: 1)
        events += [
            .containerCreated(k(2), style: .navigation, owner: c(2)),
            .screenCreated(s(1), name: "Home", owner: c(2), state: ["items": 3, "title": "Inbox"]),
            .pushed(.screen(s(1)), container: k(2)),
        ]
        events += coordinator(3, "SettingsCoordinator", parent: 1)
        events += [
            .containerCreated(k(3), style: .navigation, owner: c(3)),
            .screenCreated(s(2), name: "Settings", owner: c(3), state: ["darkMode": false]),
            .pushed(.screen(s(2)), container: k(3)),
            .tabsSet(container: k(1), tabs: [.container(k(2)), .container(k(3))]),
            .windowRootSet(w1, root: .container(k(1))),
        ]
        events += transition(hiding: nil, showing: 1)
        events += [.tabTapped(container: k(1), index: 1), .tabSelected(container: k(1), index: 1)]
        events += transition(hiding: 1, showing: 2)
        events += [.tabTapped(container: k(1), index: 0), .tabSelected(container: k(1), index: 0)]
        events += transition(hiding: 2, showing: 1, firstShow: false)
        events.append(tap(1, "openItem"))
        let details: JSONValue = [
            "item": ["id": 42, "title": "A very long title that will not fit", "tags": ["a", "b", "c"]],
            "loading": false,
        ]
        events += [
            .screenCreated(s(3), name: "Details", owner: c(2), state: details), .pushed(.screen(s(3)), container: k(2)),
        ]
        events += transition(hiding: 1, showing: 3)
        events.append(tap(3, "edit"))
        events += coordinator(4, "EditCoordinator", parent: 2)
        events += [
            .containerCreated(k(4), style: .navigation, owner: c(4)),
            .screenCreated(s(4), name: "Editor", owner: c(4), state: ["draft": "Hello \"world\""]),
            .pushed(.screen(s(4)), container: k(4)),
            .presented(.container(k(4)), presenter: .screen(s(3)), style: .pageSheet),
        ]
        events += transition(hiding: nil, showing: 4)
        events += [.deepLinkOpened(url: "app://help")]
        events += coordinator(7, "HelpCoordinator")
        events += [
            .screenCreated(s(5), name: "Help", owner: c(7), state: .null),
            .pushed(.screen(s(5)), container: k(4)),
            .coordinatorDeallocated(c(7)),
        ]
        events += transition(hiding: 4, showing: 5)
        events += coordinator(5, "OnboardingCoordinator", parent: 1)
        events.append(.coordinatorFinished(c(5)))
        events += coordinator(6, "PromoCoordinator", parent: 1, start: false)
        return events
    }()

    /// The tabs trace up to the sheet, then the sheet dismissed.
    static let tabsWithDismiss: [NavigationEvent] = {
        let presentedAt = tabs.firstIndex(of: .deepLinkOpened(url: "app://help")) ?? tabs.count
        var events = Array(tabs[..<presentedAt])
        events += [tap(4, "cancel"), .dismissed(.container(k(4)))]
        events += transition(hiding: 4, showing: 3, firstShow: false)
        return events
    }()

    // MARK: - Folding

    /// The state after `events`.
    static func state(after events: [NavigationEvent]) throws -> NavigationState {
        var state = NavigationState()
        for event in events { try state.apply(event) }
        return state
    }
}
