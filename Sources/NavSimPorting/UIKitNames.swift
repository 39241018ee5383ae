/// The UIKit-family names (`UI…`, `NS…`, `CA…`, `CG…`) an app's Swift files use and declare,
/// so that `navsim init` can name, before any build, the types NavSim does not declare
/// (``KnownUIKitNames``): otherwise only the compiler would, one error at a time.
///
/// Only names matter, not members: a type NavSim declares with a member it lacks
/// (`UISearchBar.searchTextField`) is left to the compiler.
public enum UIKitNames {
    /// Whether `name` starts with a UIKit-family prefix followed by an uppercase letter.
    static func hasFamilyPrefix(_ name: some StringProtocol) -> Bool {
        let bytes = Array(name.utf8.prefix(3))
        guard bytes.count == 3, isUppercase(bytes[2]) else { return false }
        return prefixes.contains(String(decoding: bytes[0..<2], as: UTF8.self))
    }

    private static let prefixes: Set = ["UI", "NS", "CA", "CG"]

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// Module names that look like type names: never reported.
    private static let modules: Set = ["UIKit", "UIKitCore"]
    /// The modules whose names may qualify a type (`UIKit.UIView`).
    private static let qualifyingModules: Set = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "SwiftUI"]
    /// Words after which the next word is a name being declared.
    private static let declaringKeywords: Set = [
        "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "func", "let", "var", "case",
    ]

    /// The family names `tokens` uses and declares, outside comments and string literals.
    /// Skipped: members (`x.UIFoo`, unless a module qualifies it), attributes (`@NSCopying`),
    /// imports, and the branches of `#if os(macOS)` and `#if canImport(AppKit)`, which the
    /// port leaves out as iOS does.
    static func scan(_ tokens: SwiftTokens) -> (used: Set<String>, declared: Set<String>) {
        var used: Set<String> = []
        var declared: Set<String> = []
        let list = tokens.tokens
        var skippedDepth: Int?
        var conditionDepth = 0
        var index = 0
        func word(at position: Int) -> String? {
            guard position >= 0, position < list.count, list[position].kind == .word else { return nil }
            return tokens.text(list[position])
        }
        func punctuation(at position: Int, _ text: String) -> Bool {
            position >= 0 && position < list.count && list[position].kind == .punctuation
                && tokens.token(list[position], is: text)
        }
        /// Whether the condition at `start` is `os(macOS)` or `canImport(AppKit)` alone: code
        /// for macOS only, which the port leaves out.
        func isMacOnlyCondition(from start: Int) -> Bool {
            let condition = (word(at: start), word(at: start + 2))
            guard ["os", "canImport"].contains(condition.0), punctuation(at: start + 1, "("),
                punctuation(at: start + 3, ")"), start + 4 >= list.count || list[start + 4].startsLine
            else { return false }
            return ["macOS", "OSX", "AppKit"].contains(condition.1)
        }
        while index < list.count {
            defer { index += 1 }
            if punctuation(at: index, "#"), let directive = word(at: index + 1) {
                switch directive {
                case "if":
                    conditionDepth += 1
                    if skippedDepth == nil, isMacOnlyCondition(from: index + 2) { skippedDepth = conditionDepth }
                case "elseif", "else":
                    if skippedDepth == conditionDepth { skippedDepth = nil }
                case "endif":
                    if skippedDepth == conditionDepth { skippedDepth = nil }
                    conditionDepth -= 1
                default: break
                }
                index += 1
                continue
            }
            guard skippedDepth == nil, let name = word(at: index), hasFamilyPrefix(name), !modules.contains(name)
            else { continue }
            if let previous = word(at: index - 1), declaringKeywords.contains(previous),
                !punctuation(at: index + 1, ".")
            {
                declared.insert(name)
                continue
            }
            if punctuation(at: index - 1, "@") || word(at: index - 1) == "import" { continue }
            if punctuation(at: index - 1, "."), !(word(at: index - 2).map(qualifyingModules.contains) ?? false) {
                continue
            }
            used.insert(name)
        }
        return (used, declared)
    }

    /// `needs a hand:` lines for the family names `files` use (path, port) that neither NavSim
    /// nor the app (`declared`, its frameworks' too) declares, one a name, sorted: the files
    /// are named as `prefix` + path, the first three, and the advice points at
    /// `Sources/<target>/`.
    public static func missingNameLines(
        in files: [(path: String, port: SourcePort)], declared: Set<String>, target: String, prefix: String = ""
    ) -> [String] {
        var users: [String: [String]] = [:]
        for (path, port) in files {
            // Core Data's and AppKit's `NS…` types are theirs, which init reports as modules.
            let nsIsOther = port.imports.contains { $0 == "CoreData" || $0 == "AppKit" }
            for name in port.uikitNamesUsed
            where !KnownUIKitNames.all.contains(name) && !declared.contains(name)
                && !(nsIsOther && name.hasPrefix("NS"))
            {
                users[name, default: []].append(prefix + path)
            }
        }
        return users.keys.sorted().map { name in
            let paths = users[name]!
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", … (\(paths.count) files)" : "")
            return "  needs a hand: \(name) is not in NavSim's UIKit, used by \(shown): write it, with the members "
                + "those files use, in a NavSim-only file in Sources/\(target)/ (docs/your-app.md)"
        }
    }
}
