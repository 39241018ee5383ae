import ArgumentParser
import Foundation
import NavSimCore
import NavSimDiagrams
import NavSimExamples
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
        FileHandle.standardError.write(Data("navsim: \(terminalSafe(failure.message))\n".utf8))
        throw ExitCode(failure.status)
    }
}

/// Runs `body`, which writes `output`: an error about that file (or its temporary twin)
/// is an output failure, named by the output's path.
func writing<Result>(_ output: String, _ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch TraceError.io(_, let path, let code) where path.hasPrefix(output) {
        throw Failure(
            message: "cannot write \(output): \(String(cString: strerror(code)))", status: ExitStatus.outputRefused)
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
        case let error as TraceError:
            self = .badInput("\(error)")
        case let error as GraphvizError:
            self.init(message: "Graphviz: \(error)", status: ExitStatus.outputRefused)
        case let error as ExampleError:
            self = .badInput("\(error)")
        case let error as NavigationError:
            self = .badInput("impossible event in the trace: \(error)")
        default:
            self = .badInput("\(error)")
        }
    }
}
