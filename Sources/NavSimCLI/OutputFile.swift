import Foundation
import NavSimJournal

/// A file a command writes, checked against the files it reads: no command overwrites its
/// own input, with `--force` or without.
///
/// An output is an input when both paths name the same file (the same device and inode,
/// symbolic links followed: a hard link, a link, another spelling), or, when the output
/// does not exist, when both are spelled alike once made absolute with `.` and `..` taken
/// away. The check is made before anything is read or written; the file itself is then
/// written atomically (``AtomicFile``, ``TraceWriter``), so what stood at the output's path
/// is replaced, never modified.
///
/// ```swift
/// let output = OutputFile("bug.html")
/// try output.refuse(ifAnyOf: [trace])
/// ```
struct OutputFile {
    /// The output's path, as given.
    let path: String
    /// The file at the path, when there is one.
    private let identity: FileIdentity?
    /// The path made absolute, `.` and `..` taken away.
    private let spelling: [ArraySlice<UInt8>]

    /// Where the working directory is, to make relative paths absolute.
    private static let workingDirectory: String = {
        guard let bytes = getcwd(nil, 0) else { return "" }
        defer { free(bytes) }
        return SystemPath.string(decoding: UnsafeRawBufferPointer(start: bytes, count: strlen(bytes)))
    }()

    init(_ path: String) {
        self.path = path
        identity = FileIdentity(path: path)
        spelling = Self.spelling(of: path)
    }

    /// Refuses (exit status 3) when any of `inputs` is this output.
    func refuse(ifAnyOf inputs: [String]) throws {
        for input in inputs {
            if let refusal = refusal(ifInput: input) { throw refusal }
        }
    }

    /// The refusal (exit status 3) to write this output when `input` is the same file,
    /// else `nil`.
    func refusal(ifInput input: String) -> Failure? {
        let same = identity.map { $0 == FileIdentity(path: input) } ?? (Self.spelling(of: input) == spelling)
        guard same else { return nil }
        return Failure(
            message: "\(path) is the same file as the input \(input) (--force never replaces an input); "
                + "nothing was written",
            status: ExitStatus.outputRefused)
    }

    /// `path` made absolute, as the bytes of its components, with `.` and `..` taken away.
    private static func spelling(of path: String) -> [ArraySlice<UInt8>] {
        let absolute = Array((path.hasPrefix("/") ? path : workingDirectory + "/" + path).utf8)
        var components: [ArraySlice<UInt8>] = []
        for component in absolute.split(separator: UInt8(ascii: "/")) where component != [UInt8(ascii: ".")] {
            if component == [UInt8(ascii: "."), UInt8(ascii: ".")] {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        return components
    }
}
