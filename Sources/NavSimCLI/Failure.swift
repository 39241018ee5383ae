import ArgumentParser
import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimJournal
import NavSimSimulator

/// The exit statuses `navsim` documents.
enum ExitStatus {
    /// Clean, reproduced, the same.
    static let success: Int32 = 0
    /// Something was found: invariant violations, a divergence, a difference.
    static let findings: Int32 = 1
    /// An input could not be read or is damaged.
    static let badInput: Int32 = 2
    /// The output could not be written.
    static let outputRefused: Int32 = 3
    /// Stopped by Ctrl-C after reporting what was done (128 + SIGINT, as shells report it).
    static let interrupted: Int32 = 130
}

/// A failure to report as one line on stderr with an exit status.
struct Failure: Error {
    let message: String
    let status: Int32

    /// An unreadable or damaged input.
    static func badInput(_ message: String) -> Failure { Failure(message: message, status: ExitStatus.badInput) }
}

/// Runs a command's body, turning every error into one line on stderr and an exit status.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        let failure = Failure(describing: error)
        complain(failure.message)
        throw ExitCode(failure.status)
    }
}

/// Writes `navsim: message` to stderr as one line: newlines and other control characters
/// in it are escaped.
func complain(_ message: String) {
    FileHandle.standardError.write(Data("\(programName): \(terminalSafe(message))\n".utf8))
}

/// Runs `body`, which writes `output`: an error about that file is an output failure
/// (exit status 3) naming it.
func writing<Result>(_ output: String, _ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as TraceError {
        guard let failure = Failure(writing: output, error) else { throw error }
        throw failure
    }
}

extension Failure {
    /// The line and status for any error a command can meet.
    init(describing error: any Error) {
        switch error {
        case let failure as Failure:
            self = failure
        case TraceError.fileExists(let path):
            self.init(message: "\(path) already exists (use --force to replace it)", status: ExitStatus.outputRefused)
        case TraceError.locked(let path):
            self.init(
                message: "\(path) is being written by another process (it holds the trace's lock); it was not touched",
                status: ExitStatus.outputRefused)
        case TraceError.io(_, let path, let code):
            let hint = path == "-" ? " (`-` is a file name here: navsim does not read standard input)" : ""
            self = .badInput("cannot read \(path): \(String(cString: strerror(code)))\(hint)")
        case let error as TraceError:
            self = .badInput("\(error)")
        case SessionError.sinkFailed(let message):
            // The only sink a command records to is its output trace.
            self.init(message: "recording failed: \(message)", status: ExitStatus.outputRefused)
        case let error as AppDescriptionError:
            self = .badInput("\(error)")
        case let error as NavigationError:
            self = .badInput("impossible event in the trace: \(error)")
        default:
            self = .badInput("\(error)")
        }
    }

    /// The output failure for a diagram of `output` that Graphviz could not draw, its
    /// messages (which span lines) joined on one.
    init(drawing output: String, _ error: GraphvizError) {
        let lines = "\(error)".split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        self.init(
            message: "cannot draw \(output): \(lines.filter { !$0.isEmpty }.joined(separator: "; "))",
            status: ExitStatus.outputRefused)
    }

    /// The output failure for an error about `output`, or `nil` when the error is about
    /// another file.
    init?(writing output: String, _ error: TraceError) {
        switch error {
        case .io(_, let path, let code) where path == output:
            self.init(
                message: "cannot write \(output): \(String(cString: strerror(code)))", status: ExitStatus.outputRefused)
        case .notARegularFile(let path, _) where path == output:
            self.init(message: "\(error)", status: ExitStatus.outputRefused)
        case .writerFailed(let earlier):
            self.init(writing: output, earlier)
        default:
            return nil
        }
    }
}
