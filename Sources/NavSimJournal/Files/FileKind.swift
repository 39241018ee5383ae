#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names when it is not a regular file.
///
/// Traces, JSON Lines files and scenarios are read only from regular files: a FIFO with
/// no writer would make `open(2)` wait forever, a pipe cannot be read at an offset, and a
/// device never ends. Outputs are written only as regular files.
public enum FileKind: Hashable, Sendable {
    case directory
    /// A named pipe, or a pipe such as `<(command)` gives.
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// A kind this platform has and NavSim does not name.
    case other

    /// The kind a `stat` mode describes; `nil` for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }
}

extension FileKind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .directory: "a directory"
        case .fifo: "a FIFO (a pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
