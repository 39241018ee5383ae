import Foundation
import NavSimPorting
import Testing

/// What `navsim init` reads from an app's `project.pbxproj`.
@Suite struct XcodeProjectTests {
    /// A project as Xcode 12 writes one whose file was moved by hand (its path from the source
    /// root, `sourceTree = SOURCE_ROOT`, inside a group with a path of its own), with a target
    /// depending on two Swift packages' products.
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
        		T1 /* News */ = {isa = PBXNativeTarget; buildPhases = (P1, ); name = News; packageProductDependencies = (D1, D2, ); productType = "com.apple.product-type.application"; };
        		R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        	};
        	rootObject = R0 /* Project object */;
        }
        """

    @Test func sourceRootPathsStartAtTheProjectsFolderAndPackageProductsAreNamed() throws {
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
    }
}
