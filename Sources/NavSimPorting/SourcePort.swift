/// An iOS app's Swift file, rewritten to build against NavSim on Linux, line for line: the
/// app's folder stays as it is, and the build compiles the rewritten copy.
///
/// What changes (every rewrite keeps each line on its line, so the compiler's and a
/// crash's line numbers are the app's own, and the copy starts with `#sourceLocation`
/// naming the original file):
/// - `import UIKit`, `SwiftUI` and `Combine` import NavSimUIKit, NavSimSwiftUI and
///   NavSimCombine (OpenCombine with its `DispatchQueue`, `RunLoop` and Foundation
///   publishers, `combineLatest` and `merge`, and subjects and `@Published` that deliver in
///   subscription order), `FoundationNetworking` NavSimNetworking;
///   `canImport(…)` of them asks for those, and `os(iOS)` holds; a name qualified by one of
///   them (`SwiftUI.State`) is qualified by NavSim's module;
/// - the first `import Foundation`, `UIKit` or `SwiftUI` also imports NavSimNetworking
///   (`import Foundation; import NavSimNetworking`), whose `URLSession` shadows
///   FoundationNetworking's: the app's requests are the session's service requests;
/// - the Objective-C attributes (`@objc`, `@objcMembers`, `@IBAction`, `@IBOutlet`, …), which
///   Linux refuses, are removed; `@main` and `@UIApplicationMain` too (NavSim launches the
///   app, see ``mainType``);
/// - `#selector(name(labels:))` becomes a ``Selector`` that calls the method by a Swift
///   reference: on the enclosing type for `#selector(tap)` and `#selector(self.tap)`, on
///   the named type for `#selector(Type.tap)`, on an instance's type for
///   `#selector(object.tap)`;
/// - `#Preview { … }` is left out (previews are Xcode's), and `SWIFT_PACKAGE` in a `#if`
///   condition is `false`, as in Xcode's build of the app;
/// - `Bundle.main.bundleIdentifier`, `.infoDictionary` and `.object(forInfoDictionaryKey:)`
///   read `Bundle.navSimMain` (NavSimNetworking), which answers with the app's `Info.plist`;
/// What it cannot rewrite is left as it is and listed in ``unported``, so the compiler
/// says where.
public struct SourcePort: Sendable {
    /// The rewritten file.
    public let text: String
    /// The type declared `@main` or `@UIApplicationMain`, if any: the app delegate to launch.
    public let mainType: String?
    /// The types the file declares, for `navsim init`'s summary.
    public let declarations: [Declaration]
    /// The modules the file imports, as written.
    public let imports: [String]
    /// What was left as it was, and why.
    public let unported: [Unported]
    /// Whether the file names `URLSession`: its requests are the session's service requests.
    public let usesURLSession: Bool
    /// The modules whose types the file names without importing them, which `import UIKit`
    /// brings on iOS (`UNUserNotificationCenter`: UserNotifications), sorted.
    public let implicitImports: [String]
    /// The UIKit-family names (`UI…`, `NS…`, `CA…`, `CG…`) the file uses and those it
    /// declares, sorted: what ``UIKitNames`` checks against NavSim's.
    public let uikitNamesUsed: [String]
    public let uikitNamesDeclared: [String]
    /// The static members the file declares in extensions of `UIColor` and `UIImage`
    /// (`UIColor.accent`), whose asset symbols the port leaves out (``AssetSymbolsDeclared``).
    public let assetSymbolsDeclared: [String]

    /// A type declaration: `class Name: Super, Protocol`.
    public struct Declaration: Equatable, Sendable {
        public let kind: String
        public let name: String
        public let inherits: [String]
        public let line: Int
    }

    /// An `@IBOutlet` property: its class, name and type (`UILabel`, `[UIButton]`).
    public struct Outlet: Equatable, Sendable {
        public let owner: String
        public let name: String
        public let type: String
        public let isOptional: Bool
    }

    /// An `@IBAction` or `@objc` method: its class, its Swift reference (`save(_:)`), the
    /// Objective-C selector a storyboard or a message by name reaches it by (`save:`), how
    /// many parameters it takes; whether it takes one parameter, the sender, that its body
    /// never reads (so any sender may be passed, as Objective-C passes it).
    public struct Action: Equatable, Sendable {
        public let owner: String
        public let reference: String
        public var selector: String
        public var parameters = 1
        public var ignoresSender = false
    }

    /// The file's global listing the connections of its classes with outlets, actions or
    /// `@objc` methods (`navSimConnections_Form`), which the generated interface file
    /// installs; `nil` when it has none.
    public let connectionsVariable: String?

    /// A construct left unrewritten, at a line of the original (from 1).
    public struct Unported: Equatable, Sendable {
        public let line: Int
        public let reason: String
    }

    /// Ports `source`, read from `path` (named in the `#sourceLocation` line).
    public init(_ source: String, path: String) {
        let tokens = SwiftTokens(source)
        var rewriter = Rewriter(tokens: tokens)
        rewriter.run()
        let names = UIKitNames.scan(tokens)
        uikitNamesUsed = names.used.sorted()
        uikitNamesDeclared = names.declared.sorted()
        assetSymbolsDeclared = AssetSymbolsDeclared.scan(tokens)
        let escapedPath = path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        let fileName = Self.identifier(fromFileAt: path)
        let connections = Self.connections(outlets: rewriter.outlets, actions: rewriter.actions, fileName: fileName)
        connectionsVariable = connections.isEmpty ? nil : "navSimConnections_\(fileName)"
        let gathered = connectionsVariable.map { variable in
            "@MainActor\nvar \(variable): [PortedInterface.Connections] {\n    ["
                + connections.map { "\($0.owner).\(Self.connectionsProperty(of: $0.owner, fileName: fileName))" }
                .joined(separator: ", ") + "]\n}\n"
        }
        text =
            "#sourceLocation(file: \"\(escapedPath)\", line: 1)\n" + rewriter.rewritten() + "\n#sourceLocation()\n"
            + connections.map(\.source).joined() + (gathered ?? "")
        mainType = rewriter.mainType
        declarations = rewriter.declarations
        imports = rewriter.imports
        unported = rewriter.unported
        usesURLSession = rewriter.usesURLSession
        implicitImports = rewriter.implicitImports.sorted()
    }

    /// The name of the connections property of `owner` declared in the file `fileName`
    /// (`A.B` in `Form.swift` → `navSimConnections_A_B_Form`): one per file, as a class and
    /// its extensions in other files each declare theirs.
    static func connectionsProperty(of owner: String, fileName: String) -> String {
        "navSimConnections_" + owner.replacing(".", with: "_") + "_" + fileName
    }

    /// The name of the file at `path` less `.swift`, as an identifier (`UIView+Hide.swift` →
    /// `UIView_Hide`). A module's files have distinct names (the compiler refuses two alike).
    private static func identifier(fromFileAt path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") { name.removeLast(6) }
        let isKept = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        return String(name.unicodeScalars.map { isKept($0) ? Character($0) : "_" })
    }

    /// For each class with outlets, actions or `@objc` methods, an extension declaring its
    /// connections: in the class's own file, so a `private` outlet or action is reachable.
    private static func connections(
        outlets: [Outlet], actions: [Action], fileName: String
    ) -> [(owner: String, source: String)] {
        var owners: [String] = []
        for owner in outlets.map(\.owner) + actions.map(\.owner) where !owners.contains(owner) { owners.append(owner) }
        return owners.map { owner in
            let setters = outlets.filter { $0.owner == owner }.map { outlet in
                let value: String
                if outlet.type.hasPrefix("["), outlet.type.hasSuffix("]") {
                    let element = outlet.type.dropFirst().dropLast()
                    let current = outlet.isOptional ? "(owner.\(outlet.name) ?? [])" : "owner.\(outlet.name)"
                    value = "\(current) + [$1 as! \(element)]"
                } else {
                    value = outlet.isOptional ? "$1 as? \(outlet.type)" : "$1 as! \(outlet.type)"
                }
                return "\"\(outlet.name)\": { let owner = $0 as! \(owner); owner.\(outlet.name) = \(value) }"
            }
            let selectors = actions.filter { $0.owner == owner }.map { action in
                let label = action.parameters == 0 ? "takingNothing: " : action.ignoresSender ? "unreadSender: " : ""
                let method = "\(label)\(owner).\(action.reference)"
                return "\"\(action.selector)\": Selector(navSimPort: \"\(action.reference)\", \(method))"
            }
            let source = """
                extension \(owner) {
                    static var \(connectionsProperty(of: owner, fileName: fileName)): PortedInterface.Connections {
                        PortedInterface.Connections(
                            of: \(owner).self,
                            outlets: [\(setters.isEmpty ? ":" : setters.joined(separator: ", "))],
                            actions: [\(selectors.isEmpty ? ":" : selectors.joined(separator: ", "))])
                    }
                }

                """
            return (owner, source)
        }
    }

    /// The module NavSim builds in place of `module`, or `nil` when it is used as it is.
    public static func replacement(forModule module: String) -> String? {
        moduleReplacements[module]
    }

    /// ObjectiveC's associated objects are NavSimUIKit's (`import UIKit` brings them on iOS);
    /// KeychainAccess (a Swift package apps add) and AuthenticationServices have stand-ins of
    /// their own.
    static let moduleReplacements = [
        "UIKit": "NavSimUIKit", "SwiftUI": "NavSimSwiftUI", "Combine": "NavSimCombine",
        "os": "NavSimUIKit", "OSLog": "NavSimUIKit", "FoundationNetworking": "NavSimNetworking",
        "ObjectiveC": "NavSimUIKit", "KeychainAccess": "NavSimKeychainAccess",
        "AuthenticationServices": "NavSimAuthenticationServices",
    ]

    /// NavSim's modules a ported target depends on only when its files import what they
    /// stand for (NavSimUIKit and NavSimNetworking, every file imports), in the order of
    /// the package's dependencies.
    static let importedOnlyModules = [
        "NavSimSwiftUI", "NavSimCombine", "NavSimKeychainAccess", "NavSimAuthenticationServices",
    ]

    /// The modules `import UIKit` brings on iOS that NavSim has no stand-in for, by the prefix
    /// of their types' names: UIKit's umbrella header imports UserNotifications (inferred from
    /// apps that name `UNUserNotificationCenter` with only `import UIKit`).
    static let implicitModulePrefixes = ["UN": "UserNotifications"]

    /// The modules that bring `URLSession` on iOS: the first import of one also imports
    /// NavSimNetworking, whose `URLSession` the session answers (docs/uikit.md, "The network").
    static let networkingModules: Set = ["Foundation", "UIKit", "SwiftUI", "FoundationNetworking"]
}

/// One pass over a file's tokens, collecting edits (byte range → text with the same line
/// breaks) and what the file declares.
private struct Rewriter {
    let tokens: SwiftTokens
    var edits: [(range: Range<Int>, text: String)] = []
    var mainType: String?
    var declarations: [SourcePort.Declaration] = []
    var imports: [String] = []
    var unported: [SourcePort.Unported] = []
    var outlets: [SourcePort.Outlet] = []
    var actions: [SourcePort.Action] = []
    var usesURLSession = false
    var implicitImports: Set<String> = []

    /// The open braces: the type each opens (`nil` for any other brace).
    private var scopes: [String?] = []
    /// A type whose `{` has not been seen yet.
    private var pendingType: String?
    /// The protocols and generic types the file declares, and its protocol extensions: their
    /// `@objc` methods get no connections (a protocol's are requirements or defaults,
    /// reached through the class that adopts it; a generic class's need its arguments).
    private var unconnectableTypes: Set<String> = []
    /// The protocols the file declares and the extensions it constrains on `Self`
    /// (`extension Dismissable where Self: UIViewController`): a `#selector(close)` in one
    /// names its method on `Self`, the adopting class, as the protocol has no metatype to
    /// take an instance method from.
    private var protocolScopes: Set<String> = []
    private var awaitingMainType = false
    private var importsNetworking = false
    /// The names declared `AnyObject` (`let json = … as AnyObject`, `for item in … as
    /// [AnyObject]`, `_ item: AnyObject`), with the depth of the scope they live in: a
    /// subscript on one is Objective-C's dynamic lookup on iOS.
    private var anyObjectNames: [(name: String, depth: Int)] = []
    private var index = 0

    init(tokens: SwiftTokens) { self.tokens = tokens }

    private static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable", "UIApplicationMain", "NSApplicationMain", "main",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    /// What `Bundle.main.` reads from the app's Info.plist.
    private static let infoMembers: Set<String> = ["bundleIdentifier", "infoDictionary", "object"]
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
        "fileprivate", "internal", "public", "open", "required", "convenience", "dynamic", "weak", "unowned",
        "lazy", "mutating", "typealias", "nonisolated",
    ]

    private var list: [SwiftTokens.Token] { tokens.tokens }

    private func word(at position: Int) -> String? {
        guard position >= 0, position < list.count, list[position].kind == .word else { return nil }
        return tokens.text(list[position])
    }

    private func punctuation(at position: Int, _ text: String) -> Bool {
        position >= 0 && position < list.count && list[position].kind == .punctuation
            && tokens.token(list[position], is: text)
    }

    /// Whether the word at `position` is in a `#if` or `#elseif` condition: a `#if` or
    /// `#elseif` comes before it on its line.
    private func isInCondition(_ position: Int) -> Bool {
        let end = list[position].range.lowerBound
        var current = position - 1
        while current > 0 {
            let start = list[current].range.lowerBound
            guard !tokens.bytes[start..<end].contains(UInt8(ascii: "\n")) else { return false }
            if punctuation(at: current - 1, "#"), let directive = word(at: current) {
                return directive == "if" || directive == "elseif"
            }
            current -= 1
        }
        return false
    }

    /// The line (from 1) of a byte offset.
    private func line(of offset: Int) -> Int {
        tokens.bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    mutating func run() {
        while index < list.count {
            let token = list[index]
            switch token.kind {
            case .word: visitWord()
            case .punctuation: visitPunctuation()
            case .string, .other: index += 1
            }
        }
    }

    private mutating func visitWord() {
        let word = tokens.text(list[index])
        switch word {
        case "import": visitImport()
        case "canImport": replaceConditionArgument { SourcePort.moduleReplacements[$0] }
        case _
        where ["UIKit", "SwiftUI", "Combine", "FoundationNetworking"].contains(word) && punctuation(at: index + 1, ".")
            && !punctuation(at: index - 1, "."):
            edits.append((list[index].range, SourcePort.moduleReplacements[word]!))
            index += 1
        case "os": replaceConditionArgument { $0 == "iOS" ? "Linux" : nil }
        case "SWIFT_PACKAGE" where isInCondition(index):
            // Xcode builds the app's target, not a package: code generated for packages
            // (SwiftGen's `Bundle.module`) is left out, as on iOS.
            edits.append((list[index].range, "false"))
            index += 1
        case _ where Self.typeKeywords.contains(word): visitTypeKeyword(word)
        case "AnyObject": noteAnyObjectDeclaration()
        case "for": noteAnyObjectLoopVariable()
        case _ where isSubscriptedAnyObject(at: index):
            edits.append((list[index].range, "NavSimAnyObject(\(word))"))
            index += 1
        case "URLSession":
            usesURLSession = true
            index += 1
        case _ where word.count > 3 && word.dropFirst(2).first?.isUppercase == true:
            if let module = SourcePort.implicitModulePrefixes[String(word.prefix(2))] { implicitImports.insert(module) }
            index += 1
        case "Bundle"
        where punctuation(at: index + 1, ".") && self.word(at: index + 2) == "main" && punctuation(at: index + 3, ".")
            && Self.infoMembers.contains(self.word(at: index + 4) ?? ""):
            edits.append((list[index + 2].range, "navSimMain"))
            index += 3
        default: index += 1
        }
    }

    private mutating func visitPunctuation() {
        let token = list[index]
        if tokens.token(token, is: "{") {
            scopes.append(pendingType)
            pendingType = nil
        } else if tokens.token(token, is: "}") {
            _ = scopes.popLast()
            anyObjectNames.removeAll { $0.depth > scopes.count }
        } else if tokens.token(token, is: "@"), let name = word(at: index + 1), Self.removedAttributes.contains(name) {
            removeAttribute(name)
            return
        } else if tokens.token(token, is: "#"), let name = word(at: index + 1) {
            if name == "selector" {
                rewriteSelector()
                return
            }
            if name == "Preview" {
                removePreview()
                return
            }
        }
        index += 1
    }

    // MARK: - Imports and conditions

    /// `import [kind] Module[.Member]`: the module replaced, a submodule of a plain import dropped.
    private mutating func visitImport() {
        let modifiers: Set<String> = [
            "public", "internal", "private", "fileprivate", "package", "testable", "_exported", "preconcurrency",
            "_implementationOnly",
        ]
        guard list[index].startsLine || word(at: index - 1).map(modifiers.contains) == true else {
            index += 1
            return
        }
        var position = index + 1
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        let hasKind = word(at: position).map(kinds.contains) ?? false
        if hasKind { position += 1 }
        guard let module = word(at: position) else {
            index += 1
            return
        }
        imports.append(module)
        var end = position + 1
        while punctuation(at: end, "."), word(at: end + 1) != nil, !list[end].startsLine { end += 2 }
        let replaced =
            hasKind ? list[position].range : list[position].range.lowerBound..<list[end - 1].range.upperBound
        var replacement = SourcePort.moduleReplacements[module]
        if !hasKind, end == position + 1, !importsNetworking, SourcePort.networkingModules.contains(module) {
            importsNetworking = true
            if module != "FoundationNetworking" { replacement = (replacement ?? module) + "; import NavSimNetworking" }
        }
        if let replacement { edits.append((replaced, replacement)) }
        index = end
    }

    /// `name(Argument)` in a condition: the argument replaced where `replacement` says.
    private mutating func replaceConditionArgument(_ replacement: (String) -> String?) {
        if punctuation(at: index + 1, "("), let argument = word(at: index + 2), punctuation(at: index + 3, ")"),
            let replaced = replacement(argument)
        {
            edits.append((list[index + 2].range, replaced))
            index += 4
        } else {
            index += 1
        }
    }

    // MARK: - AnyObject subscripts

    /// `let name = … as AnyObject` or `name: AnyObject` (not optional): `name` is noted.
    private mutating func noteAnyObjectDeclaration() {
        defer { index += 1 }
        let next = index + 1
        guard !["?", "!", ".", "&", ">", "]"].contains(where: { punctuation(at: next, $0) }),
            !(next < list.count && tokens.text(list[next]).hasPrefix("?"))
        else { return }
        if punctuation(at: index - 1, ":"), let name = word(at: index - 2) {
            anyObjectNames.append((name, scopes.count))
            return
        }
        guard word(at: index - 1) == "as" else { return }
        var position = index - 2
        while position > 0, !list[position + 1].startsLine {
            if ["let", "var"].contains(word(at: position - 1) ?? ""), let name = word(at: position),
                punctuation(at: position + 1, "=")
            {
                anyObjectNames.append((name, scopes.count))
                return
            }
            position -= 1
        }
    }

    /// `for name in … as [AnyObject] {` (or `Array<AnyObject>`): `name` is noted for the
    /// loop's body.
    private mutating func noteAnyObjectLoopVariable() {
        defer { index += 1 }
        guard let name = word(at: index + 1), word(at: index + 2) == "in" else { return }
        var position = index + 3
        while position + 1 < list.count, !punctuation(at: position, "{") {
            if word(at: position) == "AnyObject",
                punctuation(at: position - 1, "[") && punctuation(at: position + 1, "]")
                    || punctuation(at: position - 1, "<") && punctuation(at: position + 1, ">")
            {
                anyObjectNames.append((name, scopes.count + 1))
                return
            }
            position += 1
        }
    }

    /// Whether the word at `position` is a noted `AnyObject` subscripted right after it
    /// (`json["Key"]`) or asked for a number's or string's value (`delay.doubleValue`):
    /// Linux has no dynamic lookup, so it is wrapped in NavSimNetworking's
    /// `NavSimAnyObject`, whose subscripts and values read as iOS's do.
    private func isSubscriptedAnyObject(at position: Int) -> Bool {
        guard !punctuation(at: position - 1, "."), let name = word(at: position),
            punctuation(at: position + 1, "[")
                ? list[position].range.upperBound == list[position + 1].range.lowerBound
                : punctuation(at: position + 1, ".") && Self.anyObjectValues.contains(word(at: position + 2) ?? "")
        else { return false }
        return anyObjectNames.contains { $0.name == name }
    }

    /// The values `NavSimAnyObject` answers, as `NSNumber` and `NSString` do.
    private static let anyObjectValues: Set = [
        "doubleValue", "floatValue", "intValue", "integerValue", "boolValue", "stringValue",
    ]

    // MARK: - Declarations

    private mutating func visitTypeKeyword(_ keyword: String) {
        guard let name = word(at: index + 1), !(keyword == "class" && Self.notTypeNames.contains(name)) else {
            index += 1
            return
        }
        var position = index + 2
        var path = name
        while punctuation(at: position, "."), let member = word(at: position + 1) {
            path += "." + member
            position += 2
        }
        let enclosing = scopes.last(where: { $0 != nil }).flatMap { $0 }
        let fullName = keyword == "extension" || enclosing == nil ? path : "\(enclosing!).\(path)"
        pendingType = fullName
        if keyword == "protocol" || (keyword == "extension" && constrainsSelf(from: position)) {
            protocolScopes.insert(fullName)
        }
        if protocolScopes.contains(fullName) || punctuation(at: position, "<") { unconnectableTypes.insert(fullName) }
        if awaitingMainType, keyword != "extension", keyword != "protocol" {
            mainType = fullName
            awaitingMainType = false
        }
        declarations.append(
            .init(
                kind: keyword, name: fullName, inherits: inheritance(from: position),
                line: line(of: list[index].range.lowerBound)))
        index = position
    }

    /// Whether the declaration's `where` clause, before its `{`, constrains `Self`: only a
    /// protocol extension can.
    private func constrainsSelf(from start: Int) -> Bool {
        var position = start
        while position < list.count, !punctuation(at: position, "{") {
            if word(at: position) == "where" { return word(at: position + 1) == "Self" }
            position += 1
        }
        return false
    }

    /// The names after `:` up to the declaration's `{` or `where` (generic arguments skipped).
    private func inheritance(from start: Int) -> [String] {
        var position = start
        var angle = 0
        while position < list.count, !punctuation(at: position, "{"), !(angle == 0 && punctuation(at: position, ":")) {
            if punctuation(at: position, "<") { angle += 1 }
            if punctuation(at: position, ">") { angle -= 1 }
            position += 1
        }
        guard punctuation(at: position, ":") else { return [] }
        var names: [String] = []
        var current = ""
        angle = 0
        position += 1
        while position < list.count, !punctuation(at: position, "{"), word(at: position) != "where" {
            let text = tokens.text(list[position])
            if punctuation(at: position, "<") { angle += 1 }
            if punctuation(at: position, ">") { angle -= 1 }
            if angle == 0, punctuation(at: position, ",") {
                names.append(current)
                current = ""
            } else if angle == 0, !punctuation(at: position, ">") {
                current += text
            }
            position += 1
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    // MARK: - Attributes

    private mutating func removeAttribute(_ name: String) {
        var end = index + 2
        if name == "objc", punctuation(at: end, "("), !list[end].startsLine,
            list[end].range.lowerBound == list[end - 1].range.upperBound,
            let close = matchingClose(from: end)
        {
            end = close + 1
        }
        if name == "main" || name == "UIApplicationMain" || name == "NSApplicationMain" { awaitingMainType = true }
        blank(list[index].range.lowerBound..<list[end - 1].range.upperBound)
        let owner = scopes.last(where: { $0 != nil }).flatMap { $0 }
        if let owner, name == "IBOutlet", let outlet = outlet(after: end, owner: owner) { outlets.append(outlet) }
        if let owner, name == "IBAction", let action = action(after: end, owner: owner), !actions.contains(action) {
            actions.append(action)
        }
        if name == "objc", let owner = methodOwner, var action = action(after: end, owner: owner),
            action.parameters <= 2
        {
            if end > index + 2 {  // `@objc(save:)` names the selector.
                action.selector = (index + 3..<end - 1).map { tokens.text(list[$0]) }.joined()
            }
            if !actions.contains(action) { actions.append(action) }
        }
        index = end
    }

    /// The type whose `@objc` method may be declared here, to be reached by its selector's
    /// name: a type of the file's top level or an extension, not a protocol nor generic,
    /// with the attribute directly in its braces (`private class Sleeve { @objc func
    /// invoke() }`; a nested type may be private to its parent, out of the interface file's
    /// reach).
    private var methodOwner: String? {
        guard scopes.count == 1, let owner = scopes[0], !unconnectableTypes.contains(owner), !owner.contains(".")
        else { return nil }
        return owner
    }

    /// The position of the first token from `start` that is not a modifier (`weak`,
    /// `private(set)`, another attribute), if it is `keyword`.
    private func declaration(_ keyword: String, after start: Int) -> Int? {
        var position = start
        while let word = word(at: position), word != keyword {
            guard Self.modifiers.contains(word) || punctuation(at: position - 1, "@") else { return nil }
            position += 1
            if punctuation(at: position, "("), let close = matchingClose(from: position) { position = close + 1 }
            if punctuation(at: position, "@") { position += 1 }
        }
        return word(at: position) == keyword ? position : nil
    }

    private static let modifiers: Set<String> = [
        "weak", "unowned", "strong", "private", "fileprivate", "internal", "public", "open", "final", "dynamic",
        "override", "lazy", "nonisolated", "objc", "IBOutlet", "IBAction", "MainActor",
    ]

    /// `var name: Type!` after `@IBOutlet`: the property, its type and whether it is optional.
    private func outlet(after start: Int, owner: String) -> SourcePort.Outlet? {
        guard let keyword = declaration("var", after: start), let name = word(at: keyword + 1),
            punctuation(at: keyword + 2, ":")
        else { return nil }
        var position = keyword + 3
        var type = ""
        var depth = 0
        while position < list.count, !(depth == 0 && list[position].startsLine && position > keyword + 3) {
            if depth == 0, punctuation(at: position, "=") || punctuation(at: position, "{") { break }
            if punctuation(at: position, "[") || punctuation(at: position, "<") { depth += 1 }
            if punctuation(at: position, "]") || punctuation(at: position, ">") { depth -= 1 }
            type += tokens.text(list[position])
            position += 1
        }
        let optional = type.hasSuffix("!") || type.hasSuffix("?")
        if optional { type.removeLast() }
        guard !type.isEmpty else { return nil }
        return .init(owner: owner, name: name, type: type, isOptional: optional)
    }

    /// `func name(_ sender: Any)` after `@IBAction` or `@objc`: the method's Swift and
    /// Objective-C names; `nil` for another declaration, or an `async` or throwing method
    /// (no message by name reaches one).
    private func action(after start: Int, owner: String) -> SourcePort.Action? {
        guard let keyword = declaration("func", after: start), let name = word(at: keyword + 1),
            punctuation(at: keyword + 2, "("), let close = matchingClose(from: keyword + 2)
        else { return nil }
        var labels: [String] = []
        var names: [String] = []
        var position = keyword + 3
        var expectingLabel = true
        var depth = 0
        while position < close {
            if depth == 0, expectingLabel, let label = word(at: position) {
                labels.append(label)
                names.append(label)
                expectingLabel = false
            } else if depth == 0, labels.count == 1, names.count == 1, let name = word(at: position) {
                names.append(name)
            } else if depth == 0, punctuation(at: position, ":"), names.count == 1 {
                names.append(names[0])
            } else if punctuation(at: position, "(") || punctuation(at: position, "[") || punctuation(at: position, "<")
            {
                depth += 1
            } else if punctuation(at: position, ")") || punctuation(at: position, "]") || punctuation(at: position, ">")
            {
                depth -= 1
            } else if depth == 0, punctuation(at: position, ",") {
                expectingLabel = true
            }
            position += 1
        }
        var selector = name
        for (number, label) in labels.enumerated() {
            if number == 0 {
                selector += label == "_" ? ":" : "With\(label.prefix(1).uppercased())\(label.dropFirst()):"
            } else {
                selector += label == "_" ? ":" : "\(label):"
            }
        }
        var effects = close + 1
        while effects < list.count, !punctuation(at: effects, "{"), !tokens.text(list[effects]).hasPrefix("-") {
            if ["async", "throws", "rethrows"].contains(word(at: effects) ?? "") { return nil }
            effects += 1
        }
        let reference = labels.isEmpty ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
        var action = SourcePort.Action(owner: owner, reference: reference, selector: selector, parameters: labels.count)
        if labels.count == 1, let sender = names.last {
            action.ignoresSender = sender == "_" || !isRead(sender, inBodyAfter: close)
        }
        return action
    }

    /// Whether the body of the function whose parameters close at `close` names `parameter`
    /// (as a word, or in a string's interpolation); `true` when there is no body to read.
    private func isRead(_ parameter: String, inBodyAfter close: Int) -> Bool {
        guard let open = (close..<list.count).first(where: { punctuation(at: $0, "{") }),
            let end = matchingClose(from: open)
        else { return true }
        return (open..<end).contains { position in
            switch list[position].kind {
            case .word: tokens.text(list[position]) == parameter
            case .string: tokens.text(list[position]).contains(parameter)
            default: false
            }
        }
    }

    /// The index of the `)` or `}` closing the bracket at `open`.
    private func matchingClose(from open: Int) -> Int? {
        let opener = tokens.text(list[open])
        let closer = opener == "(" ? ")" : "}"
        var depth = 0
        var position = open
        while position < list.count {
            if punctuation(at: position, opener) { depth += 1 }
            if punctuation(at: position, closer) {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return nil
    }

    /// Replaces `range` with spaces, keeping its line breaks.
    private mutating func blank(_ range: Range<Int>) {
        edits.append(
            (range, String(decoding: tokens.bytes[range].map { $0 == UInt8(ascii: "\n") ? $0 : 0x20 }, as: UTF8.self)))
    }

    /// The line breaks `range` holds, to end a replacement with.
    private func lineBreaks(in range: Range<Int>) -> String {
        String(repeating: "\n", count: tokens.bytes[range].count { $0 == UInt8(ascii: "\n") })
    }

    // MARK: - #selector and #Preview

    private mutating func rewriteSelector() {
        let hash = index
        guard punctuation(at: hash + 2, "("), let close = matchingClose(from: hash + 2) else {
            index += 2
            return
        }
        let range = list[hash].range.lowerBound..<list[close].range.upperBound
        guard let reference = selectorReference(in: (hash + 3)..<close) else {
            unported.append(
                .init(
                    line: line(of: range.lowerBound),
                    reason:
                        "#selector(\(String(decoding: tokens.bytes[list[hash + 3].range.lowerBound..<list[close].range.lowerBound], as: UTF8.self))) names no method NavSim can call (getter:, setter: and casts are not ported)"
                ))
            index = close + 1
            return
        }
        edits.append((range, reference + lineBreaks(in: range)))
        index = close + 1
    }

    /// The `Selector(…)` for the tokens of `#selector(…)`'s parentheses: a path of names, then
    /// an optional `(label:…)`; `nil` for anything else.
    private func selectorReference(in span: Range<Int>) -> String? {
        var path: [String] = []
        var position = span.lowerBound
        while let name = word(at: position), position < span.upperBound {
            path.append(name)
            position += 1
            guard punctuation(at: position, "."), position < span.upperBound else { break }
            position += 1
        }
        guard let method = path.popLast(), !path.contains("getter"), !path.contains("setter") else { return nil }
        var labels = ""
        if position < span.upperBound {
            guard punctuation(at: position, "("), punctuation(at: span.upperBound - 1, ")") else { return nil }
            var inner = position + 1
            while inner < span.upperBound - 1 {
                guard let label = word(at: inner), punctuation(at: inner + 1, ":") else { return nil }
                labels += label + ":"
                inner += 2
            }
            labels = "(\(labels))"
        }
        let name = "\"\(method)\(labels)\""
        let member = method + labels
        if path.first == "self" { path.removeFirst() }
        if path.isEmpty {
            let enclosing = scopes.last(where: { $0 != nil }).flatMap { $0 }
            let owner = enclosing.flatMap { protocolScopes.contains($0) ? nil : $0 } ?? "Self"
            return "Selector(navSimPort: \(name), \(owner).\(member))"
        }
        if let first = path.first?.unicodeScalars.first, first.properties.isUppercase {
            return "Selector(navSimPort: \(name), \(path.joined(separator: ".")).\(member))"
        }
        return "Selector(navSimPort: \(name), of: \(path.joined(separator: "."))) { $0.\(member) }"
    }

    /// `#Preview(…) { … }`: removed, its lines kept empty.
    private mutating func removePreview() {
        var position = index + 2
        if punctuation(at: position, "("), let close = matchingClose(from: position) { position = close + 1 }
        guard punctuation(at: position, "{"), let close = matchingClose(from: position) else {
            index += 2
            return
        }
        let range = list[index].range.lowerBound..<list[close].range.upperBound
        edits.append((range, lineBreaks(in: range)))
        index = close + 1
    }

    // MARK: - Output

    func rewritten() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(tokens.bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where edit.range.lowerBound >= cursor {
            output += tokens.bytes[cursor..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            cursor = edit.range.upperBound
        }
        output += tokens.bytes[cursor...]
        return String(decoding: output, as: UTF8.self)
    }
}
