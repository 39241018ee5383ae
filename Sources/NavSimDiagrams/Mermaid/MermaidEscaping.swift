/// How the Mermaid encoder writes user text so that it can never change the flowchart.
///
/// Every label is a quoted Mermaid string (`["…"]`, `|"…"|`), and inside it only letters,
/// digits, spaces and punctuation that no step of Mermaid reads specially are written as
/// they are. Mermaid reads a diagram in steps, each with its own syntax:
/// 1. before parsing, `#name;` and `#123;` anywhere in the text become entity placeholders
///    (turned back into `&name;`, `&#123;` in the SVG), and on a line holding `style` or
///    `classDef`, a colon, a `#` and a `;`, the last `;` is cut;
/// 2. the flowchart lexer ends a string at `"`, an edge label at `|`, and a string that
///    starts with a backtick is Markdown;
/// 3. labels are HTML: `<b>`, `&amp;` and `<br>` are markup.
///
/// So every other ASCII character is written as a decimal entity code (`"` → `#34;`,
/// `#` → `#35;`, `<` → `#60;`), which only the last step turns back into the character,
/// as text. The words `style` and `classDef` are written with their first letter as a code,
/// so step 1 never cuts a label. Line breaks become `<br>`; control characters become
/// visible stand-ins as in DOT (``DOTEscaping``); format characters (bidirectional
/// overrides, zero-width spaces) and line separators become codes; other Unicode stays as it
/// is, readable in the source.
enum MermaidEscaping {
    /// `label` as a quoted Mermaid string that shows each character as itself, lines
    /// joined by `<br>`; a label that would look blank shows as its quoted escape
    /// (``DOTEscaping/blankStandIn(for:)``), and an empty one as a single space.
    static func quoted(_ label: DOTLabel) -> String {
        let label = DOTEscaping.blankStandIn(for: label) ?? label
        let lines = label.lines.flatMap { line in
            line.text.replacingOccurrences(of: "\r\n", with: "\n").split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        }
        let text = lines.map { escaped(String($0)) }.joined(separator: "<br>")
        return "\"" + (text.isEmpty ? " " : text) + "\""
    }

    /// One line of text, escaped.
    private static func escaped(_ line: String) -> String {
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case _ where isPlain(scalar): text.unicodeScalars.append(scalar)
            case "\t": text += " "
            case _ where scalar.value < 0x20:
                // U+2400 CONTROL PICTURES, as in DOT: a visible stand-in for a C0 control.
                text.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case "\u{7F}": text += "\u{2421}"
            case _ where (0x80...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                text += "\u{FFFD}"
            case _ where scalar.value < 0x80 || needsCode(scalar): text += "#\(scalar.value);"
            default: text.unicodeScalars.append(scalar)
            }
        }
        for word in ["style", "classDef"] where text.contains(word) {
            text = text.replacingOccurrences(
                of: word, with: "#\(word.unicodeScalars.first?.value ?? 0);" + word.dropFirst())
        }
        return text
    }

    /// ASCII that no step of Mermaid reads specially inside a quoted string.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", ".", ",", ":", "-", "_", "(", ")", "[", "]", "/", "?", "!", "'",
            "+", "=", "@", "*", "^", "$", "~":
            true
        default: false
        }
    }

    /// Non-ASCII characters written as codes: format characters (bidirectional controls,
    /// zero-width spaces, U+FEFF), line and paragraph separators, private use.
    private static func needsCode(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
