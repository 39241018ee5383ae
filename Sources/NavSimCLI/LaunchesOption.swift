import ArgumentParser

/// `--launches auto|fresh|same`: where `explore`, `shrink` and `verify` launch the app for each replay.
///
/// On iOS each launch starts a new process, so the app's globals, statics and singletons
/// start over; launches in one process keep what an earlier one left. `fresh` forks a child
/// per launch from a process that never runs the app; `same` launches in this process.
/// `auto`, `explore`'s default, explores in this process and explores again with fresh
/// launches only when replays diverged (a child per transition costs several times the
/// instructions); `shrink` and `verify` replay far less and take `auto` as `fresh`.
struct LaunchesOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where each launch runs: fresh (a process forked per launch, as iOS starts one), same (this process), "
                + "or auto (the default: explore in this process, then fresh if launches diverged; shrink and "
                + "verify fresh).",
            valueName: "where"))
    var launches: Choice?

    /// Whether every launch runs in a fresh process, `auto` (and no `--launches`) counting as
    /// fresh: for the commands that do not explore.
    var fresh: Bool { launches != .same }

    /// Where `--launches` runs each launch.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case auto, fresh, same
    }
}
