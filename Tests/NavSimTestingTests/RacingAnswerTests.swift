import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

@testable import NavSimExploration

/// With racing, the breadth-first search also answers a newer request before the older
/// ones; without, only the oldest.
@Suite @MainActor struct RacingAnswerTests {
    @Test func racingOffersAnswersToNewerRequestsFirst() throws {
        let session = Session(app: try Examples.named("editor").makeApp(variant: "coordinator"), sink: EventLog())
        try session.launch()
        try session.perform([
            .tap("editEntities", on: "Home", argument: .null), .tap("close", on: "List", argument: .null),
            .tap("editEntities", on: "Home", argument: .null),
        ])
        func answers(racing: Bool) -> [Int] {
            BreadthFirstSearch.inputs(offeredBy: session, racing: racing).compactMap { step in
                if case .respond(_, _, let pending) = step { pending } else { nil }
            }
        }
        #expect(answers(racing: false) == [0])
        #expect(answers(racing: true) == [0, 1])
    }
}
