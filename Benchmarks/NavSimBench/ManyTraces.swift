import Foundation
import NavSimJournal

/// The "many traces" section: `check` and `export --flow` over a tree of small traces in one
/// process, against one `check` process per trace, with the peak memory of each.
///
/// The tree holds `traces` files (100 folders), copies of 20 distinct random walks of about
/// 1,300 events (26 KB, the size of the sessions issue 16 measured) of the five examples'
/// fixed variants. One process per trace is timed on `sample` traces and scaled to all.
@MainActor func benchmarkManyTraces(navsim: String, traces: Int, sample: Int, folder: String) throws {
    let tree = "\(folder)/many"
    try? FileManager.default.removeItem(atPath: tree)
    let walks: [(String, String)] = [
        ("editor", "coordinator"), ("login", "navigator"), ("children", "navigationDelegate"),
        ("projects", "routerTracksPops"), ("welcome", "fixed"),
    ]
    var sources: [(bytes: Data, events: Int)] = []
    for index in 0..<20 {
        let (example, variant) = walks[index % walks.count]
        let path = "\(folder)/many-source.navtrace"
        _ = try recordWalk(example, variant: variant, events: 1_300, to: path, seed: UInt64(index + 1))
        sources.append(
            (try Data(contentsOf: URL(fileURLWithPath: path)), try TraceReader.readAll(path: path).events.count))
    }
    var events = 0
    var bytes = 0
    var paths: [String] = []
    for index in 0..<traces {
        let directory = "\(tree)/d\(String(format: "%02d", index % 100))"
        if index < 100 { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        let path = "\(directory)/t\(String(format: "%05d", index)).navtrace"
        let source = sources[index % sources.count]
        try source.bytes.write(to: URL(fileURLWithPath: path))
        events += source.events
        bytes += source.bytes.count
        paths.append(path)
    }
    let scale = 10_000 / Double(traces)
    let label = "\(count(Double(traces))) traces, \(count(Double(events))) events, \(bytes / 1_000_000) MB"
    let oneProcess = try runProcess([navsim, "check", tree])
    // A random walk may find a bug (status 1); a damaged trace (2) is the benchmark's own.
    guard [0, 1].contains(oneProcess.status) else {
        throw BenchError("navsim check \(tree) exited with \(oneProcess.status)")
    }
    setenv("NAVSIM_THREADS", "1", 1)
    let oneThread = try runProcess([navsim, "check", tree])
    unsetenv("NAVSIM_THREADS")
    let stride = max(1, traces / sample)
    let sampled = Swift.stride(from: 0, to: traces, by: stride).map { paths[$0] }
    let perProcess = try seconds { for path in sampled { _ = try runProcess([navsim, "check", path]) } }
    let perProcessAll = perProcess * Double(traces) / Double(sampled.count)
    report(
        "many traces", "check a tree of \(label)",
        navsim:
            "one process, 2 threads: \(String(format: "%.2f s", oneProcess.seconds)), \(count(Double(events) / oneProcess.seconds)) events/s (1 thread: \(String(format: "%.2f s", oneThread.seconds)))",
        baseline:
            "a process per trace: \(String(format: "%.1f s", perProcessAll)) (\(sampled.count) timed, scaled)",
        ratio: String(format: "%.1f× faster", perProcessAll / oneProcess.seconds),
        target: "< 15 s for 10,000", met: oneProcess.seconds * scale < 15)
    let checkMemory = try peakMemory([navsim, "check", tree], statuses: [0, 1])
    let oneMemory = try peakMemory([navsim, "check", paths[0]], statuses: [0, 1])
    report(
        "many traces", "peak RSS of check over \(count(Double(traces))) traces",
        navsim: "\(checkMemory / 1024) MiB", baseline: "check of one trace: \(oneMemory / 1024) MiB",
        ratio: String(format: "%.2f×", Double(checkMemory) / Double(oneMemory)),
        target: "< 100 MB", met: checkMemory * 1024 < 100_000_000)
    let flow = "\(folder)/many-flow.dot"
    let flowArguments = [navsim, "export", tree, "--flow", "--output", flow, "--force"]
    let flowRun = try runProcess(flowArguments)
    guard flowRun.status == 0 else { throw BenchError("navsim export \(tree) --flow exited with \(flowRun.status)") }
    let flowMemory = try peakMemory(flowArguments)
    report(
        "many traces", "export --flow of \(count(Double(traces))) traces",
        navsim: "\(String(format: "%.2f s", flowRun.seconds)), peak RSS \(flowMemory / 1024) MiB",
        baseline: "the traces' size: \(bytes / 1_000_000) MB",
        ratio: String(format: "%.2f× their size", Double(flowMemory) * 1024 / Double(bytes)),
        target: "< 100 MB", met: flowMemory * 1024 < 100_000_000)
    try FileManager.default.removeItem(atPath: tree)
}
