import NavSimCore

/// Hand-built events for the journal's tests: every event case, with hostile strings.
///
/// Frozen: the 1.0 samples in `Fixtures/` hold ``all``; changing these events fails
/// `CompatibilityTests`. Add new events in new lists.
enum SampleEvents {
    /// Strings that break naive encoders: quotes, backslashes, newlines, control
    /// characters, non-ASCII text, emoji, combining marks and the empty string.
    static let hostileStrings = [
        "", "plain", "quote \" and backslash \\", "line\nbreak\r\ttab", "nul \u{0} bell \u{7} esc \u{1B}",
        "unicode é ß 東京 🚀 👩‍👩‍👧", "combining e\u{301}", "{\"step\":1}", "\u{2028}\u{2029}", "/slash/",
    ]

    /// A JSON value that uses every kind of value, with hostile keys and strings.
    static let state: JSONValue = [
        "title": "Inbox \"1\"\n",
        "count": 3,
        "ratio": 0.1,
        "negativeZero": .number(-0.0),
        "big": .number(9_007_199_254_740_994),
        "tiny": .number(.leastNonzeroMagnitude),
        "flags": [true, false, nil],
        "nested": ["": [], "é": [:], "東京": ["deep": [1, -2, 3.5]]],
    ]

    /// One event of every case.
    static let everyCase =
        everyOriginalCase + addedCases + runLoopCases + timeCases + ownerCases + stackedCases + interruptionCases
        + launchCases + format18Cases + format19Cases + format20Cases + format21Cases

    /// One event of every case format 2.1 added: what pending work holds, nothing, and the
    /// largest ids; a screen or navigation controller embedded before its parent's others.
    static let format21Cases: [NavigationEvent] = [
        .pendingWorkHeld(coordinators: [CoordinatorID(1)], screens: [ScreenID(2), ScreenID(5)]),
        .pendingWorkHeld(coordinators: [], screens: []),
        .pendingWorkHeld(coordinators: [CoordinatorID(UInt32.max)], screens: [ScreenID(UInt32.max)]),
        .embeddedAt(.container(ContainerID(3)), parent: ScreenID(1), index: 0),
        .embeddedAt(.screen(ScreenID(UInt32.max)), parent: ScreenID(UInt32.max), index: Int(Int32.max)),
    ]

    /// One event of every case format 2.0 added: a navigation controller embedded in a screen
    /// and taken out.
    static let format20Cases: [NavigationEvent] = [
        .containerEmbedded(ContainerID(1), parent: ScreenID(2)), .containerUnembedded(ContainerID(1)),
        .containerEmbedded(ContainerID(UInt32.max), parent: ScreenID(UInt32.max)),
        .containerUnembedded(ContainerID(UInt32.max)),
    ]

    /// One event of every case format 1.9 added: a window hidden and shown again.
    static let format19Cases: [NavigationEvent] = [
        .windowHidden(WindowID(1)), .windowShown(WindowID(1)),
        .windowHidden(WindowID(UInt32.max)), .windowShown(WindowID(UInt32.max)),
    ]

    /// One event of every case format 1.8 added, a tap outside a popover on a screen and on a
    /// container.
    static let format18Cases: [NavigationEvent] = [
        .tappedOutsidePopover(controller: .screen(ScreenID(3))),
        .tappedOutsidePopover(controller: .container(ContainerID(UInt32.max))),
        .windowOrderedFront(WindowID(1)), .windowOrderedFront(WindowID(UInt32.max)),
    ]

    /// One event of every case format 1.7 added, with each kind of link and app state.
    static let launchCases: [NavigationEvent] = [
        .launchedWith(link: .url("shop://item/7")),
        .launchedWith(link: .shortcut(type: "com.example.search")),
        .shortcutPerformed(type: "com.example.search"),
        .appStateChanged(to: .inactive),
        .appStateChanged(to: .background),
        .appStateChanged(to: .active),
    ]

    /// One event of every case format 1.6 added.
    static let interruptionCases: [NavigationEvent] = [.interrupted(signal: "SIGTERM")]

    /// Events of the stack cases with containers on the stack, which format 1.5 added.
    static let stackedCases: [NavigationEvent] = [
        .pushed(.container(ContainerID(2)), container: ContainerID(1)),
        .popped(.container(ContainerID(UInt32.max)), container: ContainerID(1)),
        .poppedTo(.container(ContainerID(0)), container: ContainerID(UInt32.max)),
        .stackReplaced(
            container: ContainerID(1),
            stack: [
                .screen(ScreenID(1)), .container(ContainerID(2)), .screen(ScreenID(3)), .container(ContainerID(300)),
            ]),
    ]

    /// One event of every case format 1.4 added.
    static let ownerCases: [NavigationEvent] = [
        .ownerFound(.screen(ScreenID(1)), owner: CoordinatorID(1)),
        .ownerFound(.container(ContainerID(UInt32.max)), owner: CoordinatorID(UInt32.max)),
    ]

    /// One event of every case format 1.3 added, at the edges of their values.
    static let timeCases: [NavigationEvent] = [
        .timerScheduled(milliseconds: 300, source: "Task.sleep"),
        .timePassed(milliseconds: 300),
        .timerScheduled(milliseconds: Int(Int32.max), source: "DispatchQueue.main.asyncAfter"),
        .timePassed(milliseconds: 1),
    ]

    /// One event of every case format 1.2 added.
    static let runLoopCases: [NavigationEvent] = [
        .animationsEnded,
        .transitionNested(
            container: ContainerID(1), reason: "nested push animation can result in corrupted navigation bar"),
        .transitionNested(container: ContainerID(UInt32.max), reason: ""),
    ]

    /// One event of every case of format 1.0, in declaration order.
    static let everyOriginalCase: [NavigationEvent] = [
        .launched,
        .userTapped(screen: ScreenID(4), action: "save \"draft\"", argument: state),
        .backTapped(container: ContainerID(1)),
        .interactiveBackBegan(container: ContainerID(1)),
        .interactiveBackCancelled(container: ContainerID(1)),
        .interactiveBackFinished(container: ContainerID(2)),
        .tabTapped(container: ContainerID(3), index: 2),
        .deepLinkOpened(url: "app://inbox?id=1&q=a%20b#frag"),
        .serviceRequested(service: "mail", request: -7, payload: ["folder": "inbox", "page": 2]),
        .serviceResponded(service: "mail", request: -7, response: ["ok": true]),
        .coordinatorCreated(CoordinatorID(1), type: "AppCoordinator<Inbox>"),
        .coordinatorStarted(CoordinatorID(1)),
        .coordinatorFinished(CoordinatorID(2)),
        .coordinatorDeallocated(CoordinatorID(UInt32.max)),
        .childAdded(CoordinatorID(2), parent: CoordinatorID(1)),
        .childRemoved(CoordinatorID(2), parent: CoordinatorID(1)),
        .screenCreated(ScreenID(4), name: "Details", owner: CoordinatorID(2), state: state),
        .screenCreated(ScreenID(0), name: "", owner: nil, state: nil),
        .screenDeallocated(ScreenID(4)),
        .containerCreated(ContainerID(1), style: .navigation, owner: CoordinatorID(1)),
        .containerCreated(ContainerID(3), style: .tabBar, owner: nil),
        .containerDeallocated(ContainerID(3)),
        .windowCreated(WindowID(1)),
        .windowRootSet(WindowID(1), root: .container(ContainerID(1))),
        .windowRootSet(WindowID(1), root: .screen(ScreenID(9))),
        .windowRootSet(WindowID(1), root: nil),
        .pushed(.screen(ScreenID(4)), container: ContainerID(1)),
        .popped(.screen(ScreenID(4)), container: ContainerID(1)),
        .poppedTo(.screen(ScreenID(2)), container: ContainerID(1)),
        .poppedToRoot(container: ContainerID(1)),
        .stackReplaced(
            container: ContainerID(1), stack: [.screen(ScreenID(1)), .screen(ScreenID(2)), .screen(ScreenID(300))]),
        .stackReplaced(container: ContainerID(1), stack: []),
        .presented(.container(ContainerID(5)), presenter: .screen(ScreenID(4)), style: .fullScreen),
        .presented(.screen(ScreenID(6)), presenter: .container(ContainerID(5)), style: .pageSheet),
        .dismissed(.screen(ScreenID(6))),
        .tabsSet(container: ContainerID(3), tabs: [.screen(ScreenID(7)), .container(ContainerID(8))]),
        .tabSelected(container: ContainerID(3), index: Int.max),
        .lifecycle(ScreenID(4), .viewDidLoad),
        .lifecycle(ScreenID(4), .viewWillAppear),
        .lifecycle(ScreenID(4), .viewDidAppear),
        .lifecycle(ScreenID(4), .viewWillDisappear),
        .lifecycle(ScreenID(4), .viewDidDisappear),
        .viewModelStateChanged(ScreenID(4), state: ["items": ["a", "b"], "count": -1.5e300]),
        .commandIgnored(command: "present", reason: "already presenting"),
        .crashed(reason: "fatalError: dismiss() not implemented", coordinator: CoordinatorID(2)),
        .crashed(reason: "", coordinator: nil),
    ]

    /// One event of every case format 1.1 added.
    static let addedCases: [NavigationEvent] =
        [
            .sheetSwipeBegan(controller: .container(ContainerID(5))),
            .sheetSwipeCancelled(controller: .screen(ScreenID(6))),
            .sheetSwipeFinished(controller: .container(ContainerID(UInt32.max))),
            .sheetSwipeRefused(controller: .screen(ScreenID(0))),
            .annotated(name: "controllerDismissed", coordinator: CoordinatorID(2), payload: ["saved": true]),
            .annotated(name: "", coordinator: nil, payload: .null),
            .screenEmbedded(ScreenID(5), parent: ScreenID(UInt32.max)),
            .screenUnembedded(ScreenID(5)),
        ]
        + ModalStyle.allCases.map { .presented(.screen(ScreenID(6)), presenter: .container(ContainerID(5)), style: $0) }

    /// Events whose strings are each of the hostile strings.
    static let hostile = originalHostile + addedHostile

    /// Events of the cases of format 1.0 whose strings are each of the hostile strings.
    static let originalHostile: [NavigationEvent] = hostileStrings.flatMap { text -> [NavigationEvent] in
        [
            .userTapped(screen: ScreenID(1), action: text, argument: .string(text)),
            .deepLinkOpened(url: text),
            .serviceRequested(service: text, request: 0, payload: .string(text)),
            .serviceResponded(service: text, request: 0, response: .object([text: .string(text)])),
            .coordinatorCreated(CoordinatorID(1), type: text),
            .screenCreated(ScreenID(1), name: text, owner: nil, state: .array([.string(text)])),
            .commandIgnored(command: text, reason: text),
            .crashed(reason: text, coordinator: nil),
        ]
    }

    /// Events of the cases format 1.1 added whose strings are each of the hostile strings.
    static let addedHostile: [NavigationEvent] = hostileStrings.map { text in
        .annotated(name: text, coordinator: nil, payload: .string(text))
    }

    /// Every case and every hostile string.
    static let all = format20 + format21Cases

    /// The events of format 2.0, the contents of its sample traces.
    static let format20 = format19 + format20Cases

    /// The events of format 1.9, the contents of its sample traces.
    static let format19 = format18 + format19Cases

    /// The events of format 1.8, the contents of its sample traces.
    static let format18 = format17 + format18Cases

    /// The events of format 1.7, the contents of its sample traces.
    static let format17 =
        format16 + launchCases + hostileStrings.map { .launchedWith(link: .url($0)) }
        + hostileStrings.map { .shortcutPerformed(type: $0) }

    /// The events of format 1.6, the contents of its sample traces.
    static let format16 = format15 + interruptionCases + hostileStrings.map { .interrupted(signal: $0) }

    /// The events of format 1.5, the contents of its sample traces.
    static let format15 = format14 + stackedCases

    /// The events of format 1.4, the contents of its sample traces.
    static let format14 = format13 + ownerCases

    /// The events of format 1.3, the contents of its sample traces.
    static let format13 =
        everyOriginalCase + addedCases + runLoopCases + timeCases + hostile
        + hostileStrings.map { .transitionNested(container: ContainerID(2), reason: $0) }
        + hostileStrings.map { .timerScheduled(milliseconds: 1, source: $0) }

    /// The events of format 1.2, the contents of its sample traces.
    static let format12 =
        everyOriginalCase + addedCases + runLoopCases + hostile
        + hostileStrings.map { .transitionNested(container: ContainerID(2), reason: $0) }

    /// The events of format 1.1, the contents of its sample traces.
    static let format11 = everyOriginalCase + addedCases + hostile

    /// The events of format 1.0, the contents of its sample traces.
    static let originalFormat = everyOriginalCase + originalHostile

    /// A longer, repetitive session of `count` events, for truncation and crash tests.
    static func session(count: Int) -> [NavigationEvent] {
        (0..<count).map { index in
            let id = UInt32(index % 50 + 1)
            switch index % 6 {
            case 0: return .pushed(.screen(ScreenID(id)), container: ContainerID(1))
            case 1: return .lifecycle(ScreenID(id), .viewDidAppear)
            case 2: return .viewModelStateChanged(ScreenID(id), state: ["index": .number(Double(index))])
            case 3: return .userTapped(screen: ScreenID(id), action: "row \(index)", argument: nil)
            case 4: return .popped(.screen(ScreenID(id)), container: ContainerID(1))
            default: return .coordinatorCreated(CoordinatorID(id), type: "Flow\(index)")
            }
        }
    }
}
