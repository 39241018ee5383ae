/// The tokens of a Swift file that porting looks at: identifiers and keywords, `@` and `#`,
/// punctuation, with their byte ranges; comments and the insides of string literals are
/// skipped, so nothing written in them is ever rewritten.
///
/// This is a lexer of Swift's surface, not a parser: it knows exactly where comments
/// (nested too), string literals (multi-line, raw, with nested interpolations) and
/// identifiers begin and end, which is all porting's rewrites need. Regex literals
/// (`/…/`) are read as operators: a `"` inside one would be misread.
struct SwiftTokens {
    /// One token: its kind and the bytes `range` of the source holds.
    struct Token: Equatable {
        enum Kind: Equatable {
            /// An identifier or keyword (backticks excluded from `text`).
            case word
            /// `@`, `#`, `(`, `)`, `{`, `}`, `[`, `]`, `<`, `>`, `.`, `,`, `:`, `;`, `=`, `?`, `!`.
            case punctuation
            /// A string literal, whole (its text is not looked into).
            case string
            /// A number or any other operator characters.
            case other
        }

        let kind: Kind
        let range: Range<Int>
        /// Whether a line break separates it from the token before.
        let startsLine: Bool
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        var lexer = Lexer(bytes: bytes)
        tokens = lexer.tokens()
    }

    /// The token's text (a word without its backticks).
    func text(_ token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Whether `token` is the word or punctuation `text`.
    func token(_ token: Token, is text: String) -> Bool {
        token.range.count == text.utf8.count && bytes[token.range].elementsEqual(text.utf8)
    }
}

/// Splits bytes into tokens; one pass, no backtracking beyond a few bytes.
private struct Lexer {
    let bytes: [UInt8]
    var index = 0
    var sawLineBreak = true

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func tokens() -> [SwiftTokens.Token] {
        var tokens: [SwiftTokens.Token] = []
        while let token = next() { tokens.append(token) }
        return tokens
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func make(_ kind: SwiftTokens.Token.Kind, from start: Int) -> SwiftTokens.Token {
        defer { sawLineBreak = false }
        return SwiftTokens.Token(kind: kind, range: start..<index, startsLine: sawLineBreak)
    }

    mutating func next() -> SwiftTokens.Token? {
        skipTrivia()
        guard let first = byte() else { return nil }
        let start = index
        if first == UInt8(ascii: "`") {
            index += 1
            let nameStart = index
            while let byte = byte(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { index += 1 }
            let name = nameStart..<index
            if byte() == UInt8(ascii: "`") { index += 1 }
            defer { sawLineBreak = false }
            return SwiftTokens.Token(kind: .word, range: name, startsLine: sawLineBreak)
        }
        if Self.isIdentifierHead(first) {
            while let byte = byte(), Self.isIdentifierBody(byte) { index += 1 }
            return make(.word, from: start)
        }
        if first == UInt8(ascii: "\"") || (first == UInt8(ascii: "#") && isRawStringStart()) {
            skipString()
            return make(.string, from: start)
        }
        if Self.punctuation.contains(first) {
            index += 1
            return make(.punctuation, from: start)
        }
        index += 1
        while let byte = byte(), !Self.isIdentifierHead(byte), !Self.punctuation.contains(byte),
            !Self.isTriviaStart(byte, next: self.byte(1)), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "`")
        {
            index += 1
        }
        return make(.other, from: start)
    }

    /// Skips white space and comments, noting line breaks.
    private mutating func skipTrivia() {
        while let byte = byte() {
            if byte == UInt8(ascii: "\n") {
                sawLineBreak = true
                index += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), self.byte(1) == UInt8(ascii: "/") {
                while let byte = self.byte(), byte != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), self.byte(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = byte() {
            if byte == UInt8(ascii: "/"), self.byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), self.byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if byte == UInt8(ascii: "\n") { sawLineBreak = true }
                index += 1
            }
        }
    }

    /// Whether the `#`s at `index` open a raw string (`#"`, `##"`, …).
    private func isRawStringStart() -> Bool {
        var offset = 0
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(offset) == UInt8(ascii: "\"")
    }

    /// Skips a string literal at `index`: its `#`s, its quotes (one or three), its body with
    /// escapes and interpolations (which may hold strings of their own), and its closing.
    private mutating func skipString() {
        var hashes = 0
        while byte() == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while let byte = byte() {
            if byte == UInt8(ascii: "\\"), hashesFollow(hashes, at: index + 1) {
                index += 1 + hashes
                if self.byte() == UInt8(ascii: "(") {
                    skipInterpolation()
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\""), !multiline || (self.byte(1) == byte && self.byte(2) == byte) {
                let quotes = multiline ? 3 : 1
                if hashesFollow(hashes, at: index + quotes) {
                    index += quotes + hashes
                    return
                }
                index += 1
            } else if byte == UInt8(ascii: "\n"), !multiline {
                return  // An unterminated string ends at its line, as the compiler reports it.
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        return bytes[position..<position + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// Skips `( … )` of an interpolation, with the strings and comments inside it.
    private mutating func skipInterpolation() {
        var depth = 0
        let outerLineBreak = sawLineBreak
        while let token = next() {
            if bytes[token.range.lowerBound] == UInt8(ascii: "("), token.kind == .punctuation {
                depth += 1
            } else if bytes[token.range.lowerBound] == UInt8(ascii: ")"), token.kind == .punctuation {
                depth -= 1
                if depth == 0 { break }
            }
        }
        sawLineBreak = outerLineBreak
    }

    private static let punctuation: Set<UInt8> = Set("@#(){}[]<>.,:;=?!".utf8)

    private static func isTriviaStart(_ byte: UInt8, next: UInt8?) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
            || (byte == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")))
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
