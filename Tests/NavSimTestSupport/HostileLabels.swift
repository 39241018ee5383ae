/// Names that break out of every syntax a diagram puts them in: DOT strings and escapes,
/// HTML-like labels, XML, Mermaid statements and entity codes, Markdown; control,
/// format and combining characters; names thousands of scalars long. Shared by the DOT and
/// the Mermaid tests.
public let hostileLabels: [String] = [
    #"say "hi""#, #"back\slash"#, #"trailing\"#, #"\"#, "two\nlines", "{braces|pipes}", "<script>alert(1)</script>",
    "<<b>bold</b>>", "<TABLE><TR><TD>cell</TD></TR></TABLE>", "&amp; &lt; &foo; &#60;script&#62;",
    #"\N \G \L \l"#, "bell\u{7}null\u{0}del\u{7F}", "日本語 🚀 é\u{301}", "\u{FFFE}\u{FFFF}\u{85}", "a--b -->",
    "]]> <![CDATA[x",
]

/// More names that only Mermaid reads specially: its keywords, statements, entity codes,
/// comments and directives, edge syntax, Markdown strings, and invisible characters.
public let hostileMermaidLabels: [String] = [
    "end", "graph", "subgraph", "flowchart TD", "end\nsubgraph x", "style:#35;x;", "lifestyle: a#b;",
    "classDef a fill:#f00;", "#quot; #35; #lt;b#gt;", #"%%{init: {"theme":"dark"}}%%"#, "%% comment", "a|b||",
    "`**markdown**` *em* _u_", "A-->B; B==>C", "x;y", "click n1 call alert(1)", "o--x", "[(])}{{", "\r\nCR LF\rCR",
    "\u{202E}reversed\u{202C} zero\u{200B}width\u{FEFF}", "line\u{2028}separator",
    String(repeating: "long", count: 250),
]

/// `text` as a label shows it: control characters as their stand-ins, the rest verbatim.
public func shownLabel(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A: result += "\n"
        case 0..<0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
        case 0x7F: result += "\u{2421}"
        case 0x80...0x9F, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
