public import Foundation

extension String {
    /// `String(contentsOf:)` as the session answers it: a web URL is a request of the session,
    /// as in `Data(contentsOf:)`, whose body is read as UTF-8; any other URL is read by
    /// Foundation.
    ///
    /// Foundation's declaration has the same signature, so `navsim init`'s interface file
    /// declares `String(contentsOf:)` in the app's own module, where it wins, calling this.
    ///
    /// - Throws: `CocoaError(.fileReadUnknown)` for a web URL without a 2xx answer,
    ///   `CocoaError(.fileReadInapplicableStringEncoding)` for a body that is not UTF-8, or
    ///   what Foundation throws for another URL.
    public init(navSimContentsOf url: URL) throws {
        guard NetworkRequest(URLRequest(url: url)) != nil else {
            var detected = String.Encoding.utf8
            self = try String(contentsOf: url, usedEncoding: &detected)
            return
        }
        try self.init(navSimContentsOf: url, encoding: .utf8)
    }

    /// `String(contentsOf:encoding:)` as the session answers it: a web URL is a request of
    /// the session, as in `Data(contentsOf:)`, whose body is read in `encoding`; any other
    /// URL is read by Foundation.
    ///
    /// - Throws: `CocoaError(.fileReadUnknown)` for a web URL without a 2xx answer,
    ///   `CocoaError(.fileReadInapplicableStringEncoding)` for a body not in `encoding`, or
    ///   what Foundation throws for another URL.
    public init(navSimContentsOf url: URL, encoding: String.Encoding) throws {
        guard NetworkRequest(URLRequest(url: url)) != nil else {
            self = try String(contentsOf: url, encoding: encoding)
            return
        }
        let body = try Data(navSimContentsOf: url, options: [])
        guard let text = String(data: body, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSURLErrorKey: url])
        }
        self = text
    }
}
