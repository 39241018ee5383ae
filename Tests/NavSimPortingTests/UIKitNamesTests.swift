import Foundation
import Testing

@testable import NavSimPorting

/// The UIKit-family types an app uses that NavSim does not declare, which `navsim init` names
/// before any build, and the list of those NavSim does declare.
struct UIKitNamesTests {
    @Test func initNamesTheTypesNavSimLacksOnceEachAndNotTheAppsOwnNorNavSims() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "UIKitNamesTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Profile/ProfileViewController.swift": """
            import UIKit

            // A UIFooBar would go here.
            final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate {
                let button = UIButton()
                let fancy = UIFancyView()
                func pick() {
                    let picker = UIImagePickerController()
                    print("UIFooBar \\(picker)")
                    let path = UIBezierPath()
                    _ = path
                }
            }
            """,
            "Views/UIFancyView.swift": """
            import UIKit

            /* UIFooBar, in a comment. */
            class UIFancyView: UIView {
                let shape = UIBezierPath()
            }
            """,
            "Views/Plain.swift": "let picker = UIImagePickerController()\n",
        ]
        for (path, source) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: url)
        }
        let lines = try AppFolder(path: folder.path).missingUIKitNameLines(declared: [], target: "Profile")
        let advice = ": write it, with the members those files use, in a NavSim-only file in Sources/Profile/ "
        #expect(
            lines == [
                "  needs a hand: UIBezierPath is not in NavSim's UIKit, used by Profile/ProfileViewController.swift, "
                    + "Views/UIFancyView.swift" + advice + "(docs/your-app.md)",
                "  needs a hand: UIImagePickerController is not in NavSim's UIKit, used by "
                    + "Profile/ProfileViewController.swift, Views/Plain.swift" + advice + "(docs/your-app.md)",
                "  needs a hand: UIImagePickerControllerDelegate is not in NavSim's UIKit, used by "
                    + "Profile/ProfileViewController.swift" + advice + "(docs/your-app.md)",
            ])
        // A framework beside the app that declares one: not reported; files named with its prefix.
        let withFramework = try AppFolder(path: folder.path).missingUIKitNameLines(
            declared: ["UIBezierPath", "UIImagePickerControllerDelegate"], target: "Shop", prefix: "Shop/")
        #expect(
            withFramework == [
                "  needs a hand: UIImagePickerController is not in NavSim's UIKit, used by "
                    + "Shop/Profile/ProfileViewController.swift, Shop/Views/Plain.swift: write it, with the members "
                    + "those files use, in a NavSim-only file in Sources/Shop/ (docs/your-app.md)"
            ])
    }

    @Test func moreThanThreeFilesAreCounted() {
        let files = (1...5).map {
            ("F\($0).swift", SourcePort("let layer = CAShapeLayer()\n", path: "/app/F\($0).swift"))
        }
        #expect(
            UIKitNames.missingNameLines(in: files, declared: [], target: "App") == [
                "  needs a hand: CAShapeLayer is not in NavSim's UIKit, used by F1.swift, F2.swift, F3.swift, … "
                    + "(5 files): write it, with the members those files use, in a NavSim-only file in Sources/App/ "
                    + "(docs/your-app.md)"
            ])
    }

    @Test func onlyNamesUsedAsTypesOutsideMacOnlyCodeCount() {
        let port = SourcePort(
            """
            import UIKit
            import class UIKit.UIBezierPath
            #if canImport(UIKit)
            @NSCopying var name: NSString = ""
            #endif
            let a = UIKit.UIOffset(horizontal: 1, vertical: 2)
            let b = NSNotification.Name.UIKeyboardWillShow
            let c = "UIFooBar"
            #if os(macOS)
            let d = NSView()
            #else
            let e = CGAffineTransform.identity
            #endif
            typealias UIAlias = UIView
            func UIGraphicsThing() {}
            enum E { case UICase }
            """, path: "/app/File.swift")
        #expect(
            port.uikitNamesUsed == [
                "CGAffineTransform", "NSNotification", "NSString", "UIBezierPath", "UIOffset", "UIView",
            ])
        #expect(port.uikitNamesDeclared == ["UIAlias", "UICase", "UIGraphicsThing"])
    }

    @Test func coreDataAndAppKitFilesNSNamesAreTheirs() {
        let port = SourcePort(
            "import CoreData\nlet r = NSFetchRequest<X>()\nlet p = UIBezierPath()\n", path: "/a/F.swift")
        #expect(port.uikitNamesUsed == ["NSFetchRequest", "UIBezierPath"])
        #expect(UIKitNames.missingNameLines(in: [("F.swift", port)], declared: [], target: "A").count == 1)
    }

    @Test func theKnownNamesAreNavSimsAndFoundations() {
        for name in ["UIViewController", "UIButton", "NSLayoutConstraint", "CALayer", "UIHostingController"] {
            #expect(KnownUIKitNames.navSim.contains(name), "\(name)")
        }
        for name in ["NSAttributedString", "NSObject", "CGFloat", "CGRect", "NSLocalizedString", "NSRange"] {
            #expect(KnownUIKitNames.foundation.contains(name), "\(name)")
        }
        for name in ["UIImagePickerController", "UIBezierPath", "CAShapeLayer", "UIOffset"] {
            #expect(!KnownUIKitNames.all.contains(name), "\(name)")
        }
    }

    /// `KnownUIKitNames.navSim` is every public top-level declaration with a UIKit-family name
    /// of the modules the port imports for Apple's: when one is added or removed, this prints
    /// the literal to paste into Sources/NavSimPorting/KnownUIKitNames.swift.
    @Test func navSimsNamesAreThoseItsModulesDeclare() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources")
        var names: Set<String> = []
        for module in Set(SourcePort.moduleReplacements.values) {
            let folder = sources.appending(path: module)
            let walk = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in walk where url.pathExtension == "swift" {
                names.formUnion(Self.publicTopLevelNames(in: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        #expect(names.count > 100, "Sources/ not found at \(sources.path)")
        #expect(
            names == KnownUIKitNames.navSim,
            """
            KnownUIKitNames.navSim differs from Sources/ (added: \(names.subtracting(KnownUIKitNames.navSim).sorted()), \
            removed: \(KnownUIKitNames.navSim.subtracting(names).sorted())); paste this in \
            Sources/NavSimPorting/KnownUIKitNames.swift:
            \(Self.literal(names))
            """)
    }

    /// The UIKit-family names `source` declares `public` or `open` outside any braces.
    private static func publicTopLevelNames(in source: String) -> Set<String> {
        let tokens = SwiftTokens(source)
        let list = tokens.tokens
        let keywords: Set = ["class", "struct", "enum", "protocol", "typealias", "actor", "func", "let", "var"]
        var names: Set<String> = []
        var depth = 0
        for (index, token) in list.enumerated() {
            let text = tokens.text(token)
            if token.kind == .punctuation, text == "{" { depth += 1 }
            if token.kind == .punctuation, text == "}" { depth -= 1 }
            guard depth == 0, token.kind == .word, keywords.contains(text), index + 1 < list.count,
                list[index + 1].kind == .word
            else { continue }
            let name = tokens.text(list[index + 1])
            let lineStart = list[...index].lastIndex { $0.startsLine } ?? 0
            let modifiers = list[lineStart..<index].map(tokens.text)
            if UIKitNames.hasFamilyPrefix(name), modifiers.contains("public") || modifiers.contains("open") {
                names.insert(name)
            }
        }
        return names
    }

    /// `names` sorted, as the lines of a Swift array literal of 120 columns.
    private static func literal(_ names: Set<String>) -> String {
        var lines: [String] = []
        var line = "       "
        for name in names.sorted() {
            let item = " \"\(name)\","
            if line.count + item.count > 120 {
                lines.append(line)
                line = "       "
            }
            line += item
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
