import Foundation
import NavSimTestSupport
import Testing

@testable import NavSimCore

@Suite struct JSONValueTests {
    @Test func printsCompactJSONWithSortedKeys() {
        let value: JSONValue = ["b": [1, 2.5, true, nil], "a": "x"]
        #expect(value.description == #"{"a":"x","b":[1,2.5,true,null]}"#)
    }

    @Test func escapesWhatJSONRequires() {
        let value = JSONValue.string("quote\" back\\ line\n tab\t bell\u{07} é")
        #expect(value.description == #""quote\" back\\ line\n tab\t bell\u0007 é""#)
    }

    /// Printable ASCII stands as itself, a whole string of it appended at once, but for the
    /// quote and the backslash; a control character (DEL too) and a bidirectional control
    /// among it are escaped, alone or beside other text.
    @Test func printableASCIIStandsAsItselfAndTheRestIsEscaped() {
        let printable = String(String.UnicodeScalarView((0x20...0x7E).compactMap(Unicode.Scalar.init)))
        let escaped = printable.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        #expect(JSONValue.string(printable).description == "\"" + escaped + "\"")
        #expect(JSONValue.string("Log in").description == #""Log in""#)
        #expect(JSONValue.string("\u{7F}").description == #""\u007f""#)
        #expect(
            JSONValue.string("del\u{7F} rlo\u{202E} nel\u{85} é").description == #""del\u007f rlo\u202e nel\u0085 é""#)
    }

    @Test func textParsesBackToTheSameValue() throws {
        let value: JSONValue = ["list": [1, -2, 3.25], "nested": ["ok": false, "none": nil], "text": "a\"b\n"]
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(value.description.utf8))
        #expect(decoded == value)
    }

    /// NaN and the infinities are held, and printed, as the strings that name them: one
    /// representation, which every command shows and compares alike.
    @Test func nonFiniteNumbersAreHeldAndPrintedAsTheirNames() {
        #expect(JSONValue(.nan) == .string("NaN"))
        #expect(JSONValue(.infinity) == .string("Infinity"))
        #expect(JSONValue(-.infinity) == .string("-Infinity"))
        #expect(JSONValue(2.5) == .number(2.5))
        #expect(JSONValue(floatLiteral: .infinity) == .string("Infinity"))
        #expect(JSONValue.number(.infinity).description == #""Infinity""#)
        #expect(JSONValue.number(.nan).description == #""NaN""#)
        #expect(JSONValue.array([.number(-.infinity)]).description == #"["-Infinity"]"#)
    }

    @Test func emptyContainersAndNestingPrintInOrder() {
        let value: JSONValue = ["z": [], "a": [:], "m": [[1, [2]], ["k": [nil]]]]
        #expect(value.description == #"{"a":{},"m":[[1,[2]],{"k":[null]}],"z":[]}"#)
        #expect(value.depth == 4)
        #expect(JSONValue.string("x").depth == 0)
    }

    /// Traces nest JSON at most 128 levels, but a value in memory can nest deeper: printing
    /// and measuring it no longer recurse (the recursive versions overflowed the stack at
    /// 10,000 levels). 20,000 stays below the depth where Swift's own recursive release of
    /// the nested arrays would overflow.
    @Test func deeplyNestedValuesPrintAndMeasureIteratively() {
        let depth = 20_000
        let value = DeepStates.nestedJSON(depth: depth)
        #expect(value.depth == depth)
        let text = value.description
        #expect(text == String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth))
    }
}
