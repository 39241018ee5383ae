public import NavSimCore
public import NavSimJournal

/// A trace opened for random access: the full state at any step, found in milliseconds.
///
/// Opening reads the trace once, folding every event, and keeps a checkpoint every
/// `interval` events: the state and the reader's bookmark, in memory. ``state(at:)``
/// starts from the nearest checkpoint at or before the step and folds fewer than
/// `interval` events from there, so stepping forward or back from any step costs the same.
///
/// ```swift
/// let projection = try TraceProjection(path: "walk.navtrace")
/// let state = try projection.state(at: 500_000)
/// let before = try projection.state(at: 499_999)
/// ```
///
/// Memory is one state per checkpoint; a plain fold (`navsim replay`) needs none.
public final class TraceProjection {
    /// The manifest of the trace.
    public var manifest: TraceManifest { reader.manifest }
    /// The number of events in the trace.
    public let count: Int
    /// Events between checkpoints.
    public let interval: Int
    private let reader: TraceReader
    private var checkpoints: [(state: NavigationState, bookmark: TraceReader.Bookmark)] = []

    /// Opens the trace at `path` and builds its checkpoints.
    ///
    /// - Throws: ``TraceError`` when the trace cannot be read, ``NavigationError`` for an
    ///   impossible event.
    public init(path: String, interval: Int = 4096) throws {
        reader = try TraceReader(path: path)
        self.interval = max(interval, 1)
        var state = NavigationState()
        checkpoints.append((state, reader.bookmark))
        while let record = try reader.next() {
            try state.apply(record.event)
            if state.step % self.interval == 0 { checkpoints.append((state, reader.bookmark)) }
        }
        count = state.step
    }

    /// The state after `step` events (0: before the first).
    ///
    /// - Throws: ``ProjectionError`` for a step outside `0...count`, or what reading the
    ///   trace throws.
    public func state(at step: Int) throws -> NavigationState {
        guard step >= 0, step <= count else { throw ProjectionError.stepOutOfRange(step, count: count) }
        let checkpoint = checkpoints[step / interval]
        var state = checkpoint.state
        reader.seek(to: checkpoint.bookmark)
        while state.step < step, let record = try reader.next() {
            try state.apply(record.event)
        }
        return state
    }
}

/// A step a projection does not have.
public enum ProjectionError: Error, Hashable, Sendable, CustomStringConvertible {
    case stepOutOfRange(Int, count: Int)

    public var description: String {
        switch self {
        case .stepOutOfRange(let step, let count): "step \(step) is outside the trace's 0...\(count)"
        }
    }
}
