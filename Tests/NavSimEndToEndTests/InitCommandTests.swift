import Foundation
import NavSimCore
import NavSimPorting
import NavSimTestSupport
import Testing

/// `navsim init` on Tests/PortFixture/Shop, an app written exactly as an Xcode project's,
/// and the package that builds it (the `Shop` target and `shop-navsim`, which this
/// package builds from the files init writes).
struct InitCommandTests {
    private let appFolder = repositoryRoot.appendingPathComponent("Tests/PortFixture/Shop")
    /// The app's framework target, beside it.
    private let frameworkFolder = repositoryRoot.appendingPathComponent("Tests/PortFixture/ShopKit")

    /// Every file under `folder` and its bytes.
    private func contents(of folder: URL) throws -> [String: Data] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        var contents: [String: Data] = [:]
        for path in paths where !path.hasSuffix("/") {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                contents[path] = try Data(contentsOf: url)
            }
        }
        return contents
    }

    @Test func initWritesTheLaunchAndCommandThisPackageBuildsAndLeavesTheAppAsItIs() throws {
        let before = try contents(of: appFolder)
        let output = try temporaryFolder().appendingPathComponent("NavSim")
        let run = try navsim(
            "init", appFolder.path, "--name", "shop", "--output", output.path, "--navsim-path", "/nav sim")

        #expect(run.status == 0, "\(run.error)")
        #expect(try contents(of: appFolder) == before, "init changed the app's folder")
        #expect(
            run.output.contains("11 Swift files (2 with #selector, rewritten at build)"), "not counting @IBAction files"
        )
        #expect(run.output.contains("  app delegate: AppDelegate\n  scene delegate: SceneDelegate\n"))
        #expect(
            run.output.contains(
                "  view controllers: 4 (CatalogViewController, CheckoutViewController, ProductViewController, "
                    + "ReviewsViewController)"))
        #expect(
            run.output.contains(
                "  storyboards: 1 (Main.storyboard), 2 scenes, 1 segue\n  xibs: 1 (CheckoutViewController.xib)"))
        #expect(run.output.contains("  coordinators: 2 (AppCoordinator, CheckoutCoordinator)"))
        #expect(
            run.output.contains("  frameworks: UIKit → NavSimUIKit, SwiftUI → NavSimSwiftUI, Combine → NavSimCombine")
        )
        #expect(!run.output.contains("needs a hand"))
        #expect(
            run.output.contains(
                "  framework beside the app: ShopKit (\(frameworkFolder.path), 1 Swift file), built as a target of its own"
            ))

        // The files this package builds the fixture with are the ones init writes.
        let fixture = repositoryRoot.appendingPathComponent("Tests/PortFixture")
        for (written, built) in [
            ("Sources/Shop/Shop+NavSim.swift", "ShopNavSim/Shop+NavSim.swift"),
            ("Sources/ShopKit/ShopKit+NavSim.swift", "ShopKitNavSim/ShopKit+NavSim.swift"),
            ("Sources/shop-navsim/main.swift", "shop-navsim/main.swift"),
        ] {
            #expect(
                try Data(contentsOf: output.appendingPathComponent(written))
                    == Data(contentsOf: fixture.appendingPathComponent(built)), "\(written)")
        }
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(name: "NavSim", path: "/nav sim")"#))
        #expect(manifest.contains(#"plugins: [.plugin(name: "NavSimPortPlugin", package: "NavSim")]"#))
        #expect(manifest.contains(#".product(name: "NavSimCombine", package: "NavSim")"#))
        #expect(manifest.contains(#".product(name: "NavSimNetworking", package: "NavSim")"#))
        #expect(!run.output.contains("URLSession"), "Shop makes no request")
        let configuration = try String(
            contentsOf: output.appendingPathComponent("Sources/Shop/navsim-port.json"), encoding: .utf8)
        let relative = InitCommandTests.relative(from: output, to: appFolder)
        #expect(configuration.contains("\"appFolders\": [\"\(relative)\"]"))
        // Its Info.plist is named `info.plist`, as some projects name it, and launches no storyboard.
        #expect(run.output.contains("\n  Info.plist: info.plist\n"))
        #expect(configuration.contains("\"infoPlist\": \"\(relative)/info.plist\"\n"))
        // The framework is a target of its own, which the app's depends on.
        let frameworkConfiguration = try String(
            contentsOf: output.appendingPathComponent("Sources/ShopKit/navsim-port.json"), encoding: .utf8)
        let frameworkRelative = InitCommandTests.relative(from: output, to: frameworkFolder)
        #expect(frameworkConfiguration.contains("\"appFolders\": [\"\(frameworkRelative)\"]"))
        let frameworkTarget =
            "name: \"ShopKit\",\n            dependencies: [\n                .product(name: \"NavSimUIKit\""
        #expect(manifest.contains(frameworkTarget))
        #expect(manifest.contains("name: \"Shop\",\n            dependencies: [\n                \"ShopKit\","))
    }

    @Test func initNamesTheFilesWhoseRequestsScenariosAnswer() throws {
        let feed = repositoryRoot.appendingPathComponent("Tests/NetworkFixture/Feed")
        let output = try temporaryFolder().appendingPathComponent("NavSim")
        let run = try navsim("init", feed.path, "--name", "feed", "--output", output.path, "--navsim-path", "/nav sim")
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains(
                "  URLSession: 1 (BlogAPI.swift): every request is a service request (`GET host/path`) that scenarios "
                    + "and walks answer; after a build, `--answers TRACE` writes sample answers from a walk "
                    + "(docs/your-app.md)\n"))
        #expect(!run.output.contains("needs a hand"))
    }

    /// `to`'s path from `from`, both absolute, through their common folder.
    private static func relative(from: URL, to: URL) -> String {
        let base = from.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let target = to.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let common = zip(base, target).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// `--answers TRACE` lists what a walk of the app requested and writes sample answers that
    /// the launcher init writes reads; run again, it keeps the file, edited or not, and names
    /// what is missing from it; a trace of another app is refused.
    @Test func initWritesSampleAnswersForTheEndpointsAWalkReached() throws {
        let feed = repositoryRoot.appendingPathComponent("Tests/NetworkFixture/Feed")
        let folder = try temporaryFolder()
        let walk = folder.appendingPathComponent("walk.navtrace").path
        let record = try run("feed-navsim", ["record", "feed", "--explore", "30", "--seed", "1", "--output", walk])
        #expect(record.status == 0, "\(record.error)")
        let output = folder.appendingPathComponent("NavSim")
        let answers = output.appendingPathComponent("answers.json")
        let before = try contents(of: feed)

        let first = try navsim("init", feed.path, "--name", "feed", "--output", output.path, "--answers", walk)
        #expect(first.status == 0, "\(first.error)")
        #expect(
            first.output.hasSuffix(
                "\(walk): 2 services requested (2 network endpoints):\n"
                    + "  GET api.example.com/posts: 9 requests\n  GET api.example.com/posts/1/comments: 2 requests\n"
                    + "wrote \(output.path)/answers.json: sample answers for each, which walks give; edit them "
                    + "(docs/your-app.md)\n"))
        #expect(
            try String(contentsOf: answers, encoding: .utf8) == """
                {
                  "GET api.example.com/posts": [
                    {"body":null,"status":200},
                    {"status":500},
                    {"error":"notConnectedToInternet"}
                  ],
                  "GET api.example.com/posts/1/comments": [
                    {"body":null,"status":200},
                    {"status":500},
                    {"error":"notConnectedToInternet"}
                  ]
                }

                """)
        let launcher = try String(
            contentsOf: output.appendingPathComponent("Sources/Feed/Feed+NavSim.swift"), encoding: .utf8)
        #expect(launcher.contains("responses: NavSimApp.answers(inPackageOf: #filePath))"))

        let edited = #"{"GET api.example.com/posts": [{"body": [{"id": 1, "title": "Hi"}]}]}"#
        try Data(edited.utf8).write(to: answers)
        let again = try navsim("init", feed.path, "--name", "feed", "--output", output.path, "--answers", walk)
        #expect(again.status == 0, "\(again.error)")
        #expect(
            again.output.hasSuffix(
                "kept (already there) \(output.path)/answers.json; not in it: "
                    + "GET api.example.com/posts/1/comments\n"))
        #expect(try String(contentsOf: answers, encoding: .utf8) == edited)
        #expect(try contents(of: feed) == before, "init changed the app's folder")

        let other = try navsim("init", feed.path, "--name", "blog", "--output", output.path, "--answers", walk)
        #expect(other.status == 2)
        #expect(other.error == "navsim: \(walk) is a trace of feed, not of blog\n")
    }

    @Test func runningInitAgainKeepsEveryFileAlreadyThere() throws {
        let output = try temporaryFolder().appendingPathComponent("NavSim")
        #expect(try navsim("init", appFolder.path, "--name", "shop", "--output", output.path).status == 0)
        // Without --navsim-path the package depends on the release of the navsim that wrote it.
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("from: \"\(NavSimVersion.current)\")"))
        #expect(try navsim("--version").output == NavSimVersion.current + "\n")
        let launcher = output.appendingPathComponent("Sources/Shop/Shop+NavSim.swift")
        try Data("// mine\n".utf8).write(to: launcher)
        try FileManager.default.removeItem(at: output.appendingPathComponent(".gitignore"))

        let again = try navsim("init", appFolder.path, "--name", "shop", "--output", output.path)

        #expect(again.status == 0)
        #expect(try String(contentsOf: launcher, encoding: .utf8) == "// mine\n")
        #expect(again.output.contains("wrote \(output.path)/.gitignore\n"))
        #expect(again.output.contains("kept (already there) \(output.path)/Package.swift,"))
    }

    @Test func initRefusesWhatItCannotDoWithOneLineAndItsStatus() throws {
        let folder = try temporaryFolder()
        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import UIKit\n".utf8).write(to: app.appendingPathComponent("A.swift"))

        let inside = try navsim(
            "init", app.path, "--name", "app", "--output", app.appendingPathComponent("NavSim").path)
        #expect(inside.status == 3 && inside.failedWithOneLine, "\(inside.error)")
        #expect(inside.error.contains("the iOS target would compile it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.path) == ["A.swift"])

        let itself = try navsim("init", app.path, "--name", "app", "--output", app.path)
        #expect(itself.status == 3 && itself.failedWithOneLine)
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: app)
        let throughLink = try navsim(
            "init", app.path, "--name", "app", "--output", link.appendingPathComponent("P").path)
        #expect(throughLink.status == 3 && throughLink.error.contains("the iOS target would compile it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.path) == ["A.swift"])

        let binary = folder.appendingPathComponent("Binary")
        try FileManager.default.createDirectory(at: binary, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: binary.appendingPathComponent("Bad.swift"))
        let notText = try navsim(
            "init", binary.path, "--name", "app", "--output", folder.appendingPathComponent("B").path)
        #expect(
            notText.status == 2 && notText.failedWithOneLine
                && notText.error.contains("Bad.swift is not a UTF-8 text file"))

        // A FIFO and a device where a Swift file is expected: named as such, not read.
        let special = folder.appendingPathComponent("Special")
        try FileManager.default.createDirectory(at: special, withIntermediateDirectories: true)
        try Data("import UIKit\n".utf8).write(to: special.appendingPathComponent("A.swift"))
        #expect(mkfifo(special.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            at: special.appendingPathComponent("Zero.swift"), withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        let notFile = try navsim(
            "init", special.path, "--name", "app", "--output", folder.appendingPathComponent("S").path)
        #expect(notFile.status == 2 && notFile.failedWithOneLine, "\(notFile.error)")
        #expect(
            notFile.error.contains(".swift is not a regular file (a FIFO, a socket or a device)"),
            "\(notFile.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("S").path))

        let noSwift = try navsim(
            "init", empty.path, "--name", "app", "--output", folder.appendingPathComponent("P").path)
        #expect(noSwift.status == 2 && noSwift.error.contains("holds no Swift file"))
        let missing = try navsim("init", folder.appendingPathComponent("Nope").path, "--name", "app")
        #expect(missing.status == 2 && missing.failedWithOneLine)

        for name in ["Shop", "1shop", "sh op", "shop/x", ""] {
            let bad = try navsim("init", app.path, "--name", name, "--output", folder.appendingPathComponent("Q").path)
            #expect(bad.status == 64, "--name '\(name)'")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Q").path))
    }

    @Test func initNamesWhatNeedsAHand() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("Gallery")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import UIKit\nimport Photos\nclass Album: UIViewController {}\n".utf8)
            .write(to: app.appendingPathComponent("Album.swift"))
        try Data("import UIKit\nlet s = #selector(getter: UIView.frame)\n".utf8)
            .write(to: app.appendingPathComponent("Odd.swift"))
        try Data("<document/>".utf8).write(to: app.appendingPathComponent("Main.storyboard"))
        // A link named as the imported module is no framework target: it could lead anywhere.
        let elsewhere = folder.appendingPathComponent("Elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("public struct Photo {}\n".utf8).write(to: elsewhere.appendingPathComponent("Photo.swift"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Photos"), withDestinationURL: elsewhere)

        let run = try navsim("init", app.path, "--name", "gallery", "--output", folder.appendingPathComponent("P").path)
        #expect(!run.output.contains("framework beside the app"))

        #expect(run.status == 0)
        #expect(run.output.contains("  app delegate: none found\n"))
        #expect(
            run.output.contains(
                "  needs a hand: Photos has no NavSim stand-in, used by Album.swift: write the types those files use, "
                    + "`public`, in Sources/Photos/Photos+NavSim.swift, the module init made for it (or list the files "
                    + "under \"exclude\" in Sources/Gallery/navsim-port.json and write what they declare in "
                    + "Sources/Gallery/)\n"))
        let standIn = folder.appendingPathComponent("P/Sources/Photos/Photos+NavSim.swift")
        #expect(FileManager.default.fileExists(atPath: standIn.path))
        let manifest = try String(contentsOf: folder.appendingPathComponent("P/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".target(name: "Photos", dependencies: [.product(name: "NavSimUIKit""#))
        #expect(run.output.contains("needs a hand: Odd.swift:2: #selector(getter: UIView.frame) names no method"))
        #expect(run.output.contains("  storyboards: 1 (Main.storyboard), 0 scenes, 0 segues\n"))
        let launcher = try String(
            contentsOf: folder.appendingPathComponent("P/Sources/Gallery/Gallery+NavSim.swift"), encoding: .utf8)
        #expect(launcher.contains("navsim init found no app or scene delegate"))
    }

    /// An app declared in SwiftUI launches through `AppSceneDelegate`, with no line to write;
    /// its `@UIApplicationDelegateAdaptor`'s delegate is made and launched first.
    @Test func initLaunchesASwiftUIAppThroughItsWindowGroup() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("Diary")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(
            """
            import SwiftUI

            @main
            struct DiaryApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { Text("Diary") } }
            }

            final class AppDelegate: NSObject, UIApplicationDelegate {}

            """.utf8
        ).write(to: app.appendingPathComponent("DiaryApp.swift"))

        let run = try navsim("init", app.path, "--name", "diary", "--output", folder.appendingPathComponent("P").path)

        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("  SwiftUI app: DiaryApp (its first WindowGroup is the window)\n"))
        #expect(run.output.contains("  app delegate: AppDelegate\n"))
        let launcher = try String(
            contentsOf: folder.appendingPathComponent("P/Sources/Diary/Diary+NavSim.swift"), encoding: .utf8)
        #expect(launcher.contains("import NavSimSwiftUI\n"))
        #expect(
            launcher.contains(
                "appDelegate: { AppDelegate() }, sceneDelegate: { AppSceneDelegate<DiaryApp>() },"))
        #expect(!launcher.contains("found no app or scene delegate"))
    }

    /// Once the user has written a stand-in, init run again says so instead of asking for it.
    @Test func initRunAgainNamesAWrittenStandInAndNoLongerAsksForIt() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("Gallery")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import UIKit\nimport Photos\nclass Album: UIViewController {}\n".utf8)
            .write(to: app.appendingPathComponent("Album.swift"))
        let output = folder.appendingPathComponent("P").path
        let first = try navsim("init", app.path, "--name", "gallery", "--output", output)
        #expect(first.output.contains("  needs a hand: Photos has no NavSim stand-in, used by Album.swift: "))
        #expect(!first.output.contains("  stand-in: Photos"))

        let again = try navsim("init", app.path, "--name", "gallery", "--output", output)
        #expect(
            again.output.contains("  needs a hand: Photos has no NavSim stand-in"), "the empty stand-in is not written")

        try Data("public struct PHAsset {}\n".utf8)
            .write(to: folder.appendingPathComponent("P/Sources/Photos/Photos+NavSim.swift"))
        let written = try navsim("init", app.path, "--name", "gallery", "--output", output)
        #expect(written.status == 0)
        #expect(!written.output.contains("needs a hand"))
        #expect(
            written.output.contains(
                "  stand-in: Photos, written in Sources/Photos/Photos+NavSim.swift, used by Album.swift\n"))
    }

    /// A project as Xcode 16 writes it (an old-style property list): the app target compiles
    /// App.swift from its group and the synchronized folder Screens less Draft.swift, its
    /// membership exception; Legacy.swift is in the folder but in no build phase, and the test
    /// target's Legacy.swift does not make it the app's. The app depends on the Swift package SnapKit.
    private static let galleryProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 77;
        	objects = {
        		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        		B2 /* Legacy.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Legacy.swift */; };
        		F1 /* App.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
        		F2 /* Legacy.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Legacy.swift; sourceTree = "<group>"; };
        		X1 /* Exceptions for "Screens" folder in "Gallery" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Draft.swift, ); target = T1 /* Gallery */; };
        		S1 /* Screens */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, ); explicitFileTypes = {}; explicitFolders = (); path = Screens; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        		G1 /* Gallery */ = {isa = PBXGroup; children = (F1, F2, S1, ); path = Gallery; sourceTree = "<group>"; };
        		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        		P2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B2, ); };
        		D1 /* SnapKit */ = {isa = XCSwiftPackageProductDependency; package = K1; productName = SnapKit; };
        		K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/SnapKit/SnapKit.git"; };
        		T1 /* Gallery */ = {isa = PBXNativeTarget; buildPhases = (P1, ); fileSystemSynchronizedGroups = (S1, ); name = Gallery; packageProductDependencies = (D1, ); productType = "com.apple.product-type.application"; };
        		T2 /* GalleryTests */ = {isa = PBXNativeTarget; buildPhases = (P2, ); name = GalleryTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
        	};
        	rootObject = R0 /* Project object */;
        }
        """

    @Test func initExcludesTheFilesNoAppTargetCompilesAndNamesUserNotifications() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("Gallery")
        let screens = app.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        let project = folder.appendingPathComponent("Gallery.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.galleryProject.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        for (path, source) in [
            ("App.swift", "import UIKit\nclass Notifier { let center = UNUserNotificationCenter.current() }\n"),
            ("Legacy.swift", "import UIKit\nimport Kingfisher\nclass LegacyCell: MissingCell {}\n"),
            ("Screens/Home.swift", "import UIKit\nimport SnapKit\nclass HomeViewController: UIViewController {}\n"),
            ("Screens/Draft.swift", "import UIKit\nclass DraftViewController: UIViewController {}\n"),
        ] {
            try Data(source.utf8).write(to: app.appendingPathComponent(path))
        }

        let output = folder.appendingPathComponent("P")
        let run = try navsim("init", app.path, "--name", "gallery", "--output", output.path)

        #expect(run.status == 0, "\(run.error)")
        // The excluded files count for nothing: Draft's controller, Legacy's Kingfisher.
        #expect(run.output.hasPrefix("\(app.standardizedFileURL.path): 2 Swift files (0 with #selector"))
        #expect(run.output.contains("\n  view controllers: 1 (HomeViewController)\n"))
        #expect(!run.output.contains("Kingfisher"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Sources/Kingfisher").path))
        #expect(
            run.output.contains(
                "  Xcode project \(project.standardizedFileURL.path): files in no application target: 2 "
                    + "(Legacy.swift, Screens/Draft.swift), listed under \"exclude\" in Sources/Gallery/navsim-port.json\n"
            ))
        #expect(
            run.output.contains(
                "  needs a hand: UserNotifications has no NavSim stand-in, used by App.swift: `import UIKit` brings it "
                    + "on iOS, so write the types those files use in a NavSim-only file in Sources/Gallery/\n"))
        #expect(
            run.output.contains(
                "  needs a hand: SnapKit, a Swift package of the Xcode project (https://github.com/SnapKit/SnapKit.git) "
                    + "that NavSim does not build, has no NavSim stand-in, used by Screens/Home.swift: write the types "
                    + "those files use, `public`, in Sources/SnapKit/SnapKit+NavSim.swift, the module init made for it")
        )
        let configuration = try String(
            contentsOf: output.appendingPathComponent("Sources/Gallery/navsim-port.json"), encoding: .utf8)
        #expect(
            configuration == """
                {
                  "appFolders": ["../Gallery"],
                  "exclude": [
                    "../Gallery/Legacy.swift",
                    "../Gallery/Screens/Draft.swift"
                  ]
                }

                """)
        let launcher = try String(
            contentsOf: output.appendingPathComponent("Sources/Gallery/Gallery+NavSim.swift"), encoding: .utf8)
        #expect(
            launcher.hasPrefix("import NavSimCore\nimport NavSimUIKit\n"), "JSONValue needs no import of the user's")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("\n                .product(name: \"NavSimCore\", package: \"NavSim\"),\n"))
    }

    /// A project as Xcode 16 writes one whose app depends on a local Swift package's product:
    /// the product names no package, and the project lists the package's folder apart.
    private static let shopProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 77;
        	objects = {
        		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        		F1 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        		G1 /* Shop */ = {isa = PBXGroup; children = (F1, ); path = Shop; sourceTree = "<group>"; };
        		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        		D1 /* Home */ = {isa = XCSwiftPackageProductDependency; productName = Home; };
        		D2 /* Charts */ = {isa = XCSwiftPackageProductDependency; productName = Charts; };
        		K1 /* XCLocalSwiftPackageReference "Packages/Home" */ = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Home; };
        		T1 /* Shop */ = {isa = PBXNativeTarget; buildPhases = (P1, ); name = Shop; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
        		R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; packageReferences = (K1, ); targets = (T1, ); };
        	};
        	rootObject = R0 /* Project object */;
        }
        """

    /// The modules of the local packages the Xcode project references, and of those their
    /// manifests depend on by path, are built as targets of their own, from the app's
    /// repository, with nothing to write.
    @Test func initBuildsTheLocalPackagesTheProjectReferences() throws {
        let folder = try temporaryFolder()
        let project = folder.appendingPathComponent("Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.shopProject.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let files = [
            (
                "Shop/App.swift",
                "import UIKit\nimport Home\nimport Charts\nclass Root { let home = HomeCoordinator() }\n"
            ),
            (
                "Packages/Home/Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Home\", "
                    + "dependencies: [.package(name: \"Core\", path: \"../Core\")], targets: [.target(name: \"Home\")])\n"
            ),
            (
                "Packages/Home/Sources/Home/HomeCoordinator.swift",
                "import UIKit\nimport Core\npublic final class HomeCoordinator: Coordinator { public init() {} }\n"
            ),
            ("Packages/Home/Tests/HomeTests/HomeTests.swift", "import Testing\n@testable import Home\n"),
            ("Packages/Core/Sources/Core/Coordinator.swift", "import UIKit\nopen class Coordinator {}\n"),
        ]
        for (path, source) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: url)
        }
        let before = try contents(of: folder)

        let output = folder.appendingPathComponent("P")
        let run = try navsim(
            "init", folder.appendingPathComponent("Shop").path, "--name", "shop", "--output", output.path)

        #expect(run.status == 0, "\(run.error)")
        let packages = folder.appendingPathComponent("Packages").standardizedFileURL.path
        #expect(
            run.output.contains(
                "  local package's module: Core (\(packages)/Core/Sources/Core, 1 Swift file), built as a target of its own\n"
                    + "  local package's module: Home (\(packages)/Home/Sources/Home, 1 Swift file), built as a target of "
                    + "its own\n"))
        // A product of no package the project lists names no place, rather than an empty one.
        #expect(
            run.output.contains(
                "  needs a hand: Charts, a Swift package of the Xcode project that NavSim does not build,"))
        #expect(
            !run.output.contains("Home has no NavSim stand-in") && !run.output.contains("Core has no NavSim stand-in"))
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                "// Home, a framework target or local package's module, from ../Packages/Home/Sources/Home.\n"))
        #expect(manifest.contains("name: \"Home\",\n            dependencies: [\n                \"Core\","))
        let configuration = try String(
            contentsOf: output.appendingPathComponent("Sources/Core/navsim-port.json"), encoding: .utf8)
        #expect(configuration.contains("\"appFolders\": [\"../Packages/Core/Sources/Core\"]"))
        let after = try contents(of: folder).filter { !$0.key.hasPrefix("P/") }
        #expect(after == before, "init changed the app's repository")
    }

    /// A property list naming the storyboard `name` as the scene manifest's.
    private static func plist(launching name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
        <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneStoryboardFile</key><string>\(name)</string></dict></array></dict></dict></dict></plist>
        """
    }

    /// A project whose app target names its Info.plist in the build setting `INFOPLIST_FILE`,
    /// outside the app's folder and under another name, as many projects keep it.
    private static let recipesProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        		F1 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        		G1 /* Recipes */ = {isa = PBXGroup; children = (F1, ); path = Recipes; sourceTree = "<group>"; };
        		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, ); };
        		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Support/Recipes-Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Support/Recipes-Info.plist"; }; name = Release; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); defaultConfigurationName = Release; };
        		T1 /* Recipes */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = Recipes; productType = "com.apple.product-type.application"; };
        		R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        	};
        	rootObject = R0 /* Project object */;
        }
        """

    /// The app's Info.plist is found whatever its case (`info.plist`), or where the Xcode
    /// target's `INFOPLIST_FILE` says, and init names it in navsim-port.json, which the port
    /// plugin reads it from: its launch storyboard launches the app.
    @Test func initFindsTheInfoPlistInAnyCaseOrWhereTheTargetNamesIt() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("Recipes")
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Supporting"), withIntermediateDirectories: true)
        try Data("import UIKit\nclass RecipesViewController: UIViewController {}\n".utf8)
            .write(to: app.appendingPathComponent("App.swift"))
        try Data(Self.plist(launching: "Main").utf8).write(to: app.appendingPathComponent("Supporting/info.plist"))

        let lowercase = try navsim(
            "init", app.path, "--name", "recipes", "--output", folder.appendingPathComponent("A").path)
        #expect(lowercase.status == 0, "\(lowercase.error)")
        #expect(lowercase.output.contains("\n  Info.plist: Supporting/info.plist, launch storyboard Main\n"))
        let launcher = try String(
            contentsOf: folder.appendingPathComponent("A/Sources/Recipes/Recipes+NavSim.swift"), encoding: .utf8)
        #expect(launcher.contains("NavSimApp(\n            storyboard: \"Main\",\n"))
        let configuration = try String(
            contentsOf: folder.appendingPathComponent("A/Sources/Recipes/navsim-port.json"), encoding: .utf8)
        #expect(
            configuration == """
                {
                  "appFolders": ["../Recipes"],
                  "exclude": [],
                  "infoPlist": "../Recipes/Supporting/info.plist"
                }

                """)

        // The target's INFOPLIST_FILE wins over a file of the folder so named.
        let project = folder.appendingPathComponent("Recipes.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.recipesProject.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let support = folder.appendingPathComponent("Support")
        try FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        let targetPlist = support.appendingPathComponent("Recipes-Info.plist")
        try Data(Self.plist(launching: "Launch").utf8).write(to: targetPlist)

        let named = try navsim(
            "init", app.path, "--name", "recipes", "--output", folder.appendingPathComponent("B").path)
        #expect(named.status == 0, "\(named.error)")
        #expect(
            named.output.contains("\n  Info.plist: \(targetPlist.standardizedFileURL.path), launch storyboard Launch\n")
        )
        let namedConfiguration = try String(
            contentsOf: folder.appendingPathComponent("B/Sources/Recipes/navsim-port.json"), encoding: .utf8)
        #expect(namedConfiguration.contains("\"infoPlist\": \"../Support/Recipes-Info.plist\"\n"))
    }

    /// An empty `UIMainStoryboardFile` (Xcode leaves it so when "Main Interface" is cleared,
    /// as rajrulz/MVVMC's Info.plist has it) names no storyboard: the launcher passes none,
    /// and the scene manifest's storyboard, if any, is the one launched.
    @Test func initLaunchesNoStoryboardForAnEmptyName() throws {
        let folder = try temporaryFolder()
        let app = folder.appendingPathComponent("Users")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("import UIKit\nclass UsersViewController: UIViewController {}\n".utf8)
            .write(to: app.appendingPathComponent("App.swift"))
        let empty = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string></string></dict></plist>
            """
        try Data(empty.utf8).write(to: app.appendingPathComponent("Info.plist"))

        let emptyName = try navsim(
            "init", app.path, "--name", "users", "--output", folder.appendingPathComponent("A").path)
        #expect(emptyName.status == 0, "\(emptyName.error)")
        #expect(emptyName.output.contains("\n  Info.plist: Info.plist\n"))
        let launcher = try String(
            contentsOf: folder.appendingPathComponent("A/Sources/Users/Users+NavSim.swift"), encoding: .utf8)
        #expect(!launcher.contains("storyboard:"), "\(launcher)")

        let sceneStoryboard = Self.plist(launching: "Main").replacingOccurrences(
            of: "<dict><key>UIApplicationSceneManifest</key>",
            with: "<dict><key>UIMainStoryboardFile</key><string></string><key>UIApplicationSceneManifest</key>")
        try Data(sceneStoryboard.utf8).write(to: app.appendingPathComponent("Info.plist"))
        let sceneName = try navsim(
            "init", app.path, "--name", "users", "--output", folder.appendingPathComponent("B").path)
        #expect(sceneName.output.contains("\n  Info.plist: Info.plist, launch storyboard Main\n"))
    }

    /// The app as Xcode holds it runs with no line written for NavSim: explore finds the
    /// coordinator a swiped-down sheet leaks, with its shortest repro, the same at every run.
    @Test func thePortedAppRunsAndExploreFindsItsSheetLeak() throws {
        let app = try String(
            contentsOf: appFolder.appendingPathComponent("CatalogViewController.swift"), encoding: .utf8)
        #expect(app.contains("#selector(checkoutTapped)") && app.contains("@objc private func"))
        for file in try FileManager.default.contentsOfDirectory(atPath: appFolder.path) {
            let text = try String(contentsOf: appFolder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("NavSim") && !text.contains("canImport"), "\(file) is written for NavSim")
        }

        let first = try run("shop-navsim", ["explore", "shop", "--depth", "4"])
        let second = try run("shop-navsim", ["explore", "shop", "--depth", "4"])

        #expect(first.status == 1)
        #expect(first.output == second.output)
        #expect(
            first.output.contains(
                """
                1. flowEndedButAlive (CheckoutCoordinator) after 2 inputs, at step 31:
                   CheckoutCoordinator#2 has no screen left on screen but is still alive: leaked
                     1. {"tap": "Checkout", "on": "Catalog"}
                     2. {"sheet": "swipeDown"}
                """))
        #expect(first.output.contains("coverage: 5 screens (About, Catalog, Checkout, Product, Reviews), 10 actions"))
        #expect(first.output.contains("dead UI (tapped, never did anything): none"))
    }

    /// The storyboard's action and segue and the xib's action run: the cart counts the taps,
    /// the segue pushes Reviews.
    @Test func theStoryboardsAndXibsControlsRunTheAppsCode() throws {
        let folder = try temporaryFolder()
        let scenario = folder.appendingPathComponent("scenario.json")
        try Data(
            """
            {"app": "shop", "inputs": [
              {"tap": "Tea", "on": "Catalog"}, {"tap": "Add to cart", "on": "Product"}, {"tap": "Reviews", "on": "Product"},
              {"back": "button"}, {"back": "button"}, {"tap": "Checkout", "on": "Catalog"},
              {"tap": "Add gift wrap", "on": "Checkout"}
            ]}
            """.utf8
        ).write(to: scenario)
        let trace = folder.appendingPathComponent("shop.navtrace").path
        #expect(try run("shop-navsim", ["record", "shop", "--scenario", scenario.path, "--output", trace]).status == 0)

        // Each event after its step number and a tab.
        let events = try run("shop-navsim", ["log", trace]).output.split(separator: "\n").map {
            String($0.drop { $0 != "\t" }.dropFirst())
        }
        let afterAdd = events.drop { $0 != "> userTapped Add to cart on s2" }.dropFirst().first
        #expect(
            afterAdd == #"  viewModelStateChanged s2 to {"isPaid":false,"itemCount":1}"#, "the storyboard's action ran")
        let afterReviews = events.drop { $0 != "> userTapped Reviews on s2" }.dropFirst().prefix(2)
        #expect(Array(afterReviews) == ["  screenCreated s3 Reviews by none state null", "  pushed s3 onto k1"])
        let afterGiftWrap = events.drop { !$0.hasPrefix("> userTapped Add gift wrap") }.dropFirst().prefix(2)
        #expect(
            Array(afterGiftWrap) == [
                #"  viewModelStateChanged s1 to {"isPaid":false,"itemCount":2}"#,
                #"  viewModelStateChanged s4 to {"isPaid":false,"itemCount":2}"#,
            ], "the xib's action ran")
    }
}
