import ArgumentParser
import NavSimCore
import NavSimExamples
import NavSimSimulator

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run an example on a random walk and print its events.",
        discussion: """
            Launches the example, sends it STEPS inputs chosen by a deterministic random walk \
            and prints every event with its step number. The same seed prints the same events.
            """
    )

    @Argument(help: "The example app (see `navsim examples`).")
    var example: String

    @Option(help: "The variant (default: the example's first).")
    var variant: String?

    @Option(help: "How many inputs to send after launching.")
    var steps = 20

    @Option(help: "The random walk's seed.")
    var seed: UInt64 = 1

    func run() throws {
        let app = try Examples.named(example).makeApp(variant: variant)
        let log = EventLog()
        let session = Session(app: app, sink: log)
        try session.launch()
        var walk = RandomWalk(seed: seed)
        try walk.run(session, steps: steps)
        for (index, event) in log.events.enumerated() {
            print("\(index + 1)\t\(event)")
        }
        for violation in session.state.invariantViolations() {
            print("! \(violation)")
        }
    }
}
