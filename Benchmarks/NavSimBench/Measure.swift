import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Seconds taken by `body`, on the monotonic clock.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// What a child process took.
struct ProcessRun {
    let seconds: Double
    let status: Int32
}

/// The peak resident memory of a command in KiB, measured by GNU time in a fresh process
/// (a child spawned from this large process would count the memory it inherited), which
/// must exit with one of `statuses`.
func peakMemory(_ arguments: [String], statuses: Set<Int32> = [0]) throws -> Int {
    let report = "out/bench/peak-memory.txt"
    let run = try runProcess(["/usr/bin/time", "-f", "%M", "-o", report] + arguments)
    guard statuses.contains(run.status), let text = try? String(contentsOfFile: report, encoding: .utf8),
        let kibibytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw BenchError("\(arguments.joined(separator: " ")) failed under /usr/bin/time") }
    return kibibytes
}

/// Runs `arguments` as a child process with its output discarded (or sent to
/// `stdoutPath`) and measures its wall time.
func runProcess(_ arguments: [String], stdinPath: String? = nil, stdoutPath: String? = nil) throws -> ProcessRun {
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var status: Int32 = 0
    let elapsed = try seconds {
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            throw BenchError("cannot run \(arguments[0])")
        }
        waitpid(pid, &status, 0)
    }
    return ProcessRun(seconds: elapsed, status: status >> 8 & 0xFF)
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A row of the results table: a measured figure next to its baseline.
struct Row: Encodable {
    let section: String
    let measure: String
    let navsim: String
    let baseline: String
    let ratio: String
    let target: String
    let met: Bool?
}

/// Formats large counts readably: 2,345,678.
func count(_ value: Double) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 0
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.usesGroupingSeparator = true
    formatter.groupingSeparator = ","
    return formatter.string(from: NSNumber(value: value)) ?? "\(Int(value))"
}

/// Milliseconds with two decimals.
func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }

/// Repeated measurements of one figure: the median and the range.
struct Spread {
    let values: [Double]

    var median: Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// `median (min–max)` of the values, each formatted by `format`.
    func text(_ format: (Double) -> String) -> String {
        "\(format(median)) (\(format(values.min() ?? 0))–\(format(values.max() ?? 0)))"
    }

    /// The element-wise ratios `self / other`, for ratios taken within one round.
    func ratios(to other: Spread) -> Spread { Spread(values: zip(values, other.values).map { $0 / $1 }) }
}

/// Runs every measure once per round, in rotation, `rounds` times, so that a change in the
/// machine's load falls on all of them alike; returns each measure's values.
func interleaved(rounds: Int, _ measures: [() throws -> Double]) throws -> [Spread] {
    var values = [[Double]](repeating: [], count: measures.count)
    for _ in 0..<rounds {
        for (index, measure) in measures.enumerated() { values[index].append(try measure()) }
    }
    return values.map(Spread.init)
}

/// The load averages over 1, 5 and 15 minutes, as /proc/loadavg gives them.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "? ? ?"
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
