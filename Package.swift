// swift-tools-version:6.0

import PackageDescription

let package = Package(
    name: "NavSim",
    products: [
        .library(name: "NavSimCore", targets: ["NavSimCore"]),
        .library(name: "NavSimSimulator", targets: ["NavSimSimulator"]),
        .library(name: "NavSimReplay", targets: ["NavSimReplay"]),
        .library(name: "NavSimExamples", targets: ["NavSimExamples"]),
        .library(name: "NavSimDiagrams", targets: ["NavSimDiagrams"]),
        .executable(name: "navsim", targets: ["navsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Layer 1: value types, the event model and the pure `apply`.
        .target(name: "NavSimCore"),
        // Layer 2: the headless UIKit runtime that app models run on.
        .target(name: "NavSimSimulator", dependencies: ["NavSimCore"]),
        // Layer 4: projection, verification, diff and invariant reports over traces.
        .target(name: "NavSimReplay", dependencies: ["NavSimCore", "NavSimSimulator"]),
        // Graphviz's libgvc and libcgraph, found through pkg-config.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Layer 5: DOT model and encoder, in-process libgvc renderer, hierarchy and flow diagrams.
        .target(name: "NavSimDiagrams", dependencies: ["NavSimCore", "CGraphviz"]),
        // Layer 6: the five seed variants as example apps.
        .target(name: "NavSimExamples", dependencies: ["NavSimCore", "NavSimSimulator"]),
        // Layer 7: the command-line tool, a thin layer over the libraries.
        .executableTarget(
            name: "navsim",
            dependencies: [
                "NavSimCore", "NavSimSimulator", "NavSimReplay", "NavSimDiagrams", "NavSimExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "NavSimCoreTests", dependencies: ["NavSimCore"]),
        .testTarget(
            name: "NavSimReplayTests",
            dependencies: ["NavSimCore", "NavSimSimulator", "NavSimReplay", "NavSimExamples"]
        ),
        .testTarget(
            name: "NavSimSimulatorTests",
            dependencies: ["NavSimCore", "NavSimSimulator", "NavSimExamples"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "NavSimDiagramsTests",
            dependencies: ["NavSimCore", "NavSimDiagrams"],
            exclude: ["Golden"]
        ),
    ]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
