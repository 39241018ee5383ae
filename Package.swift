// swift-tools-version:6.0

import PackageDescription

let package = Package(
    name: "NavSim",
    products: [
        .library(name: "NavSimCore", targets: ["NavSimCore"]),
        .library(name: "NavSimSimulator", targets: ["NavSimSimulator"]),
        .library(name: "NavSimReplay", targets: ["NavSimReplay"]),
        .library(name: "NavSimExamples", targets: ["NavSimExamples"]),
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
        // Layer 6: the five seed variants as example apps.
        .target(name: "NavSimExamples", dependencies: ["NavSimCore", "NavSimSimulator"]),
        // Layer 7: the command-line tool, a thin layer over the libraries.
        .executableTarget(
            name: "navsim",
            dependencies: [
                "NavSimCore", "NavSimSimulator", "NavSimReplay", "NavSimExamples",
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
    ]
)

for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
