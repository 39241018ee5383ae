public import Foundation
public import FoundationNetworking

extension URLSession {
    /// What a data task's delegate decides about a response.
    public enum ResponseDisposition: Int, Sendable {
        /// Ends the task with `URLError(.cancelled)`.
        case cancel
        /// Goes on to the body.
        case allow
        /// Taken as `allow`: NavSim does not turn data tasks into downloads.
        case becomeDownload
        /// Taken as `allow`: NavSim has no stream tasks.
        case becomeStream
    }
}

/// A session's delegate, as Foundation's: told when the session is invalidated.
///
/// NavSim never asks it about authentication challenges (no server challenges NavSim's
/// requests); like every delegate method, it runs on the session's thread.
public protocol URLSessionDelegate: NSObjectProtocol, Sendable {
    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)
}

extension URLSessionDelegate {
    public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {}
}

/// What a task's delegate hears about every task: that it finished.
public protocol URLSessionTaskDelegate: URLSessionDelegate {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64)
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
}

extension URLSessionTaskDelegate {
    public func urlSession(
        _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64,
        totalBytesExpectedToSend: Int64
    ) {}
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {}
}

/// What a data task's delegate hears: the response (which it may refuse), then the body.
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void)
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
        completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void)
}

extension URLSessionDataDelegate {
    public func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) { completionHandler(.allow) }
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {}
    public func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, willCacheResponse proposedResponse: CachedURLResponse,
        completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void
    ) { completionHandler(proposedResponse) }
}

/// What a download task's delegate hears: where the downloaded file is, while it is there.
public protocol URLSessionDownloadDelegate: URLSessionTaskDelegate {
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL)
    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64)
}

extension URLSessionDownloadDelegate {
    public func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
    ) {}
}
