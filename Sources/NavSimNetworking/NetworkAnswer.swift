public import Foundation
public import NavSimCore

/// What a scenario's or a walk's answer to a request gives the app: a response with its
/// status, headers and body, or a transport error.
///
/// | answer | the app gets |
/// | --- | --- |
/// | `{"status": 200, "headers": {…}, "body": JSON}` | an `HTTPURLResponse` and the JSON's bytes (sorted keys) |
/// | `{"status": 200, "text": "…"}` / `{"base64": "…"}` | the text's UTF-8 bytes / the decoded bytes |
/// | `{"error": "timedOut"}` / `{"error": -1001}` | a `URLError` with that code (its name in `URLError.Code`, or its number) |
/// | `null` (a walk's answer when the app declares none) | `URLError(.notConnectedToInternet)`: NavSim has no network |
///
/// `status` is 200 when left out, `headers` empty; anything else is not an answer, and the
/// app gets `URLError(.badServerResponse)`, as from a server that sent garbage.
public enum NetworkAnswer: Equatable, Sendable {
    /// A response: status, headers and body.
    case response(status: Int, headers: [String: String], body: Data)
    /// A transport error: no response at all.
    case failure(URLError.Code)

    /// Reads an answer.
    public init(_ answer: JSONValue) {
        guard case .object(let fields) = answer else {
            self = answer == .null ? .failure(.notConnectedToInternet) : .failure(.badServerResponse)
            return
        }
        if let error = fields["error"] {
            self = fields.count == 1 ? .failure(Self.code(error) ?? .badServerResponse) : .failure(.badServerResponse)
            return
        }
        let known: Set = ["status", "headers", "body", "text", "base64"]
        let bodies = ["body", "text", "base64"].filter { fields[$0] != nil }
        guard Set(fields.keys).isSubset(of: known), bodies.count <= 1,
            let status = Self.integer(fields["status"] ?? 200), (100...599).contains(status),
            let headers = Self.headers(fields["headers"] ?? [:]),
            let body = Self.body(bodies.first.map { ($0, fields[$0]!) })
        else {
            self = .failure(.badServerResponse)
            return
        }
        self = .response(status: status, headers: headers, body: body)
    }

    private static func integer(_ value: JSONValue) -> Int? {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e9 else { return nil }
        return Int(number)
    }

    private static func headers(_ value: JSONValue) -> [String: String]? {
        guard case .object(let fields) = value else { return nil }
        var headers: [String: String] = [:]
        for (name, value) in fields {
            guard case .string(let text) = value else { return nil }
            headers[name] = text
        }
        return headers
    }

    private static func body(_ field: (key: String, value: JSONValue)?) -> Data? {
        guard let field else { return Data() }
        switch (field.key, field.value) {
        case ("text", .string(let text)): return Data(text.utf8)
        case ("base64", .string(let text)): return Data(base64Encoded: text)
        case ("body", let json): return Data(json.description.utf8)
        default: return nil
        }
    }

    /// A `URLError.Code` by name (`timedOut`) or number (`-1001`).
    static func code(_ value: JSONValue) -> URLError.Code? {
        if let number = integer(value) { return URLError.Code(rawValue: number) }
        guard case .string(let name) = value else { return nil }
        return namedCodes[name]
    }

    /// The transport errors an answer can name.
    static let namedCodes: [String: URLError.Code] = [
        "cancelled": .cancelled, "badURL": .badURL, "timedOut": .timedOut, "unsupportedURL": .unsupportedURL,
        "cannotFindHost": .cannotFindHost, "cannotConnectToHost": .cannotConnectToHost,
        "networkConnectionLost": .networkConnectionLost, "dnsLookupFailed": .dnsLookupFailed,
        "httpTooManyRedirects": .httpTooManyRedirects, "resourceUnavailable": .resourceUnavailable,
        "notConnectedToInternet": .notConnectedToInternet,
        "redirectToNonExistentLocation": .redirectToNonExistentLocation,
        "badServerResponse": .badServerResponse, "userCancelledAuthentication": .userCancelledAuthentication,
        "userAuthenticationRequired": .userAuthenticationRequired, "zeroByteResource": .zeroByteResource,
        "cannotDecodeRawData": .cannotDecodeRawData, "cannotDecodeContentData": .cannotDecodeContentData,
        "cannotParseResponse": .cannotParseResponse, "dataNotAllowed": .dataNotAllowed,
        "internationalRoamingOff": .internationalRoamingOff, "callIsActive": .callIsActive,
        "secureConnectionFailed": .secureConnectionFailed, "serverCertificateUntrusted": .serverCertificateUntrusted,
        "cannotLoadFromNetwork": .cannotLoadFromNetwork,
        "backgroundSessionWasDisconnected": .backgroundSessionWasDisconnected,
        "appTransportSecurityRequiresSecureConnection": .appTransportSecurityRequiresSecureConnection,
    ]
}
