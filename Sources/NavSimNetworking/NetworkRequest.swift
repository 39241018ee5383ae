public import Foundation
public import FoundationNetworking
public import NavSimCore

/// A request as NavSim records it: the service it goes to and the payload that says the rest.
///
/// The service is the method, the host (with its port, when the URL names one other than the
/// scheme's own) and the
/// path, as written in the URL: `GET api.example.com/users/42`. The payload is an object with
/// the whole `url`, the `headers` the app set (the configuration's, then the request's, which
/// win) and the body: `body` when it is JSON, else `text` when it is UTF-8, else `base64`.
/// Keys the request does not have are left out.
public struct NetworkRequest: Hashable, Sendable {
    /// `GET api.example.com/users/42`.
    public let service: String
    /// `{"url": …, "headers": {…}, "body": …}`.
    public let payload: JSONValue

    /// Describes `request`, sent with `body` (an upload's; else the request's own) and the
    /// session's `additionalHeaders`; `nil` for a URL with no host or not HTTP(S).
    public init?(_ request: URLRequest, body: Data? = nil, additionalHeaders: [AnyHashable: Any]? = nil) {
        guard let url = request.url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host(percentEncoded: true), !host.isEmpty
        else { return nil }
        let method = (request.httpMethod ?? "GET").uppercased()
        // The scheme's own port is no port (RFC 3986, 6.2.3): `https://host:443/` is `host/`.
        let port = url.port.flatMap { $0 == (scheme == "https" ? 443 : 80) ? nil : ":\($0)" } ?? ""
        let path = url.path(percentEncoded: true)
        service = "\(method) \(host.lowercased())\(port)\(path.isEmpty ? "/" : path)"
        var fields: [String: JSONValue] = ["url": .string(url.absoluteString)]
        var headers: [String: JSONValue] = [:]
        for (name, value) in additionalHeaders ?? [:] {
            if let name = name as? String { headers[name] = .string("\(value)") }
        }
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers[name] = .string(value) }
        if !headers.isEmpty { fields["headers"] = .object(headers) }
        if let body = body ?? request.httpBody, !body.isEmpty {
            let (key, value) = Self.describe(body)
            fields[key] = value
        }
        payload = .object(fields)
    }

    /// A body as `body` (JSON), `text` (UTF-8) or `base64`.
    static func describe(_ body: Data) -> (String, JSONValue) {
        if let json = try? JSONDecoder().decode(JSONValue.self, from: body) { return ("body", json) }
        if let text = String(data: body, encoding: .utf8) { return ("text", .string(text)) }
        return ("base64", .string(body.base64EncodedString()))
    }
}
