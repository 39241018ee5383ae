extension Unicode.Scalar {
    /// Whether the scalar could hide or reorder the text around it when shown as it is: a
    /// control character, a bidirectional control (the overrides U+202A–U+202E, the isolates
    /// U+2066–U+2069, the marks U+200E, U+200F and U+061C), or the line and paragraph
    /// separators U+2028 and U+2029.
    ///
    /// Every output NavSim writes for people shows these as ``visibleEscape`` instead: the
    /// terminal, the viewer's text and the SVG drawings, so a hostile name cannot forge a
    /// line or reverse what follows it.
    package var isDisguising: Bool {
        properties.generalCategory == .control || properties.isBidiControl || self == "\u{2028}"
            || self == "\u{2029}"
    }

    /// The scalar written as Swift writes it in a string literal, `\u{202e}`: what NavSim's
    /// outputs show in place of a disguising scalar.
    package var visibleEscape: String {
        "\\u{\(String(value, radix: 16))}"
    }

    /// The scalar written as a JSON string escape, `\u202e`: how JSON NavSim writes shows a
    /// disguising scalar, which stays the same string to a JSON reader. Every disguising
    /// scalar is in the Basic Multilingual Plane, so four hex digits hold it.
    package var jsonEscape: String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// How a `language` string literal writes the scalar, or `nil` where it stands as
    /// itself: a quote, a backslash, a newline, a return and a tab as `\"`, `\\`, `\n`, `\r`
    /// and `\t` (the same in JSON and Swift), any other disguising scalar as ``jsonEscape``
    /// in JSON and ``visibleEscape`` in Swift.
    package func literalEscape(_ language: StringLiteralLanguage) -> String? {
        switch self {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        // Printable ASCII, told apart before asking the scalar's Unicode properties.
        case " "..."~": nil
        case _ where isDisguising: language == .json ? jsonEscape : visibleEscape
        default: nil
        }
    }
}

/// The languages whose string literals NavSim writes: JSON text and generated Swift tests.
package enum StringLiteralLanguage: Sendable {
    case json
    case swift
}

extension String {
    /// Appends the string to `text` as a `language` string literal, in quotes, escaped as
    /// ``Unicode/Scalar/literalEscape(_:)`` says, so any text (a hostile label too) stays
    /// inside the literal and shows as what it is.
    package func appendLiteral(_ language: StringLiteralLanguage, to text: inout String) {
        text += "\""
        if utf8.allSatisfy(Self.isPlainLiteralByte) {
            text += self
        } else {
            for scalar in unicodeScalars {
                if let escape = scalar.literalEscape(language) {
                    text += escape
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// Whether a UTF-8 byte is a scalar that a literal writes as itself: printable ASCII but
    /// a quote and a backslash. Most strings are all such bytes, appended whole.
    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }
}
