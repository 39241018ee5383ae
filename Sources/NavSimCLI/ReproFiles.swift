import Foundation
import NavSimExploration
import NavSimJournal
import NavSimSimulator

/// A finding's scenario file and its recorded trace, as `explore --output` and `shrink` write them.
enum ReproFiles {
    /// Creates the directory `path` and the directories above it that are missing, by
    /// the bytes of their names (``SystemPath``).
    ///
    /// - Throws: A ``Failure`` with exit status 3 naming `path`.
    static func createDirectory(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component + "/"
            guard SystemPath.withCString(prefix, { mkdir($0, 0o777) }) != 0 else { continue }
            let code = errno
            guard code == EEXIST, isDirectory(prefix) else {
                let reason = code == EEXIST ? "it is not a directory" : String(cString: strerror(code))
                throw Failure(message: "cannot create \(path): \(reason)", status: ExitStatus.outputRefused)
            }
        }
    }

    /// Refuses (exit status 3) when one of `paths` exists and `force` is not given; called
    /// for every file before any is written, so a refusal writes nothing.
    static func refuseExisting(_ paths: [String], force: Bool) throws {
        guard !force else { return }
        var info = stat()
        for path in paths where SystemPath.withCString(path, { lstat($0, &info) }) == 0 {
            throw Failure(
                message: "\(path) already exists (use --force to replace it); nothing was written",
                status: ExitStatus.outputRefused)
        }
    }

    /// Writes `scenario` to `scenarioPath` (atomically) and records it, as `record
    /// --scenario` would, to `tracePath` (unless it is `nil`); with SIGINT held back until
    /// both are complete. With `fresh`, in a child forked from this process, so that the app
    /// launches as from a new process (here when the child fails, to fail as it would have).
    @MainActor static func write(
        _ scenario: Scenario, to scenarioPath: String, trace tracePath: String?, of description: AppDescription,
        variant: String, force: Bool, fresh: Bool = false
    ) throws {
        let write = {
            try writeHere(scenario, to: scenarioPath, trace: tracePath, of: description, variant: variant, force: force)
        }
        if !fresh || FreshProcess.inChild({ (try? write()) != nil }) != true { try write() }
    }

    /// ``write(_:to:trace:of:variant:force:fresh:)`` in this process.
    @MainActor private static func writeHere(
        _ scenario: Scenario, to scenarioPath: String, trace tracePath: String?, of description: AppDescription,
        variant: String, force: Bool
    ) throws {
        try Interruption.deferred {
            let text = ScenarioFile.text(of: scenario)
            try writing(scenarioPath) {
                try AtomicFile.write(Array(text.utf8), to: scenarioPath, replaceExisting: force)
            }
            guard let tracePath else { return }
            try RecordCommand.record(
                description, variant: variant, to: tracePath, policy: FsyncChoice.batch.policy, replacing: force,
                inputs: scenarioPath
            ) { session in
                do {
                    try session.perform(scenario.inputs, launchingWith: scenario.launch)
                } catch {
                    // A model that broke a rule is the finding itself; only a failed write is not.
                    if case .sinkFailed? = session.runtime.failure { throw error }
                }
            }
        }
    }
}
