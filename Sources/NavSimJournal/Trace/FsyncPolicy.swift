/// When a trace writer forces appended events to stable storage.
///
/// Appended events first go to the writer's buffer; a sync writes the buffer with
/// `write(2)` and then waits for the disk (`fdatasync` on Linux, `F_FULLFSYNC` on Apple
/// platforms). An event that was synced survives a crash of the process and of the
/// machine; one that was only written survives a crash of the process.
public enum FsyncPolicy: Hashable, Sendable {
    /// Sync after every event: ``TraceWriter/append(_:)`` returns once the event is durable.
    case always
    /// Group commit: sync once `count` events are waiting, or when an event is appended
    /// `milliseconds` or more after the oldest unsynced one, whichever comes first. The
    /// deadline is checked on each append (there is no timer thread), and at ``TraceWriter/close()``.
    case batch(count: Int, milliseconds: Int)
    /// Never sync; write when the buffer is full and at close, and leave durability to
    /// the operating system.
    case never
}
