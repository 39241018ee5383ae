/// The Swift file the port of an app adds to its sources: the app's storyboards, xibs and
/// `Info.plist` as text, the app's classes they name, and the connections of every class with outlets or
/// actions, installed into NavSimUIKit by `NavSimPortedInterface.install()` (which the
/// launcher `navsim init` writes calls).
public enum InterfaceSource {
    /// The file for the app's `ports` and its Interface Builder `documents` and `Info.plist`
    /// (file name, XML).
    public static func make(ports: [SourcePort], documents: [(name: String, text: String)]) -> String {
        let declared = Set(ports.flatMap(\.declarations).filter { $0.kind == "class" }.map(\.name))
        let named = Set(documents.flatMap { customClasses(in: $0.text) })
        let classes = named.intersection(declared).sorted().map { "\"\($0)\": \($0).self" }
        let connections = ports.flatMap(\.connectedClasses).map { "\($0).\(SourcePort.connectionsProperty(of: $0))" }
        let interfaces = documents.filter { $0.name != "Info.plist" }
        let texts = interfaces.map { "\"\($0.name)\": \(rawLiteral($0.text))" }
        let plist = documents.first { $0.name == "Info.plist" }
        let infoPlist =
            plist.map {
                "\n        Bundle.installNavSimInfoPlist(\n            \(rawLiteral($0.text)),\n"
                    + "            module: String(#fileID.prefix { $0 != \"/\" }))"
            } ?? ""
        return """
            import NavSimUIKit\(plist == nil ? "" : "\nimport NavSimNetworking")

            /// Made by navsim-port at build time: the app's storyboards and xibs, the classes they
            /// name, and its classes' outlets and actions, for NavSimUIKit; its Info.plist for
            /// Bundle.main.
            @MainActor
            enum NavSimPortedInterface {
                static func install() {
                    PortedInterface.install(
                        documents: [\(texts.isEmpty ? ":" : texts.joined(separator: ",\n"))],
                        classes: [\(classes.isEmpty ? ":" : classes.joined(separator: ", "))],
                        connections: [\(connections.joined(separator: ", "))])\(infoPlist)
                }
            }

            """
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
