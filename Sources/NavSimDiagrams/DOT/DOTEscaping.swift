import NavSimCore

/// How the encoder writes user text into DOT so that it can never change the graph.
///
/// Graphviz reads a quoted DOT string in three passes, and each has its own syntax:
/// 1. the DOT lexer ends the string at an unescaped `"`, treats `\"` as a quote and
///    backslash-newline as a line continuation; a string cannot end in a backslash;
/// 2. for labels (`label`, `xlabel`), `&name;`, `&#NN;` entities become characters
///    (record shapes parse `{`, `|`, `}` and `<port>` before this pass);
/// 3. for labels, escString: `\n`, `\l`, `\r` end lines and `\N`, `\G`, `\E`, `\T`, `\H`,
///    `\L` expand to object names.
///
/// So the encoder keeps every character that any pass treats specially out of the text
/// and writes it as a character reference, which pass 2 turns back into the character after
/// passes 1 and the record parser have run. A label is always a quoted string, never
/// `<…>`, so it can never be an HTML-like label; Graphviz escapes `<`, `>` and `&` in SVG
/// text. Characters that XML forbids are replaced by visible stand-ins, and bidirectional
/// controls and line separators by their escapes (``Unicode/Scalar/visibleEscape``).
enum DOTEscaping {
    // MARK: - IDs

    /// `id` as a quoted DOT string that Graphviz reads as one id, the same for equal ids
    /// and different for different ones.
    ///
    /// Ids are not labels, so no entity pass runs on them: the reference text itself is the
    /// id Graphviz sees (`a"b` becomes the id `a&quot;b`), and Graphviz copies it into SVG
    /// `<title>`s unescaped, where an XML parser reads it back as `a"b`. Control characters
    /// become references to their visible stand-ins, never to themselves, which XML forbids.
    /// The mapping is injective because `&` itself is escaped.
    static func quotedID(_ id: String) -> String {
        if isPlain(id) { return "\"" + id + "\"" }
        var text = "\""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "\"": text += "&quot;"
            case "\\": text += "&#92;"
            case _ where scalar.value < 0x20: text += "&#x" + hex(0x2400 + scalar.value) + ";"
            case "\u{7F}": text += "&#x2421;"
            case _ where isControl(scalar) || isXMLNonCharacter(scalar): text += "&#xFFFD;U+" + hex(scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// `value` in upper-case hexadecimal, at least four digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// An attribute name: bare when it is a plain DOT identifier (`fillcolor`), else quoted
    /// like an id.
    static func attributeName(_ name: String) -> String {
        let isIdentifier =
            name.unicodeScalars.first.map { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) } ?? false
            && name.unicodeScalars.allSatisfy {
                $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        return isIdentifier && !keywords.contains(name.lowercased()) ? name : quotedID(name)
    }

    /// DOT's keywords, which cannot be bare attribute names.
    private static let keywords: Set = ["graph", "node", "edge", "digraph", "subgraph", "strict"]

    // MARK: - Labels

    /// `label` as a quoted DOT string that shows each character as itself; a label that
    /// would look blank shows as its ``blankStandIn(for:)`` instead.
    static func quotedLabel(_ label: DOTLabel) -> String {
        let label = blankStandIn(for: label) ?? label
        var text = "\""
        for (index, line) in label.lines.enumerated() {
            let terminator = terminator(for: line.alignment)
            appendLabelText(line.text, breakingLinesWith: terminator, to: &text)
            let isLast = index == label.lines.count - 1
            if !isLast || line.alignment != .center { text += terminator }
        }
        return text + "\""
    }

    /// Appends the escaped characters of one label line; line breaks inside it use
    /// `terminator`.
    private static func appendLabelText(_ line: String, breakingLinesWith terminator: String, to text: inout String) {
        if isPlain(line) {
            text += line
            return
        }
        var previousWasCarriageReturn = false
        for scalar in line.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn: continue
            case "\n", "\r": text += terminator
            case "\t": text += " "
            case _ where labelReferences[scalar] != nil: text += labelReferences[scalar] ?? ""
            case _ where scalar.value < 0x20:
                // U+2400 CONTROL PICTURES: a visible stand-in for a C0 control character.
                text.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case "\u{7F}": text += "\u{2421}"
            case _ where isControl(scalar) || isXMLNonCharacter(scalar): text += "\u{FFFD}"
            case _ where scalar.isDisguising:
                // A bidirectional control or a line separator shows as its escape, `\u{202e}`,
                // as in every other output: drawn raw, it would reverse or break the label.
                for character in scalar.visibleEscape.unicodeScalars {
                    text += labelReferences[character] ?? String(character)
                }
            default: text.unicodeScalars.append(scalar)
            }
        }
    }

    // MARK: - Blank labels

    /// What a label that is not empty but would leave no ink shows instead: its text as a
    /// quoted escape (`"\n"`, `"\r\n"`, `"  "`, `"\u{200B}"`), or `nil` for a label that
    /// has a visible character or no character at all (no label).
    ///
    /// A label that lays out zero points wide but one or more lines high is what aborts
    /// Graphviz 2.42/2.43: `xlabels.c:219` asserts that an obstacle (a cluster's or an edge's
    /// placed label) is either a point or has both sides positive, and a label of only line
    /// breaks (`\n`, `\r`, `\r\n`) is neither. So no label reaches Graphviz without a
    /// character that leaves ink. Such a label as an `xlabel` also gives the placement
    /// search a step of zero, a loop that may never end.
    static func blankStandIn(for label: DOTLabel) -> DOTLabel? {
        let scalars = label.lines.map(\.text).joined(separator: "\n").unicodeScalars
        guard !scalars.isEmpty, !scalars.contains(where: leavesInk) else { return nil }
        var text = "\""
        for scalar in scalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case " ": text += " "
            default: text += "\\u{" + hex(scalar.value) + "}"
            }
        }
        return DOTLabel(text + "\"", alignment: label.lines.first?.alignment ?? .center)
    }

    /// Whether `scalar` shows as something visible in a label: a letter, digit, punctuation
    /// mark or symbol, or a control character, which shows as its stand-in. Spaces, line
    /// breaks, combining marks alone, format characters, default-ignorable, private-use and
    /// unassigned code points may lay out with no width.
    private static func leavesInk(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\r" || scalar == "\t" { return false }
        if isControl(scalar) || isXMLNonCharacter(scalar) { return true }
        let properties = scalar.properties
        guard !properties.isDefaultIgnorableCodePoint, !properties.isWhitespace else { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation,
            .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// The characters some pass of Graphviz reads specially, as the references that pass 2
    /// turns back into them. A backslash becomes two, which escString shows as one.
    private static let labelReferences: [Unicode.Scalar: String] = [
        "\\": "&#92;&#92;", "&": "&amp;", "\"": "&quot;", "<": "&lt;", ">": "&gt;", "{": "&#123;", "|": "&#124;",
        "}": "&#125;",
    ]

    private static func terminator(for alignment: DOTLabel.Alignment) -> String {
        switch alignment {
        case .center: "\\n"
        case .left: "\\l"
        case .right: "\\r"
        }
    }

    // MARK: - Character classes

    /// Whether `text` is printable ASCII that no pass of Graphviz reads specially, so that
    /// it is written as it is: the common case, checked a byte at a time.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                false
            default: (0x20...0x7E).contains(byte)
            }
        }
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// U+FFFE and U+FFFF, which XML 1.0 forbids in a document.
    private static func isXMLNonCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
