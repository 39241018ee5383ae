import ArgumentParser
import NavSimSimulator

/// `--input-limit SECONDS`: how long one input's app code may run, in wall-clock time,
/// before the app counts as hung (`record`, `explore`, `verify` and `shrink`).
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
    var duration: Duration? { Self.duration(seconds: inputLimit) }

    /// The limit of `seconds`, or `nil` for none (0).
    static func duration(seconds: Double) -> Duration? { seconds > 0 ? .milliseconds(Int64(seconds * 1000)) : nil }
}

extension InputLimitOption {
    /// Runs `body`, which runs the app in this process, with each input limited: past the
    /// limit a hang cannot be survived here, so `navsim: COMMAND: the app hung: …` goes to
    /// standard error and the process ends with status 124.
    func limiting<Result>(_ command: String, _ body: () throws -> Result) rethrows -> Result {
        if let duration {
            Session.reportHangs(
                to: 2,
                line: "\(programName): \(command): the app hung: an input did not return within "
                    + "\(Session.seconds(duration)) (--input-limit)\n")
            Session.limitInputs(to: duration, onHang: Session.hangReport)
        }
        defer { Session.limitInputs(to: nil, onHang: Session.hangReport) }
        return try body()
    }
}
