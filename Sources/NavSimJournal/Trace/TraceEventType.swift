/// One entry of a manifest's event type table: the code a trace uses for an event type,
/// its name and the version of its payload layout.
public struct TraceEventType: Hashable, Sendable {
    /// The code that starts the payload of every event of this type.
    public let code: UInt64
    /// The type's name, the event's ``NavigationEvent/kind``: `pushed`, `viewDidAppear`, ….
    public let name: String
    /// The version of the payload layout: 1, or more once fields were appended to it
    /// (`presented` is 2).
    public let version: UInt64

    /// The table this library writes: every event type it knows, by code.
    public static let current: [TraceEventType] = EventType.allCases.map {
        TraceEventType(code: UInt64($0.rawValue), name: $0.name, version: $0.version)
    }
}
