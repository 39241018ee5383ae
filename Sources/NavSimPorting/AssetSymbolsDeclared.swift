/// The static members a file declares in extensions of `UIColor` and `UIImage`
/// (`extension UIColor { static let accent = UIColor(named: "AccentColor") }`), as
/// `UIColor.accent`. Xcode generates an asset set's symbol only when the project asks for it,
/// and a project that does cannot declare the same member, so the port leaves out the symbol
/// of a set whose member the app declares itself (``InterfaceSource/assetSymbols(sets:declared:)``).
enum AssetSymbolsDeclared {
    private static let types: Set = ["UIColor", "UIImage"]

    static func scan(_ tokens: SwiftTokens) -> [String] {
        let list = tokens.tokens
        func word(at position: Int) -> String? {
            guard position < list.count, list[position].kind == .word else { return nil }
            return tokens.text(list[position])
        }
        func isPunctuation(_ position: Int, _ text: String) -> Bool {
            position < list.count && list[position].kind == .punctuation && tokens.token(list[position], is: text)
        }
        var declared: [String] = []
        var index = 0
        while index < list.count {
            defer { index += 1 }
            guard word(at: index) == "extension" else { continue }
            // `extension UIColor` or `extension UIKit.UIColor`.
            var typeIndex = index + 1
            if word(at: typeIndex) == "UIKit", isPunctuation(typeIndex + 1, ".") { typeIndex += 2 }
            guard let type = word(at: typeIndex), types.contains(type) else { continue }
            guard var position = (typeIndex..<list.count).first(where: { isPunctuation($0, "{") }) else { break }
            var depth = 0
            while position < list.count {
                if isPunctuation(position, "{") {
                    depth += 1
                } else if isPunctuation(position, "}") {
                    depth -= 1
                    if depth == 0 { break }
                } else if depth == 1, ["static", "class"].contains(word(at: position)),
                    ["let", "var"].contains(word(at: position + 1)), let name = word(at: position + 2)
                {
                    declared.append("\(type).\(name)")
                }
                position += 1
            }
            index = position
        }
        return declared
    }
}
