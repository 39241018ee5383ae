public import Foundation
public import FoundationNetworking
import NavSimCore
import NavSimSimulator

/// A request of a ``URLSession``: once resumed, it is a service request of the session
/// (``NetworkRequest``), and the input that answers it (``NetworkAnswer``) completes it.
///
/// The request is recorded in a main-actor job queued by `resume()`, so on the session's
/// thread it runs inside the input that resumed the task, in the order the app queued its
/// work. Completion handlers, delegate methods and the resumption of `async` callers all
/// run inside the input that answers it, on the session's thread: never on a thread of
/// their own, so that every run gives the same events. Outside a session the task fails with
/// `URLError(.notConnectedToInternet)`: nothing ever reaches the network.
open class URLSessionTask: NSObject, @unchecked Sendable {
    /// Where a task is in its life.
    public enum State: Int, Sendable {
        case running, suspended, canceling, completed
    }

    public static let defaultPriority: Float = 0.5
    public static let lowPriority: Float = 0
    public static let highPriority: Float = 1

    /// Its number in its session, from 1.
    public let taskIdentifier: Int
    public let originalRequest: URLRequest?
    open private(set) var currentRequest: URLRequest?
    open private(set) var response: URLResponse?
    open private(set) var error: (any Error)?
    open private(set) var state = State.suspended
    open var taskDescription: String?
    open var priority = URLSessionTask.defaultPriority
    /// The task's own delegate, asked before the session's.
    open var delegate: (any URLSessionTaskDelegate)?
    open private(set) var countOfBytesSent: Int64 = 0
    open private(set) var countOfBytesExpectedToSend: Int64 = 0
    open private(set) var countOfBytesReceived: Int64 = 0
    open private(set) var countOfBytesExpectedToReceive: Int64 = 0

    let session: URLSession
    private let upload: Upload
    private var hasStarted = false
    /// The number of the request it made, once recorded.
    private(set) var requestNumber: Int?
    /// An answer that came while the task was suspended, delivered when it resumes.
    private var heldAnswer: NetworkAnswer?

    /// What an upload task sends in place of the request's body.
    enum Upload {
        case none
        case data(Data)
        case file(URL)
    }

    init(session: URLSession, request: URLRequest, identifier: Int, upload: Upload) {
        self.session = session
        originalRequest = request
        currentRequest = request
        taskIdentifier = identifier
        self.upload = upload
    }

    /// Starts the task (it goes out in a job of the session), or resumes a suspended one.
    open func resume() {
        guard state == .suspended else { return }
        state = .running
        if let heldAnswer {
            self.heldAnswer = nil
            onSessionQueue { $0.receive(heldAnswer) }
        }
        guard !hasStarted else { return }
        hasStarted = true
        session.taskStarted(self)
        onSessionQueue { $0.start() }
    }

    /// Holds back the answer until ``resume()``.
    open func suspend() {
        if state == .running { state = .suspended }
    }

    /// Ends the task with `URLError(.cancelled)`, in a job of its own as Foundation does.
    /// A request already recorded stays pending in the trace; its answer then does nothing.
    open func cancel() {
        guard state == .running || state == .suspended else { return }
        state = .canceling
        onSessionQueue { $0.finish(.cancelled) }
    }

    /// Runs `work` in a main-actor job: on a session's thread, the session's job queue.
    private func onSessionQueue(_ work: @escaping @MainActor (URLSessionTask) -> Void) {
        Task { @MainActor in work(self) }
    }

    @MainActor private func start() {
        guard state == .running || state == .suspended, let request = currentRequest else { return }
        var body: Data?
        switch upload {
        case .none: body = request.httpBody
        case .data(let data): body = data
        case .file(let file):
            guard let data = try? Data(contentsOf: file) else { return finish(.fileDoesNotExist) }
            body = data
        }
        guard
            let described = NetworkRequest(
                request, body: body, additionalHeaders: session.configuration.httpAdditionalHeaders)
        else { return finish(.unsupportedURL) }
        guard let runtime = Runtime.current else { return finish(.notConnectedToInternet) }
        countOfBytesExpectedToSend = Int64(body?.count ?? 0)
        countOfBytesSent = countOfBytesExpectedToSend
        requestNumber = runtime.request(described.service, payload: described.payload) { [self] answer in
            receive(NetworkAnswer(answer))
        }
    }

    /// The answer came: the response and body go to the app, or the error.
    func receive(_ answer: NetworkAnswer) {
        guard state == .running || state == .suspended else { return }
        guard state == .running else {
            heldAnswer = answer
            return
        }
        switch answer {
        case .failure(let code):
            finish(code)
        case .response(let status, let headers, let body):
            guard let url = currentRequest?.url,
                let response = HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            else { return finish(.badServerResponse) }
            self.response = response
            countOfBytesExpectedToReceive = Int64(body.count)
            countOfBytesReceived = Int64(body.count)
            deliver(response, body: body)
        }
    }

    /// Hands the response and its body to the app: each kind of task in its own way.
    func deliver(_ response: HTTPURLResponse, body: Data) {
        finish(nil)
    }

    /// The delegate that hears about this task: its own, else the session's.
    var taskDelegate: (any URLSessionTaskDelegate)? {
        delegate ?? session.delegate as? (any URLSessionTaskDelegate)
    }

    /// Ends the task: with the error `code` names, or successfully.
    func finish(_ code: URLError.Code?) {
        guard state != .completed else { return }
        state = .completed
        let failure = code.map { code in
            URLError(code, userInfo: currentRequest?.url.map { [NSURLErrorFailingURLErrorKey: $0] } ?? [:])
        }
        error = failure
        if failure != nil { response = nil }
        complete(with: failure)
        session.taskEnded(self)
    }

    /// Tells the app the task ended: its completion handler, else its delegate.
    func complete(with error: URLError?) {
        taskDelegate?.urlSession(session, task: self, didCompleteWithError: error)
    }
}

/// A task that loads a body into memory.
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {
    typealias Completion = @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    private let completion: Completion?
    private var received = Data()

    init(session: URLSession, request: URLRequest, identifier: Int, upload: Upload, completion: Completion?) {
        self.completion = completion
        super.init(session: session, request: request, identifier: identifier, upload: upload)
    }

    override func deliver(_ response: HTTPURLResponse, body: Data) {
        guard completion == nil, let dataDelegate = taskDelegate as? any URLSessionDataDelegate else {
            received = body
            return finish(nil)
        }
        dataDelegate.urlSession(session, dataTask: self, didReceive: response) { [self] disposition in
            guard disposition != .cancel else { return finish(.cancelled) }
            if !body.isEmpty { dataDelegate.urlSession(session, dataTask: self, didReceive: body) }
            finish(nil)
        }
    }

    override func complete(with error: URLError?) {
        guard let completion else { return super.complete(with: error) }
        completion(error == nil ? received : nil, response, error)
    }
}

/// A task that sends a body (the data or file it was made with) and loads the answer.
open class URLSessionUploadTask: URLSessionDataTask, @unchecked Sendable {}

/// A task that loads a body into a file, which exists while the app is told where it is.
open class URLSessionDownloadTask: URLSessionTask, @unchecked Sendable {
    typealias Completion = @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    private let completion: Completion?
    /// Whether the file stays after the completion handler (`download(from:)`, whose caller
    /// moves it).
    private let keepsFile: Bool
    private var location: URL?

    init(session: URLSession, request: URLRequest, identifier: Int, keepsFile: Bool, completion: Completion?) {
        self.completion = completion
        self.keepsFile = keepsFile
        super.init(session: session, request: request, identifier: identifier, upload: .none)
    }

    override func deliver(_ response: HTTPURLResponse, body: Data) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "CFNetworkDownload_\(requestNumber ?? 0).tmp")
        guard (try? body.write(to: file)) != nil else { return finish(.cannotCreateFile) }
        location = file
        if completion == nil, let downloadDelegate = taskDelegate as? any URLSessionDownloadDelegate {
            downloadDelegate.urlSession(session, downloadTask: self, didFinishDownloadingTo: file)
        }
        finish(nil)
    }

    override func complete(with error: URLError?) {
        defer {
            if let location, !keepsFile { try? FileManager.default.removeItem(at: location) }
        }
        guard let completion else { return super.complete(with: error) }
        completion(error == nil ? location : nil, response, error)
    }
}
