import Foundation
import NavSimJournal

/// The "instructions" section (issue 30): what users wait for, counted by valgrind's
/// callgrind so that the machine's load does not move the figures, each next to its wall
/// time outside valgrind and the load average. Replay is counted an event (against the
/// swift-protobuf fold of the same events, counted the same way), `explore` a transition
/// (against a random walk of the same variant, an input: what one input costs when nothing
/// is replayed), and random walks an input. Skipped when valgrind is not installed.
@MainActor func benchmarkInstructions(
    navsim: String, bench: String, trace: String, protobuf: String, quick: Bool, folder: String
) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") else {
        print("instructions: skipped, valgrind is not installed")
        return
    }
    try countReplay(navsim: navsim, bench: bench, trace: trace, protobuf: protobuf, folder: folder)
    let explorations = [
        ("projects", "routerTracksPops", quick ? 6 : 8), ("projects", "seed", quick ? 6 : 8),
        ("login", "strongParent", quick ? 8 : 10),
    ]
    for (example, variant, depth) in explorations {
        try countExploration(example, variant: variant, depth: depth, navsim: navsim, folder: folder)
    }
    let walkSteps = quick ? 1_000 : 5_000
    for (example, variant, target) in [
        ("editor", "coordinator", 250_000.0), ("children", "navigationDelegate", 150_000),
    ] {
        let walk = try countWalk(example, variant: variant, steps: walkSteps, navsim: navsim, folder: folder)
        report(
            "instructions", "random walk of \(example)/\(variant), \(count(Double(walkSteps))) steps, an input",
            navsim: "\(count(walk.perInput)) (\(count(Double(walk.inputs))) inputs)",
            baseline: "wall time: \(String(format: "%.2f", walk.seconds)) s at load \(walk.load)",
            target: "≤ \(count(target))", met: walk.perInput <= target)
    }
}

/// Replay an event: `navsim replay` of the benchmark's trace against the swift-protobuf fold
/// of the same events (`navsim-bench --fold-protobuf`), each less the same process on the
/// first tenth of the events, so that process start and the final outline cancel out.
@MainActor private func countReplay(
    navsim: String, bench: String, trace: String, protobuf: String, folder: String
) throws {
    let events = try TraceFileEvents(trace: trace, protobuf: protobuf, folder: folder)
    let replayed = try instructions([navsim, "replay", trace], folder: folder)
    let replayedPrefix = try instructions([navsim, "replay", events.prefixTrace], folder: folder)
    let folded = try instructions([bench, "--fold-protobuf", protobuf], folder: folder)
    let foldedPrefix = try instructions([bench, "--fold-protobuf", events.prefixProtobuf], folder: folder)
    let extra = Double(events.count - events.prefixCount)
    let navsimPerEvent = (replayed - replayedPrefix) / extra
    let protobufPerEvent = (folded - foldedPrefix) / extra
    let load = loadAverage()
    let wall = try runProcess([navsim, "replay", trace]).seconds
    report(
        "instructions",
        "replay, an event (\(count(Double(events.count))) events less the first \(count(Double(events.prefixCount))))",
        navsim: "\(count(navsimPerEvent)); wall time \(String(format: "%.2f", wall)) s at load \(load)",
        baseline: "swift-protobuf fold: \(count(protobufPerEvent))",
        ratio: String(format: "%.2f× fewer", protobufPerEvent / navsimPerEvent), target: "keep (issue 30: done)")
}

/// The first tenth of the benchmark's events, as a trace and as protobuf messages.
private struct TraceFileEvents {
    let count: Int
    let prefixCount: Int
    let prefixTrace: String
    let prefixProtobuf: String

    @MainActor init(trace: String, protobuf: String, folder: String) throws {
        let all = try TraceReader.readAll(path: trace).events
        count = all.count
        prefixCount = all.count / 10
        prefixTrace = "\(folder)/replay-prefix.navtrace"
        prefixProtobuf = "\(folder)/replay-prefix.protobuf"
        let writer = try TraceWriter(
            creating: prefixTrace, manifest: TraceManifest(app: "editor", variant: "coordinator"), policy: .never,
            replaceExisting: true)
        for event in all.prefix(prefixCount) { try writer.append(event) }
        try writer.close()
        try ProtobufEvents.write(Array(all.prefix(prefixCount)), to: prefixProtobuf)
    }
}

/// `explore` a transition, against an input of a short random walk of the same variant.
@MainActor private func countExploration(
    _ example: String, variant: String, depth: Int, navsim: String, folder: String
) throws {
    let arguments = [
        navsim, "explore", example, "--variant", variant, "--depth", "\(depth)", "--input-limit", "0", "--json",
    ]
    let reportPath = "\(folder)/explore-report.json"
    let explored = try instructions(arguments, folder: folder, statuses: [0, 1], stdoutPath: reportPath)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath)))
    guard let fields = json as? [String: Any], let transitions = fields["transitions"] as? Int,
        let states = fields["states"] as? Int, let replayed = fields["replayedInputs"] as? Int, transitions > 0
    else { throw BenchError("\(arguments.joined(separator: " ")) printed no report") }
    let perTransition = explored / Double(transitions)
    // Launch aside, and short enough that a leaking variant has not piled up its leaks.
    let walk = try countWalk(example, variant: variant, steps: 200, navsim: navsim, folder: folder)
    let launch = try countWalk(example, variant: variant, steps: 0, navsim: navsim, folder: folder)
    let perWalkInput =
        (walk.perInput * Double(walk.inputs) - launch.perInput * Double(launch.inputs))
        / Double(walk.inputs - launch.inputs)
    let load = loadAverage()
    let wall = try runProcess(arguments).seconds
    let inputsPerTransition = Double(replayed + transitions) / Double(transitions)
    report(
        "instructions", "explore \(example)/\(variant) to depth \(depth), a transition",
        navsim:
            "\(count(perTransition)) (\(count(Double(states))) states, \(count(Double(transitions))) transitions, "
            + String(format: "%.1f inputs run a transition", inputsPerTransition)
            + "); wall time \(String(format: "%.2f", wall)) s at load \(load)",
        baseline: "200-step random walk of the same variant, launch aside: \(count(perWalkInput)) an input",
        ratio: String(format: "%.1f walk inputs", perTransition / perWalkInput), target: "≤ 800,000",
        met: perTransition <= 800_000)
}

/// A recorded random walk of `steps` steps: its instructions an input, its inputs (the
/// launch is one), and its wall time outside valgrind with the load average before it.
@MainActor private func countWalk(
    _ example: String, variant: String, steps: Int, navsim: String, folder: String
) throws -> (perInput: Double, inputs: Int, seconds: Double, load: String) {
    let trace = "\(folder)/walk.navtrace"
    let arguments = [
        navsim, "record", example, "--variant", variant, "--explore", "\(steps)", "--seed", "1", "--input-limit", "0",
        "--fsync", "never", "--output", trace, "--force",
    ]
    let printed = "\(folder)/walk.out"
    let total = try instructions(arguments, folder: folder, statuses: [0, 1], stdoutPath: printed)
    let line = try String(contentsOfFile: printed, encoding: .utf8)
    guard let match = line.firstMatch(of: /\((\d+) inputs?[;)]/), let inputs = Int(match.1), inputs > 0 else {
        throw BenchError("\(arguments.joined(separator: " ")) did not say how many inputs it sent")
    }
    let load = loadAverage()
    let wall = try runProcess(arguments).seconds
    return (total / Double(inputs), inputs, wall, load)
}

/// The instructions `arguments` takes under callgrind, summed over the processes it forks
/// (each dumps its counts before a fork, so a child does not count its parent's again),
/// with Swift's hashing deterministic and one exploration thread; it must exit with one of
/// `statuses`. The program runs as a copy without its debug information, which valgrind
/// 3.19 cannot read (DWARF 5).
func instructions(
    _ arguments: [String], folder: String, statuses: Set<Int32> = [0], stdoutPath: String? = nil
) throws -> Double {
    let counts = "\(folder)/callgrind"
    try? FileManager.default.removeItem(atPath: counts)
    try FileManager.default.createDirectory(atPath: counts, withIntermediateDirectories: true)
    let program = "\(folder)/stripped-\(arguments[0].split(separator: "/").last ?? "")"
    if !FileManager.default.fileExists(atPath: program) {
        let strip = try runProcess(["strip", "--strip-debug", "-o", program, arguments[0]])
        guard strip.status == 0 else { throw BenchError("strip --strip-debug \(arguments[0]) failed") }
    }
    let run = try runProcess(
        [
            "env", "SWIFT_DETERMINISTIC_HASHING=1", "NAVSIM_THREADS=1", "valgrind", "--tool=callgrind",
            "--dump-before=fork", "--callgrind-out-file=\(counts)/callgrind.%p", "--log-file=\(counts)/valgrind.%p",
            program,
        ] + arguments.dropFirst(), stdoutPath: stdoutPath)
    guard statuses.contains(run.status) else {
        throw BenchError("\(arguments.joined(separator: " ")) exited with status \(run.status) under callgrind")
    }
    var total = 0.0
    for name in try FileManager.default.contentsOfDirectory(atPath: counts) where name.hasPrefix("callgrind.") {
        let dump = try String(contentsOfFile: "\(counts)/\(name)", encoding: .utf8)
        for line in dump.split(separator: "\n") where line.hasPrefix("totals:") {
            total += Double(line.split(separator: " ").last ?? "") ?? 0
        }
    }
    return total
}
