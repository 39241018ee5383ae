import Foundation
import Testing

/// `feed-navsim` (Tests/NetworkFixture), an app whose networking code is an iOS app's
/// `URLSession` code, run as a user runs it: the requests are recorded and answered the same
/// way, to the byte, on every run, and none leaves the machine.
@Suite(.serialized)
struct NetworkAppTests {
    func feed(_ arguments: String..., in folder: URL, environment: [String: String] = [:]) throws -> Run {
        try run("feed-navsim", arguments, in: folder, environment: environment)
    }

    /// Records `arguments` (to `recorded<N>.navtrace`) `runs` times: every run
    /// succeeds without nondeterminism and writes the same bytes. Returns the first trace's name.
    func recordsTheSameBytes(_ arguments: [String], runs: Int, in folder: URL) throws -> String {
        var traces: [Data] = []
        for index in 1...runs {
            let recorded = try run(
                "feed-navsim", ["record"] + arguments + ["--output", "recorded\(index).navtrace"], in: folder)
            #expect(recorded.status == 0, "\(recorded.error)")
            #expect(!recorded.error.contains("nondeterminism"), "\(recorded.error)")
            traces.append(try Data(contentsOf: folder.appendingPathComponent("recorded\(index).navtrace")))
        }
        #expect(traces.allSatisfy { $0 == traces[0] })
        return "recorded1.navtrace"
    }

    /// Explores `app` to `depth` once per entry of `threads` (`NAVSIM_THREADS`): every report
    /// finds something (status 1) or, with `findsNothing`, nothing (status 0), is the same,
    /// complete and without nondeterminism. Returns the report and its text.
    func exploresTheSameEveryRun(
        _ app: String, depth: Int, threads: [String], findsNothing: Bool = false, in folder: URL
    ) throws -> (report: [String: Any], text: String) {
        var reports: [String] = []
        for count in threads {
            let explored = try feed(
                "explore", app, "--depth", "\(depth)", "--json", in: folder, environment: ["NAVSIM_THREADS": count])
            #expect(explored.status == (findsNothing ? 0 : 1), "\(explored.error)")
            reports.append(explored.output)
        }
        #expect(reports.allSatisfy { $0 == reports[0] })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(reports[0].utf8)) as? [String: Any])
        #expect(report["nondeterminism"] as? [String] == [])
        #expect(report["complete"] as? Bool == true)
        return (report, reports[0])
    }

    /// A scenario answering every request: a success, a transport error and a created like.
    static let scenario = """
        {"app": "feed", "inputs": [
          {"respond": "GET api.example.com/posts", "with": {"body": [{"id": 1, "title": "Hello"}]}},
          {"tap": "Open", "on": "Feed"},
          {"respond": "GET api.example.com/posts/1/comments", "with": {"error": "timedOut"}},
          {"tap": "Like"},
          {"respond": "POST api.example.com/posts/1/likes", "with": {"status": 201}}
        ]}
        """

    @Test func aScenarioRecordsTheSameBytesEveryRun() throws {
        let folder = try temporaryFolder()
        try Data(Self.scenario.utf8).write(to: folder.appendingPathComponent("feed.json"))
        let trace = try recordsTheSameBytes(["feed", "--scenario", "feed.json"], runs: 3, in: folder)
        let log = try feed("log", trace, in: folder)
        #expect(log.output.contains(#"serviceRequested GET api.example.com/posts/1/comments"#))
        #expect(log.output.contains(#""status":"Comments are unavailable""#))
        #expect(log.output.contains(#""liked":true"#))
        let verified = try feed("verify", trace, "--runs", "2", in: folder)
        #expect(verified.status == 0, "\(verified.output)")
    }

    @Test(arguments: [1, 2])
    func aWalkAnswersWithTheDeclaredAlternativesTheSameWayEveryRun(seed: Int) throws {
        let folder = try temporaryFolder()
        let trace = try recordsTheSameBytes(["feed", "--explore", "300", "--seed", "\(seed)"], runs: 2, in: folder)
        let log = try feed("log", trace, in: folder)
        #expect(log.output.contains(#""message":"Could not load the feed""#))
        #expect(log.output.contains(#""titles":["Hello"]"#))
    }

    @Test func explorationIsTheSameEveryRunAndFindsTheButtonThatWaitsForTheFeed() throws {
        let folder = try temporaryFolder()
        let (report, _) = try exploresTheSameEveryRun("feed", depth: 5, threads: ["1", "2"], in: folder)
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["deadInput"])
        #expect((findings.first?["inputs"] as? [[String: Any]])?.map { $0["tap"] as? String } == ["Open"])
    }

    /// The gallery's photos are downloaded by operations with `Data(contentsOf:)` (NewsApp's
    /// shape): walks and explorations give the same bytes and states on every run, and
    /// NavSim sees no work outside its order.
    @Test(arguments: [1, 3, 7])
    func walksOfOperationsDownloadingPhotosAreTheSameBytesEveryRun(seed: Int) throws {
        let folder = try temporaryFolder()
        let trace = try recordsTheSameBytes(["gallery", "--explore", "100", "--seed", "\(seed)"], runs: 3, in: folder)
        let log = try feed("log", trace, in: folder)
        #expect(log.output.contains("serviceRequested GET img.example.com/1.jpg #1"))
        #expect(log.output.contains("serviceRequested GET img.example.com/2.jpg #2"))
    }

    @Test func explorationsOfOperationsDownloadingPhotosAreTheSameEveryRun() throws {
        let folder = try temporaryFolder()
        let (report, text) = try exploresTheSameEveryRun(
            "gallery", depth: 4, threads: ["1", "2", "1"], findsNothing: true, in: folder)
        #expect(report["states"] as? Int == 9, "\(text)")
        // A row with no table delegate is selected and nothing else, as on iOS: not an input the
        // app handles, so not a dead input.
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.isEmpty)
    }

    /// The inbox's work runs on global and private dispatch queues, through Combine's
    /// `receive(on:)`, a group and a semaphore: walks give the same bytes on every run, and
    /// NavSim sees no work outside its order.
    @Test(arguments: [1, 5])
    func walksOfWorkOnDispatchQueuesAreTheSameBytesEveryRun(seed: Int) throws {
        let folder = try temporaryFolder()
        let trace = try recordsTheSameBytes(["inbox", "--explore", "60", "--seed", "\(seed)"], runs: 3, in: folder)
        let log = try feed("log", trace, in: folder)
        #expect(log.output.contains("2 unread"))
    }

    @Test func aRequestNobodyAnswersStaysPendingAndTheAppWaits() throws {
        let folder = try temporaryFolder()
        try Data(#"{"app": "feed", "inputs": [{"wait": "120s"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("silent.json"))
        let recorded = try feed(
            "record", "feed", "--scenario", "silent.json", "--output", "silent.navtrace", in: folder)
        #expect(recorded.status == 0, "\(recorded.error)")
        let log = try feed("log", "silent.navtrace", in: folder)
        #expect(log.output.contains("serviceRequested GET api.example.com/posts #1"))
        #expect(!log.output.contains("serviceResponded"))
        #expect(log.output.contains(#""message":"Loading…""#))
    }
}
