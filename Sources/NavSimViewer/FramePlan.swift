import NavSimCore

/// Which states of a trace the viewer draws.
///
/// A hierarchy is drawn for every state that differs from the one before, while there are
/// at most `limit` such states. A longer trace is drawn once per input instead (the state
/// the app settled in before each input, and the last one); if even that is more than
/// `limit` drawings, every `stride`-th input is drawn. Steps between drawings show the
/// nearest drawing before them, and the page says at which step it was drawn.
public struct FramePlan: Hashable, Sendable {
    /// How the drawn steps are chosen.
    public enum Mode: Hashable, Sendable {
        /// Every state that differs from the previous one.
        case everyChange
        /// The state before every `stride`-th input, and the last state.
        case inputs(stride: Int)
    }

    /// The most drawings a page holds by default: a 1,000-event trace with a change at
    /// every step stays under 2 MB, and drawing them takes seconds.
    public static let standardLimit = 2_000

    /// How the drawn steps are chosen.
    public let mode: Mode

    /// Chooses the mode for `events`: every change if at most `limit` states differ from
    /// the one before, else inputs.
    ///
    /// - Parameter distinctStates: Counts the states that differ from the one before,
    ///   stopping once it passes its argument.
    init(events: [NavigationEvent], limit: Int, distinctStates: (Int) throws(ViewerError) -> Int) throws(ViewerError) {
        let limit = max(limit, 2)
        if try distinctStates(limit) <= limit {
            mode = .everyChange
            return
        }
        // Every stride-th input of `inputs`, and the end: at most `limit` drawings.
        let inputs = events.count(where: \.isInput)
        mode = .inputs(stride: max(1, (inputs + limit - 2) / (limit - 1)))
    }

    /// Whether the state after `step` events is drawn: `index` counts the input boundaries
    /// before it.
    func draws(step: Int, events: [NavigationEvent], boundary index: Int) -> Bool {
        switch mode {
        case .everyChange: true
        case .inputs(let stride): step == events.count || events[step].isInput && index % stride == 0
        }
    }
}
