import Feed
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The gallery (Tests/NetworkFixture/Feed), shaped like NewsApp's image downloads: an
/// `Operation` subclass loads each photo with `Data(contentsOf:)` on an `OperationQueue`,
/// its completion block changes a dictionary of downloads in flight and reloads the table on
/// the main queue. Each download is a request of the session, answered in the input that
/// answers it, in the same order on every run.
@Suite @MainActor
struct GalleryAppTests {
    static let launched = [
        "launched", "windowCreated w1", "containerCreated k1 navigation by none",
        #"screenCreated s1 Gallery by none state {"records":[null,null],"rows":["new 0 bytes","new 0 bytes"]}"#,
        "stackReplaced k1 with [s1]", "windowRootSet w1 to k1", "viewDidLoad s1", "viewWillAppear s1",
        "viewDidAppear s1",
        #"serviceRequested GET img.example.com/1.jpg #1: {"url":"https://img.example.com/1.jpg"}"#,
        #"serviceRequested GET img.example.com/2.jpg #2: {"url":"https://img.example.com/2.jpg"}"#,
    ]

    /// Launches the gallery, answers the second photo then the first, and returns every event.
    private func run() throws -> [[String]] {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.makeGallery(variant: "app"), sink: events.log)
        try session.launch()
        let launched = events.take()
        try session.respond(to: "GET img.example.com/2.jpg", with: ["text": "JPEG"])
        let second = events.take()
        try session.respond(to: "GET img.example.com/1.jpg", with: ["status": 404])
        let first = events.take()
        #expect(session.state.pendingRequests == [:])
        #expect(session.nondeterminism == [])
        return [launched, second, first]
    }

    @Test func eachDownloadIsARequestAndItsCompletionBlockReloadsTheTableOnTheMainQueue() throws {
        let events = try run()
        #expect(events[0] == Self.launched)
        #expect(
            events[1] == [
                #"serviceResponded GET img.example.com/2.jpg #2: {"text":"JPEG"}"#,
                #"viewModelStateChanged s1 to {"records":[null,null],"rows":["downloading 0 bytes","downloaded 4 bytes"]}"#,
            ])
        #expect(
            events[2] == [
                #"serviceResponded GET img.example.com/1.jpg #1: {"status":404}"#,
                #"viewModelStateChanged s1 to {"records":[null,null],"rows":["failed 0 bytes","downloaded 4 bytes"]}"#,
            ])
    }

    @Test func theSameInputsGiveTheSameEventsOnEveryRun() throws {
        let first = try run()
        for _ in 1...5 { #expect(try run() == first) }
    }
}
