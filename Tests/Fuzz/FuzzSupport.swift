// Compiled into the NavSimJournal module with one harness by scripts/fuzz; not a SwiftPM target.

import NavSimCore

/// What the libFuzzer harnesses share.
enum FuzzSupport {
    /// Splits the first byte off the input as option flags.
    static func flagsAndBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> (flags: UInt8, bytes: [UInt8])? {
        guard size > 0 else { return nil }
        return (data[0], Array(UnsafeBufferPointer(start: data + 1, count: size - 1)))
    }

    /// Everything a reader gives back, to compare two readings.
    struct Reading: Equatable {
        /// Each event encoded, so that a NaN compares equal to the same NaN.
        let events: [[UInt8]]
        let report: RecoveryReport

        init(events: [NavigationEvent], report: RecoveryReport) {
            self.events = events.map(FuzzSupport.encoded)
            self.report = report
        }
    }

    /// The payload bytes of `event`.
    static func encoded(_ event: NavigationEvent) -> [UInt8] {
        var bytes: [UInt8] = []
        do {
            try event.encode(into: &bytes)
        } catch {
            preconditionFailure("an event that was read cannot be encoded: \(error)")
        }
        return bytes
    }

    /// Reads `bytes` whole, or the error it ends in; checks that the work stays linear.
    static func read(_ bytes: [UInt8], mode: RecoveryMode, chunkSize: Int) -> Result<Reading, TraceError> {
        do {
            let reader = try TraceReader(source: MemorySource(bytes), mode: mode, chunkSize: chunkSize)
            defer { precondition(reader.hashedBytes <= 80 * UInt64(bytes.count) + 4096, "hashing is not linear") }
            let trace = try reader.readAll()
            precondition(trace.records.count <= bytes.count / 9, "more records than the bytes can hold")
            return .success(Reading(events: trace.events, report: trace.report))
        } catch {
            precondition(!error.description.isEmpty)
            return .failure(error)
        }
    }
}
