import Foundation
import NavSimCore
import NavSimNetworking
import NavSimSimulator
import NavSimUIKit
import Synchronization
import Testing

/// The kinds of task an app makes, each answered inside the input that answers its request,
/// on the session's thread: a delegate's calls in Foundation's order, a download's file, a
/// cancellation, a URL NavSim cannot answer, and a task outside any session.
@Suite @MainActor
struct TaskKindsTests {
    static let url = URL(string: "https://api.example.com/files/1")!

    @Test func aDelegateHearsTheResponseTheBodyAndTheEndInOrder() throws {
        let heard = Heard()
        let session = try launchWork {
            URLSession(configuration: .default, delegate: heard, delegateQueue: nil).dataTask(with: Self.url).resume()
        }
        #expect(heard.lines.isEmpty)
        try session.respond(to: "GET api.example.com/files/1", with: ["status": 404, "text": "gone"])
        #expect(heard.lines == ["response 404", "data gone", "complete nil"])
    }

    @Test func aDelegateThatCancelsAtTheResponseEndsTheTaskCancelled() throws {
        let heard = Heard(refusing: true)
        let session = try launchWork {
            URLSession(configuration: .default, delegate: heard, delegateQueue: nil).dataTask(with: Self.url).resume()
        }
        try session.respond(to: "GET api.example.com/files/1", with: ["text": "body"])
        #expect(heard.lines == ["response 200", "complete -999"])
    }

    @Test func aDownloadsFileHoldsTheBodyWhileTheAppIsTold() throws {
        let heard = Heard()
        let session = try launchWork {
            URLSession.shared.downloadTask(with: Self.url) { location, response, error in
                let text = location.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                heard.note("file \(location?.lastPathComponent ?? "none") \(text ?? "unreadable") \(error == nil)")
                heard.location = location
            }.resume()
            let delegated = URLSession(configuration: .ephemeral, delegate: heard, delegateQueue: .main)
            delegated.downloadTask(with: URLRequest(url: Self.url)).resume()
        }
        try session.respond(to: "GET api.example.com/files/1", with: ["base64": "aGk="])
        let first = try #require(heard.location)
        #expect(!FileManager.default.fileExists(atPath: first.path))
        try session.respond(to: "GET api.example.com/files/1", with: ["text": "there"])
        #expect(heard.lines.count == 3)
        #expect(heard.lines.first?.hasPrefix("file CFNetworkDownload_") == true)
        #expect(heard.lines.first?.hasSuffix(".tmp hi true") == true)
        #expect(heard.lines.dropFirst() == ["downloaded there", "complete nil"])
    }

    @Test func anAwaitedDownloadsFileStaysForTheCallerAndAnUploadSendsItsBody() throws {
        let heard = Heard()
        let events = NewEvents()
        let session = try launchWork(events) {
            Task {
                let (location, _) = try await URLSession.shared.download(from: Self.url)
                heard.note("kept \(try String(contentsOf: location, encoding: .utf8))")
                try FileManager.default.removeItem(at: location)
                var request = URLRequest(url: Self.url)
                request.httpMethod = "PUT"
                let (data, response) = try await URLSession.shared.upload(for: request, from: Data("new".utf8))
                heard.note("uploaded \((response as? HTTPURLResponse)?.statusCode ?? 0) \(data.count)")
            }
        }
        try session.respond(to: "GET api.example.com/files/1", with: ["text": "saved"])
        #expect(heard.lines == ["kept saved"])
        #expect(
            events.take().suffix(1) == [
                #"serviceRequested PUT api.example.com/files/1 #2: {"text":"new","url":"https://api.example.com/files/1"}"#
            ])
        try session.respond(to: "PUT api.example.com/files/1", with: ["status": 204])
        #expect(heard.lines == ["kept saved", "uploaded 204 0"])
    }

    @Test func aCancelledTaskEndsOnceWithCancelledAndItsAnswerDoesNothing() throws {
        let heard = Heard()
        let task = Mutex<URLSessionDataTask?>(nil)
        let events = NewEvents()
        let session = try launchWork(
            events,
            {
                let made = URLSession.shared.dataTask(with: Self.url) { _, _, error in
                    heard.note("ended \((error as? URLError)?.code.rawValue ?? 0)")
                }
                made.resume()
                task.withLock { $0 = made }
            },
            onTap: {
                task.withLock { $0 }?.cancel()
                heard.note("cancel returned")
            })
        _ = events.take()
        try session.tap("Go")
        #expect(heard.lines == ["cancel returned", "ended -999"], "Foundation calls back later, never inside cancel()")
        #expect(task.withLock { $0 }?.state == .completed)
        #expect(events.take() == ["userTapped Go on s1"])
        try session.respond(to: "GET api.example.com/files/1", with: ["text": "late"])
        #expect(heard.lines == ["cancel returned", "ended -999"])
    }

    @Test func invalidatingASessionCancelsItsTasksThenTellsItsDelegate() throws {
        let heard = Heard()
        let made = Mutex<URLSession?>(nil)
        let session = try launchWork(
            NewEvents(),
            {
                let urlSession = URLSession(configuration: .default, delegate: heard, delegateQueue: nil)
                urlSession.dataTask(with: Self.url).resume()
                made.withLock { $0 = urlSession }
            },
            onTap: { made.withLock { $0 }?.invalidateAndCancel() })
        try session.tap("Go")
        #expect(heard.lines == ["complete -999", "invalid"])
    }

    @Test func aURLThatIsNotHTTPFailsWithoutARequest() throws {
        let heard = Heard()
        let events = NewEvents()
        _ = try launchWork(events) {
            URLSession.shared.dataTask(with: URL(fileURLWithPath: "/etc/hostname")) { _, _, error in
                heard.note("ended \((error as? URLError)?.code.rawValue ?? 0)")
            }.resume()
        }
        #expect(heard.lines == ["ended \(URLError.Code.unsupportedURL.rawValue)"])
        #expect(!events.take().contains { $0.hasPrefix("serviceRequested") })
    }

    @Test func outsideASessionATaskFailsAsOfflineAndNothingLeavesTheMachine() async throws {
        let error = await #expect(throws: URLError.self) { try await URLSession.shared.data(from: Self.url) }
        #expect(error?.code == .notConnectedToInternet)
    }
}

/// A session of an app whose first screen runs `work` when its view loads, and `onTap`
/// when its button Go is tapped.
@MainActor func launchWork(
    _ events: NewEvents = NewEvents(), _ work: @escaping @MainActor () -> Void,
    onTap: @escaping @MainActor () -> Void = {}
) throws -> Session {
    let app = NavSimApp(sceneDelegate: { WorkSceneDelegate(work: work, onTap: onTap) })
    let session = Session(app: app, sink: events.log)
    try session.launch()
    return session
}

/// A scene delegate whose window's screen runs `work` in `viewDidLoad`, and `onTap` when
/// its button is tapped.
private final class WorkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let work: @MainActor () -> Void
    let onTap: @MainActor () -> Void

    init(work: @escaping @MainActor () -> Void, onTap: @escaping @MainActor () -> Void) {
        self.work = work
        self.onTap = onTap
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = WorkViewController(work: work, onTap: onTap)
        window?.makeKeyAndVisible()
    }
}

private final class WorkViewController: UIViewController {
    let work: @MainActor () -> Void
    let onTap: @MainActor () -> Void

    init(work: @escaping @MainActor () -> Void, onTap: @escaping @MainActor () -> Void) {
        self.work = work
        self.onTap = onTap
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.addAction(UIAction { [onTap] _ in onTap() }, for: .touchUpInside)
        view.addSubview(button)
        work()
    }
}

/// What an app's delegate and handlers heard, in order.
private final class Heard: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate, @unchecked Sendable {
    let refusing: Bool
    private(set) var lines: [String] = []
    var location: URL?

    init(refusing: Bool = false) { self.refusing = refusing }

    func note(_ line: String) { lines.append(line) }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        note("response \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        completionHandler(refusing ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        note("data \(String(decoding: data, as: UTF8.self))")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        note("downloaded \((try? String(contentsOf: location, encoding: .utf8)) ?? "unreadable")")
    }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
        note("invalid")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        note("complete \((error as? URLError).map { "\($0.code.rawValue)" } ?? "nil")")
    }
}
