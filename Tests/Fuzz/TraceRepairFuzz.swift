// Compiled into the NavSimJournal module by scripts/fuzz; not a SwiftPM target.

import Foundation
import NavSimCore

/// Repairs bytes written to a file, and exports them to JSON Lines in salvage mode.
///
/// Besides crashes, it checks that a repaired trace reads cleanly in strict mode with the
/// events salvage mode read, that the salvaged JSON Lines reads back to the same events,
/// and that no temporary file is left behind. The first input byte chooses whether to
/// fix checksums first.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceRepair(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard var (flags, bytes) = FuzzSupport.flagsAndBytes(data, size) else { return 0 }
    if flags & 1 != 0 { bytes.refreshChecksums() }
    let input = RepairFiles.directory + "/input.navtrace"
    let repaired = RepairFiles.directory + "/repaired.navtrace"
    let exported = RepairFiles.directory + "/exported.jsonl"
    precondition(FileManager.default.createFile(atPath: input, contents: Data(bytes)))
    defer {
        for path in [input, repaired, exported] { try? FileManager.default.removeItem(atPath: path) }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: RepairFiles.directory)) ?? []
        precondition(left.isEmpty, "files left behind: \(left)")
    }
    guard case .success(let salvaged) = FuzzSupport.read(bytes, mode: .salvage, chunkSize: 1 << 20) else {
        return 0
    }
    do {
        try TraceRepair.repair(input, to: repaired)
        let trace = try TraceReader.readAll(path: repaired)
        precondition(trace.report.isClean, "the repaired trace is not clean: \(trace.report)")
        precondition(trace.events.map(FuzzSupport.encoded) == salvaged.events, "repair lost or changed events")
        try JSONLines.export(trace: input, to: exported, mode: .salvage)
        let reread = try JSONLinesReader(path: exported).readAll()
        precondition(reread.map(FuzzSupport.encoded) == salvaged.events, "salvaged JSON Lines differ")
    } catch {
        // A NaN or an infinity exports as the string naming it, so nothing may refuse.
        preconditionFailure("repair or export failed where salvage read: \(error)")
    }
    return 0
}

/// The private directory the repair harness writes in.
enum RepairFiles {
    static let directory: String = {
        let path = NSTemporaryDirectory() + "navsim-fuzz-repair-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
}
