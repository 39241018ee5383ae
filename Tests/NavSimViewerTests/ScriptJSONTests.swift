import Foundation
import NavSimCore
import NavSimViewer
import Testing

@Suite struct ScriptJSONTests {
    @Test func hostileTextIsEscapedAndReadsBackTheSame() throws {
        let value: JSONValue = ["text": .string(ViewerFixtures.hostile), "list": [.string("a</script>b")]]
        let embedded = ScriptJSON.embedded(value)
        #expect(!embedded.contains("<"))
        #expect(!embedded.contains(">"))
        #expect(!embedded.contains("&"))
        #expect(
            !embedded.unicodeScalars.contains {
                $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\n" || $0 == "\u{202E}" || $0 == "\u{1B}"
                    || $0 == "\u{0}"
            })
        #expect(embedded.contains(#"\u202e\u0000\u001b[2J"#))
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(embedded.utf8))
        #expect(decoded == value)
    }

    @Test func htmlEscapingCoversTextAndAttributes() {
        #expect(
            ScriptJSON.htmlEscaped(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(ScriptJSON.htmlEscaped("a\u{202E}b\u{0}c\u{2028}") == #"a\u{202e}b\u{0}c\u{2028}"#)
    }
}
