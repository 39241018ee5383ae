// Compiled into the NavSimJournal module by scripts/fuzz; not a SwiftPM target.

/// Feeds bytes to the trace reader in strict and salvage mode, in large and small chunks.
///
/// Besides crashes, it checks that the work is linear in the input, that the chunk size
/// changes nothing, and that a trace strict mode reads whole reads the same in salvage
/// mode. The first input byte chooses whether to fix checksums first.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard var (flags, bytes) = FuzzSupport.flagsAndBytes(data, size) else { return 0 }
    if flags & 1 != 0 { bytes.refreshChecksums() }
    let strict = FuzzSupport.read(bytes, mode: .strict, chunkSize: 1 << 20)
    let salvaged = FuzzSupport.read(bytes, mode: .salvage, chunkSize: 1 << 20)
    precondition(FuzzSupport.read(bytes, mode: .strict, chunkSize: 64) == strict, "chunk size changed strict reading")
    precondition(
        FuzzSupport.read(bytes, mode: .salvage, chunkSize: 64) == salvaged, "chunk size changed salvage reading")
    if case .success(let whole) = strict {
        guard case .success(let rescued) = salvaged else { preconditionFailure("salvage failed where strict read") }
        precondition(rescued.events == whole.events, "salvage read differently from strict")
    }
    return 0
}
