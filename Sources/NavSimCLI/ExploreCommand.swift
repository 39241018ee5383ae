import ArgumentParser

/// `explore`: a random walk recorded to a trace, the same as `record APP --explore N`.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore an app with a random walk and record its trace (record --explore).",
        discussion: """
            The walk taps controls, goes back (buttons and swipes, some cancelled), switches \
            tabs, opens deep links and answers service requests, as `record APP --explore \
            INPUTS` does; the same seed records the same trace, byte for byte. The invariant \
            violations found are listed when the walk ends; `check` lists them again.

            Exit status: as for `record`: 0 explored (violations are listed, not failures); 2 \
            an unknown app or variant; 3 the trace was not written; 64 a usage error.

            Example:
              navsim explore projects --inputs 100000 --seed 7 -o walk.navtrace
            """
    )

    @Argument(help: "The app (see `navsim examples`).")
    var app: String

    @Option(help: "The variant (default: the app's first).")
    var variant: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many inputs to give (at most \(RecordCommand.maximumExplore)).", valueName: "count"))
    var inputs = 1000

    @Option(
        parsing: .unconditional, help: "The random walk's seed, 0 to \(UInt64.max) (default: 1).", transform: parseSeed)
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: "The trace file to write (.navtrace).")
    var output: String

    @Option(help: "When to sync the trace to disk: always, batch or never.")
    var fsync: FsyncChoice = .batch

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        guard (0...RecordCommand.maximumExplore).contains(inputs) else {
            throw ValidationError("--inputs takes a number from 0 to \(RecordCommand.maximumExplore)")
        }
    }

    func run() throws {
        var arguments = [app, "--explore", String(inputs), "--seed", String(seed), "--output", output]
        arguments +=
            ["--fsync", fsync.rawValue] + (variant.map { ["--variant", $0] } ?? []) + (force ? ["--force"] : [])
        let record = try RecordCommand.parse(arguments)
        try record.run()
    }
}
