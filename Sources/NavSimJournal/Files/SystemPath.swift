#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths carried in Swift strings byte for byte, whether or not they are UTF-8.
///
/// A file name is any bytes but `/` and NUL; a `String` holds only Unicode, and the
/// standard library's decoding (`CommandLine.arguments`, `String(cString:)`) replaces the
/// bytes that are not UTF-8 with U+FFFD, which names another file. So a path read from the
/// system (an argument, a directory entry, a line of a list) is decoded with
/// ``string(decoding:)``, and handed back to the system with ``withCString(_:_:)``, which
/// gives back the very bytes it was decoded from.
///
/// A byte that is not part of valid UTF-8 (0x80 to 0xFF) is carried as the code point
/// U+10FF00 + byte, from the end of the last private use plane, and so is each byte of a
/// valid code point from that range (U+10FF80 to U+10FFFF), so that no two byte strings
/// decode to one string. Messages show a carried byte as `\xff` (see ``escaped(_:)``).
///
/// ```swift
/// let path = SystemPath.string(decoding: [0x61, 0xFF])  // "a" and 0xFF
/// SystemPath.withCString(path) { open($0, O_RDONLY) }  // opens the file named 61 FF
/// ```
public enum SystemPath {
    /// The first code point that carries a byte: U+10FF80 carries 0x80.
    private static let firstCarrier: UInt32 = 0x10_FF80

    /// The string that carries the bytes of a path.
    ///
    /// - Parameter bytes: The path as the system has it, without its NUL.
    /// - Returns: The path, its valid UTF-8 as itself and every other byte carried.
    public static func string(decoding bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self), !text.utf8.containsCarrierLead {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var start = bytes.startIndex
        while start != bytes.endIndex {
            let (scalar, end) = decodeOne(bytes, from: start)
            if let scalar, scalar.value < firstCarrier {
                scalars.append(scalar)
            } else {
                for byte in bytes[start..<end] { scalars.append(carrier(of: byte)) }
            }
            start = end
        }
        return String(scalars)
    }

    /// The bytes a path stands for: ``string(decoding:)`` undone.
    public static func bytes(of path: String) -> [UInt8] {
        guard path.utf8.containsCarrierLead else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = carriedByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the path's bytes as a NUL-terminated C string, for a system call.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // The common case, without a copy.
        guard path.utf8.containsCarrierLead else { return path.withCString(body) }
        return (bytes(of: path) + [0]).withUnsafeBytes { buffer in
            body(buffer.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: CChar.self))
        }
    }

    /// The process's arguments after its name, each decoded as ``string(decoding:)``
    /// does: a file name that is not UTF-8 names its file, where `CommandLine.arguments`
    /// would name another.
    public static var arguments: [String] {
        let count = Int(CommandLine.argc)
        guard count > 1 else { return [] }
        return (1..<count).compactMap { index in
            CommandLine.unsafeArgv[index].map { string(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// The name of a directory entry that `readdir` returned (a `dirent`), as bytes.
    ///
    /// Only the name's own bytes are read: an entry is only as long as its name, not as
    /// long as `dirent`, so copying its whole `d_name` can read past the end of the
    /// directory's buffer (and fault, in a large directory such as `/tmp`).
    public static func name(ofEntry entry: UnsafeRawPointer) -> [UInt8] {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
        let start = entry + offset
        return Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
    }

    /// How messages show a path: each carried byte as `\xff`, so that no byte that is not
    /// UTF-8 reaches a terminal raw.
    public static func escaped(_ path: String) -> String {
        guard path.utf8.containsCarrierLead else { return path }
        var shown = ""
        for scalar in path.unicodeScalars { shown += escape(scalar) ?? String(scalar) }
        return shown
    }

    /// `\xff` for a code point that carries the byte 0xFF, `nil` for one that stands for
    /// itself.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        guard let byte = carriedByte(scalar) else { return nil }
        return "\\x" + String(byte, radix: 16)
    }

    /// The byte a code point carries, or `nil` for a code point that stands for itself.
    static func carriedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= firstCarrier ? UInt8(truncatingIfNeeded: scalar.value - firstCarrier + 0x80) : nil
    }

    /// The code point that carries `byte` (0x80 or more).
    private static func carrier(of byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(firstCarrier + UInt32(byte) - 0x80) ?? "\u{FFFD}"
    }

    /// The code point that starts at `start`, and where the next one starts; `nil` and the
    /// byte after `start` when the bytes there are not UTF-8.
    private static func decodeOne<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, from start: Bytes.Index
    ) -> (Unicode.Scalar?, Bytes.Index) {
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            return (scalar, bytes.index(start, offsetBy: UTF8.width(scalar)))
        case .emptyInput, .error:
            return (nil, bytes.index(after: start))
        }
    }
}

extension Sequence<UInt8> {
    /// Whether the bytes hold F4 8F, which the UTF-8 of every code point that carries a
    /// byte starts with.
    fileprivate var containsCarrierLead: Bool {
        var previous: UInt8 = 0
        for byte in self {
            if previous == 0xF4, byte == 0x8F { return true }
            previous = byte
        }
        return false
    }
}
