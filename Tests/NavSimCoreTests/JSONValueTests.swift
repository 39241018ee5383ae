import Foundation
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

    @Test func textParsesBackToTheSameValue() throws {
        let value: JSONValue = ["list": [1, -2, 3.25], "nested": ["ok": false, "none": nil], "text": "a\"b\n"]
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(value.description.utf8))
        #expect(decoded == value)
    }

    @Test func nonFiniteNumbersPrintAsNull() {
        #expect(JSONValue.number(.infinity).description == "null")
        #expect(JSONValue.number(.nan).description == "null")
    }
}
