public import NavSimCore

/// A deterministic random walk over the inputs a session offers: the same seed gives the
/// same inputs, and so the same trace.
public struct RandomWalk: Sendable {
    private var generator: SplitMix64

    /// Creates a walk from `seed`.
    public init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// Picks the next input for `session`, or `nil` when it offers none (it crashed).
    ///
    /// Every available input is equally likely, so a started back swipe is cancelled or
    /// finished with even odds; but while a transition animation runs (a walk that races,
    /// sending its inputs with `settling: false`), the animations end with odds of one half
    /// and the racing inputs share the other half, so that walks stay mostly settled.
    @MainActor
    public mutating func nextInput(for session: Session) -> NavigationEvent? {
        let inputs = session.availableInputs()
        guard !inputs.isEmpty else { return nil }
        if session.isInFlight, inputs.count > 1 {
            guard generator.next() % 2 == 1 else { return inputs[0] }
            return inputs[1 + Int(generator.next() % UInt64(inputs.count - 1))]
        }
        return inputs[Int(generator.next() % UInt64(inputs.count))]
    }

    /// Sends up to `steps` inputs to `session`, stopping early when it offers none.
    ///
    /// - Parameter racing: Whether inputs may race the animations the previous one started
    ///   (each is sent with `settling: false`; ``NavigationEvent/animationsEnded`` is then a
    ///   choice of the walk). Without it, each input's animations end before the next.
    /// - Returns: How many inputs were sent.
    /// - Throws: ``SessionError`` when recording fails or the model breaks a rule.
    @discardableResult @MainActor
    public mutating func run(_ session: Session, steps: Int, racing: Bool = false) throws(SessionError) -> Int {
        for sent in 0..<steps {
            guard let input = nextInput(for: session) else { return sent }
            try session.send(input, settling: !racing)
        }
        return steps
    }
}
