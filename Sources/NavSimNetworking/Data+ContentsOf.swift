public import Foundation
import NavSimCore
import NavSimSimulator

extension Data {
    /// Foundation's `Data(contentsOf:)`, whose web URLs are requests of the session.
    ///
    /// A file URL reads the file. An `http` or `https` URL is a `GET` service request,
    /// recorded and answered as a ``URLSession``'s (``NetworkRequest``, ``NetworkAnswer``):
    /// the call waits for the answer on the thread of an ``Operation`` (``SessionWorker``)
    /// and returns the body of a 2xx response; another status or a transport error throws
    /// `CocoaError(.fileReadUnknown)`, as does a call on the session's own thread, which
    /// cannot wait for an input, or outside a session: nothing reaches the network.
    /// Other schemes go to Foundation.
    ///
    /// The one-argument form only: `Data(contentsOf:options:)` is Foundation's, and
    /// Foundation's declaration of the same signature could not be told from this one.
    public init(contentsOf url: URL) throws {
        guard let request = NetworkRequest(URLRequest(url: url)) else {
            self = try NSData(contentsOf: url) as Data
            return
        }
        let answer: JSONValue? = SessionWorker.wait { resume in
            Task { @MainActor in
                guard let runtime = Runtime.current else { return resume(nil) }
                runtime.request(request.service, payload: request.payload) { resume($0) }
            }
        }
        guard let answer, case .response(let status, _, let body) = NetworkAnswer(answer), (200..<300).contains(status)
        else { throw CocoaError(.fileReadUnknown, userInfo: [NSURLErrorKey: url]) }
        self = body
    }
}
