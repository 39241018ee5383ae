import Foundation
import NavSimCore
import Testing

@testable import NavSimSimulator

@Suite @MainActor struct JSONValueEncoderTests {
    enum Mode: String, Codable { case edit, view }
    struct Inner: Codable, Equatable {
        var title: String
        var tags: [String]
        var score: Float
    }
    struct State: Codable, Equatable {
        var count = 3
        var big: UInt64 = 1 << 40
        var ratio = 0.25
        var flag = true
        var note: String?
        var mode = Mode.edit
        var items = [Inner(title: "a \"quoted\"\nline", tags: ["x", "y"], score: 0.1)]
        var nested: [String: [Int?]] = ["k": [1, nil, 3]]
        var empty: [Inner] = []
    }

    @Test func givesWhatJSONEncoderAndParsingGive() throws {
        let state = State()
        let viaText = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(state))
        #expect(try JSONValueEncoder.encode(state) == viaText)
        #expect(try JSONValueEncoder.encode(state)["note"] == nil)
        #expect(try JSONValueEncoder.encode(state)["nested"] == ["k": [1, nil, 3]])
    }

    @Test func encodesTopLevelScalarsAndArrays() throws {
        #expect(try JSONValueEncoder.encode(42) == 42)
        #expect(try JSONValueEncoder.encode("text") == "text")
        #expect(try JSONValueEncoder.encode([true, false]) == [true, false])
        #expect(try JSONValueEncoder.encode(Optional<Int>.none) == nil)
    }
}
