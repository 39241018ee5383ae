import Feed
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

@Suite @MainActor
struct GalleryAppTests {
    @Test func probe() throws {
        let events = NewEvents()
        let session = Session(app: FeedNavSim.makeGallery(variant: "app"), sink: events.log)
        try session.launch()
        print("A", events.take())
        try session.respond(to: "GET img.example.com/2.jpg", with: ["text": "JPEG"])
        print("B", events.take())
        try session.respond(to: "GET img.example.com/1.jpg", with: ["status": 404])
        print("C", events.take())
        print("N", session.nondeterminism)
    }
}
