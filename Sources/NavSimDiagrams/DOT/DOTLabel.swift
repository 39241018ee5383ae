/// Text for a label: lines, each with its alignment, showing every character as itself.
///
/// Quotes, backslashes, ampersands, braces, `<script>`, `<<b>HTML-like</b>>` syntax and
/// control characters in the text never change how Graphviz reads the label; see
/// ``DOTEscaping``.
public struct DOTLabel: Hashable, Sendable {
    /// How a line sits in its box.
    public enum Alignment: Hashable, Sendable {
        case center
        case left
        case right
    }

    /// One line of a label.
    public struct Line: Hashable, Sendable {
        /// The text of the line, shown verbatim.
        public var text: String
        /// How the line is aligned.
        public var alignment: Alignment

        /// Creates a line.
        public init(_ text: String, alignment: Alignment = .center) {
            self.text = text
            self.alignment = alignment
        }
    }

    /// The lines, top first.
    public var lines: [Line]

    /// Creates a label from lines.
    public init(lines: [Line]) {
        self.lines = lines
    }

    /// Creates a label from `text`; each line break in it (`\n`, `\r\n` or `\r`) starts a new
    /// line with the same alignment.
    public init(_ text: String, alignment: Alignment = .center) {
        lines = [Line(text, alignment: alignment)]
    }
}
