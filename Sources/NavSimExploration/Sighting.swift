import NavSimCore

/// A problem seen during an exploration, with what identifies it across runs whose ids differ.
struct Sighting {
    /// The problem, with the ids of the run that saw it.
    let problem: ExplorationFinding.Problem
    /// The rule and the names involved: the same bug seen in a shorter run has other ids.
    let signature: Signature
    /// The number of events recorded when it was seen.
    let step: Int

    /// What makes two sightings the same bug: the rule, the coordinator's type, the
    /// screen's name and, for a leaked coordinator, the type of the flow it outlived.
    ///
    /// A leak seen while the coordinator that made it (``CoordinatorNode/creator``) is alive
    /// may be a stale reference that flow still lets go of; one seen after that flow is gone
    /// has nothing left to release it. The two are different bugs even of one type, so the
    /// first sighting of a stale reference does not hide a permanent leak; each is reported
    /// once, however many paths reach it.
    struct Signature: Hashable, Codable {
        let rule: String
        let coordinatorType: String?
        let screenName: String?
        /// The type of the gone flow the leaked coordinator was made from; `nil` for a
        /// leak whose maker lives (or that none made), and for every other rule.
        var outlived: String? = nil
        /// For an ignored command, its message without ids (`UIKit ignored `present … on s`:
        /// s is already presenting`): another command, or another reason, is another bug.
        var ignored: String? = nil
    }

    /// The rules of a coordinator alive that should be gone.
    private static let leakRules: Set<InvariantViolation.Rule> = [
        .finishedButAlive, .flowEndedButAlive, .poppedButAlive,
    ]

    /// A sighting of `problem`, its ids named as in `state`, seen when `step` events were
    /// recorded (by default, `state`'s).
    init(_ problem: ExplorationFinding.Problem, in state: NavigationState, seenAt step: Int? = nil) {
        self.problem = problem
        self.step = step ?? state.step
        // Names, not ids: an ignored command or a failure names neither, so its rule is all.
        var coordinator: CoordinatorID?
        var screen: ScreenID?
        var outlived: String?
        var ignored: String?
        if case .violation(let violation) = problem {
            coordinator = violation.coordinator
            screen = violation.screen
            if violation.rule == .ignoredCommand { ignored = Self.withoutIDs(violation.message) }
            if Self.leakRules.contains(violation.rule), let leaked = coordinator,
                let creator = state.coordinators[leaked]?.creator,
                state.coordinators[creator.id]?.isDeallocated ?? true
            {
                outlived = creator.type
            }
        }
        signature = Signature(
            rule: problem.rule, coordinatorType: coordinator.flatMap { state.coordinators[$0]?.type },
            screenName: screen.flatMap { state.screens[$0]?.name }, outlived: outlived, ignored: ignored)
    }

    /// `text` with each id (`s12`, `k3`, `c2`, `w1`: a lowercase letter and digits, a word of
    /// its own) left as its letter, so that runs whose ids differ read the same.
    static func withoutIDs(_ text: String) -> String {
        var result = ""
        var characters = Array(text)[...]
        var previous: Character?
        while let first = characters.first {
            let digits = characters.dropFirst().prefix { $0.isASCII && $0.isNumber }
            let after = characters.dropFirst(1 + digits.count).first
            let isWordStart = !(previous.map { $0.isLetter || $0.isNumber } ?? false)
            if first.isASCII, first.isLowercase, !digits.isEmpty, isWordStart,
                !(after.map { $0.isLetter || $0.isNumber } ?? false)
            {
                result.append(first)
                previous = digits.last
                characters = characters.dropFirst(1 + digits.count)
            } else {
                result.append(first)
                previous = first
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
