import NavSimCore
import Testing

@testable import NavSimPorting

/// The port of an iOS app's Swift file: each rewrite, what it never touches, and lines kept.
struct SourcePortTests {
    /// The port's text without its `#sourceLocation` lines and the connections after them.
    private func body(_ source: String) -> String {
        let text = SourcePort(source, path: "/app/File.swift").text
        let ported = text.split(separator: "\n#sourceLocation()\n", omittingEmptySubsequences: false)[0]
        return String(ported.drop { $0 != "\n" }.dropFirst())
    }

    @Test func theCopyNamesTheOriginalFileSoDiagnosticsPointAtIt() {
        let port = SourcePort("let a = 1\n", path: "/app/My \"App\"/File.swift")
        #expect(
            port.text
                == "#sourceLocation(file: \"/app/My \\\"App\\\"/File.swift\", line: 1)\nlet a = 1\n\n#sourceLocation()\n"
        )
    }

    @Test func importsOfApplesFrameworksImportNavSimsModules() {
        let source = """
            import UIKit
            import Combine
            @testable import SwiftUI
            public import UIKit.UIGestureRecognizerSubclass
            import class UIKit.UIView
            import Foundation
            import Photos
            import os.log
            """
        #expect(
            body(source) == """
                import NavSimUIKit; import NavSimNetworking
                import NavSimCombine
                @testable import NavSimSwiftUI
                public import NavSimUIKit
                import class NavSimUIKit.UIView
                import Foundation
                import Photos
                import NavSimUIKit
                """)
        #expect(
            SourcePort(source, path: "f").imports == [
                "UIKit", "Combine", "SwiftUI", "UIKit", "UIKit", "Foundation", "Photos", "os",
            ])
    }

    @Test func theFirstImportThatBringsURLSessionOnIOSAlsoImportsNavSimNetworking() {
        #expect(
            body("import Foundation\nimport UIKit\n")
                == "import Foundation; import NavSimNetworking\nimport NavSimUIKit\n")
        #expect(
            body("@preconcurrency import SwiftUI") == "@preconcurrency import NavSimSwiftUI; import NavSimNetworking")
        #expect(
            body("import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
                == "import Foundation; import NavSimNetworking\n#if canImport(NavSimNetworking)\nimport NavSimNetworking\n#endif"
        )
        #expect(body("import FoundationNetworking\nimport Foundation") == "import NavSimNetworking\nimport Foundation")
        #expect(
            body("import struct Foundation.URL\nimport Photos\nimport Combine")
                == "import struct Foundation.URL\nimport Photos\nimport NavSimCombine")
        #expect(body("let s: FoundationNetworking.URLSession") == "let s: NavSimNetworking.URLSession")
    }

    @Test func aFileThatNamesURLSessionIsReportedAsOne() {
        #expect(SourcePort("let (data, _) = try await URLSession.shared.data(from: url)", path: "f").usesURLSession)
        #expect(!SourcePort("let s = \"URLSession\" // URLSession\nlet t = MyURLSession()", path: "f").usesURLSession)
    }

    @Test func namesQualifiedByApplesModulesAreQualifiedByNavSims() {
        #expect(
            body("@SwiftUI.State var a = 1\nlet v: UIKit.UIView\nlet w = model.UIKit.x\nlet c: Combine.AnyCancellable")
                == "@NavSimSwiftUI.State var a = 1\nlet v: NavSimUIKit.UIView\nlet w = model.UIKit.x\n"
                + "let c: NavSimCombine.AnyCancellable")
        #expect(body("let os = device.os.version") == "let os = device.os.version", "os is a common name")
    }

    @Test func conditionsAskForNavSimsModulesAndIOSHolds() {
        #expect(
            body("#if canImport(UIKit) && os(iOS) && !os(macOS) && canImport(Combine)\n#endif")
                == "#if canImport(NavSimUIKit) && os(Linux) && !os(macOS) && canImport(NavSimCombine)\n#endif")
        // Xcode builds the app's target, not a package: SwiftGen's `Bundle.module` branch is left out.
        #expect(
            body("#if SWIFT_PACKAGE\nlet b = Bundle.module\n#elseif DEBUG || !SWIFT_PACKAGE\n#endif")
                == "#if false\nlet b = Bundle.module\n#elseif DEBUG || !false\n#endif")
        #expect(body("#if DEBUG\nlet SWIFT_PACKAGE = 1\n#endif") == "#if DEBUG\nlet SWIFT_PACKAGE = 1\n#endif")
    }

    /// What `Bundle.main` reads from the Info.plist reads the app's (NavSimNetworking's
    /// `navSimMain`); the main bundle itself, its resources and another `main` are left.
    @Test func theMainBundlesInformationIsTheAppsInfoPlist() {
        #expect(
            body(
                "let id = Bundle.main.bundleIdentifier\nlet v = Bundle.main.object(forInfoDictionaryKey: \"V\")\n"
                    + "let i = Foundation.Bundle.main.infoDictionary")
                == "let id = Bundle.navSimMain.bundleIdentifier\n"
                + "let v = Bundle.navSimMain.object(forInfoDictionaryKey: \"V\")\n"
                + "let i = Foundation.Bundle.navSimMain.infoDictionary")
        let untouched =
            "load(bundle: Bundle.main)\nlet p = Bundle.main.path(forResource: \"a\", ofType: nil)\n"
            + "let q = DispatchQueue.main\nlet m = Bundle.module.bundleIdentifier"
        #expect(body(untouched) == untouched)
    }

    @Test func objectiveCAttributesAreBlankedInPlace() {
        let source = """
            @objcMembers class A: NSObject {
                @IBOutlet private weak var label: UILabel!
                @objc(tapWithSender:) func tap(_ sender: Any) {}
                @IBAction func save(_ sender: Any) {}
                @objc dynamic var count = 0
                @IBInspectable var radius: CGFloat = 0
            }
            """
        #expect(
            body(source) == """
                             class A: NSObject {
                              private weak var label: UILabel!
                                          func tap(_ sender: Any) {}
                              func save(_ sender: Any) {}
                          dynamic var count = 0
                                   var radius: CGFloat = 0
                }
                """)
    }

    @Test func mainAndUIApplicationMainAreRemovedAndNameTheAppDelegate() {
        #expect(
            SourcePort("@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}", path: "f").mainType
                == "AppDelegate")
        #expect(SourcePort("@UIApplicationMain final class Delegate: UIResponder {}", path: "f").mainType == "Delegate")
        #expect(body("@main\nclass AppDelegate {}") == "     \nclass AppDelegate {}")
        #expect(SourcePort("class AppDelegate {}", path: "f").mainType == nil)
    }

    @Test func selectorsBecomeSwiftReferencesToTheirMethods() {
        let source = """
            class Screen: UIViewController {
                func wire() {
                    a.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
                    b = #selector(done)
                    c = #selector(self.done)
                    d = #selector(Other.save(_:with:))
                    e = #selector(viewModel.refresh)
                }
                struct Inner { func f() { _ = #selector(g) } }
            }
            extension Screen { func h() { _ = #selector(h) } }
            """
        #expect(
            body(source) == """
                class Screen: UIViewController {
                    func wire() {
                        a.addTarget(self, action: Selector(navSimPort: "tap(_:)", Screen.tap(_:)), for: .touchUpInside)
                        b = Selector(navSimPort: "done", Screen.done)
                        c = Selector(navSimPort: "done", Screen.done)
                        d = Selector(navSimPort: "save(_:with:)", Other.save(_:with:))
                        e = Selector(navSimPort: "refresh", of: viewModel) { $0.refresh }
                    }
                    struct Inner { func f() { _ = Selector(navSimPort: "g", Screen.Inner.g) } }
                }
                extension Screen { func h() { _ = Selector(navSimPort: "h", Screen.h) } }
                """)
    }

    /// In a protocol, or an extension constrained on `Self`, a selector names its method on
    /// `Self` (the protocol has no metatype to take it from), and an `@objc` method is not
    /// registered: the adopting class's own is.
    @Test func selectorsInProtocolExtensionsNameTheirMethodOnSelf() {
        let port = SourcePort(
            """
            @objc protocol Dismissable { func close() }
            extension Dismissable where Self: UIViewController {
                func addClose() { navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close)) }
                @objc func done(_ sender: Any) { close() }
                func addDone() { button.addTarget(self, action: #selector(done(_:)), for: .touchUpInside) }
            }
            extension Screen: Dismissable { func wire() { _ = #selector(close) } }
            """, path: "/app/Dismissable.swift")
        #expect(port.text.contains("action: Selector(navSimPort: \"close\", Self.close))"))
        #expect(port.text.contains("action: Selector(navSimPort: \"done(_:)\", Self.done(_:)), for:"))
        #expect(
            port.text.contains("_ = Selector(navSimPort: \"close\", Screen.close)"),
            "a class's extension names its class")
        #expect(port.connectionsVariable == nil)
    }

    /// A subscript on a name declared `AnyObject` is Objective-C's dynamic lookup on iOS:
    /// the name is wrapped where it is subscripted, and nowhere else.
    @Test func subscriptsOfNamesDeclaredAnyObjectAreWrapped() {
        let source = """
            let message = try JSONSerialization.jsonObject(with: data, options: []) as AnyObject
            let total = (message["Key"] as AnyObject? as? Int) ?? 0
            if let rows = message["Value"] as? NSMutableArray {
                for row in rows as Array<AnyObject> { print(row["Id"], message.count, row) }
            }
            func read(_ item: AnyObject, _ other: AnyObject?, _ all: [String: AnyObject]) -> Any? { item[0] ?? other?[0] ?? all["a"] }
            let list = [row][0]
            var delay: AnyObject = frame
            if delay.doubleValue == 0 { delay = message.count }
            """
        #expect(
            body(source) == """
                let message = try JSONSerialization.jsonObject(with: data, options: []) as AnyObject
                let total = (NavSimAnyObject(message)["Key"] as AnyObject? as? Int) ?? 0
                if let rows = NavSimAnyObject(message)["Value"] as? NSMutableArray {
                    for row in rows as Array<AnyObject> { print(NavSimAnyObject(row)["Id"], message.count, row) }
                }
                func read(_ item: AnyObject, _ other: AnyObject?, _ all: [String: AnyObject]) -> Any? { NavSimAnyObject(item)[0] ?? other?[0] ?? all["a"] }
                let list = [row][0]
                var delay: AnyObject = frame
                if NavSimAnyObject(delay).doubleValue == 0 { delay = message.count }
                """)
    }

    @Test func aSelectorNavSimCannotCallIsLeftAndListedWithItsLine() {
        let port = SourcePort("let a = 1\nlet s = #selector(getter: Screen.view)\n", path: "f")
        #expect(port.text.contains("#selector(getter: Screen.view)"))
        #expect(port.unported.map(\.line) == [2])
        #expect(port.unported.first?.reason.contains("getter:") == true)
    }

    @Test func previewsAreLeftOutWithTheirLinesKept() {
        #expect(body("let a = 1\n#Preview(\"A\") {\n    Screen()\n}\nlet b = 2") == "let a = 1\n\n\n\nlet b = 2")
    }

    @Test func commentsAndStringsAreNeverRewritten() {
        let source = ##"""
            // import UIKit #selector(a) @objc
            /* @objc /* nested #selector(b) */ import UIKit */
            let s = "import UIKit \(x ?? "#selector(c)") @objc"
            let r = #"@objc "\#(y)" #selector(d)"#
            let m = """
                @IBAction #selector(e)
                """
            """##
        #expect(body(source) == source)
    }

    @Test func declarationsAreListedWithWhatTheyInheritAndTheirLines() {
        let port = SourcePort(
            """
            protocol Coordinator: AnyObject {}
            final class AppCoordinator<T>: NSObject, Coordinator where T: Equatable {
                class func make() {}
                enum Step: Int { case a }
            }
            extension AppCoordinator: UITableViewDelegate {}
            """, path: "f")
        #expect(
            port.declarations == [
                .init(kind: "protocol", name: "Coordinator", inherits: ["AnyObject"], line: 1),
                .init(kind: "class", name: "AppCoordinator", inherits: ["NSObject", "Coordinator"], line: 2),
                .init(kind: "enum", name: "AppCoordinator.Step", inherits: ["Int"], line: 4),
                .init(kind: "extension", name: "AppCoordinator", inherits: ["UITableViewDelegate"], line: 6),
            ])
    }

    @Test func outletsAndActionsGetConnectionsAStoryboardCanUse() {
        let port = SourcePort(
            """
            class Form: UIViewController {
                @IBOutlet private weak var label: UILabel!
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet private(set) var header: UIView
                @IBAction func save(_ sender: Any) {}
                @IBAction private func tap(sender: UIButton) { print("\\(sender)") }
                @IBAction func go() {}
                @IBAction func pick(_ item: Any, forEvent event: UIEvent) {}
            }
            """, path: "f")
        #expect(port.connectionsVariable == "navSimConnections_f")
        let generated = port.text.split(separator: "#sourceLocation()\n").last.map(String.init)
        #expect(
            generated == """
                extension Form {
                    static var navSimConnections_Form_f: PortedInterface.Connections {
                        PortedInterface.Connections(
                            of: Form.self,
                            outlets: ["label": { let owner = $0 as! Form; owner.label = $1 as? UILabel }, \
                "buttons": { let owner = $0 as! Form; owner.buttons = (owner.buttons ?? []) + [$1 as! UIButton] }, \
                "header": { let owner = $0 as! Form; owner.header = $1 as! UIView }],
                            actions: ["save:": Selector(navSimPort: "save(_:)", unreadSender: Form.save(_:)), \
                "tapWithSender:": Selector(navSimPort: "tap(sender:)", Form.tap(sender:)), \
                "go": Selector(navSimPort: "go", takingNothing: Form.go), \
                "pick:forEvent:": Selector(navSimPort: "pick(_:forEvent:)", Form.pick(_:forEvent:))])
                    }
                }
                @MainActor
                var navSimConnections_f: [PortedInterface.Connections] {
                    [Form.navSimConnections_Form_f]
                }

                """)
    }

    /// Objective-C reaches any `@objc` method by its name, not only `@IBAction`s: each is
    /// registered in its file's connections, where the port can name it (a top-level type's
    /// method, or an extension's, neither async nor throwing, taking up to two parameters).
    @Test func objcMethodsAreRegisteredByTheirSelectors() {
        let port = SourcePort(
            """
            private final class Sleeve {
                @objc func invoke() {}
                @objc(fire:) func trigger(_ sender: Any) {}
                @objc func load() async {}
                @objc func fail() throws {}
                @objc func three(_ a: Int, b: Int, c: Int) {}
                @objc dynamic var count = 0
                @objc static func shared() {}
                final class Nested { @objc func hidden() {} }
            }
            extension UIViewController { @objc @IBAction func dismissKeyboard(_ sender: UIButton) { view.endEditing(true) } }
            @objc protocol Delegate { @objc func done() }
            class Box<T>: NSObject { @objc func open() {} }
            """, path: "/app/UI+Sleeve.swift")
        let generated = port.text.split(separator: "#sourceLocation()\n").last.map(String.init) ?? ""
        #expect(port.connectionsVariable == "navSimConnections_UI_Sleeve")
        #expect(
            generated.contains(
                """
                actions: ["invoke": Selector(navSimPort: "invoke", takingNothing: Sleeve.invoke), \
                "fire:": Selector(navSimPort: "trigger(_:)", unreadSender: Sleeve.trigger(_:))])
                """))
        #expect(
            generated.contains(
                """
                actions: ["dismissKeyboard:": Selector(navSimPort: "dismissKeyboard(_:)", \
                unreadSender: UIViewController.dismissKeyboard(_:))])
                """))
        #expect(
            generated.hasSuffix(
                """
                var navSimConnections_UI_Sleeve: [PortedInterface.Connections] {
                    [Sleeve.navSimConnections_Sleeve_UI_Sleeve, \
                UIViewController.navSimConnections_UIViewController_UI_Sleeve]
                }

                """))
        for absent in ["load", "fail", "three", "count", "shared", "hidden", "done", "open"] {
            #expect(!generated.contains("\"\(absent)"), "\(absent) is not registered")
        }
    }

    @Test func theInterfaceFileNamesTheClassesTheDocumentsUseAndHoldsTheirText() {
        let ports = [SourcePort("class Form: UIViewController { @IBAction func go() {} }\nclass Unused {}", path: "f")]
        let storyboard =
            #"<document><scene><viewController customClass="Form"/><view customClass="Missing"/>"#
            + "\"##\\#(x)</scene></document>"
        let source = InterfaceSource.make(ports: ports, documents: [("Main.storyboard", storyboard)])
        #expect(source.contains(#"classes: ["Form": Form.self],"#))
        #expect(source.contains("connections: [navSimConnections_f].flatMap { $0 })"))
        #expect(source.contains("\"Main.storyboard\": ###\"\"\"\n\(storyboard)\n\"\"\"###"))
        #expect(!source.contains("Bundle.installNavSimInfoPlist"), "no Info.plist, nothing to install")
    }

    /// NavSimNetworking's operation queues are declared in the app's module, where they win
    /// over Foundation's; a name the app declares itself is left to it.
    @Test func theInterfaceFileNamesNavSimsOperationQueuesUnlessTheAppDeclaresThem() {
        let ports = [SourcePort("class Form: UIViewController {}", path: "f")]
        #expect(
            InterfaceSource.make(ports: ports, documents: []).hasSuffix(
                """
                    }
                }

                typealias Operation = NavSimNetworking.Operation
                typealias BlockOperation = NavSimNetworking.BlockOperation
                typealias OperationQueue = NavSimNetworking.OperationQueue

                """ + InterfaceSource.urlReaders))
        let own = [SourcePort("enum Operation { case add }", path: "f")]
        let source = InterfaceSource.make(ports: own, documents: [])
        #expect(!source.contains("typealias Operation ="))
        #expect(source.contains("typealias OperationQueue = NavSimNetworking.OperationQueue\n"))
    }

    /// Foundation's URL-reading initializers whose signatures NavSimNetworking cannot declare
    /// are declared in the app's module, with Foundation's signatures, calling NavSim's.
    @Test func theInterfaceFileDeclaresTheURLReadersWithFoundationsSignatures() {
        let source = InterfaceSource.make(ports: [], documents: [])
        for declaration in [
            "init(contentsOf url: __shared URL, options: Data.ReadingOptions) throws {\n"
                + "        try self.init(navSimContentsOf: url, options: options)",
            "init(contentsOf url: __shared URL) throws {\n        try self.init(navSimContentsOf: url)",
            "init(contentsOf url: __shared URL, encoding: String.Encoding) throws {\n"
                + "        try self.init(navSimContentsOf: url, encoding: encoding)",
        ] {
            #expect(source.contains(declaration))
        }
    }

    /// The app's Info.plist is installed as the main bundle's, for the module the file is in;
    /// it is no Interface Builder document.
    @Test func theInterfaceFileInstallsTheAppsInfoPlist() {
        let plist =
            "<plist><dict><key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict></plist>"
        let source = InterfaceSource.make(ports: [], documents: [], infoPlist: plist)
        #expect(source.hasPrefix("import NavSimUIKit\nimport NavSimNetworking\n"))
        #expect(source.contains("documents: [:],"))
        #expect(
            source.contains(
                "connections: [])\n        Bundle.installNavSimInfoPlist(\n            #\"\"\"\n\(plist)\n\"\"\"#,\n"
                    + "            module: String(#fileID.prefix { $0 != \"/\" }))\n    }"))
    }

    /// The modules an Objective-C bridging header imports are re-exported to every file of the
    /// module, as Xcode makes them visible to files with no import (ApplicationCoordinator).
    @Test func theInterfaceFileReExportsTheModulesTheBridgingHeaderImports() {
        let header = "// Bridging header\n@import UIKit;\n#import <Foundation/Foundation.h>\n#import \"Legacy.h\"\n"
        let source = InterfaceSource.make(ports: [], documents: [], bridgingHeader: header)
        #expect(
            source.hasPrefix(
                "@_exported import NavSimUIKit\n@_exported import NavSimNetworking\nimport NavSimUIKit\n"))
        #expect(InterfaceSource.make(ports: [], documents: []).hasPrefix("import NavSimUIKit\n"))
    }

    /// The asset catalog's image and color sets get the symbols Xcode generates for them,
    /// and are no Interface Builder documents.
    @Test func theInterfaceFileDeclaresTheAssetSymbolsXcodeGenerates() {
        let sets = [
            "arrowRight.imageset", "policieImage.imageset", "Done.imageset", "Arrow-Left.imageset",
            "AccentColor.colorset", "2x.imageset",
        ]
        let source = InterfaceSource.make(ports: [], documents: sets.map { ($0, "{}") })
        #expect(source.contains("documents: [:],"))
        #expect(
            source.hasSuffix(
                """
                    }
                }

                extension UIImage {
                    static var _2x: UIImage { UIImage(named: "2x")! }
                    static var arrowLeft: UIImage { UIImage(named: "Arrow-Left")! }
                    static var done: UIImage { UIImage(named: "Done")! }
                    static var arrowRight: UIImage { UIImage(named: "arrowRight")! }
                    static var policie: UIImage { UIImage(named: "policieImage")! }
                }

                extension UIColor {
                    static var accent: UIColor { UIColor(named: "AccentColor")! }
                }

                typealias Operation = NavSimNetworking.Operation
                typealias BlockOperation = NavSimNetworking.BlockOperation
                typealias OperationQueue = NavSimNetworking.OperationQueue

                """ + InterfaceSource.urlReaders), "\(source)")
    }

    /// A symbol the app declares itself in an extension of `UIColor` or `UIImage` is left out:
    /// a project without Xcode's asset symbols (Xcode 14's StraussApp) declares
    /// `UIColor.accent` for its `AccentColor` set, which a generated one would clash with.
    @Test func anAssetSymbolTheAppDeclaresItselfIsLeftOut() {
        let app = SourcePort(
            """
            import UIKit
            extension UIKit.UIColor {
                static let accent = UIColor(named: "AccentColor")
                var unrelated: Int { 1 }
                struct Nested { static let done = 1 }
            }
            enum Theme { static let arrowRight = 1 }
            extension UIImage { class var done: UIImage { UIImage() } }
            """, path: "Colors.swift")
        #expect(app.assetSymbolsDeclared == ["UIColor.accent", "UIImage.done"])
        let sets = ["AccentColor.colorset", "Done.imageset", "arrowRight.imageset", "Brand.colorset"]
        let source = InterfaceSource.make(ports: [app], documents: sets.map { ($0, "{}") })
        #expect(!source.contains("static var accent"))
        #expect(!source.contains("static var done"))
        #expect(source.contains("static var arrowRight: UIImage"), "Theme's is not UIImage's")
        #expect(source.contains("static var brand: UIColor"))
    }

    /// Every rewrite keeps every line where it was, whatever the file holds: random files
    /// made of the constructs porting rewrites and the ones it must skip.
    @Test func everyPortKeepsTheLineCount() {
        let pieces = [
            "import UIKit\n", "@objc ", "@IBOutlet ", "#selector(tap(_:))", "#selector(\nself.tap\n)", "\"a\\(b)\"",
            "#Preview {\n A()\n}\n", "/* x\n y */", "// c\n", "class A: B {", "}", "\n", "\"\"\"\nq\n\"\"\"\n",
            "#\"r\"#", "func f() {", "@main\n", "#selector(getter: A.b)", "canImport(UIKit)",
        ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let source = (0..<Int(generator.next() % 30)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            let lines = source.count { $0 == "\n" }
            #expect(body(source).count { $0 == "\n" } == lines, "\(source)")
        }
    }
}
