import ArgumentParser

/// `--launches fresh|same`: where `explore`, `shrink` and `verify` launch the app for each replay.
///
/// On iOS each launch starts a new process, so the app's globals, statics and singletons
/// start over; launches in one process keep what an earlier one left. `fresh` forks a child
/// per launch from a process that never runs the app; `same` launches in this process.
/// `explore` launches in this process unless told (a child per transition costs it several
/// times the instructions); `shrink` and `verify` fork, since they replay far less.
struct LaunchesOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where each launch runs: fresh (a process forked per launch, as iOS starts one) or same (this process).",
            valueName: "where"))
    var launches: Choice?

    /// Whether launches run in fresh processes, when `--launches` is not given: `byDefault`.
    func fresh(byDefault: Bool) -> Bool {
        launches.map { $0 == .fresh } ?? byDefault
    }

    /// Where `--launches` runs each launch.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case fresh, same
    }
}
