import Foundation
import NavSimCore
import NavSimNetworking
import Testing

/// How an answer reads: a response (status, headers, body) or a transport error.
@Suite
struct NetworkAnswerTests {
    @Test func aResponseHasItsStatusHeadersAndBody() {
        #expect(
            NetworkAnswer(["status": 201, "headers": ["ETag": "7"], "body": ["b": 1, "a": [true, nil]]])
                == .response(status: 201, headers: ["ETag": "7"], body: Data(#"{"a":[true,null],"b":1}"#.utf8)))
        #expect(
            NetworkAnswer(["text": "<p>hi</p>"]) == .response(status: 200, headers: [:], body: Data("<p>hi</p>".utf8)))
        #expect(
            NetworkAnswer(["base64": "/wA=", "status": 206])
                == .response(status: 206, headers: [:], body: Data([0xFF, 0])))
        #expect(NetworkAnswer(["status": 204]) == .response(status: 204, headers: [:], body: Data()))
    }

    @Test func anErrorIsNamedOrNumberedAndNullIsNoNetwork() {
        #expect(NetworkAnswer(["error": "timedOut"]) == .failure(.timedOut))
        #expect(NetworkAnswer(["error": -1009]) == .failure(.notConnectedToInternet))
        #expect(NetworkAnswer(nil) == .failure(.notConnectedToInternet))
    }

    @Test(
        arguments: [
            ["error": "noSuchError"], ["error": "timedOut", "status": 200], ["status": 200, "body": 1, "text": "x"],
            ["status": "200"], ["status": 42], ["headers": ["A": 1]], ["base64": "%%%"], ["data": []], [1, 2], "text",
        ] as [JSONValue])
    func anythingElseIsABadServerResponse(answer: JSONValue) {
        #expect(NetworkAnswer(answer) == .failure(.badServerResponse))
    }
}
