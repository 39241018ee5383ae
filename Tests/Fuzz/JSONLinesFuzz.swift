// Compiled into the NavSimJournal module by scripts/fuzz; not a SwiftPM target.

import NavSimCore

/// Feeds bytes to the JSON Lines reader, in large and small chunks.
///
/// Besides crashes, it checks that every error names a line of the input, that the chunk
/// size changes nothing, and that what is read is written back and read again unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = parse(bytes, chunkSize: 1 << 20)
    precondition(parse(bytes, chunkSize: 16) == whole, "chunk size changed the result")
    switch whole {
    case .failure(.invalidJSONLines(let line, _)):
        precondition(line >= 1 && line <= bytes.count(where: { $0 == 0x0A }) + 1, "error names no line of the input")
    case .failure(let error):
        preconditionFailure("unexpected error \(error)")
    case .success(let (manifest, events)):
        do {
            let text = try JSONLines.text(manifest: manifest, events: events)
            let again = try JSONLines.parse(text)
            precondition(again.manifest == manifest && again.events == events, "round trip changed the trace")
        } catch {
            preconditionFailure("what was read cannot be written back: \(error)")
        }
    }
    return 0
}

/// The manifest and events of `bytes`, or the error reading them ends in.
private func parse(
    _ bytes: [UInt8], chunkSize: Int
) -> Result<(TraceManifest, [NavigationEvent]), TraceError> {
    do {
        let reader = try JSONLinesReader(source: MemorySource(bytes), chunkSize: chunkSize)
        return .success((reader.manifest, try reader.readAll()))
    } catch {
        return .failure(error)
    }
}

extension Result<(TraceManifest, [NavigationEvent]), TraceError> {
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): a.0 == b.0 && a.1 == b.1
        case (.failure(let a), .failure(let b)): a == b
        default: false
        }
    }
}
