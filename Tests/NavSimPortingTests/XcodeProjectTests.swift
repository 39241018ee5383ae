import Foundation
import NavSimPorting
import Testing

/// What `navsim init` reads from an app's `project.pbxproj`.
@Suite struct XcodeProjectTests {
    /// A project as Xcode 12 writes one whose file was moved by hand (its path from the source
    /// root, `sourceTree = SOURCE_ROOT`, inside a group with a path of its own), with a target
    /// depending on two Swift packages' products and naming an Info.plist in each of its build
    /// configurations, and a test target with an Info.plist of its own.
    private static let newsProject = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 55;
        	objects = {
        		B1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* App.swift */; };
        		B2 /* ListViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
        		F1 /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        		F2 = {isa = PBXFileReference; name = ListViewController.swift; path = News/List/View/ListViewController.swift; sourceTree = SOURCE_ROOT; };
        		G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        		G1 /* News */ = {isa = PBXGroup; children = (F1, G2, ); path = News; sourceTree = "<group>"; };
        		G2 /* View */ = {isa = PBXGroup; children = (F2, ); path = View; sourceTree = "<group>"; };
        		D1 /* SnapKit */ = {isa = XCSwiftPackageProductDependency; package = K1; productName = SnapKit; };
        		D2 /* Local */ = {isa = XCSwiftPackageProductDependency; package = K2; productName = LocalKit; };
        		K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/SnapKit/SnapKit.git"; requirement = {kind = upToNextMajorVersion; minimumVersion = 5.7.1; }; };
        		K2 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/LocalKit; };
        		P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
        		C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/$(TARGET_NAME)/Resources/info.plist"; }; name = Debug; };
        		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "${PROJECT_DIR}/News/Resources/Release-Info.plist"; }; name = Release; };
        		C3 /* Tests */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = NewsTests/Info.plist; }; name = Debug; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
        		T1 /* News */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = News; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
        		T2 /* NewsTests */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = NewsTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
        	};
        	rootObject = R0 /* Project object */;
        }
        """

    @Test func sourceRootPathsStartAtTheProjectsFolderAndPackageProductsAndInfoPlistsAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "XcodeProjectTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appending(path: "News.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data(Self.newsProject.utf8).write(to: project.appending(path: "project.pbxproj"))

        let read = try #require(XcodeProject(path: project.path))

        let root = folder.standardizedFileURL.path
        #expect(read.compiledFiles == ["\(root)/News/App.swift", "\(root)/News/List/View/ListViewController.swift"])
        #expect(
            read.packageProducts == [
                "SnapKit": "https://github.com/SnapKit/SnapKit.git", "LocalKit": "Packages/LocalKit",
            ])
        #expect(read.infoPlists == ["\(root)/News/Resources/Release-Info.plist", "\(root)/News/Resources/info.plist"])
    }

    /// Xcode 16 names no package for a local package's product: the product is placed in the
    /// local package with a target folder of its name, and one found in none names no place.
    @Test func aLocalPackagesProductIsFoundByItsTargetFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "XcodeProjectTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appending(path: "Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appending(path: "Packages/Home/Sources/Home"), withIntermediateDirectories: true)
        let text = Self.newsProject.replacing(
            "D2 /* Local */ = {isa = XCSwiftPackageProductDependency; package = K2; productName = LocalKit; };",
            with: "D2 /* Local */ = {isa = XCSwiftPackageProductDependency; productName = Home; };"
                + " D3 = {isa = XCSwiftPackageProductDependency; productName = Charts; };"
        ).replacing("relativePath = Packages/LocalKit;", with: "relativePath = Packages/Home;").replacing(
            "packageProductDependencies = (D1, D2, );", with: "packageProductDependencies = (D1, D2, D3, );")
        try Data(text.utf8).write(to: project.appending(path: "project.pbxproj"))

        let read = try #require(XcodeProject(path: project.path))

        #expect(
            read.packageProducts == [
                "SnapKit": "https://github.com/SnapKit/SnapKit.git", "Home": "Packages/Home", "Charts": "",
            ])
        #expect(read.localPackages == [folder.appending(path: "Packages/Home").standardizedFileURL.path])
    }
}
