import Foundation
import NavSimJournal

/// The "leaky walks" section (issue 30): `record`, `check` and `verify` of a random walk of
/// `children/neverRemoved`, which leaks its child flow at every round trip (about one leak
/// every 11 inputs), against the same walk of its fixed twin `children/navigationDelegate`,
/// in instructions an event (valgrind's callgrind, process start included), so that the
/// machine's load does not move the ratio. Target: each within 1.5× of the twin. Skipped
/// when valgrind is not installed. Then `view` of each walk, in wall time and page bytes
/// (target: under 20 s and 5 MB for 1,000 inputs).
@MainActor func benchmarkLeakyWalks(navsim: String, inputs: Int, folder: String) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind") else {
        print("leaky walks: skipped, valgrind is not installed")
        return
    }
    var perEvent: [String: [String: Double]] = [:]
    var views: [String: (seconds: Double, bytes: Int)] = [:]
    for variant in ["neverRemoved", "navigationDelegate"] {
        let trace = "\(folder)/leaky-\(variant).navtrace"
        let record = try instructions(
            [
                navsim, "record", "children", "--variant", variant, "--explore", "\(inputs)", "--seed", "1",
                "--fsync", "never", "--input-limit", "0", "--output", trace, "--force",
            ], folder: folder)
        let page = "\(folder)/leaky-\(variant).html"
        let view = try runProcess([navsim, "view", trace, "--output", page, "--force"])
        guard view.status == 0 else { throw BenchError("navsim view \(trace) exited with status \(view.status)") }
        let bytes = try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int ?? 0
        views[variant] = (view.seconds, bytes)
        let events = Double(try TraceReader.readAll(path: trace).events.count)
        let check = try instructions([navsim, "check", trace], folder: folder, statuses: [0, 1])
        let verify = try instructions([navsim, "verify", trace, "--input-limit", "0"], folder: folder)
        perEvent[variant] = ["record": record / events, "check": check / events, "verify": verify / events]
    }
    for command in ["record", "check", "verify"] {
        let leaky = perEvent["neverRemoved"]?[command] ?? 0
        let fixed = perEvent["navigationDelegate"]?[command] ?? 0
        report(
            "leaky walks", "\(command), \(count(Double(inputs)))-input walk, instructions an event",
            navsim: "children/neverRemoved: \(count(leaky))", baseline: "children/navigationDelegate: \(count(fixed))",
            ratio: times(leaky / fixed), target: "≤ 1.5×", met: leaky <= fixed * 1.5)
    }
    let leaky = views["neverRemoved"] ?? (0, 0)
    let fixed = views["navigationDelegate"] ?? (0, 0)
    let shown = { (view: (seconds: Double, bytes: Int)) in
        String(format: "%.1f s, %.2f MB", view.seconds, Double(view.bytes) / 1e6)
    }
    report(
        "leaky walks", "view, \(count(Double(inputs)))-input walk, wall time and page",
        navsim: "children/neverRemoved: \(shown(leaky))", baseline: "children/navigationDelegate: \(shown(fixed))",
        ratio: times(leaky.seconds / fixed.seconds), target: "< 20 s, < 5 MB",
        met: leaky.seconds < 20 && leaky.bytes < 5_000_000)
}
