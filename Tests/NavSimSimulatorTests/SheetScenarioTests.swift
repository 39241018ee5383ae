import Foundation
import NavSimCore
import NavSimExamples
import NavSimSimulator
import Testing

/// The scenario step `{"sheet": "swipeDown"}` and `{"sheet": "cancelledSwipeDown"}`.
@Suite @MainActor struct SheetScenarioTests {
    @Test func sheetStepsDecodeAndEncode() throws {
        let json = #"[{"sheet":"swipeDown"},{"sheet":"cancelledSwipeDown"}]"#
        let steps = try JSONDecoder().decode([Scenario.Step].self, from: Data(json.utf8))
        #expect(steps == [.sheet(.swipeDown), .sheet(.cancelledSwipeDown)])
        #expect(String(decoding: try JSONEncoder().encode(steps), as: UTF8.self) == json)
    }

    @Test func anUnknownSheetGestureNamesTheKnownOnes() {
        #expect {
            try JSONDecoder().decode(Scenario.Step.self, from: Data(#"{"sheet":"fling"}"#.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription == "'fling' is not one of swipeDown, cancelledSwipeDown"
        }
    }

    @Test func aSheetStepSwipesTheSheetInFrontOrFailsWithoutOne() throws {
        let log = EventLog()
        let session = Session(app: try Examples.named("projects").makeApp(variant: "seed"), sink: log)
        try session.launch()
        #expect {
            try session.perform([.sheet(.swipeDown)])
        } throws: { error in
            (error as? ScenarioError)?.description == "input 1: no sheet is in front to swipe down"
        }
        var walk = RandomWalk(seed: 1)
        while session.state.frontSheet == nil, let input = walk.nextInput(for: session) {
            try session.send(input)
        }
        let sheet = try #require(session.state.frontSheet?.controller)
        let mark = log.events.count
        try session.perform([.sheet(.cancelledSwipeDown), .sheet(.swipeDown)])
        let inputs = log.events[mark...].filter(\.isInput)
        #expect(
            inputs == [
                .sheetSwipeBegan(controller: sheet), .sheetSwipeCancelled(controller: sheet),
                .sheetSwipeBegan(controller: sheet), .sheetSwipeFinished(controller: sheet),
            ])
        #expect(session.state.frontSheet?.controller != sheet)
    }
}
