import ArgumentParser

/// `--input-limit SECONDS`: how long one input's app code may run, in wall-clock time,
/// before the app counts as hung (`record` and `explore`).
struct InputLimitOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The longest an input may run, in wall-clock seconds, before the app counts as hung (0: no limit).",
            valueName: "seconds"))
    var inputLimit: Double = 10

    func validate() throws {
        guard (0...1e6).contains(inputLimit) else {
            throw ValidationError("--input-limit takes a number of seconds from 0 to 1000000")
        }
    }

    /// The limit, or `nil` for none.
    var duration: Duration? { inputLimit > 0 ? .milliseconds(Int64(inputLimit * 1000)) : nil }
}
