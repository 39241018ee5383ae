import Foundation

/// The package `navsim init` writes beside an app's folder: a target that builds the folder's
/// Swift files through NavSimPortPlugin, its NavSim-only files, and `<name>-navsim`.
///
/// ```text
/// NavSim/                          the package (anywhere outside the app's folder)
///   Package.swift
///   Sources/Shop/                  the app's module: NavSim-only files, plus the app's
///     navsim-port.json               ported files the plugin adds at build time
///     Shop+NavSim.swift            how NavSim launches the app (yours to edit)
///   Sources/shop-navsim/main.swift the whole navsim command, with the app declared
/// ```
public struct PortPackage: Sendable {
    /// The app's name in commands and scenarios (`shop`).
    public let appName: String
    /// The app's Swift module (`Shop`, from its folder's name).
    public let module: String
    /// The app's folder, relative to the package.
    public let appFolder: String
    /// NavSim's checkout, for a dependency by path; `nil` for the released package.
    public let navSimPath: String?
    public let appDelegate: String?
    public let sceneDelegate: String?
    /// The `@main` type of an app declared in SwiftUI, launched through NavSimSwiftUI's
    /// `AppSceneDelegate` in place of a scene delegate of the app's.
    public let swiftUIApp: String?
    /// The storyboard Info.plist launches, if any.
    public let mainStoryboard: String?
    /// The app's `Info.plist`, relative to the package, which the port reads for `Bundle.main`.
    public let infoPlist: String?
    /// The app target's Objective-C bridging header, relative to the package, whose
    /// `@import UIKit;` the port gives every file.
    public let bridgingHeader: String?
    /// NavSim's modules the app's files import beyond NavSimUIKit and NavSimNetworking
    /// (``AppFolder/navSimModules``).
    public let navSimModules: [String]
    /// The app's framework targets and the modules of its local Swift packages, each built as
    /// a target of its own.
    public let frameworks: [Framework]
    /// The modules the app imports by name that NavSim has no stand-in for and no folder
    /// beside the app holds (`CoreData`, a Swift package's `SnapKit`): each is a target of
    /// NavSim-only files, empty at first, where the user writes the types the app uses, so
    /// the files importing it build unchanged.
    public let standIns: [String]
    /// The app folder's Swift files (relative to it) that no application target of its Xcode
    /// project compiles: left out of the port, as Xcode leaves them out of the app.
    public let excluded: [String]
    /// Whether the app's Xcode target isolates its declarations to the main actor by default
    /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`): the app's target then does too, with
    /// `.defaultIsolation(MainActor.self)`, which needs tools version 6.2.
    public let isolatesToMainActorByDefault: Bool

    /// A framework target of the app's Xcode project (a folder beside the app's), which the
    /// app imports by its name.
    public struct Framework: Sendable {
        /// The module, the folder's name (`ShopKit`).
        public let module: String
        /// The folder, relative to the package.
        public let folder: String
        /// The other frameworks it imports.
        public let dependencies: [String]
        /// NavSim's modules its files import beyond NavSimUIKit and NavSimNetworking.
        public let navSimModules: [String]

        public init(module: String, folder: String, dependencies: [String], navSimModules: [String]) {
            self.module = module
            self.folder = folder
            self.dependencies = dependencies
            self.navSimModules = navSimModules
        }
    }

    /// The released NavSim a package depends on without `--navsim-path`: its URL, and the
    /// version of the `navsim` that wrote the package.
    public static let releaseURL = "https://github.com/navsim/NavSim.git"
    public let releaseVersion: String

    public init(
        appName: String, module: String, appFolder: String, navSimPath: String?, appDelegate: String?,
        sceneDelegate: String?, swiftUIApp: String? = nil, mainStoryboard: String?, infoPlist: String? = nil,
        bridgingHeader: String? = nil,
        navSimModules: [String],
        frameworks: [Framework] = [], standIns: [String] = [], excluded: [String] = [],
        isolatesToMainActorByDefault: Bool = false, releaseVersion: String
    ) {
        self.appName = appName
        self.module = module
        self.appFolder = appFolder
        self.navSimPath = navSimPath
        self.appDelegate = appDelegate
        self.sceneDelegate = sceneDelegate
        self.swiftUIApp = swiftUIApp
        self.mainStoryboard = mainStoryboard
        self.infoPlist = infoPlist
        self.bridgingHeader = bridgingHeader
        self.navSimModules = navSimModules
        self.frameworks = frameworks
        self.standIns = standIns
        self.excluded = excluded
        self.isolatesToMainActorByDefault = isolatesToMainActorByDefault
        self.releaseVersion = releaseVersion
    }

    /// The module name of the app in the folder at `path`: the folder's name, or its parent's
    /// where the folder has a generic name (`Sources`, `Source`, `src`: Tuist's
    /// `Targets/App/Sources`), as Xcode names a module after its target.
    public static func moduleName(forFolderAt path: String) -> String {
        let folder = URL(fileURLWithPath: path)
        let generic = ["sources", "source", "src"].contains(folder.lastPathComponent.lowercased())
        return moduleName(forFolder: (generic ? folder.deletingLastPathComponent() : folder).lastPathComponent)
    }

    /// A Swift module name for a folder named `folder`: its letters, digits and underscores.
    static func moduleName(forFolder folder: String) -> String {
        let kept = String(
            folder.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
        return kept.first.map { ("0"..."9").contains($0) } == true || kept.isEmpty ? "_" + kept : kept
    }

    /// The executable's name.
    public var executable: String { "\(appName)-navsim" }
    /// The NavSim-only enum that makes the app.
    public var launcher: String { "\(module)NavSim" }

    /// Each file's path in the package and its content, in the order to write them.
    public var files: [(path: String, content: String)] {
        [
            ("Package.swift", packageManifest),
            (
                "Sources/\(module)/navsim-port.json",
                Self.portConfiguration(
                    of: appFolder, excluding: excluded.map { appFolder + "/" + $0 }, infoPlist: infoPlist,
                    bridgingHeader: bridgingHeader)
            ),
            ("Sources/\(module)/\(module)+NavSim.swift", launcherSource),
        ]
            + frameworks.flatMap { framework in
                [
                    ("Sources/\(framework.module)/navsim-port.json", Self.portConfiguration(of: framework.folder)),
                    (
                        "Sources/\(framework.module)/\(framework.module)+NavSim.swift",
                        "// NavSim-only files of \(framework.module) (stand-ins for what its excluded files declare) go here.\n"
                    ),
                ]
            }
            + standIns.map { module in
                (
                    "Sources/\(module)/\(module)+NavSim.swift",
                    """
                    import Foundation
                    import NavSimUIKit

                    // NavSim-only: \(module), which NavSim does not offer. Write here, `public`, the types
                    // the app's files use from it (docs/your-app.md), so they build unchanged.

                    """
                )
            } + [
                ("Sources/\(executable)/main.swift", mainSource),
                (".gitignore", ".build/\nPackage.resolved\n"),
            ]
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    var packageManifest: String {
        let navSim =
            navSimPath.map { ".package(name: \"NavSim\", path: \(Self.literal($0)))" }
            ?? ".package(url: \(Self.literal(Self.releaseURL)), from: \(Self.literal(releaseVersion)))"
        let frameworkTargets = frameworks.map { framework in
            """
                    // \(framework.module), a framework target or local package's module, from \(framework.folder).
                    .target(
                        name: \(Self.literal(framework.module)),
                        dependencies: [
                            \(Self.products(framework.dependencies, framework.navSimModules))
                        ],
                        exclude: ["navsim-port.json"],
                        swiftSettings: [.swiftLanguageMode(.v5), .define("NAVSIM")],
                        plugins: [.plugin(name: "NavSimPortPlugin", package: "NavSim")]),

            """
        }
        let standInTargets = standIns.map { module in
            """
                    // A stand-in for \(module), which NavSim does not offer: the types the app uses, in Sources/\(module).
                    .target(name: \(Self.literal(module)), dependencies: [.product(name: "NavSimUIKit", package: "NavSim")]),

            """
        }
        let mainActor = isolatesToMainActorByDefault ? ", .defaultIsolation(MainActor.self)" : ""
        return """
            // swift-tools-version:\(isolatesToMainActorByDefault ? "6.2" : "6.1")
            // Made by `navsim init` for the app in \(appFolder), which it never changes: NavSimPortPlugin
            // builds that folder's Swift files, ported line for line, with the NavSim-only files in
            // Sources/\(module). Running `navsim init` again keeps every file that is already here.
            import PackageDescription

            let package = Package(
                name: \(Self.literal(module + "NavSim")),
                dependencies: [
                    \(navSim)
                ],
                targets: [
            \(standInTargets.joined())\(frameworkTargets.joined())        // The app's code, from \(appFolder), with the NavSim-only files beside navsim-port.json.
                    .target(
                        name: \(Self.literal(module)),
                        dependencies: [
                            \(Self.products(standIns + frameworks.map(\.module), navSimModules)),
                            .product(name: "NavSimCore", package: "NavSim"),
                        ],
                        exclude: ["navsim-port.json"],
                        swiftSettings: [.swiftLanguageMode(.v5), .define("NAVSIM")\(mainActor)],
                        plugins: [.plugin(name: "NavSimPortPlugin", package: "NavSim")]),
                    // The whole navsim command, with the app declared.
                    .executableTarget(
                        name: \(Self.literal(executable)),
                        dependencies: [
                            \(Self.literal(module)), .product(name: "NavSimCLI", package: "NavSim"),
                            .product(name: "NavSimSimulator", package: "NavSim"),
                        ]),
                ]
            )

            """
    }

    /// A target's dependencies: the `frameworks` it imports, then NavSim's modules: NavSimUIKit,
    /// NavSimNetworking and those of `navSimModules`.
    private static func products(_ frameworks: [String], _ navSimModules: [String]) -> String {
        let products =
            frameworks.map { "\"\($0)\"" }
            + (["NavSimUIKit", "NavSimNetworking"] + navSimModules).map {
                ".product(name: \"\($0)\", package: \"NavSim\")"
            }
        return products.joined(separator: ",\n                ")
    }

    /// The plugin's configuration for a target built from `folder`, less the files `excluded`,
    /// with the app's `infoPlist` and `bridgingHeader` where init found them.
    private static func portConfiguration(
        of folder: String, excluding excluded: [String] = [], infoPlist: String? = nil, bridgingHeader: String? = nil
    ) -> String {
        let list = excluded.isEmpty ? "" : "\n    " + excluded.map(literal).joined(separator: ",\n    ") + "\n  "
        let plist =
            (infoPlist.map { ",\n  \"infoPlist\": \(literal($0))" } ?? "")
            + (bridgingHeader.map { ",\n  \"bridgingHeader\": \(literal($0))" } ?? "")
        return """
            {
              "appFolders": [\(Self.literal(folder))],
              "exclude": [\(list)]\(plist)
            }

            """
    }

    var launcherSource: String {
        var arguments: [String] = []
        if let appDelegate { arguments.append("appDelegate: { \(appDelegate)() }") }
        if let swiftUIApp {
            arguments.append("sceneDelegate: { AppSceneDelegate<\(swiftUIApp)>() }")
        } else if let sceneDelegate {
            arguments.append("sceneDelegate: { \(sceneDelegate)() }")
        }
        if let mainStoryboard { arguments.append("storyboard: \(Self.literal(mainStoryboard))") }
        let missing =
            arguments.isEmpty
            ? "\n        // navsim init found no app or scene delegate: name the one iOS launches here.\n" : ""
        let delegates = arguments.isEmpty ? "" : "\n            \(arguments.joined(separator: ", ")),"
        let swiftUI = swiftUIApp == nil ? "" : "import NavSimSwiftUI\n"
        return """
            import NavSimCore
            \(swiftUI)import NavSimUIKit

            /// How NavSim launches \(module): the delegates iOS makes from `@main` and Info.plist, and
            /// the answers walks give its requests (answers.json beside the package's Package.swift,
            /// which `navsim init --answers TRACE` writes). Written by `navsim init`, and then yours: add
            /// variants, deep links and invariants here (see docs/your-app.md); `navsim init` never
            /// overwrites it.
            @MainActor
            public enum \(launcher) {
                /// The app in `variant` (`navsim init` declares one: `app`, the app as it is).
                public static func make(variant: String) -> NavSimApp {\(missing)
                    NavSimPortedInterface.install()  // The app's storyboards, xibs, outlets and actions.
                    return NavSimApp(\(delegates)
                        responses: NavSimApp.answers(inPackageOf: #filePath))
                }
            }

            """
    }

    var mainSource: String {
        """
        import NavSimCLI
        import NavSimSimulator
        import \(module)

        // \(appName)'s navsim: every navsim command, with the app declared in
        // Sources/\(module)/\(module)+NavSim.swift.
        NavSimCommandLine.main(
            apps: [
                AppDescription(
                    name: \(Self.literal(appName)), summary: \(Self.literal("\(module), built from its own folder by navsim init")),
                    variants: [.init(name: "app", summary: "the app as it is")],
                    make: { variant in \(launcher).make(variant: variant) })
            ])

        """
    }
}
