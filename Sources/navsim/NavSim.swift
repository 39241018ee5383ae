import ArgumentParser

@main
struct NavSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navsim",
        abstract: "Simulate, record, replay and draw MVVM-C navigation.",
        subcommands: [ExamplesCommand.self, RunCommand.self]
    )
}
