import Foundation
import NavSimExamples
import NavSimSimulator
import Testing

@testable import NavSimExploration

/// Exploring in forked workers: the same report, byte for byte, for every number of
/// workers (buggy and fixed variants, a state limit, Ctrl-C), a worker that traps, and no
/// child process left behind.
@Suite(.serialized) @MainActor
struct ParallelExplorationTests {
    /// Buggy and fixed variants, deep enough that levels are split among workers.
    nonisolated static let variants: [(app: String, variant: String, depth: Int)] = [
        ("projects", "seed", 5), ("projects", "routerTracksPops", 5), ("children", "removedOnDisappear", 6),
        ("children", "navigationDelegate", 6), ("login", "strongParent", 6), ("editor", "naive", 6),
        ("editor", "presentDetailsPushesList", 6),
    ]

    static func exploration(_ app: String, _ variant: String, depth: Int, workers: Int) throws
        -> SystematicExploration
    {
        let description = try Examples.named(app)
        return SystematicExploration(depth: depth, workers: workers, app: try description.maker(variant: variant))
    }

    @Test(arguments: variants.indices)
    func everyNumberOfWorkersGivesTheSameBytes(_ index: Int) throws {
        let (app, variant, depth) = Self.variants[index]
        let one = try Self.exploration(app, variant, depth: depth, workers: 1).run()
        for workers in [2, 4, 1, 2] {
            let report = try Self.exploration(app, variant, depth: depth, workers: workers).run()
            #expect(report == one, "\(app)/\(variant) with \(workers) workers")
            #expect(report.jsonText == one.jsonText)
        }
        #expect(Self.childrenLeft().isEmpty)
    }

    /// The state limit cuts a level in the middle: the parent applies it where one process does.
    @Test(arguments: [7, 30, 61, 100])
    func aStateLimitStopsAtTheSameState(_ maxStates: Int) throws {
        var one = try Self.exploration("projects", "seed", depth: 8, workers: 1)
        one.maxStates = maxStates
        var two = one
        two.workers = 2
        let expected = one.run()
        #expect(expected.limit == .states)
        #expect(two.run().jsonText == expected.jsonText)
    }

    /// The levels that need workers exist: without them this suite would prove nothing.
    @Test func theVariantsHaveLevelsSplitAmongWorkers() throws {
        let report = try Self.exploration("projects", "seed", depth: 5, workers: 2).run()
        #expect(report.states >= 4 * BreadthFirstSearch.statesPerWorker)
    }

    /// A worker that traps (here every forked one: the app traps when it is not in the
    /// parent) has its batch expanded again in the parent: the same report, no child left.
    @Test func aWorkerThatTrapsHasItsBatchRedoneHere() throws {
        try expectBatchesRedoneHere(whenEveryWorker: { abort() })
    }

    /// A worker that never answers (as a fork can hang on a lock another thread held) is
    /// killed once its time is up, and its batch expanded in the parent.
    @Test func aWorkerThatHangsIsKilledAndItsBatchRedoneHere() throws {
        let patience = ExplorationWorkers.minimumPatience
        ExplorationWorkers.minimumPatience = .milliseconds(200)
        defer { ExplorationWorkers.minimumPatience = patience }
        try expectBatchesRedoneHere(whenEveryWorker: { while true { pause() } })
    }

    /// Explores projects/seed to depth 5 with two workers whose app runs `misbehave` in
    /// every forked child: the report is one process's, and no child is left.
    private func expectBatchesRedoneHere(whenEveryWorker misbehave: @escaping @MainActor () -> Void) throws {
        let parent = getpid()
        let maker = try Examples.named("projects").maker(variant: "seed")
        let exploration = SystematicExploration(depth: 5, workers: 2) {
            if getpid() != parent { misbehave() }
            return maker()
        }
        let expected = try Self.exploration("projects", "seed", depth: 5, workers: 1).run()
        #expect(exploration.run().jsonText == expected.jsonText)
        #expect(Self.childrenLeft().isEmpty)
    }

    /// Interrupted while workers work: the workers are killed and reaped, and the report
    /// holds the states merged so far, incomplete.
    @Test func anInterruptionKillsTheWorkersAndReportsWhatWasMerged() throws {
        var stop = false
        let exploration = try Self.exploration("projects", "seed", depth: 40, workers: 2)
        let report = exploration.run(progress: { states, _ in stop = states >= 60 }, interrupted: { stop })
        #expect(report.limit == .interrupted)
        #expect(!report.complete)
        #expect(report.states >= 60)
        #expect(report.findings.count == 5)
        #expect(Self.childrenLeft().isEmpty)
    }

    /// This process's children that are forks of it (the same command) or zombies.
    /// The children `children()` still finds after those of other suites running at the same
    /// time (a `navsim` another test started, forked but not yet running its own program, or
    /// exited but not yet waited for) have had up to 10 s to go: a worker left behind stays.
    static func childrenLeft() -> [String] {
        let deadline = ContinuousClock.now + .seconds(10)
        var left = children()
        while !left.isEmpty, ContinuousClock.now < deadline {
            usleep(50_000)
            left = children()
        }
        return left
    }

    static func children() -> [String] {
        let me = (try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8)) ?? ""
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        let pids = tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").map(String.init)
        }
        return pids.filter { pid in
            let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            return comm == me || stat.contains(") Z ")
        }
    }
}
