import NavSimPorting
import Testing

/// What `navsim init` calls the app's module.
@Suite struct PortPackageTests {
    @Test func theModuleIsNamedAfterTheFolderOrAfterATuistTargetsFolder() {
        #expect(PortPackage.moduleName(forFolderAt: "/work/WallaMarvel") == "WallaMarvel")
        #expect(PortPackage.moduleName(forFolderAt: "/work/Job4m2/Targets/Job4m2/Sources") == "Job4m2")
        #expect(PortPackage.moduleName(forFolderAt: "/work/app/src/") == "app")
        #expect(PortPackage.moduleName(forFolderAt: "/work/My App-2") == "My_App_2")
        #expect(PortPackage.moduleName(forFolderAt: "/work/2048") == "_2048")
    }

    /// A module the app imports that NavSim does not offer is a target of its own, empty,
    /// which the app's target depends on.
    @Test func aModuleNavSimDoesNotOfferIsAStandInTargetTheAppDependsOn() throws {
        let package = PortPackage(
            appName: "news", module: "News", appFolder: "../News", navSimPath: "/NavSim", appDelegate: "AppDelegate",
            sceneDelegate: nil, mainStoryboard: nil, navSimModules: [],
            standIns: ["CoreData", "SnapKit"], releaseVersion: "1.0.0")

        let files = Dictionary(uniqueKeysWithValues: package.files.map { ($0.path, $0.content) })
        let manifest = try #require(files["Package.swift"])
        for module in ["CoreData", "SnapKit"] {
            #expect(
                manifest.contains(
                    """
                            // A stand-in for \(module), which NavSim does not offer: the types the app uses, in Sources/\(module).
                            .target(name: "\(module)", dependencies: [.product(name: "NavSimUIKit", package: "NavSim")]),

                    """))
            #expect(
                files["Sources/\(module)/\(module)+NavSim.swift"] == """
                    import Foundation
                    import NavSimUIKit

                    // NavSim-only: \(module), which NavSim does not offer. Write here, `public`, the types
                    // the app's files use from it (docs/your-app.md), so they build unchanged.

                    """)
        }
        #expect(
            manifest.contains(
                """
                            dependencies: [
                                "CoreData",
                                "SnapKit",
                                .product(name: "NavSimUIKit", package: "NavSim"),
                """))
    }

    /// An app whose Xcode target isolates to the main actor by default gets a target that does
    /// too, in a manifest of tools version 6.2; other apps keep 6.1.
    @Test func aTargetIsolatedToTheMainActorByDefaultStaysSo() throws {
        func manifest(_ isolated: Bool) throws -> String {
            let package = PortPackage(
                appName: "hear", module: "Hear", appFolder: "../Hear", navSimPath: "/NavSim", appDelegate: nil,
                sceneDelegate: nil, mainStoryboard: nil, navSimModules: [], isolatesToMainActorByDefault: isolated,
                releaseVersion: "1.0.0")
            return try #require(package.files.first { $0.path == "Package.swift" }?.content)
        }
        let isolated = try manifest(true)
        #expect(isolated.hasPrefix("// swift-tools-version:6.2\n"))
        #expect(
            isolated.contains(
                #"swiftSettings: [.swiftLanguageMode(.v5), .define("NAVSIM"), .defaultIsolation(MainActor.self)],"#))
        let plain = try manifest(false)
        #expect(plain.hasPrefix("// swift-tools-version:6.1\n"))
        #expect(!plain.contains("defaultIsolation"))
    }

    /// The app's target and each framework's define `NAVSIM`, so that an app file's
    /// `#if NAVSIM` holds in the package and not in the app's Xcode project.
    @Test func theAppsTargetsDefineNavSim() throws {
        let package = PortPackage(
            appName: "shop", module: "Shop", appFolder: "../Shop", navSimPath: "/NavSim", appDelegate: "AppDelegate",
            sceneDelegate: nil, mainStoryboard: nil, navSimModules: [],
            frameworks: [
                .init(module: "ShopKit", folder: "../ShopKit", dependencies: [], navSimModules: [])
            ],
            standIns: ["SnapKit"], releaseVersion: "1.0.0")

        let manifest = try #require(package.files.first { $0.path == "Package.swift" }?.content)
        let setting = "swiftSettings: [.swiftLanguageMode(.v5), .define(\"NAVSIM\")],"
        #expect(manifest.components(separatedBy: setting).count - 1 == 2, "\(manifest)")
        for module in ["Shop", "ShopKit"] {
            let target = try #require(manifest.range(of: "name: \"\(module)\","))
            let settings = try #require(manifest.range(of: setting, range: target.upperBound..<manifest.endIndex))
            #expect(!manifest[target.upperBound..<settings.lowerBound].contains(".target("), "\(module)")
        }
    }
}
