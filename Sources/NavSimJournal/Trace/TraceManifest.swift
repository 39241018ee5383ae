import NavSimCore

/// What a trace says about itself in its header: the app, the variant, the NavSim version,
/// the clock origin and the table of event types.
///
/// Nothing in a manifest comes from the environment: the clock origin is a fixed value the
/// caller chooses (0 by default), so the same events always give the same bytes.
///
/// ```swift
/// let manifest = TraceManifest(app: "Inbox", variant: "closures", clockOrigin: 0)
/// ```
public struct TraceManifest: Hashable, Sendable {
    /// The example app (or app model) that was simulated.
    public var app: String
    /// The coordinator variant or scenario, empty when there is none.
    public var variant: String
    /// The version of NavSim that recorded the trace.
    public var navSimVersion: String
    /// The instant the simulator's clock counts from, in milliseconds since
    /// 1970-01-01T00:00:00Z. NavSim's clock is simulated, so this is a label, not a
    /// reading of the machine's clock.
    public var clockOrigin: Int64
    /// The event types the trace may use, with their codes and versions.
    public var eventTypes: [TraceEventType]

    /// The NavSim version written when the caller does not give one.
    public static let defaultNavSimVersion = NavSimVersion.current

    /// Creates a manifest with the event type table of this library.
    ///
    /// - Parameters:
    ///   - app: The example app that was simulated.
    ///   - variant: The coordinator variant or scenario.
    ///   - navSimVersion: The NavSim version that records the trace.
    ///   - clockOrigin: Milliseconds since the Unix epoch that the simulated clock starts
    ///     at; a fixed value, never the current time, so traces stay reproducible.
    public init(
        app: String, variant: String = "", navSimVersion: String = TraceManifest.defaultNavSimVersion,
        clockOrigin: Int64 = 0
    ) {
        self.app = app
        self.variant = variant
        self.navSimVersion = navSimVersion
        self.clockOrigin = clockOrigin
        self.eventTypes = TraceEventType.current
    }
}

// MARK: - Wire

extension TraceManifest {
    /// Appends the manifest's binary encoding: app, variant, NavSim version (strings),
    /// clock origin (ZigZag varint), then the event type count and each type's code
    /// (varint), name (string) and version (varint).
    func encode(into bytes: inout [UInt8]) {
        bytes.appendString(app)
        bytes.appendString(variant)
        bytes.appendString(navSimVersion)
        bytes.appendSignedVarint(clockOrigin)
        bytes.appendVarint(UInt64(eventTypes.count))
        for type in eventTypes {
            bytes.appendVarint(type.code)
            bytes.appendString(type.name)
            bytes.appendVarint(type.version)
        }
    }

    /// Reads a manifest; bytes after the event type table are ignored (later minor
    /// versions may add fields there).
    static func decode(from reader: inout ByteReader) throws(PayloadProblem) -> TraceManifest {
        var manifest = TraceManifest(app: try reader.readString())
        manifest.variant = try reader.readString()
        manifest.navSimVersion = try reader.readString()
        manifest.clockOrigin = Int64(try reader.readSignedVarint())
        let count = try reader.readCount()
        var types: [TraceEventType] = []
        types.reserveCapacity(count)
        for _ in 0..<count {
            types.append(
                TraceEventType(
                    code: try reader.readVarint(), name: try reader.readString(), version: try reader.readVarint())
            )
        }
        manifest.eventTypes = types
        return manifest
    }

    /// Checks that every event type this library knows has the same name and a version
    /// it can read; types it does not know are fine until an event uses one.
    ///
    /// - Returns: The names of the types by code.
    func checkedTypeNames() throws(TraceError) -> [UInt64: String] {
        var names: [UInt64: String] = [:]
        for type in eventTypes {
            names[type.code] = type.name
            guard type.code < 256, let known = EventType(rawValue: UInt8(type.code)) else { continue }
            guard known.name == type.name else {
                throw .incompatibleEventTypes(code: type.code, name: type.name, expected: known.name)
            }
        }
        return names
    }
}

extension TraceManifest {
    /// Whether the writer ran transitions on the simulated run loop (format 1.2 and later,
    /// whose event table lists `animationsEnded`); older traces were recorded with every
    /// transition inside the call that asked for it, and replay that way.
    public var recordsRunLoop: Bool { eventTypes.contains { $0.name == "animationsEnded" } }

    /// Whether the writer recorded the events format 2.1 added, what the app's pending work
    /// holds and children embedded before others (format 2.1 and later, whose event table
    /// lists `pendingWorkHeld`); a re-run of an older trace records neither.
    public var recordsFormat21Events: Bool { eventTypes.contains { $0.name == "pendingWorkHeld" } }
}
