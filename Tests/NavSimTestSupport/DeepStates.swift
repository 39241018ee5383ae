public import NavSimCore

/// Traces of states as deep as a hostile or generated trace can make them, built from
/// events the way `apply` folds them: for tests that every command handles any depth
/// iteratively and in linear time.
public enum DeepStates {
    /// `depth` started coordinators `Level1`…, each the child of the one before; the last
    /// owns navigation controller k1, the window's root, with screen s1 `Leaf` on screen.
    public static func coordinatorChain(depth: Int) -> [NavigationEvent] {
        var events: [NavigationEvent] = [.launched, .windowCreated(WindowID(1))]
        events.reserveCapacity(3 * depth + 10)
        for level in 1...depth {
            events += startedCoordinator(level)
            if level > 1 {
                events.append(.childAdded(CoordinatorID(UInt32(level)), parent: CoordinatorID(UInt32(level - 1))))
            }
        }
        let last = CoordinatorID(UInt32(depth))
        events += [
            .containerCreated(ContainerID(1), style: .navigation, owner: last),
            .screenCreated(ScreenID(1), name: "Leaf", owner: last, state: .null),
            .pushed(.screen(ScreenID(1)), container: ContainerID(1)),
            .windowRootSet(WindowID(1), root: .container(ContainerID(1))),
        ]
        return events + appearing(ScreenID(1))
    }

    /// Tab bar controllers k1…k`depth`, each the first tab of the one before, k1 the
    /// window's root. Started coordinator c`n` (`Level n`) owns tab bar k`n` and screen s`n`
    /// (`Screen n`): s`depth` is the only tab of the deepest tab bar, on screen; every other
    /// s`n` is the second tab of k`n`.
    public static func nestedTabBars(depth: Int) -> [NavigationEvent] {
        var events: [NavigationEvent] = [.launched, .windowCreated(WindowID(1))]
        events.reserveCapacity(5 * depth + 10)
        for level in 1...depth {
            let owner = CoordinatorID(UInt32(level))
            events += startedCoordinator(level)
            events.append(.containerCreated(ContainerID(UInt32(level)), style: .tabBar, owner: owner))
            events.append(.screenCreated(ScreenID(UInt32(level)), name: "Screen\(level)", owner: owner, state: .null))
        }
        let deepest = UInt32(depth)
        events.append(.tabsSet(container: ContainerID(deepest), tabs: [.screen(ScreenID(deepest))]))
        for level in (1..<deepest).reversed() {
            let tabs: [ControllerID] = [.container(ContainerID(level + 1)), .screen(ScreenID(level))]
            events.append(.tabsSet(container: ContainerID(level), tabs: tabs))
        }
        events.append(.windowRootSet(WindowID(1), root: .container(ContainerID(1))))
        return events + appearing(ScreenID(deepest))
    }

    /// Screens s1…s`depth` (`Modal n`), s1 the window's root and each other one presented as
    /// a sheet by the one before.
    public static func modalChain(depth: Int) -> [NavigationEvent] {
        var events: [NavigationEvent] = [.launched, .windowCreated(WindowID(1))]
        events.reserveCapacity(2 * depth + 10)
        for level in 1...depth {
            events.append(.screenCreated(ScreenID(UInt32(level)), name: "Modal\(level)", owner: nil, state: .null))
        }
        events.append(.windowRootSet(WindowID(1), root: .screen(ScreenID(1))))
        for level in 1..<UInt32(depth) {
            events.append(
                .presented(.screen(ScreenID(level + 1)), presenter: .screen(ScreenID(level)), style: .pageSheet))
        }
        return events
    }

    /// A ViewModel state: `depth` arrays, one in the other, around `0`.
    public static func nestedJSON(depth: Int) -> JSONValue {
        var value: JSONValue = 0
        for _ in 0..<depth { value = [value] }
        return value
    }

    /// Coordinator c`level`, of type `Level<level>`, created and started.
    private static func startedCoordinator(_ level: Int) -> [NavigationEvent] {
        let id = CoordinatorID(UInt32(level))
        return [.coordinatorCreated(id, type: "Level\(level)"), .coordinatorStarted(id)]
    }

    /// The lifecycle callbacks that bring `screen` on screen.
    private static func appearing(_ screen: ScreenID) -> [NavigationEvent] {
        [.lifecycle(screen, .viewDidLoad), .lifecycle(screen, .viewWillAppear), .lifecycle(screen, .viewDidAppear)]
    }
}
