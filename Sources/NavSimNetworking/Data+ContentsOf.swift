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
    /// `Data(contentsOf:options:)` has the signature of Foundation's, which the compiler
    /// could not tell from one declared here: `navsim init`'s interface file declares it in
    /// the app's own module, where it wins, calling ``init(navSimContentsOf:options:)``.
    public init(contentsOf url: URL) throws {
        try self.init(navSimContentsOf: url, options: [])
    }

    /// `Data(contentsOf:options:)` as the session answers it: a web URL is a request of the
    /// session, as in ``init(contentsOf:)``, whose reading `options` it does not need;
    /// any other URL is read by Foundation with them.
    ///
    /// - Throws: `CocoaError(.fileReadUnknown)` for a web URL without a 2xx answer, or what
    ///   Foundation throws for another URL.
    public init(navSimContentsOf url: URL, options: Data.ReadingOptions) throws {
        guard let request = NetworkRequest(URLRequest(url: url)) else {
            self = try Data(contentsOf: url, options: options)
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
