import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

/// The scenario step `{"respond": …, "pending": N}`: an answer to a newer request before
/// the older ones still waiting.
@Suite @MainActor struct OutOfOrderAnswerTests {
    @Test func pendingDecodesAndIsWrittenOnlyWhenNotZero() throws {
        let json = #"[{"respond":"feed","with":1,"pending":2},{"respond":"feed","with":2}]"#
        let steps = try JSONDecoder().decode([Scenario.Step].self, from: Data(json.utf8))
        #expect(steps == [.respond(service: "feed", response: 1, pending: 2), .respond(service: "feed", response: 2)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(steps), as: UTF8.self)
                == #"[{"pending":2,"respond":"feed","with":1},{"respond":"feed","with":2}]"#)
    }

    @Test(arguments: [
        (#"{"respond":"feed","pending":-1}"#, "a whole number, 0 or more, not -1.0"),
        (#"{"respond":"feed","pending":1.5}"#, "a whole number, 0 or more, not 1.5"),
        (#"{"tap":"go","pending":1}"#, "\"pending\" goes with \"respond\""),
    ])
    func aWrongPendingIsRefusedWithItsReason(json: String, reason: String) {
        #expect {
            try JSONDecoder().decode(Scenario.Step.self, from: Data(json.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription.hasSuffix(reason)
        }
    }

    /// The editor loads its data each time its scene opens: open, close and open again
    /// leave two loads waiting.
    func twoLoadsWaiting() throws -> (Session, EventLog) {
        let log = EventLog()
        let session = Session(app: try Examples.named("editor").makeApp(variant: "coordinator"), sink: log)
        try session.launch()
        try session.perform([
            .tap("editEntities", on: "Home", argument: .null), .tap("close", on: "List", argument: .null),
            .tap("editEntities", on: "Home", argument: .null),
        ])
        #expect(session.state.pendingRequests == [1: "dataService", 2: "dataService"])
        return (session, log)
    }

    @Test func pendingAnswersTheNewerRequestFirst() throws {
        let (session, log) = try twoLoadsWaiting()
        try session.perform([.respond(service: "dataService", response: ["entities": []], pending: 1)])
        #expect(log.events.contains(.serviceResponded(service: "dataService", request: 2, response: ["entities": []])))
        #expect(session.state.pendingRequests == [1: "dataService"])
    }

    @Test func pendingBeyondTheRequestsWaitingSaysHowManyWait() throws {
        let (session, _) = try twoLoadsWaiting()
        #expect {
            try session.respond(to: "dataService", with: .null, pending: 2)
        } throws: { error in
            (error as? SessionError)?.description == "2 request(s) to dataService are waiting: none has 2 older than it"
        }
    }
}
