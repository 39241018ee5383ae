public import NavSimCore

/// JSON text that is safe inside an HTML `<script type="application/json">` element.
///
/// ``JSONValue``'s text escapes quotes, backslashes and control characters; what ends a
/// script element early (`</script>`, `<!--`) or confuses an HTML or JavaScript reader is
/// escaped here too: `<`, `>`, `&`, U+2028 and U+2029 become `\u003c`, `\u003e`, `\u0026`,
/// `\u2028` and `\u2029`, and so do control characters and bidirectional controls, so
/// the file itself cannot rewrite a terminal or an editor that shows it. These characters
/// only ever appear inside JSON strings, where the escapes mean the same characters, so
/// `JSON.parse` reads the original value.
public enum ScriptJSON {
    /// `value` as compact JSON text with the characters above escaped.
    public static func embedded(_ value: JSONValue) -> String {
        var text = ""
        value.write(to: &text)
        var safe = ""
        safe.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            case " "..."~": safe.unicodeScalars.append(scalar)  // printable ASCII, most of the page
            case _ where scalar.isDisguising: safe += scalar.jsonEscape
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as HTML character references, for
    /// text and attribute values; control characters, bidirectional controls and the
    /// line and paragraph separators (which a hostile trace could use to disguise itself)
    /// are written visibly as `\u{…}`.
    public static func htmlEscaped(_ text: String) -> String {
        var safe = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": safe += "&amp;"
            case "<": safe += "&lt;"
            case ">": safe += "&gt;"
            case "\"": safe += "&quot;"
            case "'": safe += "&#39;"
            case _ where scalar.isDisguising: safe += scalar.visibleEscape
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }
}
