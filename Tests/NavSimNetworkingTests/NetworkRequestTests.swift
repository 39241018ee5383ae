import Foundation
import NavSimCore
import NavSimNetworking
import Testing

/// How a request is named and described: the service is the method, host and path; the
/// payload the URL, headers and body.
@Suite
struct NetworkRequestTests {
    @Test func aGetIsNamedByMethodHostAndPathAndCarriesItsURL() throws {
        let request = try #require(
            NetworkRequest(URLRequest(url: URL(string: "https://API.example.com/users/42?tab=posts#top")!)))
        #expect(request.service == "GET api.example.com/users/42")
        #expect(request.payload == ["url": "https://API.example.com/users/42?tab=posts#top"])
    }

    @Test func aPortAndAnEscapedPathAreKeptAndAnEmptyPathIsTheRoot() throws {
        #expect(
            NetworkRequest(URLRequest(url: URL(string: "http://localhost:8080/a%20b")!))?.service
                == "GET localhost:8080/a%20b")
        #expect(NetworkRequest(URLRequest(url: URL(string: "https://example.com")!))?.service == "GET example.com/")
    }

    /// A URL that names its scheme's own port (`https://gateway.marvel.com:443`, as a public
    /// app writes it) asks the same service as one that names none.
    @Test func theSchemesOwnPortIsNoPort() throws {
        let named = { (url: String) in NetworkRequest(URLRequest(url: URL(string: url)!))?.service }
        #expect(named("https://api.example.com:443/v1/items") == "GET api.example.com/v1/items")
        #expect(named("http://api.example.com:80/v1/items") == "GET api.example.com/v1/items")
        #expect(named("https://api.example.com:80/v1/items") == "GET api.example.com:80/v1/items")
        #expect(named("http://api.example.com:443/v1/items") == "GET api.example.com:443/v1/items")
    }

    @Test func headersMergeTheSessionsUnderTheRequestsAndABodyIsJSONTextOrBase64() throws {
        var request = URLRequest(url: URL(string: "https://api.example.com/notes")!)
        request.httpMethod = "post"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer mine", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"title": "Hi", "tags": [1, 2]}"#.utf8)
        let described = try #require(
            NetworkRequest(request, additionalHeaders: ["Authorization": "Bearer session", "Accept": "*/*"]))
        #expect(described.service == "POST api.example.com/notes")
        #expect(
            described.payload == [
                "url": "https://api.example.com/notes",
                "headers": ["Accept": "*/*", "Authorization": "Bearer mine", "Content-Type": "application/json"],
                "body": ["title": "Hi", "tags": [1, 2]],
            ])
        #expect(NetworkRequest(request, body: Data("plain words".utf8))?.payload["text"] == "plain words")
        #expect(NetworkRequest(request, body: Data([0xFF, 0x00]))?.payload["base64"] == "/wA=")
    }

    @Test func aURLThatIsNotHTTPOrHasNoHostIsNoRequest() {
        #expect(NetworkRequest(URLRequest(url: URL(fileURLWithPath: "/tmp/a.json"))) == nil)
        #expect(NetworkRequest(URLRequest(url: URL(string: "ftp://example.com/a")!)) == nil)
        #expect(NetworkRequest(URLRequest(url: URL(string: "https:///nohost")!)) == nil)
    }
}
