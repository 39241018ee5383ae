import Foundation
import NavSimCore
import NavSimExamples
import NavSimExploration
import NavSimSimulator

// The exploration section: for every buggy example variant, the breadth-first explorer's
// shortest repro and the time to it, against 20 random walks in the same run; the fixed
// variants proved clean to depth 6; and the explorer's states and transitions per second.

/// What 20 random walks of a variant did: the inputs and time to their first finding, and
/// the length of the trace each records (`record --explore N`: N inputs, fewer if it crashed).
private struct Walks {
    var inputsToFinding: [Double] = []
    var secondsToFinding: [Double] = []
    var traceInputs: [Double] = []
    var clean = 0
}

/// Runs the section; `report` adds each row.
@MainActor func benchmarkSystematicExploration(quick: Bool) throws {
    let walkInputs = quick ? 300 : 2_000
    let seeds: [UInt64] = Array(1...20)
    for app in Examples.all {
        for variant in app.variants where variant.bug != nil {
            let name = "\(app.name)/\(variant.name)"
            let maker = try app.maker(variant: variant.name)
            let full = SystematicExploration(depth: 6, app: maker).run()
            let walks = try randomWalks(app.name, variant.name, seeds: seeds, inputs: walkInputs)
            let walked =
                "\(seeds.count) random walks of up to \(walkInputs) inputs: first finding after "
                + "\(spread(walks.inputsToFinding)) inputs, \(spread(walks.secondsToFinding.map { $0 * 1000 })) ms"
                + (walks.clean > 0 ? " (\(walks.clean) walks found nothing)" : "")
                + "; trace \(spread(walks.traceInputs)) inputs"
            guard let longest = full.findings.map(\.inputs.count).max(), let shortest = full.findings.first else {
                report(
                    "systematic exploration", "\(name): no finding to depth 6 (\(full.states) states)",
                    navsim: "the seeded bug breaks no rule NavSim or the app declares", baseline: walked,
                    target: "found, < 1 s", met: false)
                continue
            }
            // The time to every shortest repro: a complete exploration to the longest one's depth.
            var time = Double.infinity
            for _ in 0..<(quick ? 1 : 3) {
                time = min(time, seconds { _ = SystematicExploration(depth: longest, app: maker).run() })
            }
            let repro = full.findings.map(\.inputs.count).min() ?? shortest.inputs.count
            let trace = median(walks.traceInputs)
            let ratio = trace / Double(max(repro, 1))
            report(
                "systematic exploration",
                "\(name): \(counted(full.findings.count, "finding")), shortest repro \(counted(repro, "input"))",
                navsim: "all \(full.findings.count) shortest repros (up to \(longest) inputs) in \(milliseconds(time))",
                baseline: walked,
                ratio: String(format: "walk trace / repro %.0f×", ratio)
                    + (repro == 0 ? " (launch alone: 1 counted)" : ""),
                target: "< 1 s, ≥ 10× shorter", met: time < 1 && ratio >= 10)
        }
    }

    // Every fixed variant, to depth 6: a bounded proof when complete and clean.
    for app in Examples.all {
        for variant in app.variants where variant.bug == nil {
            let maker = try app.maker(variant: variant.name)
            var result: ExplorationReport?
            let time = seconds { result = SystematicExploration(depth: 6, app: maker).run() }
            guard let result else { continue }
            let clean = result.complete && result.findings.isEmpty
            report(
                "systematic exploration", "\(app.name)/\(variant.name) to depth 6",
                navsim: clean
                    ? "clean: no finding in all \(result.states) states (\(result.transitions) transitions)"
                    : "\(counted(result.findings.count, "finding")), complete: \(result.complete)",
                baseline: "", ratio: milliseconds(time), target: "proved clean to depth 6", met: clean)
        }
    }

    // Throughput on the largest fixed space.
    let depth = quick ? 6 : 8
    let maker = try Examples.named("projects").maker(variant: "routerTracksPops")
    var result: ExplorationReport?
    let time = seconds { result = SystematicExploration(depth: depth, app: maker).run() }
    if let result {
        report(
            "systematic exploration", "projects/routerTracksPops to depth \(depth): throughput",
            navsim: "\(count(Double(result.states) / time)) states/s, \(count(Double(result.transitions) / time)) "
                + "transitions/s",
            baseline: "\(result.states) states, \(result.transitions) transitions, "
                + "\(count(Double(result.replayedInputs))) replayed inputs in \(milliseconds(time))",
            ratio: String(
                format: "%.1f replayed inputs a transition", Double(result.replayedInputs) / Double(result.transitions))
        )
    }
}

/// Walks `variant` from each seed, checking after every input as `explore` does (invariant
/// violations, the app's own included, ignored commands, dead inputs), and on to `inputs`
/// inputs for the trace's length.
@MainActor private func randomWalks(_ app: String, _ variant: String, seeds: [UInt64], inputs: Int) throws -> Walks {
    var walks = Walks()
    for seed in seeds {
        let log = EventLog()
        let model = try Examples.named(app).makeApp(variant: variant)
        let session = Session(app: model, sink: log)
        let start = ContinuousClock.now
        var found: Int? = nil
        var sent = 0
        func noteFound() {
            found = sent
            let elapsed = ContinuousClock.now - start
            walks.secondsToFinding.append(
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        try session.launch()
        if !session.state.invariantViolations(including: model.invariants).isEmpty { noteFound() }
        var walk = RandomWalk(seed: seed)
        while sent < inputs, let input = walk.nextInput(for: session) {
            let before = log.events.count
            do {
                try session.send(input)
            } catch {
                // The model broke a UIKit rule: a finding, and the end of the walk.
                sent += 1
                if found == nil { noteFound() }
                break
            }
            sent += 1
            guard found == nil else { continue }
            let events = log.events[before...]
            let ignored = events.contains { if case .commandIgnored = $0 { true } else { false } }
            let dead = events.count == 1 && InvariantViolation.deadInput(input, in: session.state) != nil
            if ignored || dead || !session.state.invariantViolations(including: model.invariants).isEmpty {
                noteFound()
            }
        }
        session.close()
        walks.traceInputs.append(Double(sent))
        if let found { walks.inputsToFinding.append(Double(found)) } else { walks.clean += 1 }
    }
    return walks
}

/// `median [first quartile–third quartile]`.
private func spread(_ values: [Double]) -> String {
    guard !values.isEmpty else { return "-" }
    let sorted = values.sorted()
    func quantile(_ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = min(low + 1, sorted.count - 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }
    func text(_ value: Double) -> String { value >= 100 ? count(value) : String(format: "%.3g", value) }
    return "\(text(quantile(0.5))) [\(text(quantile(0.25)))–\(text(quantile(0.75)))]"
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

private func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
