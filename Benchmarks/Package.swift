// swift-tools-version:6.1

import Foundation
import PackageDescription

// The benchmark (scripts/bench), a package of its own so that building or testing NavSim
// never compiles swift-protobuf: each figure next to a baseline from the same run.
// NavSim is the package one folder up; SwiftPM names a package by its folder.
let navSim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "NavSimBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/apple/swift-protobuf", from: "1.39.0"),
    ],
    targets: [
        // SQLite's C API, the baseline for appending and for a replay from a database.
        .systemLibrary(name: "CSQLite", path: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .executableTarget(
            name: "navsim-bench",
            dependencies: [
                .product(name: "NavSimCore", package: navSim),
                .product(name: "NavSimSimulator", package: navSim),
                .product(name: "NavSimJournal", package: navSim),
                .product(name: "NavSimReplay", package: navSim),
                .product(name: "NavSimDiagrams", package: navSim),
                .product(name: "NavSimExamples", package: navSim),
                .product(name: "NavSimExploration", package: navSim),
                .product(name: "SwiftProtobuf", package: "swift-protobuf"),
                "CSQLite",
            ],
            path: "NavSimBench",
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"), .enableUpcomingFeature("InternalImportsByDefault"),
            ]
        ),
    ]
)
