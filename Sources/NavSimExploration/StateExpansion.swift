import NavSimCore
import NavSimSimulator

/// What trying every input a state offers led to, in the order the inputs are offered:
/// all the breadth-first search needs to merge a state's children, whether the state was
/// expanded in this process or in a worker (``ExplorationWorkers``), so both give the
/// same report.
struct StateExpansion: Codable {
    /// What one input led to.
    enum Outcome: Codable {
        /// Replaying the state's path failed, so the input was not tried.
        case notReplayed
        /// The input was not possible from the state.
        case refused
        /// The input was taken.
        case sent(Transition)
        /// The input ran past the time limit, or the app trapped in it (in a worker, which
        /// then ended): it is not tried again.
        case ended(Ending)
    }

    /// An input that ended its worker.
    struct Ending: Codable {
        let input: Scenario.Step
        /// The number of events recorded before it.
        let step: Int
        /// The trap's signal; `nil` when the input hung or called `exit`.
        let signal: Int32?
        /// The status app code passed to `exit`; `nil` when the input hung or trapped.
        var exitStatus: Int32?
    }

    /// An input taken and the state it led to.
    struct Transition: Codable {
        let input: Scenario.Step
        /// The problems seen after it, by signature (the parent replays a new one for its message).
        let signatures: [Sighting.Signature]
        /// The number of events it recorded, the input's own included.
        let events: Int
        /// The canonical form of the state it led to (``CanonicalState/description``).
        let form: String
        /// The front screen's name and the actions of its taps, for coverage; `nil` when the
        /// same form came earlier in the same batch (the parent then has it already).
        let front: Front?
        /// The number of inputs the state it led to offers, when the input was tried in a
        /// fresh process (``BreadthFirstSearch/freshLaunches``); `nil` otherwise.
        var offered: Int? = nil
        /// What the coordinator tracker's looks did in the input (``TrackerLooks``).
        var looks: TrackerLooks.Record? = nil
        /// `true` when its session did not stay at the state it led to: an input undid it, to
        /// come back for the state's next input. No session is kept for that state then.
        var sessionLeft: Bool? = nil

        /// Whether it produced an event beyond the input itself (a tap that did something).
        var effective: Bool { events > 1 }
    }

    /// The screen in front of a state and the actions it offers.
    struct Front: Codable {
        let screen: String
        let actions: [String]

        /// The front of `session`'s state, or `nil` when no screen is in front.
        @MainActor init?(_ session: Session) {
            let state = session.state
            guard let front = state.frontScreen, let name = state.screens[front]?.name else { return nil }
            screen = name
            actions = BreadthFirstSearch.inputs(offeredBy: session).compactMap { input in
                if case .tap(let action, _, _) = input { action } else { nil }
            }
        }
    }

    /// The outcomes, one per input tried; `nil` when the state's path could not be replayed.
    var outcomes: [Outcome]?
    /// Why the expansion stopped before its last input, if it did.
    var stopped: Stop?
    /// What ran outside the model in the sessions of the inputs tried (``Session/nondeterminism``).
    var nondeterminism: [String] = []
    /// The inputs run to bring a session back to the state for each input after the first:
    /// its path replayed from launch, or one input that undid the last.
    var reachingInputs = 0

    /// What stops an expansion before its last input.
    enum Stop: String, Codable {
        /// The time budget ran out.
        case time
        /// The caller asked to stop.
        case interrupted

        var limit: ExplorationReport.Limit {
            switch self {
            case .time: .time
            case .interrupted: .interrupted
            }
        }
    }
}
