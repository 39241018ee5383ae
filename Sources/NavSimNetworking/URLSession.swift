public import Foundation
public import FoundationNetworking
import Synchronization

/// Foundation's `URLSession` for an app NavSim runs: the same calls, and every request a
/// service request the session records and answers (``URLSessionTask``).
///
/// Data, upload and download tasks, with completion handlers, with a delegate or in their
/// `async` forms, on `shared` and on sessions the app configures: each request is recorded
/// as `METHOD host/path` with its URL, headers and body (``NetworkRequest``), and answered
/// by a scenario's `respond` input or a walk (``NetworkAnswer``).
open class URLSession: NSObject, @unchecked Sendable {
    /// The shared session, with the default configuration and no delegate.
    public static let shared = URLSession(configuration: .default)

    /// A copy of the configuration the session was made with.
    public let configuration: URLSessionConfiguration
    open private(set) var delegate: (any URLSessionDelegate)?
    /// The queue the app gave, kept for it to read: NavSim calls the delegate and the
    /// completion handlers on the session's thread, in the input that answers a request.
    public let delegateQueue: OperationQueue
    open var sessionDescription: String?
    private var nextTaskIdentifier = 1
    /// The tasks that went out and have not ended. The request that waits for its answer
    /// holds each (as Foundation's session does); a session torn down lets them go.
    private var runningTasks: [ObjectIdentifier: RunningTask] = [:]
    private var isInvalidated = false

    /// A task that went out, held weakly.
    private struct RunningTask {
        weak var task: URLSessionTask?
    }

    public convenience init(configuration: URLSessionConfiguration) {
        self.init(configuration: configuration, delegate: nil, delegateQueue: nil)
    }

    public init(
        configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?,
        delegateQueue queue: OperationQueue?
    ) {
        self.configuration = configuration.copy() as? URLSessionConfiguration ?? configuration
        self.delegate = delegate
        delegateQueue = queue ?? OperationQueue()
    }

    // MARK: - Tasks

    open func dataTask(with request: URLRequest) -> URLSessionDataTask {
        URLSessionDataTask(session: self, request: request, identifier: taskNumber(), upload: .none, completion: nil)
    }

    open func dataTask(with url: URL) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url))
    }

    open func dataTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        URLSessionDataTask(
            session: self, request: request, identifier: taskNumber(), upload: .none, completion: completionHandler)
    }

    open func dataTask(
        with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    open func uploadTask(with request: URLRequest, from bodyData: Data) -> URLSessionUploadTask {
        URLSessionUploadTask(
            session: self, request: request, identifier: taskNumber(), upload: .data(bodyData), completion: nil)
    }

    open func uploadTask(
        with request: URLRequest, from bodyData: Data?,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        URLSessionUploadTask(
            session: self, request: request, identifier: taskNumber(), upload: bodyData.map { .data($0) } ?? .none,
            completion: completionHandler)
    }

    open func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask {
        URLSessionUploadTask(
            session: self, request: request, identifier: taskNumber(), upload: .file(fileURL), completion: nil)
    }

    open func uploadTask(
        with request: URLRequest, fromFile fileURL: URL,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        URLSessionUploadTask(
            session: self, request: request, identifier: taskNumber(), upload: .file(fileURL),
            completion: completionHandler)
    }

    open func downloadTask(with request: URLRequest) -> URLSessionDownloadTask {
        URLSessionDownloadTask(
            session: self, request: request, identifier: taskNumber(), keepsFile: false, completion: nil)
    }

    open func downloadTask(with url: URL) -> URLSessionDownloadTask {
        downloadTask(with: URLRequest(url: url))
    }

    open func downloadTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
        URLSessionDownloadTask(
            session: self, request: request, identifier: taskNumber(), keepsFile: false,
            completion: completionHandler)
    }

    open func downloadTask(
        with url: URL, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
        downloadTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    // MARK: - async

    public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
        Data, URLResponse
    ) {
        try await load(delegate) { self.dataTask(with: request, completionHandler: $0) }
    }

    public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url), delegate: delegate)
    }

    public func upload(for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil)
        async throws -> (Data, URLResponse)
    {
        try await load(delegate) { self.uploadTask(with: request, from: bodyData, completionHandler: $0) }
    }

    public func upload(for request: URLRequest, fromFile fileURL: URL, delegate: (any URLSessionTaskDelegate)? = nil)
        async throws -> (Data, URLResponse)
    {
        try await load(delegate) { self.uploadTask(with: request, fromFile: fileURL, completionHandler: $0) }
    }

    /// Loads into a file that stays where it is for the caller to move, as Foundation's.
    public func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
        URL, URLResponse
    ) {
        try await load(delegate) { completion in
            URLSessionDownloadTask(
                session: self, request: request, identifier: self.taskNumber(), keepsFile: true,
                completion: completion)
        }
    }

    public func download(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (
        URL, URLResponse
    ) {
        try await download(for: URLRequest(url: url), delegate: delegate)
    }

    /// Runs the task `make` makes with a completion handler that resumes the caller, and
    /// cancels it when the caller's task is cancelled.
    private func load<Value: Sendable>(
        _ delegate: (any URLSessionTaskDelegate)?,
        _ make: (@escaping @Sendable (Value?, URLResponse?, (any Error)?) -> Void) -> URLSessionTask
    ) async throws -> (Value, URLResponse) {
        let started = Mutex<URLSessionTask?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = make { value, response, error in
                    if let value, let response {
                        continuation.resume(returning: (value, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                task.delegate = delegate
                started.withLock { $0 = task }
                task.resume()
            }
        } onCancel: {
            started.withLock { $0 }?.cancel()
        }
    }

    // MARK: - Invalidation

    /// Lets the running tasks finish, then tells the delegate the session is invalid.
    open func finishTasksAndInvalidate() {
        guard self !== Self.shared else { return }
        isInvalidated = true
        invalidateIfIdle()
    }

    /// Cancels the running tasks and invalidates the session.
    open func invalidateAndCancel() {
        guard self !== Self.shared else { return }
        isInvalidated = true
        let running = runningTasks.values.compactMap(\.task).sorted { $0.taskIdentifier < $1.taskIdentifier }
        for task in running { task.cancel() }
        invalidateIfIdle()
    }

    // MARK: - Bookkeeping

    private func taskNumber() -> Int {
        defer { nextTaskIdentifier += 1 }
        return nextTaskIdentifier
    }

    /// `task` went out: the session knows it until it ends.
    func taskStarted(_ task: URLSessionTask) {
        runningTasks[ObjectIdentifier(task)] = RunningTask(task: task)
    }

    /// `task` finished: the session lets it go.
    func taskEnded(_ task: URLSessionTask) {
        runningTasks[ObjectIdentifier(task)] = nil
        invalidateIfIdle()
    }

    private func invalidateIfIdle() {
        guard isInvalidated, runningTasks.values.allSatisfy({ $0.task == nil }) else { return }
        let delegate = delegate
        self.delegate = nil
        delegate?.urlSession(self, didBecomeInvalidWithError: nil)
    }
}
