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
        var traces: [Data] = []
        for index in 1...3 {
            let recorded = try feed(
                "record", "feed", "--scenario", "feed.json", "--output", "feed\(index).navtrace", in: folder)
            #expect(recorded.status == 0, "\(recorded.error)")
            traces.append(try Data(contentsOf: folder.appendingPathComponent("feed\(index).navtrace")))
        }
        #expect(traces[1] == traces[0] && traces[2] == traces[0])
        let log = try feed("log", "feed1.navtrace", in: folder)
        #expect(log.output.contains(#"serviceRequested GET api.example.com/posts/1/comments"#))
        #expect(log.output.contains(#""status":"Comments are unavailable""#))
        #expect(log.output.contains(#""liked":true"#))
        let verified = try feed("verify", "feed1.navtrace", "--runs", "2", in: folder)
        #expect(verified.status == 0, "\(verified.output)")
    }

    @Test(arguments: [1, 2])
    func aWalkAnswersWithTheDeclaredAlternativesTheSameWayEveryRun(seed: Int) throws {
        let folder = try temporaryFolder()
        var traces: [Data] = []
        for index in 1...2 {
            let recorded = try feed(
                "record", "feed", "--explore", "300", "--seed", "\(seed)", "--output", "walk\(index).navtrace",
                in: folder)
            #expect(recorded.status == 0, "\(recorded.error)")
            #expect(!recorded.error.contains("nondeterminism"))
            traces.append(try Data(contentsOf: folder.appendingPathComponent("walk\(index).navtrace")))
        }
        #expect(traces[1] == traces[0])
        let log = try feed("log", "walk1.navtrace", in: folder)
        #expect(log.output.contains(#""message":"Could not load the feed""#))
        #expect(log.output.contains(#""titles":["Hello"]"#))
    }

    @Test func explorationIsTheSameEveryRunAndFindsTheButtonThatWaitsForTheFeed() throws {
        let folder = try temporaryFolder()
        var reports: [String] = []
        for threads in ["1", "2"] {
            let explored = try feed(
                "explore", "feed", "--depth", "5", "--json", in: folder, environment: ["NAVSIM_THREADS": threads])
            #expect(explored.status == 1, "\(explored.error)")
            reports.append(explored.output)
        }
        #expect(reports[1] == reports[0])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(reports[0].utf8)) as? [String: Any])
        #expect(report["nondeterminism"] as? [String] == [])
        #expect(report["complete"] as? Bool == true)
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
        var traces: [Data] = []
        for index in 1...3 {
            let recorded = try feed(
                "record", "gallery", "--explore", "100", "--seed", "\(seed)", "--output", "walk\(index).navtrace",
                in: folder)
            #expect(recorded.status == 0, "\(recorded.error)")
            #expect(!recorded.error.contains("nondeterminism"), "\(recorded.error)")
            traces.append(try Data(contentsOf: folder.appendingPathComponent("walk\(index).navtrace")))
        }
        #expect(traces[1] == traces[0] && traces[2] == traces[0])
        let log = try feed("log", "walk1.navtrace", in: folder)
        #expect(log.output.contains("serviceRequested GET img.example.com/1.jpg #1"))
        #expect(log.output.contains("serviceRequested GET img.example.com/2.jpg #2"))
    }

    @Test func explorationsOfOperationsDownloadingPhotosAreTheSameEveryRun() throws {
        let folder = try temporaryFolder()
        var reports: [String] = []
        for threads in ["1", "2", "1"] {
            let explored = try feed(
                "explore", "gallery", "--depth", "4", "--json", in: folder, environment: ["NAVSIM_THREADS": threads])
            #expect(explored.status == 1, "\(explored.error)")
            reports.append(explored.output)
        }
        #expect(reports[1] == reports[0] && reports[2] == reports[0])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(reports[0].utf8)) as? [String: Any])
        #expect(report["nondeterminism"] as? [String] == [])
        #expect(report["complete"] as? Bool == true)
        #expect(report["states"] as? Int == 9, "\(reports[0])")
        // A row with no table delegate does nothing when tapped, as on iOS.
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["deadInput"])
    }

    /// The inbox's work runs on global and private dispatch queues, through Combine's
    /// `receive(on:)`, a group and a semaphore: walks give the same bytes on every run, and
    /// NavSim sees no work outside its order.
    @Test(arguments: [1, 5])
    func walksOfWorkOnDispatchQueuesAreTheSameBytesEveryRun(seed: Int) throws {
        let folder = try temporaryFolder()
        var traces: [Data] = []
        for index in 1...3 {
            let recorded = try feed(
                "record", "inbox", "--explore", "60", "--seed", "\(seed)", "--output", "walk\(index).navtrace",
                in: folder)
            #expect(recorded.status == 0, "\(recorded.error)")
            #expect(!recorded.error.contains("nondeterminism"), "\(recorded.error)")
            traces.append(try Data(contentsOf: folder.appendingPathComponent("walk\(index).navtrace")))
        }
        #expect(traces[1] == traces[0] && traces[2] == traces[0])
        let log = try feed("log", "walk1.navtrace", in: folder)
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
