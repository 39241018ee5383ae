import ArgumentParser
import Foundation
import NavSimCore
import NavSimJournal
import NavSimReplay
import NavSimSimulator

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run an app and record its trace.",
        discussion: """
            Give the inputs either as a scenario file (see docs/scenarios.md) or as a \
            deterministic random walk of --explore STEPS inputs: taps, back buttons, back swipes \
            (some cancelled), tabs, deep links and service answers. The same seed records the \
            same trace, byte for byte.

            The trace is written as the app runs, so an interrupted record leaves a valid \
            prefix; it appears with its header whole, or not at all. An existing file is never \
            replaced without --force; --force replaces a file, or a symbolic link itself \
            (never what it points to), but not a trace another record is writing nor the \
            scenario (by any name or link), and a replaced file is not modified (a hard link \
            to it keeps it).

            A walk may start after a scenario's inputs (--from, a signed-in state) and type \
            --text FIELD=TEXT (or a --text FILE's texts) into a text field beside its \
            placeholder and the empty text, as explore does (docs/exploration.md).

            An input whose app code has not returned after --input-limit seconds of wall-clock \
            time (default 10) is the app hanging: the trace ends with a crashed event saying so, \
            one line says what it keeps, and record ends with status 124.

            Exit status: 0 recorded (invariant violations are listed, not failures); 2 an \
            unknown app or variant, an unreadable or invalid scenario or --text file, or an input \
            the app cannot take; 3 the trace was not written: it exists, is an input file, is not a \
            regular file, is being written, or writing failed (a full disk: it holds the events before the \
            failure); 124 the app hung; 64 a usage error.

            Examples:
              navsim record children --scenario Scenarios/children-notStored.json -o bug.navtrace
              navsim record children --variant navigationDelegate \\
                --scenario Scenarios/children-notStored.json -o fix.navtrace
              navsim record editor --explore 100000 --seed 7 -o walk.navtrace --fsync never
              navsim record login --explore 500 --from signed-in.json --text login=bob \\
                -o walk.navtrace
            """
    )

    @Argument(help: "The app (see `navsim apps`).")
    var app: String

    @Option(help: "The variant (default: the scenario's, else the app's first).")
    var variant: String?

    @Option(help: "A scenario file of inputs to give the app.")
    var scenario: String?

    // Unconditional: `--explore -1` is a value to refuse, not a flag.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Explore with a random walk of this many inputs (at most \(Self.maximumExplore)).", valueName: "steps"))
    var explore: Int?

    @Option(
        help: ArgumentHelp(
            "Start --explore's walk after this scenario's inputs (a signed-in state).", valueName: "scenario"))
    var from: String?

    @OptionGroup var sampleTexts: SampleTextOption

    @Option(
        parsing: .unconditional, help: "The random walk's seed, 0 to \(UInt64.max) (default: 1).", transform: parseSeed)
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: "The trace file to write (.navtrace).")
    var output: String

    @Option(help: "When to sync the trace to disk: always, batch or never.")
    var fsync: FsyncChoice = .batch

    @Flag(help: "Let --explore's inputs race the transition animations (a double tap, a back tap during a push).")
    var racing = false

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    @OptionGroup var limit: InputLimitOption

    /// The longest walk --explore takes: at 14,000 to 28,000 inputs/s and about 140 bytes
    /// an input (docs/performance.md), one to two hours and some 14 GB of trace.
    static let maximumExplore = 100_000_000

    func validate() throws {
        if from != nil, explore == nil { throw ValidationError("--from goes with --explore") }
        if !sampleTexts.text.isEmpty, explore == nil { throw ValidationError("--text goes with --explore") }
        guard (scenario == nil) != (explore == nil) else {
            throw ValidationError("give exactly one of --scenario FILE and --explore STEPS")
        }
        if racing, explore == nil { throw ValidationError("--racing goes with --explore") }
        if let explore, !(0...Self.maximumExplore).contains(explore) {
            throw ValidationError("--explore takes a number of inputs from 0 to \(Self.maximumExplore)")
        }
        guard !isJSONLines(output) else {
            throw ValidationError("record writes a binary .navtrace; convert it to JSON Lines with `navsim convert`")
        }
    }

    func run() throws {
        // A command runs on the main thread, where the simulator lives.
        try MainActor.assumeIsolated { try record() }
    }

    @MainActor private func record() throws {
        try reportingFailures {
            let path = self.scenario ?? from
            try OutputFile(output).refuse(ifAnyOf: [path].compactMap { $0 } + sampleTexts.files)
            let description = try AppCatalog.current.named(self.app)
            let texts = try sampleTexts.texts()
            let scenario = try path.map(loadScenario)
            if let scenario, scenario.app != description.name {
                throw Failure.badInput(
                    "\(path ?? ""): the scenario is for \(scenario.app), not \(description.name)")
            }
            let variant = variant ?? scenario?.variant ?? description.variants.first?.name ?? ""
            let inputs = explore == nil ? path ?? "" : from.map { "\($0), then the walk" } ?? "the walk"
            var walked: Int?
            try Self.record(
                description, variant: variant, to: output, policy: fsync.policy, replacing: force, inputs: inputs,
                inputLimit: limit.duration
            ) { session in walked = try drive(session, scenario: scenario, texts: texts) }
            try summarize(variant: "\(description.name)/\(variant)", walked: walked)
        }
    }

    /// Records a session of `variant` of `description` to the trace `output`, given its
    /// inputs by `drive`. The trace is closed on every path, before anything is said about it.
    ///
    /// - Parameters:
    ///   - inputs: What gives the inputs, for messages: `the walk` or a file.
    ///   - inputLimit: How long an input may run before the app counts as hung, `nil` for
    ///     no limit; a hang ends the trace with a crashed event and the process with
    ///     ``TraceWriter/hungExitStatus``.
    /// - Throws: A ``Failure``: the app or variant is unknown, the trace cannot be written
    ///   (status 3), or an input failed (naming what the trace keeps).
    @MainActor static func record(
        _ description: AppDescription, variant: String, to output: String, policy: FsyncPolicy, replacing: Bool,
        inputs: String, inputLimit: Duration? = nil, drive: (Session) throws -> Void
    ) throws {
        prepareForApps()
        let app = try description.makeApp(variant: variant)
        TraceWriter.reportKeptEventsOnFatalSignal(as: programName)
        let writer = try writing(output) {
            try TraceWriter(
                creating: output, manifest: TraceManifest(app: description.name, variant: variant), policy: policy,
                replaceExisting: replacing)
        }
        if let inputLimit {
            try writing(output) {
                try writer.prepareHangEnding(
                    reason:
                        "the app hung: an input did not return within \(Session.seconds(inputLimit)) (--input-limit)")
            }
            Session.limitInputs(to: inputLimit, onHang: TraceWriter.hangEnding)
        }
        defer { Session.limitInputs(to: nil, onHang: TraceWriter.hangEnding) }
        let session = Session(app: app, sink: writer)
        // App code that calls exit() ends the process: the trace is closed first, ending
        // with the crash the session recorded, and the process ends with the app's status.
        Runtime.whenAppExits = { runtime, status in
            let recorded = writer.lastSequence
            let closed = (try? writer.close()) != nil
            complain(
                "the app called exit(\(status)) at step \(runtime.state.step); "
                    + (closed
                        ? "\(output) keeps the \(recorded - 1) events recorded before it, then a crashed event"
                        : kept(in: output, recorded: recorded)))
        }
        defer { Runtime.whenAppExits = nil }
        let driven = Result { try drive(session) }
        // A model that keeps itself alive through a reference cycle must not keep the
        // writer's last events from the file.
        session.close()
        for reason in session.nondeterminism {
            complain("nondeterminism: \(reason); a re-run may not reproduce this trace")
        }
        let closed = Result { try writer.close() }
        if case .failure(let error) = driven {
            let writeFailed = if case .sinkFailed? = session.runtime.failure { true } else { false }
            throw Failure(
                message: "\(inputs): \(error); \(kept(in: output, recorded: writer.lastSequence))",
                status: writeFailed ? ExitStatus.outputRefused : Failure(describing: error).status)
        }
        try writing(output) { try closed.get() }
    }

    /// What the trace holds, counted by reading it back: after a failed write, fewer
    /// events than were recorded.
    private static func kept(in output: String, recorded: UInt64) -> String {
        var count: UInt64 = 0
        if let reader = try? TraceReader(path: output) {
            while (try? reader.next()) != nil { count += 1 }
        }
        if count == recorded { return "\(output) keeps the \(count) events recorded before it" }
        return "\(output) keeps \(count) of the \(recorded) events recorded before it; the rest could not be written"
    }

    /// Gives the session its inputs: the scenario's, then (with --explore) the walk's, typing
    /// `texts`; returns how many inputs the walk chose, `nil` without --explore.
    @MainActor private func drive(_ session: Session, scenario: Scenario?, texts: [String: [String]]) throws -> Int? {
        if let scenario {
            try session.perform(scenario.inputs, launchingWith: scenario.launch)
        } else {
            try session.launch()
        }
        guard explore != nil else { return nil }
        session.sampleTexts = texts
        var walk = RandomWalk(seed: seed)
        let steps = explore ?? 0
        let progress = steps >= 10_000 ? Progress(label: "exploring", total: steps) : nil
        var sent = 0
        while sent < steps, let input = walk.nextInput(for: session) {
            try session.send(input, settling: !racing)
            sent += 1
            progress?.update(sent)
        }
        progress?.finish()
        if sent < steps {
            let why =
                session.state.crash == nil ? "the app offers no input there" : "the app takes no more (it crashed)"
            say("the walk stopped after \(sent) of \(steps) inputs: \(why)")
        }
        return sent
    }

    /// Prints the counts and the invariant report of the trace just written, and the steps
    /// the walk took (`walked`), which are fewer than the trace's inputs: the launch, a
    /// swipe's beginning and end, and the animations ending and time passing that each step
    /// waits for are inputs too.
    private func summarize(variant: String, walked: Int?) throws {
        var trace = try TraceFile.open(output)
        let invariants = MainActor.assumeIsolated { AppInvariantTable.current }.invariants(of: trace.manifest)
        let report = try InvariantReport(checking: &trace, invariants: invariants)
        say(
            "recorded \(counted(report.steps, "event")) (\(counted(report.inputs, "input"))"
                + (walked.map { "; the walk took \(counted($0, "step"))" } ?? "") + ") of \(variant) to \(output)")
        guard !report.isClean else { return say("no invariant violations") }
        say("\(report.findings.count) invariant violation(s); `\(programName) check \(output)` lists them all:")
        let shown = 10
        for finding in report.findings.prefix(shown) { say(finding.description) }
        if report.findings.count > shown { say("… and \(report.findings.count - shown) more") }
    }
}

/// The fsync policies `record` offers.
enum FsyncChoice: String, ExpressibleByArgument, CaseIterable {
    case always, batch, never

    var policy: FsyncPolicy {
        switch self {
        case .always: .always
        case .batch: .batch(count: 8192, milliseconds: 50)
        case .never: .never
        }
    }
}

/// Reads --seed: a whole number that fits 64 bits, negative numbers refused by name.
func parseSeed(_ text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else { throw ValidationError("a seed is a whole number from 0 to \(UInt64.max)") }
    return seed
}

/// Reads a scenario file, naming the file and the problem in one line.
func loadScenario(_ path: String) throws -> Scenario {
    let (scenario, data): (Scenario, Data) = try readJSONFile(path, as: "scenario")
    let keys = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?.keys
    if keys?.contains("example") == true { complain("\(path): \"example\" is deprecated; it is \"app\"") }
    return scenario
}

/// Reads the JSON file at `path` as a `Value` and returns it with the file's bytes.
///
/// - Throws: A ``Failure`` naming the file, what it should be (`what`) and the problem in
///   one line: its line and column for a syntax error or a duplicate key, its place for a
///   value of the wrong type; errors opening or reading it name the file themselves.
func readJSONFile<Value: Decodable>(_ path: String, as what: String) throws -> (value: Value, data: Data) {
    let data = try Data(FileSource(path: path).readAll())
    if let (offset, message) = JSONTextParser.problem(in: Array(data)) {
        let before = data.prefix(offset)
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        throw Failure.badInput("\(path): not a valid \(what): line \(line), column \(column): \(message)")
    }
    do {
        return (try JSONDecoder().decode(Value.self, from: data), data)
    } catch let error as DecodingError {
        throw Failure.badInput("\(path): not a valid \(what): \(explain(error))")
    }
}

/// One line for a decoding error: where in the JSON and what.
func explain(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
        let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
        let message = context.codingPath.isEmpty ? underlying ?? context.debugDescription : context.debugDescription
        return "\(place(context.codingPath)): \(message)"
    @unknown default: return "\(error)"
    }
}
