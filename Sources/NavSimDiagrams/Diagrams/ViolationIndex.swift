import NavSimCore

/// A state's invariant violations, indexed by what they are about, so that drawing each
/// coordinator and screen finds its own in constant time: searching the list for each one
/// took time proportional to coordinators × violations, hours for a 100,000-coordinator leak.
struct ViolationIndex {
    /// Every violation, in ``NavigationState/invariantViolations()`` order.
    let all: [InvariantViolation]
    /// The first leak rule reported for each leaked coordinator.
    private(set) var leaks: [CoordinatorID: InvariantViolation.Rule] = [:]
    /// The screens reported as orphaned.
    private(set) var orphanedScreens = Set<ScreenID>()

    init(_ violations: [InvariantViolation]) {
        all = violations
        for violation in violations {
            switch violation.rule {
            case .finishedButAlive, .flowEndedButAlive:
                guard let coordinator = violation.coordinator, leaks[coordinator] == nil else { continue }
                leaks[coordinator] = violation.rule
            case .orphanedScreen:
                if let screen = violation.screen { orphanedScreens.insert(screen) }
            case .poppedButAlive, .lifecycleOutOfOrder, .crashed, .ignoredCommand, .deadInput, .nestedTransition,
                .appInvariant:
                continue
            }
        }
    }
}
