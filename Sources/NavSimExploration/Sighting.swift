import NavSimCore

/// A problem seen during an exploration, with what identifies it across runs whose ids differ.
struct Sighting {
    /// The problem, with the ids of the run that saw it.
    let problem: ExplorationFinding.Problem
    /// The rule and the names involved: the same bug seen in a shorter run has other ids.
    let signature: Signature
    /// The number of events recorded when it was seen.
    let step: Int

    /// What makes two sightings the same bug.
    struct Signature: Hashable, Codable {
        let rule: String
        let coordinatorType: String?
        let screenName: String?
    }

    /// A sighting of `problem`, its ids named as in `state`, seen when `step` events were
    /// recorded (by default, `state`'s).
    init(_ problem: ExplorationFinding.Problem, in state: NavigationState, seenAt step: Int? = nil) {
        self.problem = problem
        self.step = step ?? state.step
        // Names, not ids: an ignored command or a failure names neither, so its rule is all.
        var coordinator: CoordinatorID?
        var screen: ScreenID?
        if case .violation(let violation) = problem {
            coordinator = violation.coordinator
            screen = violation.screen
        }
        signature = Signature(
            rule: problem.rule, coordinatorType: coordinator.flatMap { state.coordinators[$0]?.type },
            screenName: screen.flatMap { state.screens[$0]?.name })
    }
}
