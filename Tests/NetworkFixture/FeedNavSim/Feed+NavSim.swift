import NavSimUIKit

/// How NavSim launches Feed, with the answers a walk gives its requests: a success and a
/// failure each. Feed's networking code (BlogAPI.swift) has no stand-in.
@MainActor
public enum FeedNavSim {
    /// The app as it is.
    public static func make(variant: String) -> NavSimApp {
        NavSimPortedInterface.install()
        return NavSimApp(
            appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() },
            responses: [
                "GET api.example.com/posts": [
                    ["status": 200, "body": [["id": 1, "title": "Hello"]]], ["status": 503], nil,
                ],
                "GET api.example.com/posts/1/comments": [["body": [["text": "First!"]]], ["error": "timedOut"]],
                "POST api.example.com/posts/1/likes": [["status": 201], ["status": 500]],
            ])
    }

    /// The gallery: photos downloaded by operations with `Data(contentsOf:)`, answered with
    /// a photo's bytes, a missing photo, or no network.
    public static func makeGallery(variant: String) -> NavSimApp {
        NavSimPortedInterface.install()
        return NavSimApp(
            appDelegate: { AppDelegate() }, sceneDelegate: { GallerySceneDelegate() },
            responses: [
                "GET img.example.com/1.jpg": [["text": "JPEG"], ["status": 404], nil],
                "GET img.example.com/2.jpg": [["text": "JPEG"], ["status": 404], nil],
            ])
    }

    /// The inbox: work on global, private and concurrent dispatch queues, Combine's
    /// `receive(on:)`, a group, a semaphore, `concurrentPerform`, a work item and a timer
    /// source, each back on the main queue.
    public static func makeInbox(variant: String) -> NavSimApp {
        NavSimPortedInterface.install()
        return NavSimApp(appDelegate: { AppDelegate() }, sceneDelegate: { InboxSceneDelegate() })
    }

    /// Reads `url` with the app's caption reader (CaptionReader.swift), on an operation of the
    /// session, handing `done` what each reader gave.
    public static func readCaption(at url: URL, done: @escaping ([String]) -> Void) {
        captionReader.read(url, done: done)
    }

    private static let captionReader = CaptionReader()
}
