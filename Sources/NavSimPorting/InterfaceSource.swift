/// The Swift file the port of an app adds to its sources: the app's storyboards, xibs and
/// `Info.plist` as text, the app's classes they name, and the connections of every class with outlets or
/// actions, installed into NavSimUIKit by `NavSimPortedInterface.install()` (which the
/// launcher `navsim init` writes calls).
public enum InterfaceSource {
    /// The file for the app's `ports`, its Interface Builder `documents` and asset sets' `Contents.json`
    /// (file or set name, text), the text of its `infoPlist` and of its Objective-C `bridgingHeader`.
    public static func make(
        ports: [SourcePort], documents: [(name: String, text: String)], infoPlist: String? = nil,
        bridgingHeader: String? = nil
    ) -> String {
        let declared = Set(ports.flatMap(\.declarations).filter { $0.kind == "class" }.map(\.name))
        let named = Set(documents.flatMap { customClasses(in: $0.text) })
        let classes = named.intersection(declared).sorted().map { "\"\($0)\": \($0).self" }
        let connections = ports.compactMap(\.connectionsVariable)
        let interfaces = documents.filter { assetSymbol(forSet: $0.name) == nil }
        let texts = interfaces.map { "\"\($0.name)\": \(rawLiteral($0.text))" }
        let installPlist =
            infoPlist.map {
                "\n        Bundle.installNavSimInfoPlist(\n            \(rawLiteral($0)),\n"
                    + "            module: String(#fileID.prefix { $0 != \"/\" }))"
            } ?? ""
        return """
            \(bridgingHeader.map(bridgedImports) ?? "")import NavSimUIKit
            import NavSimNetworking

            /// Made by navsim-port at build time: the app's storyboards and xibs, the classes they
            /// name, and its classes' outlets and actions, for NavSimUIKit; its Info.plist for
            /// Bundle.main.
            @MainActor
            enum NavSimPortedInterface {
                static func install() {
                    PortedInterface.install(
                        documents: [\(texts.isEmpty ? ":" : texts.joined(separator: ",\n"))],
                        classes: [\(classes.isEmpty ? ":" : classes.joined(separator: ", "))],
                        connections: \(connections.isEmpty ? "[]" : "[\(connections.joined(separator: ", "))].flatMap { $0 }"))\(installPlist)
                }
            }
            \(assetSymbols(sets: documents.map(\.name), declared: Set(ports.flatMap(\.assetSymbolsDeclared))))\(operationAliases(declared: Set(ports.flatMap(\.declarations).map(\.name))))\(urlReaders)
            """
    }

    /// NavSim's modules for those a bridging header imports (`@import UIKit;`,
    /// `#import <UIKit/UIKit.h>`), re-exported: an `@_exported import` in one file of a module
    /// is seen by all of its files, as Xcode makes the header's modules visible to every Swift
    /// file of the target. UIKit and Foundation bring NavSimNetworking too, as their imports
    /// do in a ported file.
    static func bridgedImports(_ header: String) -> String {
        let pattern = /(?m)^\s*(?:@import\s+(\w+)|#import\s+<(\w+)\/)/
        var modules: [String] = []
        for match in header.matches(of: pattern) {
            let module = String(match.output.1 ?? match.output.2 ?? "")
            let replaced = SourcePort.replacement(forModule: module).map { [$0] } ?? []
            let networking = ["UIKit", "Foundation"].contains(module) ? ["NavSimNetworking"] : []
            for name in replaced + networking where !modules.contains(name) { modules.append(name) }
        }
        return modules.map { "@_exported import \($0)\n" }.joined()
    }

    /// Foundation's initializers that read a URL whose web URLs NavSimNetworking answers as
    /// requests of the session, declared in the app's module with Foundation's exact
    /// signatures (`__shared` included) so that they win over Foundation's (a module's own
    /// declaration shadows an imported one of the same signature; NavSimNetworking's would
    /// be ambiguous beside Foundation's): docs/uikit.md, "`Data(contentsOf:)` of a web URL".
    /// `Data(contentsOf:)` needs none: NavSimNetworking's one-argument form wins over
    /// Foundation's, whose second argument has a default.
    static let urlReaders = """

        extension Data {
            init(contentsOf url: __shared URL, options: Data.ReadingOptions) throws {
                try self.init(navSimContentsOf: url, options: options)
            }
        }

        extension String {
            init(contentsOf url: __shared URL) throws {
                try self.init(navSimContentsOf: url)
            }

            init(contentsOf url: __shared URL, encoding: String.Encoding) throws {
                try self.init(navSimContentsOf: url, encoding: encoding)
            }
        }

        """

    /// The names of NavSimNetworking's operation queues, declared in the app's module so that
    /// they win over Foundation's, which every file also sees (a module's own declarations
    /// shadow imported ones; NavSimNetworking's alone would be ambiguous beside Foundation's):
    /// the app's operations run on the session's threads (docs/uikit.md, "Operation
    /// queues"). A name the app declares itself is left to it.
    static func operationAliases(declared: Set<String>) -> String {
        ["Operation", "BlockOperation", "OperationQueue"].filter { !declared.contains($0) }.map {
            "\ntypealias \($0) = NavSimNetworking.\($0)"
        }.joined() + "\n"
    }

    /// The symbols Xcode generates for an asset catalog's image and color sets (its build
    /// setting `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, on in projects
    /// made since Xcode 15): `UIImage.arrowRight` for `arrowRight.imageset`, `UIColor.accent`
    /// for `AccentColor.colorset`
    /// (https://developer.apple.com/documentation/xcode/managing-assets-with-asset-catalogs),
    /// less those the app `declared` itself (`UIColor.accent`): the project then cannot be
    /// asking Xcode for them (the two would clash), and the app's own are the ones it uses.
    static func assetSymbols(sets: [String], declared: Set<String> = []) -> String {
        var images: [String] = []
        var colors: [String] = []
        for set in sets.sorted() {
            guard let symbol = assetSymbol(forSet: set) else { continue }
            let type = set.hasSuffix(".imageset") ? "UIImage" : "UIColor"
            guard !declared.contains("\(type).\(symbol)") else { continue }
            let escaped = set.prefix { $0 != "." }.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            let name = "\"" + escaped + "\""
            if set.hasSuffix(".imageset") {
                images.append("    static var \(symbol): UIImage { UIImage(named: \(name))! }")
            } else {
                colors.append("    static var \(symbol): UIColor { UIColor(named: \(name))! }")
            }
        }
        return [("UIImage", images), ("UIColor", colors)].filter { !$0.1.isEmpty }.map {
            "\nextension \($0.0) {\n\($0.1.joined(separator: "\n"))\n}\n"
        }.joined()
    }

    /// The symbol of the image or color set `set` (`Arrow-Right.imageset`): its name's words
    /// in lower camel case (`arrowRight`), less a last word `Image` or `Color`, as Xcode
    /// names them (inferred from the symbols it generates; Apple does not document the rule);
    /// `nil` for any other name.
    static func assetSymbol(forSet set: String) -> String? {
        let name: Substring
        if set.hasSuffix(".imageset") {
            name = set.dropLast(".imageset".count)
        } else if set.hasSuffix(".colorset") {
            name = set.dropLast(".colorset".count)
        } else {
            return nil
        }
        var words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if let last = words.last {
            for suffix in ["Image", "Color"]
            where last.hasSuffix(suffix) && (last.count > suffix.count || words.count > 1) {
                words[words.count - 1] = String(last.dropLast(suffix.count))
            }
            if words.last?.isEmpty == true { words.removeLast() }
        }
        guard let first = words.first else { return nil }
        let symbol =
            first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return symbol.first?.isNumber == true ? "_" + symbol : symbol
    }

    /// The values of `customClass="…"` in an Interface Builder document.
    static func customClasses(in text: String) -> [String] {
        text.split(separator: "customClass=\"").dropFirst().compactMap { rest in
            rest.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    /// `text` as a raw string literal with enough `#`s that nothing in it ends or escapes it.
    static func rawLiteral(_ text: String) -> String {
        var longest = 0
        var run = 0
        var previous: Character = " "
        for character in text {
            if character == "#", run > 0 || previous == "\"" || previous == "\\" {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
            if character != "#" { previous = character }
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }
}
