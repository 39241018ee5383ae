/// A broken rule of MVVM-C found in a state: a leak, an orphaned screen, a crash, ….
public struct InvariantViolation: Hashable, Sendable, Codable {
    /// Which rule is broken.
    public let rule: Rule
    /// The coordinator involved, if any.
    public let coordinator: CoordinatorID?
    /// The screen involved, if any.
    public let screen: ScreenID?
    /// One plain sentence about what is wrong.
    public let message: String
    /// The name of the app's own invariant broken, for ``Rule/appInvariant``.
    public let appInvariant: String?

    /// Creates a violation of `rule`.
    public init(rule: Rule, coordinator: CoordinatorID?, screen: ScreenID?, message: String) {
        self.rule = rule
        self.coordinator = coordinator
        self.screen = screen
        self.message = message
        appInvariant = nil
    }

    /// Creates a violation of the app's invariant `appInvariant` (an ``AppInvariant``).
    public init(appInvariant: String, coordinator: CoordinatorID?, screen: ScreenID?, message: String) {
        rule = .appInvariant
        self.coordinator = coordinator
        self.screen = screen
        self.message = message
        self.appInvariant = appInvariant
    }

    /// What reports call the finding: the rule's name, or the app invariant's.
    public var kind: String { appInvariant ?? rule.rawValue }

    /// The rules ``NavigationState/invariantViolations()`` checks.
    public enum Rule: String, Hashable, Sendable, Codable, CaseIterable {
        /// A coordinator declared its flow finished but was never released.
        case finishedButAlive
        /// A coordinator's screens have all left the screen but it is still alive. Screens in
        /// a hidden window have not left it: the window holds them until it shows again.
        case flowEndedButAlive
        /// A live coordinator's screens of one name left the screen (popped, dismissed,
        /// replaced) and two or more are still alive, and the app made one of that name anew
        /// while another was kept (``ScreenNode/isMadeAnew``): screens made anew each time and
        /// kept, a leak that grows. Screens made up front and shown again (pages kept in an
        /// array) are not reported, nor is one kept screen.
        case poppedButAlive
        /// A screen on screen whose coordinator was deallocated: its buttons do nothing.
        case orphanedScreen
        /// A view-lifecycle callback arrived out of UIKit's order.
        case lifecycleOutOfOrder
        /// The app crashed.
        case crashed
        /// UIKit refused a command and only logged a warning (presenting while already
        /// presenting, popping the root): a tap that did not do what the code meant. Found in
        /// a trace's events by the invariant report, not in a state.
        case ignoredCommand
        /// A tap or a deep link the app was given produced no event at all: a button that
        /// does nothing. Found in a trace's events, as ``ignoredCommand`` is.
        case deadInput
        /// The app pushed or popped on a navigation controller while its animated transition
        /// was running (UIKit: "nested push animation can result in corrupted navigation
        /// bar"). Found in a trace's events, as ``ignoredCommand`` is.
        case nestedTransition
        /// An invariant the app itself declares (an ``AppInvariant``) is broken: its name is
        /// the violation's ``InvariantViolation/appInvariant``.
        case appInvariant
    }
}

extension InvariantViolation.Rule {
    /// What the rule finds, in one sentence: what a CI report shows beside the rule's name.
    public var summary: String {
        switch self {
        case .finishedButAlive: "A coordinator declared its flow finished but was never released."
        case .flowEndedButAlive: "A coordinator's screens have all left the screen but it is still alive."
        case .poppedButAlive: "Screens of one name left the screen but their coordinator keeps two or more alive."
        case .orphanedScreen: "A screen is on screen but its coordinator was deallocated."
        case .lifecycleOutOfOrder: "A view-lifecycle callback arrived out of UIKit's order."
        case .crashed: "The app crashed."
        case .ignoredCommand: "UIKit refused a navigation command and only logged a warning."
        case .deadInput: "A tap or a deep link produced no event at all."
        case .nestedTransition: "The app pushed or popped while a navigation transition was running."
        case .appInvariant: "An invariant the app declares is broken."
        }
    }
}

extension InvariantViolation: CustomStringConvertible {
    public var description: String { "\(kind): \(message)" }
}

extension NavigationState {
    /// The rules this state breaks, in a stable order (by rule, then by id).
    ///
    /// Check a state between inputs, once the app has finished reacting: in the middle of
    /// a transition a coordinator can be briefly alive with no screen shown. While a
    /// transition animation runs (``isAnimating``) the liveness rules (`finishedButAlive`,
    /// `flowEndedButAlive`, `orphanedScreen`) are not checked: UIKit still holds the
    /// controllers of the transition until it ends.
    ///
    /// The time is linear in the state (plus sorting the ids of what is found), however deep
    /// its containers nest: which window holds each screen is found with one `WindowLookup`.
    public func invariantViolations() -> [InvariantViolation] {
        var checker = InvariantChecker()
        return checker.check(self).all
    }

    /// The `poppedButAlive` violations: for each live coordinator and screen name, the
    /// screens it owns that were shown (their view is loaded) and are off screen, held by no
    /// container, window, presentation or parent screen, when there are two or more and the
    /// app made a screen of that name and owner anew while another was kept
    /// (``ScreenNode/isMadeAnew``): the kept set grows.
    ///
    /// A cache that shows the same screen again keeps one, and one is never reported;
    /// screens made before any of them left (pages made up front and kept in an array to be
    /// shown again) are not reported either. Screens made one by one as the user first
    /// reaches them and kept to go back to are, as NavSim cannot tell them from screens made
    /// anew and never shown again. A screen in `spared` (held by pending work, which releases
    /// it when it ends) is not counted as kept.
    func keptScreens(isSettled: Bool, sparing spared: Set<ScreenID> = []) -> [InvariantViolation] {
        guard isSettled else { return [] }
        var groups: [KeptScreens: [ScreenID]] = [:]
        var madeAnew: Set<KeptScreens> = []
        for screen in screens.values {
            guard let owner = screen.owner, coordinators[owner]?.isDeallocated == false else { continue }
            let key = KeptScreens(owner: owner, name: screen.name)
            if screen.isMadeAnew { madeAnew.insert(key) }
            if screen.isKept && !spared.contains(screen.id) { groups[key, default: []].append(screen.id) }
        }
        let leaked = groups.compactMap { key, ids in
            ids.count > 1 && madeAnew.contains(key) ? (key.owner, ids.sorted()) : nil
        }
        return leaked.sorted { ($0.0, $0.1[0]) < ($1.0, $1.1[0]) }.compactMap { owner, ids in
            guard let node = coordinators[owner], let first = screens[ids[0]] else { return nil }
            let names = ids.compactMap { screens[$0]?.displayName }.joined(separator: ", ")
            return InvariantViolation(
                rule: .poppedButAlive, coordinator: owner, screen: ids[0],
                message: "\(node.displayName) keeps \(ids.count) \(first.name) screens that left the screen "
                    + "(\(names)): leaked")
        }
    }

    /// The screens of one name that one coordinator owns.
    private struct KeptScreens: Hashable {
        let owner: CoordinatorID
        let name: String
    }
}

extension ScreenNode {
    /// Whether the screen was shown and left the screen, and nothing NavSim tracks holds it
    /// (no container, window, presentation or parent screen): only the app keeps it.
    public var isKept: Bool { location == nil && appearance == .disappeared }
}
