public import NavSimCore

/// The comparison of two traces: the same events, or the first step where they part.
public enum TraceComparison: Hashable, Sendable {
    /// Both traces hold the same events.
    case same(steps: Int)
    /// The traces differ first at `step`.
    case different(Difference)

    /// The first difference between two traces.
    public struct Difference: Hashable, Sendable {
        /// The 1-based step where the traces part.
        public let step: Int
        /// The first trace's event there (`nil`: it had ended).
        public let first: NavigationEvent?
        /// The second trace's event there (`nil`: it had ended).
        public let second: NavigationEvent?
        /// The first trace's state after its event against the second's after its own.
        public let difference: StateDifference
    }

    /// Reads both traces in step and stops at the first event that differs.
    ///
    /// - Throws: What either source throws when it cannot be read, or the
    ///   ``NavigationError`` of an impossible event in the common part.
    public init(_ first: inout some EventSource, _ second: inout some EventSource) throws {
        var state = NavigationState()
        while true {
            let a = try first.nextEvent()
            let b = try second.nextEvent()
            if a == nil, b == nil {
                self = .same(steps: state.step)
                return
            }
            if a != b {
                var left = state
                var right = state
                if let a { try? left.apply(a) }
                if let b { try? right.apply(b) }
                self = .different(
                    Difference(
                        step: state.step + 1, first: a, second: b, difference: StateDifference(from: left, to: right)))
                return
            }
            if let a { try state.apply(a) }
        }
    }
}
