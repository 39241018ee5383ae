import ArgumentParser
import Foundation
import NavSimCore
import NavSimJournal

/// The root command: `navsim` and its subcommands, run by ``NavSimCommandLine``.
struct NavSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: programName,
        abstract: "Simulate, record, replay and draw MVVM-C (Coordinator) navigation.",
        discussion: """
            Record an app's session to a trace (from a scenario, or exploring it with \
            `record APP --explore STEPS`, or breadth-first for the shortest repro of each bug with `explore APP`), replay it to any step, check it for leaked \
            coordinators and orphaned screens, verify that a model still reproduces it, and \
            draw its coordinator hierarchy and flow graph. The apps are the built-in examples \
            and those your own executable on the NavSimCLI library declares \
            (docs/your-app.md).

            Exit status: 0 success (clean, reproduced, same); 1 something found (invariant \
            violations, a divergence, a difference); 2 unreadable or damaged input (a missing \
            or corrupt trace, a bad scenario, an unknown example or app, a trace of an app this executable \
            does not have); 3 the output was not \
            written (it exists and --force was not given, it is not a regular file, another \
            record is writing it, or writing failed); 64 a usage error. Every failure is one \
            line on stderr.

            Inputs must be regular files, or symbolic links to them: a directory (except where \
            check and export --flow search one), FIFO, pipe, device or socket is refused. `-` is \
            a file name: only --from-list - reads standard input.

            Example:
              navsim record children --variant notStored \\
                --scenario Scenarios/children-notStored.json --output bug.navtrace
              navsim check bug.navtrace
              navsim replay bug.navtrace --at 30
              navsim export bug.navtrace --hierarchy --at 30 --output bug.svg
            """,
        version: NavSimVersion.current,
        subcommands: [
            InitCommand.self, AppsCommand.self, ExamplesCommand.self, RecordCommand.self, ExploreCommand.self,
            ShrinkCommand.self,
            ReplayCommand.self,
            LogCommand.self,
            CheckCommand.self,
            VerifyCommand.self, DiffCommand.self, ExportCommand.self, ViewCommand.self, ConvertCommand.self,
            TestFromCommand.self,
        ]
    )

    /// Parses the arguments and runs the command; a usage error is one line on stderr
    /// and exit status 64, as every other error is one line. File names are taken byte
    /// for byte, UTF-8 or not (``SystemPath``).
    static func main() {
        do {
            var command = try parseAsRoot(SystemPath.arguments)
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Exits for an error from parsing or running: help and version go to standard output,
    /// a usage error is one line on stderr.
    private static func exit(reporting error: any Error) -> Never {
        guard exitCode(for: error) == .validationFailure else { Self.exit(withError: error) }
        let message = message(for: error).split(whereSeparator: \.isNewline).joined(separator: "; ")
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        let command = CommandLine.arguments.dropFirst().first.flatMap { names.contains($0) ? " \($0)" : nil }
        complain("\(message) (see `\(programName)\(command ?? "") --help`)")
        Self.exit(withError: ExitCode.validationFailure)
    }
}
