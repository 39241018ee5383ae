import Feed
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Feed (Tests/NetworkFixture/Feed), whose networking code is an iOS app's, unchanged:
/// `URLSession.shared.data(from:)` awaited by a view model, a configured session's
/// `dataTask` and `uploadTask` with completion handlers. Every request is a service request
/// the session records and answers; none leaves the machine.
@Suite @MainActor
struct FeedAppTests {
    @Test func everyRequestIsRecordedAndEachAnswerReachesTheApp() throws {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.make(variant: "app"), sink: events.log)
        try session.launch()
        #expect(
            events.take() == [
                "launched",
                "containerCreated k1 navigation by none",
                "coordinatorCreated c1 FeedCoordinator",
                "coordinatorStarted c1",
                #"screenCreated s1 Feed by c1 state {"message":"Loading…","posts":[],"titles":[]}"#,
                "pushed s1 onto k1",
                "windowCreated w1",
                "windowRootSet w1 to k1",
                "viewDidLoad s1",
                "viewWillAppear s1",
                "viewDidAppear s1",
                #"serviceRequested GET api.example.com/posts #1: {"url":"https://api.example.com/posts"}"#,
                "ownerFound k1 by c1",
                // The awaiting task holds the feed screen until the answer.
                "pendingWorkHeld [s1]",
            ])
        try session.respond(to: "GET api.example.com/posts", with: ["body": [["id": 1, "title": "Hello"]]])
        #expect(
            events.take() == [
                #"serviceResponded GET api.example.com/posts #1: {"body":[{"id":1,"title":"Hello"}]}"#,
                #"viewModelStateChanged s1 to {"message":"","posts":[{"id":1,"title":"Hello"}],"titles":["Hello"]}"#,
                "pendingWorkHeld []",
            ])
        try session.tap("Open")
        let post = #"{"comments":[],"liked":false,"post":{"id":1,"title":"Hello"},"status":"Loading comments…"}"#
        #expect(
            events.take() == [
                "userTapped Open on s1",
                "screenCreated s2 Post by none state \(post)",
                "pushed s2 onto k1",
                "viewDidLoad s2",
                "viewWillDisappear s1",
                "viewWillAppear s2",
                #"serviceRequested GET api.example.com/posts/1/comments #2: {"headers":{"Authorization":"Bearer demo"},"url":"https://api.example.com/posts/1/comments?limit=20"}"#,
                "ownerFound s2 by c1",
                "animationsEnded",
                "viewDidDisappear s1",
                "viewDidAppear s2",
            ])
        try session.respond(to: "GET api.example.com/posts/1/comments", with: ["body": [["text": "First!"]]])
        #expect(
            events.take() == [
                #"serviceResponded GET api.example.com/posts/1/comments #2: {"body":[{"text":"First!"}]}"#,
                #"viewModelStateChanged s2 to {"comments":["First!"],"liked":false,"post":{"id":1,"title":"Hello"},"status":"1 comments"}"#,
            ])
        try session.tap("Like")
        #expect(
            events.take() == [
                "userTapped Like on s2",
                #"serviceRequested POST api.example.com/posts/1/likes #3: {"body":{"liked":true},"headers":{"Authorization":"Bearer demo","Content-Type":"application/json"},"url":"https://api.example.com/posts/1/likes"}"#,
            ])
        try session.respond(to: "POST api.example.com/posts/1/likes", with: ["status": 201])
        #expect(
            events.take() == [
                #"serviceResponded POST api.example.com/posts/1/likes #3: {"status":201}"#,
                #"viewModelStateChanged s2 to {"comments":["First!"],"liked":true,"post":{"id":1,"title":"Hello"},"status":"1 comments"}"#,
            ])
    }

    @Test(
        arguments: [
            (["status": 503], "Could not load the feed"), (nil, "Could not load the feed"),
            (["error": "timedOut"], "Could not load the feed"), (["body": ["not": "posts"]], "Could not load the feed"),
            (["text": "[]"], "No posts yet"), (["status": 200, "text": "<html>"], "Could not load the feed"),
        ] as [(JSONValue, String)])
    func aFailureReachesTheAppAsURLSessionReportsIt(answer: JSONValue, message: String) throws {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.make(variant: "app"), sink: events.log)
        try session.launch()
        _ = events.take()
        try session.respond(to: "GET api.example.com/posts", with: answer)
        #expect(
            events.take() == [
                "serviceResponded GET api.example.com/posts #1: \(answer)",
                #"viewModelStateChanged s1 to {"message":"\#(message)","posts":[],"titles":[]}"#,
                "pendingWorkHeld []",
            ])
    }

    @Test func aRequestNobodyAnswersStaysPendingAndNothingElseHappens() throws {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.make(variant: "app"), sink: events.log)
        try session.launch()
        _ = events.take()
        try session.wait(milliseconds: 120_000)
        #expect(events.take() == ["timePassed 120000 ms"])
        #expect(session.state.pendingRequests == [1: "GET api.example.com/posts"])
        try session.tap("Reload")
        #expect(
            events.take() == [
                "userTapped Reload on s1",
                #"serviceRequested GET api.example.com/posts #2: {"url":"https://api.example.com/posts"}"#,
            ])
        #expect(session.state.pendingRequests == [1: "GET api.example.com/posts", 2: "GET api.example.com/posts"])
    }
}

/// The events a session recorded since the last look.
@MainActor final class NewEvents {
    let log = EventLog()
    private var seen = 0

    /// The events recorded since the last call, as `navsim log` writes them.
    func take() -> [String] {
        defer { seen = log.events.count }
        return log.events[seen...].map(\.description)
    }
}
