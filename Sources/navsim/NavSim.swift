import ArgumentParser

@main
struct NavSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navsim",
        abstract: "Simulate, record, replay and draw MVVM-C (Coordinator) navigation.",
        discussion: """
            Record an example app's session to a trace, replay it to any step, check it for \
            leaked coordinators and orphaned screens, verify that a model still reproduces it, \
            and draw its coordinator hierarchy and flow graph.

            Exit status: 0 success (clean, reproduced, same); 1 something found (invariant \
            violations, a divergence, a difference); 2 unreadable or damaged input (a missing \
            or corrupt trace, a bad scenario, an unknown example); 3 the output could not be \
            written (it exists and --force was not given, or writing failed); 64 a usage error.

            Example:
              navsim record children --variant notStored \\
                --scenario Scenarios/children-notStored.json --output bug.navtrace
              navsim check bug.navtrace
              navsim replay bug.navtrace --at 30
              navsim export bug.navtrace --hierarchy --at 30 --output bug.svg
            """,
        version: "0.1.0",
        subcommands: [
            ExamplesCommand.self, RecordCommand.self, ReplayCommand.self, LogCommand.self, CheckCommand.self,
            VerifyCommand.self, DiffCommand.self, ExportCommand.self, ConvertCommand.self,
        ]
    )
}
