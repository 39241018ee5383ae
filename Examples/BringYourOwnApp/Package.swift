// swift-tools-version:6.1

import PackageDescription

// A user's package: an app written as UIKit code, its own `navsim` and its tests.
// A real package depends on NavSim by URL:
//     .package(url: "https://github.com/…/NavSim.git", branch: "main")
// this one by the path of the repository it lives in, under the same package name.
let package = Package(
    name: "BringYourOwnApp",
    dependencies: [
        .package(name: "NavSim", path: "../..")
    ],
    targets: [
        // The app's UIKit code, with the import switch: NavSimUIKit where `NAVSIM` is defined (this
        // target), UIKit in the app's Xcode project.
        .target(
            name: "RecipesApp",
            dependencies: [.product(name: "NavSimUIKit", package: "NavSim")],
            swiftSettings: [.define("NAVSIM")]),
        // This package's navsim: the whole command, with the recipes app declared.
        .executableTarget(
            name: "recipes-navsim",
            dependencies: [
                "RecipesApp",
                .product(name: "NavSimCLI", package: "NavSim"),
                .product(name: "NavSimSimulator", package: "NavSim"),
            ]),
        // The app's Swift Testing suite.
        .testTarget(
            name: "RecipesAppTests",
            dependencies: [
                "RecipesApp",
                .product(name: "NavSimTesting", package: "NavSim"),
                .product(name: "NavSimCore", package: "NavSim"),
            ]),
    ]
)
