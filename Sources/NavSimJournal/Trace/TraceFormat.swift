/// The constants of the trace format and the encoding of its header.
///
/// A trace is a header followed by framed records; `docs/trace-format.md` describes every
/// byte. The header:
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 8 | magic `89 4E 41 56 54 52 43 0A` (`\x89NAVTRC\n`) |
/// | 8 | 2 | major version, little-endian |
/// | 10 | 2 | minor version, little-endian |
/// | 12 | 4 | manifest length `n`, little-endian |
/// | 16 | n | manifest |
/// | 16 + n | 4 | CRC32C of bytes 8 ..< 16 + n |
public enum TraceFormat {
    /// The eight bytes every trace starts with.
    static let magic: [UInt8] = [0x89, 0x4E, 0x41, 0x56, 0x54, 0x52, 0x43, 0x0A]
    /// The bytes before the manifest: magic, versions, manifest length.
    static let fixedHeaderLength = 16
    /// The bytes of a record frame before its body: CRC32C and length.
    static let frameHeaderLength = 8
    /// The largest body a record may have, and the largest manifest: 16 MiB.
    public static let maximumRecordLength = 1 << 24
    /// How deep arrays and objects may nest in a JSON value.
    public static let maximumNestingDepth = 128
    /// The record type bit that tells readers they may skip a record type they do not know.
    static let skippableFlag: UInt8 = 0x80

    /// The record types of format 1.
    enum RecordType: UInt8 {
        /// A ``NavigationEvent``.
        case event = 1
    }

    // MARK: - Header

    /// The header bytes for a trace with `manifest`, in the current format version.
    static func header(for manifest: TraceManifest) -> [UInt8] {
        var bytes = magic
        bytes.appendUInt16(TraceFormatVersion.current.major)
        bytes.appendUInt16(TraceFormatVersion.current.minor)
        bytes.appendUInt32(0)
        let manifestStart = bytes.count
        manifest.encode(into: &bytes)
        bytes.storeUInt32(UInt32(bytes.count - manifestStart), at: 12)
        let crc = bytes.withUnsafeBytes { CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[8...])) }
        bytes.appendUInt32(crc)
        return bytes
    }

    /// Reads and checks the header at the start of `source`.
    ///
    /// The magic and the major version are checked before anything else, so a newer
    /// major version is refused with a clear message even if its header changed shape.
    static func readHeader(
        from source: any ByteSource
    ) throws(TraceError) -> (version: TraceFormatVersion, manifest: TraceManifest, bytes: [UInt8]) {
        let path = source.name
        var fixed = [UInt8](repeating: 0, count: fixedHeaderLength)
        let got = try fixed.withMutableBytes { buffer throws(TraceError) in
            try source.read(into: buffer.baseAddress.unsafelyUnwrapped, count: fixedHeaderLength, at: 0)
        }
        let magicBytes = min(got, magic.count)
        guard fixed[0..<magicBytes].elementsEqual(magic[0..<magicBytes]) else { throw .notATrace(path: path) }
        guard got >= 12 else { throw .truncatedHeader(path: path, length: UInt64(got)) }
        let version = TraceFormatVersion(
            major: UInt16(fixed[8]) | UInt16(fixed[9]) << 8, minor: UInt16(fixed[10]) | UInt16(fixed[11]) << 8)
        guard version.isReadable else {
            if version.major > TraceFormatVersion.current.major {
                throw .unsupportedVersion(path: path, found: version, supported: .current)
            }
            throw .corruptHeader(path: path, reason: "unknown format version \(version)")
        }
        guard got == fixedHeaderLength else { throw .truncatedHeader(path: path, length: UInt64(got)) }
        let manifestLength = fixed.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: 12, as: UInt32.self).littleEndian)
        }
        guard manifestLength <= maximumRecordLength else {
            throw .corruptHeader(path: path, reason: "impossible manifest length \(manifestLength)")
        }
        let total = fixedHeaderLength + manifestLength + 4
        var bytes = [UInt8](repeating: 0, count: total)
        let read = try bytes.withMutableBytes { buffer throws(TraceError) in
            try source.read(into: buffer.baseAddress.unsafelyUnwrapped, count: total, at: 0)
        }
        guard read == total else { throw .truncatedHeader(path: path, length: UInt64(read)) }
        let manifest = try bytes.withBytes { buffer throws(TraceError) in
            let stored = buffer.loadUnaligned(fromByteOffset: total - 4, as: UInt32.self).littleEndian
            let computed = CRC32C.checksum(UnsafeRawBufferPointer(rebasing: buffer[8..<(total - 4)]))
            guard stored == computed else {
                throw .corruptHeader(path: path, reason: "header CRC32C mismatch")
            }
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[fixedHeaderLength..<(total - 4)]))
            do throws(PayloadProblem) {
                return try TraceManifest.decode(from: &reader)
            } catch {
                throw .corruptHeader(path: path, reason: "manifest: \(error)")
            }
        }
        return (version, manifest, bytes)
    }
}
