import Foundation
import NavSimJournal

/// One input of `check` or `export --flow`: a trace to read, or why an argument, a
/// directory entry or a line of a list gave none.
enum TraceInput: Sendable {
    /// A path to read as a trace.
    case trace(path: String)
    /// An input refused before reading: one line for stderr, and the path it is about.
    case refused(path: String, message: String)
}

/// The traces that arguments and a `--from-list` file name, found as they are needed.
///
/// Arguments come first, in order, then the list's lines. A directory, given or listed, is
/// searched recursively, its entries in the byte order of their names (which need not be
/// UTF-8: see ``SystemPath``): every `.navtrace` and `.jsonl` file in it
/// is a trace; other files are skipped. Symbolic links inside a directory are not followed:
/// one named as a trace, or leading to a directory, is refused, as is a FIFO, device or
/// socket named as a trace. A list holds one path a line (relative to the working directory);
/// blank lines are skipped, and a listed path that does not exist is refused naming the list
/// and line. Only one directory listing and one line are held at a time.
final class TraceInputs {
    /// A directory being searched: its entries' names as bytes, sorted, and the next one to
    /// look at.
    private struct Listing {
        let path: String
        let names: [[UInt8]]
        var next = 0
    }

    private var arguments: ArraySlice<String>
    private let listPath: String?
    private let list: UnsafeMutablePointer<FILE>?
    private var lineNumber = 0
    private var listings: [Listing] = []

    /// The inputs `arguments` and then the list at `listPath` (`-`: standard input) name.
    ///
    /// - Throws: When the list cannot be opened, or is not a regular file (nor standard input).
    init(arguments: [String], listPath: String?) throws {
        self.arguments = arguments[...]
        self.listPath = listPath
        list = try listPath.map(Self.openList)
    }

    deinit {
        if let list { fclose(list) }
    }

    /// The next input, or `nil` when every argument, directory and line is done.
    func next() -> TraceInput? {
        while true {
            if let input = nextInDirectory() { return input }
            if let argument = arguments.popFirst() {
                if let input = start(argument) { return input }
                continue
            }
            guard let (path, line) = nextListed() else { return nil }
            if let input = startListed(path, line: line) { return input }
        }
    }

    // MARK: - Paths

    /// A given path: a trace, or a directory to search (`nil` then, its entries follow).
    private func start(_ path: String) -> TraceInput? {
        isDirectory(path) ? enter(path) : .trace(path: path)
    }

    /// A listed path, which must exist.
    private func startListed(_ path: String, line: Int) -> TraceInput? {
        // A file name cannot hold a NUL: the system would read the name before it.
        if path.utf8.contains(0) {
            return .refused(path: path, message: "\(listPath ?? "-"), line \(line): a file name cannot hold a NUL byte")
        }
        var info = stat()
        if SystemPath.withCString(path, { lstat($0, &info) }) != 0, errno == ENOENT {
            return .refused(path: path, message: "\(listPath ?? "-"), line \(line): \(path): no such file")
        }
        return start(path)
    }

    /// Starts searching the directory `path`; a refusal when it cannot be listed.
    private func enter(_ path: String) -> TraceInput? {
        guard let directory = SystemPath.withCString(path, { opendir($0) }) else {
            return .refused(path: path, message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = SystemPath.name(ofEntry: entry)
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        names.sort { $0.lexicographicallyPrecedes($1) }
        listings.append(Listing(path: path, names: names))
        return nil
    }

    /// The next trace or refusal in the directories being searched, innermost first, entering
    /// each subdirectory as it comes; `nil` when every one is done.
    private func nextInDirectory() -> TraceInput? {
        while var listing = listings.popLast() {
            guard listing.next < listing.names.count else { continue }
            let name = SystemPath.string(decoding: listing.names[listing.next])
            listing.next += 1
            listings.append(listing)
            let path = listing.path.hasSuffix("/") ? listing.path + name : listing.path + "/" + name
            if let input = entry(path, named: name) { return input }
        }
        return nil
    }

    /// What the entry `path` of a directory gives: a trace, a refusal, or nothing (a file that
    /// is not a trace; a directory, entered).
    private func entry(_ path: String, named name: String) -> TraceInput? {
        var info = stat()
        guard SystemPath.withCString(path, { lstat($0, &info) }) == 0 else {
            return .refused(path: path, message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        let isTrace = Self.isTraceName(name)
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return isTrace ? .trace(path: path) : nil
        case S_IFDIR:
            return enter(path)
        case S_IFLNK:
            guard isTrace || isDirectory(path) else { return nil }
            return .refused(
                path: path,
                message: "\(path) is a symbolic link; links inside a directory are not followed (name its target)")
        default:
            // Opening it refuses it, naming what it is, without waiting on a FIFO.
            return isTrace ? .trace(path: path) : nil
        }
    }

    // MARK: - The list

    /// Opens the list at `path` (`-`: standard input), which must be a regular file.
    private static func openList(_ path: String) throws -> UnsafeMutablePointer<FILE> {
        if path == "-", let input = fdopen(STDIN_FILENO, "r") { return input }
        // Refuses a directory, FIFO, device or socket without waiting on it.
        _ = try FileSource(path: path)
        guard let file = SystemPath.withCString(path, { fopen($0, "r") }) else {
            throw TraceError.io(operation: "open", path: path, errno: errno)
        }
        return file
    }

    /// The next non-blank line of the list and its number; `nil` at its end.
    private func nextListed() -> (path: String, line: Int)? {
        guard let list else { return nil }
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        while true {
            let length = getline(&buffer, &capacity, list)
            guard length >= 0, let buffer else { return nil }
            lineNumber += 1
            var bytes = UnsafeBufferPointer(start: buffer, count: length).map { UInt8(bitPattern: $0) }
            if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            return (SystemPath.string(decoding: bytes), lineNumber)
        }
    }
}

extension TraceInputs {
    /// The error when arguments and a list named no trace at all.
    static func noTraceMessage(arguments: [String], listPath: String?) -> String {
        let places = arguments + (listPath.map { ["the list \($0)"] } ?? [])
        return "found no .navtrace or .jsonl file in \(places.joined(separator: ", "))"
    }

    /// Whether a file name is a trace's: `.navtrace` or `.jsonl`, in any case.
    static func isTraceName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".navtrace") || lowered.hasSuffix(".jsonl")
    }
}

/// Whether `path` names a directory, or a symbolic link to one.
func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return SystemPath.withCString(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
}
