import Foundation
import NavSimCore
import NavSimTestSupport

@testable import NavSimJournal

/// Temporary files and in-memory traces for the journal's tests.
enum TraceFiles {
    /// A fresh, empty temporary directory, removed when the tests end.
    static func makeDirectory() throws -> String {
        try makeTemporaryFolder("navsim-journal").path
    }

    /// The manifest the tests write.
    static let manifest = TraceManifest(app: "Inbox", variant: "closures \"v2\"", clockOrigin: 1_700_000_000_000)

    /// Writes `events` to a new trace file in a new directory and returns its path.
    static func write(_ events: [NavigationEvent], policy: FsyncPolicy = .never) throws -> String {
        let path = try makeDirectory() + "/trace.navtrace"
        let writer = try TraceWriter(creating: path, manifest: manifest, policy: policy)
        for event in events { try writer.append(event) }
        try writer.close()
        return path
    }

    /// The bytes of a trace holding `events`.
    static func bytes(of events: [NavigationEvent]) throws -> [UInt8] {
        try read(try write(events))
    }

    /// The bytes of a file.
    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The byte offsets where each record starts, and the end of the last.
    static func recordBoundaries(_ bytes: [UInt8]) throws -> [Int] {
        let reader = try TraceReader(bytes: bytes)
        var offsets = [reader.headerBytes.count]
        while let record = try reader.next() {
            offsets[offsets.count - 1] = Int(record.offset)
            offsets.append(0)
        }
        offsets[offsets.count - 1] = bytes.count
        return offsets
    }
}
