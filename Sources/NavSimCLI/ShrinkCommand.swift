import ArgumentParser
import Foundation
import NavSimCore
import NavSimExploration
import NavSimSimulator

/// `shrink`: a recorded trace's inputs delta-debugged down to a 1-minimal repro of one of its findings.
struct ShrinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shrink",
        abstract: "Shrink a trace's inputs to a 1-minimal sequence that still shows one of its findings.",
        discussion: """
            The app and variant are the ones the trace's manifest names, as for `verify`. The \
            finding is the first that `check` lists for the trace, or --finding N (numbered \
            as `check` lists them), or the first of --rule RULE; it is the same finding when \
            its rule, coordinator type and screen name are (ids differ from run to run). The \
            trace's inputs up to that finding, as scenario steps, are delta-debugged (ddmin, \
            then single inputs removed until none can go): removing any one input of the \
            result loses the finding. A candidate sequence fails when one of its inputs no \
            longer fits (a tap on a screen that is not in front, a back with nothing to go \
            back to, an answer with no request pending); see docs/exploration.md.

            Writes the shortened trace to --output (default: TRACE's name with -shrunk, as \
            .navtrace) and the scenario beside it (the same name, .json), the form `explore \
            --output` writes; existing files are not replaced without --force, and TRACE \
            never (by any name or link). Prints the \
            input counts before and after, and the repro; --json prints them as one object.

            Each candidate is replayed in a child forked from this process, which launches the \
            app only for the result, so that the app's globals, statics and singletons start \
            over at each launch as on iOS; --launches same replays them all in this process.

            Exit status: 0 shrunk and written; 2 the trace is unreadable or damaged, names \
            an app or variant this executable does not have, shows no finding (or not the \
            one asked for), or its inputs replayed on the app no longer show it; 3 an output \
            was not written (it exists, is TRACE, or writing failed); 124 an input ran past \
            --input-limit (the app hung); 64 a usage error.

            Examples:
              navsim record children --variant notStored --explore 500 --seed 3 -o walk.navtrace
              navsim shrink walk.navtrace
              navsim shrink walk.navtrace --rule deadInput --output dead.navtrace --json
            """
    )

    @Argument(help: "The trace (.navtrace or .jsonl).")
    var trace: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The finding to shrink for, as `check` numbers them (default: 1).", valueName: "n"))
    var finding: Int?

    @Option(help: ArgumentHelp("Shrink for the first finding of this rule, such as deadInput.", valueName: "rule"))
    var rule: String?

    /// `--rule`'s name before 0.1.0, accepted for one release.
    @Option(help: .hidden)
    var kind: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The shortened trace to write (.navtrace); the scenario goes beside it.", valueName: "out"))
    var output: String?

    @Flag(help: "Replace output files that exist.")
    var force = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    @OptionGroup var limit: InputLimitOption

    @OptionGroup var launchesOption: LaunchesOption

    mutating func validate() throws {
        if let kind {
            guard rule == nil else { throw ValidationError("--kind is --rule; give one") }
            complain("--kind is deprecated; it is --rule")
            rule = kind
        }
        if finding != nil, rule != nil { throw ValidationError("give at most one of --finding N and --rule RULE") }
        if let finding, finding < 1 { throw ValidationError("--finding takes a finding's number, from 1") }
        if let output, !output.hasSuffix(".navtrace") {
            throw ValidationError("--output names the shortened trace, a .navtrace file; the scenario goes beside it")
        }
    }

    func run() throws {
        // A command runs on the main thread, where the simulator lives.
        try MainActor.assumeIsolated { try limit.limiting("shrink") { try shrink() } }
    }

    @MainActor private func shrink() throws {
        try reportingFailures {
            let tracePath = output ?? Self.defaultOutput(for: trace)
            let scenarioPath = String(tracePath.dropLast(".navtrace".count)) + ".json"
            for path in [tracePath, scenarioPath] { try OutputFile(path).refuse(ifAnyOf: [trace]) }
            prepareForApps()
            var file = try TraceFile.open(trace)
            let events = try file.readAll()
            let name = file.manifest.app
            guard AppCatalog.current.contains(name) else {
                throw Failure.badInput(
                    "\(trace) was recorded from the app '\(name)', which this executable does not have; "
                        + "declare it in your executable on NavSimCLI (docs/your-app.md)")
            }
            let description = try AppCatalog.current.named(name)
            let variant = file.manifest.variant.isEmpty ? description.variants.first?.name ?? "" : file.manifest.variant
            var shrinking = TraceShrinking(app: try description.maker(variant: variant))
            shrinking.launches = launchesOption.fresh ? .inFreshProcesses : .inThisProcess
            let progress = Progress(label: "shrink:", total: 0, delay: .seconds(2))
            let most = shrinking.budget + 2
            shrinking.replayed = { replays in progress.show("\(replays) replays (at most \(most))") }
            let shrunk: ShrunkTrace
            do {
                defer { progress.finish() }
                shrunk = try shrinking.shrink(events, finding: rule.map { .rule($0) } ?? .number(finding ?? 1))
            } catch {
                throw Failure.badInput("\(trace): \(error)")
            }
            // Recording inputs in which the app traps or exits would stop this process: the
            // scenario alone is written.
            let writtenTrace = shrunk.endedProcess ? nil : tracePath
            try ReproFiles.refuseExisting([scenarioPath] + [writtenTrace].compactMap(\.self), force: force)
            try ReproFiles.write(
                shrunk.scenario(app: name, variant: variant), to: scenarioPath, trace: writtenTrace, of: description,
                variant: variant, force: force, fresh: launchesOption.fresh)
            if json {
                writeOutput(Self.json(shrunk, scenario: scenarioPath, trace: writtenTrace) + "\n")
            } else {
                show(shrunk, of: "\(name)/\(variant)")
                say(
                    writtenTrace.map { "wrote \(scenarioPath) and \($0)" }
                        ?? "wrote \(scenarioPath) (the app crashes there, ending the process: no trace)")
            }
        }
    }

    /// `walk.navtrace` → `walk-shrunk.navtrace`, beside it.
    static func defaultOutput(for trace: String) -> String {
        let stem = (trace as NSString).deletingPathExtension
        return stem + "-shrunk.navtrace"
    }

    private func show(_ shrunk: ShrunkTrace, of model: String) {
        let involved = [shrunk.coordinator, shrunk.screen.map { "screen \($0)" }].compactMap(\.self)
        say(
            "finding \(shrunk.number) of \(trace), \(shrunk.rule)"
                + "\(involved.isEmpty ? "" : " (\(involved.joined(separator: ", ")))"):")
        say("  \(shrunk.message)")
        say(
            "shrank \(counted(shrunk.traceInputs, "input")) (\(shrunk.inputsToFinding) up to the finding) to "
                + "\(shrunk.inputs.count) on \(model), in \(counted(shrunk.replays, "replay"))"
                + (shrunk.isOneMinimal
                    ? "; removing any one input loses the finding (1-minimal):"
                    : "; the replay budget ran out before every single input was tried (not proven 1-minimal):"))
        for line in ScenarioFile.numbered(shrunk.inputs) { say(line) }
    }

    /// The result as one JSON object, keys in a fixed order; `kind` repeats `rule`, the key's
    /// name before 0.1.0, for one release.
    static func json(_ shrunk: ShrunkTrace, scenario: String, trace: String?) -> String {
        func string(_ text: String?) -> String { text.map { JSONValue.string($0).description } ?? "null" }
        let inputs = shrunk.inputs.map(ScenarioFile.line(for:)).joined(separator: ", ")
        return "{\"finding\": \(shrunk.number), \"rule\": \(string(shrunk.rule)), "
            + "\"coordinator\": \(string(shrunk.coordinator)), \"screen\": \(string(shrunk.screen)), "
            + "\"message\": \(string(shrunk.message)), \"before\": \(shrunk.traceInputs), "
            + "\"upToFinding\": \(shrunk.inputsToFinding), \"after\": \(shrunk.inputs.count), "
            + "\"inputs\": [\(inputs)], \"step\": \(shrunk.step), \"oneMinimal\": \(shrunk.isOneMinimal), "
            + "\"replays\": \(shrunk.replays), \"scenario\": \(string(scenario)), \"trace\": \(string(trace)), "
            + "\"kind\": \(string(shrunk.rule))}"
    }
}
