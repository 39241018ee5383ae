#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which file a path names: its device and inode, with symbolic links followed.
///
/// Two paths name the same file when their identities are equal, whatever their spelling:
/// through a symbolic link, a hard link, `..`, or another mount of the same directory.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or `nil` when there is none (or it cannot be
    /// reached).
    public init?(path: String) {
        var info = stat()
        guard SystemPath.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
