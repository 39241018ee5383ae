// swift-tools-version:6.1

import PackageDescription

let package = Package(
    name: "NavSim",
    // The Synchronization module's Mutex and Atomic need macOS 15. NavSim is built and
    // tested on Linux only; no macOS build has been verified.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "NavSimCore", targets: ["NavSimCore"]),
        .library(name: "NavSimSimulator", targets: ["NavSimSimulator"]),
        .library(name: "NavSimUIKit", targets: ["NavSimUIKit"]),
        .library(name: "NavSimSwiftUI", targets: ["NavSimSwiftUI"]),
        .library(name: "NavSimCombine", targets: ["NavSimCombine"]),
        .library(name: "NavSimNetworking", targets: ["NavSimNetworking"]),
        .library(name: "NavSimKeychainAccess", targets: ["NavSimKeychainAccess"]),
        .library(name: "NavSimAuthenticationServices", targets: ["NavSimAuthenticationServices"]),
        .library(name: "NavSimJournal", targets: ["NavSimJournal"]),
        .library(name: "NavSimReplay", targets: ["NavSimReplay"]),
        .library(name: "NavSimDiagrams", targets: ["NavSimDiagrams"]),
        .library(name: "NavSimViewer", targets: ["NavSimViewer"]),
        .library(name: "NavSimExamples", targets: ["NavSimExamples"]),
        .library(name: "NavSimExploration", targets: ["NavSimExploration"]),
        .library(name: "NavSimTesting", targets: ["NavSimTesting"]),
        .library(name: "NavSimCLI", targets: ["NavSimCLI"]),
        .executable(name: "navsim", targets: ["navsim"]),
        .plugin(name: "NavSimPortPlugin", targets: ["NavSimPortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Combine's protocols and operators for NavSimCombine (as SwiftUI re-exports Combine).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // Layer 1: value types, the event model and the pure `apply`.
        .target(name: "NavSimCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Layer 2: the headless UIKit runtime that app models run on.
        .target(name: "NavSimSimulator", dependencies: ["NavSimCore", "CSimulatedTime", "CSwiftSections"]),
        // The session's virtual clock and dispatch queues, in place of libc's and libdispatch's.
        .target(name: "CSimulatedTime", dependencies: ["CPlatform"]),
        // The executable's Swift metadata sections: the protocols its modules declare.
        .target(name: "CSwiftSections", dependencies: ["CPlatform"]),
        // Process and descriptor calls that differ between platforms, each with a POSIX-only path.
        .target(name: "CPlatform"),
        // Layer 2: UIKit's names, classes and signatures over the simulator, for users' own code.
        .target(name: "NavSimUIKit", dependencies: ["NavSimCore", "NavSimSimulator"]),
        // Layer 2: Combine for an app's code on Linux: OpenCombine with the operators it lacks, and
        // subjects, `@Published` and `ObservableObject` that deliver in subscription order.
        .target(name: "NavSimCombine", dependencies: [.product(name: "OpenCombineShim", package: "OpenCombine")]),
        // Layer 2: the part of SwiftUI coordinator apps use in a `UIHostingController`, drawn as UIKit views.
        .target(
            name: "NavSimSwiftUI", dependencies: ["NavSimCore", "NavSimSimulator", "NavSimUIKit", "NavSimCombine"]),
        // Layer 2: Foundation for ported apps: `URLSession` whose requests are the session's service
        // requests, and Combine's part Foundation has on Apple platforms (`dataTaskPublisher(for:)`,
        // `ObservableObject`, key-value publishers), from NavSimCombine.
        .target(name: "NavSimNetworking", dependencies: ["NavSimCore", "NavSimSimulator", "NavSimCombine"]),
        // Layer 2: KeychainAccess's `Keychain` for ported apps, its items in memory, emptied before each session.
        .target(name: "NavSimKeychainAccess", dependencies: ["NavSimSimulator"]),
        // Layer 2: AuthenticationServices' sign-in (Apple ID, passwords, web) for ported apps, each a
        // service request the session answers.
        .target(name: "NavSimAuthenticationServices", dependencies: ["NavSimCore", "NavSimUIKit"]),
        // An iOS app's Swift files rewritten line for line to build on NavSim, and what they declare.
        .target(name: "NavSimPorting"),
        // The rewriting tool the port plugin runs in a user's build.
        .executableTarget(name: "navsim-port", dependencies: ["NavSimPorting"]),
        // The build plugin of a package `navsim init` makes: builds the app's own folder, unchanged.
        .plugin(name: "NavSimPortPlugin", capability: .buildTool(), dependencies: ["navsim-port"]),
        // Layer 3: the trace file format, writer, reader, recovery and JSON Lines.
        .target(name: "NavSimJournal", dependencies: ["NavSimCore", "CTraceSignals", "CCRC32C"]),
        // CRC-32C with the processor's CRC32 instruction (SSE 4.2), where there is one.
        .target(name: "CCRC32C"),
        // The async-signal-safe handler that writes a dying process's buffered records.
        .target(name: "CTraceSignals"),
        // Layer 4: projection, diff and invariant reports over traces; folds them without the
        // simulator.
        .target(name: "NavSimReplay", dependencies: ["NavSimCore", "NavSimJournal"]),
        // Graphviz's libgvc and libcgraph, found through pkg-config.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // The render worker: Graphviz in a process of its own, a fresh image of this executable.
        .target(name: "CGraphvizWorker", dependencies: ["CGraphviz", "CPlatform"]),
        // Layer 5: DOT model and encoder, libgvc renderer, hierarchy and flow diagrams.
        .target(name: "NavSimDiagrams", dependencies: ["NavSimCore", "CGraphviz", "CGraphvizWorker"]),
        // Layer 6: the time-travel viewer, one self-contained HTML page of a trace.
        .target(name: "NavSimViewer", dependencies: ["NavSimCore", "NavSimReplay", "NavSimDiagrams"]),
        // Layer 6: the seed apps, written as iOS code is (the import switch), one target each.
        .target(
            name: "ChildrenApp", dependencies: ["NavSimUIKit", "NavSimCore"], path: "Sources/ExampleApps/Children",
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "WelcomeApp", dependencies: ["NavSimUIKit", "NavSimCore"], path: "Sources/ExampleApps/Welcome",
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "LoginApp", dependencies: ["NavSimUIKit", "NavSimCore"], path: "Sources/ExampleApps/Login",
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "ProjectsApp", dependencies: ["NavSimUIKit", "NavSimCore"], path: "Sources/ExampleApps/Projects",
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "EditorApp", dependencies: ["NavSimUIKit", "NavSimCore"], path: "Sources/ExampleApps/Editor",
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // Layer 6: the five seed variants as example apps.
        .target(
            name: "NavSimExamples",
            dependencies: [
                "NavSimCore", "NavSimSimulator", "NavSimUIKit", "ChildrenApp", "LoginApp", "WelcomeApp", "ProjectsApp",
                "EditorApp",
            ]),
        // For users' Swift Testing suites: a test store, exploration with shrinking, trace expectations.
        .target(
            name: "NavSimTesting",
            dependencies: ["NavSimCore", "NavSimSimulator", "NavSimJournal", "NavSimReplay", "NavSimExploration"]),
        // The explorers, without the Testing library, so that the CLI need not link it.
        .target(
            name: "NavSimExploration",
            dependencies: ["NavSimCore", "NavSimSimulator", "NavSimJournal", "NavSimReplay", "CPlatform"]),
        // Layer 7: the command line over the apps an executable declares, a thin layer over the
        // libraries; it does not link the examples, so a user's executable holds only the user's apps.
        .target(
            name: "NavSimCLI",
            dependencies: [
                "NavSimCore", "NavSimSimulator", "NavSimJournal", "NavSimReplay", "NavSimDiagrams", "NavSimViewer",
                "NavSimExploration", "NavSimPorting", "CPlatform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The `navsim` executable: NavSimCLI with the examples alone, which it registers itself.
        .executableTarget(name: "navsim", dependencies: ["NavSimCLI", "NavSimExamples"]),
        // What several test targets share: the repository's scenarios, golden files and deep states.
        .target(
            name: "NavSimTestSupport", dependencies: ["NavSimCore", "NavSimSimulator"], path: "Tests/NavSimTestSupport"),
        .testTarget(name: "NavSimPortingTests", dependencies: ["NavSimPorting", "NavSimCore"]),
        .testTarget(name: "NavSimCoreTests", dependencies: ["NavSimCore", "NavSimTestSupport"]),
        .testTarget(
            name: "NavSimSimulatorTests",
            dependencies: [
                "NavSimCore", "NavSimSimulator", "NavSimExamples", "NavSimTestSupport", "NavSimCombine",
                "CSwiftSections",
                "CSimulatedTime",
            ],
            exclude: ["Golden"]
        ),
        // NavSimUIKit's views, controls, alerts, tables and storyboards, some written as iOS code is.
        .testTarget(
            name: "NavSimUIKitTests",
            dependencies: [
                "NavSimUIKit", "NavSimCore", "NavSimSimulator", "NavSimCombine", "NavSimExploration",
            ],
            // Storyboards as Xcode writes them, read by path.
            exclude: ["Fixtures"]),
        // An app written exactly as iOS code is (the import switch), driven through sessions.
        .testTarget(
            name: "UIKitStyleAppTests", dependencies: ["NavSimUIKit", "NavSimCore", "NavSimSimulator"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // NavSimTesting, on an app of its own written as iOS code is (with a leaking variant).
        .testTarget(
            name: "NavSimTestingTests",
            dependencies: [
                "NavSimTesting", "NavSimExploration", "NavSimUIKit", "NavSimCore", "NavSimSimulator", "NavSimJournal",
                "NavSimReplay",
                "NavSimExamples", "NavSimSwiftUI", "NavSimCombine", "NavSimTestSupport",
            ]
        ),
        // The test `navsim test-from Traces/children-notStored.navtrace` prints, compiled and
        // run as a user's would be (TestFromTests in NavSimEndToEndTests keeps it current).
        .testTarget(name: "TestFromTests", dependencies: ["NavSimTesting", "NavSimCore", "ChildrenApp"]),
        // NavSimTesting in an XCTest suite: the same helpers, failures reported through XCTest.
        .testTarget(name: "NavSimXCTests", dependencies: ["NavSimTesting", "NavSimCore", "ChildrenApp"]),
        .testTarget(
            name: "NavSimJournalTests",
            dependencies: ["NavSimCore", "NavSimJournal", "JournalWriterFixture", "NavSimTestSupport"],
            // The format samples, read by path.
            exclude: ["Fixtures"]
        ),
        // A writer process that the journal's crash tests kill with SIGKILL.
        .executableTarget(
            name: "JournalWriterFixture",
            dependencies: ["NavSimCore", "NavSimJournal"],
            path: "Tests/JournalWriterFixture"
        ),
        .testTarget(
            name: "NavSimReplayTests",
            dependencies: [
                "NavSimCore", "NavSimSimulator", "NavSimJournal", "NavSimReplay", "NavSimExploration", "NavSimExamples",
                "NavSimTestSupport", "NavSimUIKit",
            ]
        ),
        .testTarget(name: "NavSimCombineTests", dependencies: ["NavSimCombine"]),
        // The stand-ins of frameworks beside UIKit that ported apps import: KeychainAccess, AuthenticationServices.
        .testTarget(
            name: "NavSimStandInTests",
            dependencies: [
                "NavSimKeychainAccess", "NavSimAuthenticationServices", "NavSimUIKit", "NavSimCore", "NavSimSimulator",
            ]),
        .testTarget(
            name: "NavSimDiagramsTests",
            dependencies: ["NavSimCore", "NavSimDiagrams", "NavSimJournal", "NavSimTestSupport"],
            exclude: ["Golden"]
        ),
        // The viewer's page: data, frames, escaping; and the page in a headless Chromium.
        .testTarget(
            name: "NavSimViewerTests",
            dependencies: ["NavSimCore", "NavSimViewer", "NavSimDiagrams", "NavSimJournal", "NavSimTestSupport"]
        ),
        // The built `navsim` run as a user runs it, and golden diagrams of the examples.
        // A user's executable on NavSimCLI, declaring an app of its own (UIKit code).
        .executableTarget(
            name: "navsim-notes",
            dependencies: ["NavSimCLI", "NavSimSimulator", "NavSimUIKit", "NavSimCombine", "NavSimExamples"],
            path: "Tests/NavSimCLIFixture", swiftSettings: [.swiftLanguageMode(.v6)]),
        // A user's `navsim` declaring an async app: Task {}, Task.sleep, asyncAfter, UserDefaults.
        .executableTarget(
            name: "navsim-news", dependencies: ["NavSimCLI", "NavSimSimulator", "NavSimUIKit", "NavSimCore"],
            path: "Tests/AsyncAppFixture", swiftSettings: [.swiftLanguageMode(.v6)]),
        // An app written exactly as an Xcode project's (Tests/PortFixture/Shop: `import UIKit`, `@main`,
        // `#selector`, `@objc`, `@IBOutlet`, Combine, a SwiftUI screen, and a leak), built as the package
        // `navsim init` writes builds it: through NavSimPortPlugin, with the files init writes. Like init's
        // targets, each depends on NavSimUIKit and NavSimNetworking, which the port imports in every file.
        .target(
            name: "ShopKit", dependencies: ["NavSimUIKit", "NavSimNetworking"], path: "Tests/PortFixture/ShopKitNavSim",
            exclude: ["navsim-port.json"], swiftSettings: [.swiftLanguageMode(.v5), .define("NAVSIM")],
            plugins: ["NavSimPortPlugin"]),
        .target(
            name: "Shop",
            dependencies: [
                "ShopKit", "NavSimCore", "NavSimUIKit", "NavSimSwiftUI", "NavSimCombine", "NavSimNetworking",
            ],
            path: "Tests/PortFixture/ShopNavSim", exclude: ["navsim-port.json"],
            swiftSettings: [.swiftLanguageMode(.v5), .define("NAVSIM")], plugins: ["NavSimPortPlugin"]),
        .executableTarget(
            name: "shop-navsim", dependencies: ["Shop", "NavSimCLI", "NavSimSimulator"],
            path: "Tests/PortFixture/shop-navsim"),
        // An app whose networking code is an iOS app's (`URLSession`), built as Shop is.
        .target(
            name: "Feed", dependencies: ["NavSimUIKit", "NavSimNetworking", "NavSimCombine"],
            path: "Tests/NetworkFixture/FeedNavSim",
            exclude: ["navsim-port.json"], swiftSettings: [.swiftLanguageMode(.v5), .define("NAVSIM")],
            plugins: ["NavSimPortPlugin"]),
        .executableTarget(
            name: "feed-navsim", dependencies: ["Feed", "NavSimCLI", "NavSimSimulator"],
            path: "Tests/NetworkFixture/feed-navsim"),
        // NavSimNetworking: requests and answers, and Feed driven through sessions.
        .testTarget(
            name: "NavSimNetworkingTests",
            dependencies: [
                "NavSimNetworking", "Feed", "NavSimCore", "NavSimSimulator", "NavSimUIKit", "NavSimExploration",
                "NavSimCombine",
            ]),
        .testTarget(
            name: "NavSimEndToEndTests",
            dependencies: [
                "navsim", "navsim-notes", "navsim-news", "shop-navsim", "feed-navsim", "NavSimCLI", "NavSimPorting",
                "NavSimCore",
                "NavSimSimulator", "NavSimJournal",
                "NavSimDiagrams",
                "NavSimExamples",
                "NavSimTestSupport",
            ],
            exclude: ["Golden"]
        ),
    ]
)

// The UIKit-style apps are written as users write them: no `any` required.
let writtenAsUIKitCode: Set = [
    "UIKitStyleAppTests", "NavSimTestingTests", "navsim-notes", "navsim-news", "ChildrenApp", "LoginApp", "WelcomeApp",
    "ProjectsApp", "EditorApp",
]
// The targets whose app files choose NavSim's modules with the import switch
// (`#if NAVSIM import NavSimUIKit #else import UIKit #endif`), as a user's package does.
let definesNavSim = writtenAsUIKitCode.union(["NavSimUIKitTests"])
let cTargets: Set = ["CTraceSignals", "CCRC32C", "CGraphvizWorker", "CSimulatedTime", "CSwiftSections"]
// Built with the settings of the package `navsim init` writes, as a user's app is.
let builtAsInitsPackage: Set = ["Shop", "ShopKit", "shop-navsim", "Feed", "feed-navsim"]
// NavSim's own modules skip the dynamic exclusivity checks and the dynamic actor-isolation checks
// (an executor check on entering each main-actor closure) in release builds: they cost 7 % and
// 5 % of a random walk's instructions (docs/performance.md), and the tests, built in debug, keep
// them. Apps, written as users write them, keep them.
for target in package.targets
where target.type != .system && target.type != .plugin && !cTargets.union(builtAsInitsPackage).contains(target.name) {
    var settings = target.swiftSettings ?? []
    if target.type == .regular || target.type == .executable, !writtenAsUIKitCode.contains(target.name) {
        settings.append(
            .unsafeFlags(
                ["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-dynamic-actor-isolation"],
                .when(configuration: .release)))
    }
    if !writtenAsUIKitCode.contains(target.name) { settings.append(.enableUpcomingFeature("ExistentialAny")) }
    if definesNavSim.contains(target.name) { settings.append(.define("NAVSIM")) }
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}

// NAVSIM_TEST_TARGETS=A,B keeps only the test targets A and B and the targets they need, and
// no products: `swift build --build-tests` then compiles nothing else, which keeps a sanitized
// build of a few suites short (scripts/sanitize core).
if let testTargets = Context.environment["NAVSIM_TEST_TARGETS"] {
    let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var needed: Set<String> = []
    var pending = testTargets.split(separator: ",").map(String.init)
    while let name = pending.popLast() {
        guard let target = targetsByName[name], needed.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
        for plugin in target.plugins ?? [] {
            if case .plugin(let name, nil) = plugin { pending.append(name) }
        }
    }
    package.targets.removeAll { !needed.contains($0.name) }
    package.products = []
}
