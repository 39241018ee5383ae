import ArgumentParser

/// `--format FORMAT` and its older spelling for JSON, `--json`: how `check`, `explore` and
/// `verify` print their report.
struct ReportFormatOption: ParsableArguments {
    @Flag(help: "Print the report as JSON (--format json).")
    var json = false

    @Option(
        help: "text, json, sarif (SARIF 2.1.0, for code scanning), junit (JUnit XML) or github (workflow commands).")
    var format: ReportFormat = .text

    func validate() throws {
        if json, format != .text, format != .json { throw ValidationError("--json is --format json") }
    }

    /// The format asked for.
    var chosen: ReportFormat { json ? .json : format }
}
