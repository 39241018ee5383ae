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
}
