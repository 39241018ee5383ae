import Foundation

/// How NavSim reads the app's objects: the coordinator tracker's walk (which objects an
/// object holds) and the ViewModel snapshots (an object's stored fields and their values).
///
/// Both readings go through one boundary, `ObjectGraph` for the walk and `StateSnapshot`
/// (NavSimUIKit) for the snapshots; the reading picks the implementation behind it. Each
/// session has its own (``Session/init(app:sink:objectReading:)``); a session not given one
/// reads as `NAVSIM_REFLECTION` in the environment says (``fromEnvironment``).
///
/// ```swift
/// let session = Session(app: app, sink: EventLog(), objectReading: .safe)
/// ```
public enum ObjectReading: Sendable, Equatable {
    /// Raw memory at the offsets the runtime's field metadata gives (`Reflection`):
    /// `weak` and `unowned` told from strong, closures' captures read from their contexts.
    case fast
    /// `Mirror` (children, `superclassMirror`), object identity and weak references only,
    /// no raw memory read (`MirrorReader`). Slower, and blind where `Mirror` is:
    /// every reference it shows counts as strong, and closures show nothing; what that
    /// changes in a trace is in docs/architecture.md, "The object-reading boundary".
    case safe

    /// The reading `NAVSIM_REFLECTION` asks for: ``safe`` when it is `safe`, else ``fast``.
    public static let fromEnvironment: ObjectReading =
        getenv("NAVSIM_REFLECTION").map { String(cString: $0) } == "safe" ? .safe : .fast
}
