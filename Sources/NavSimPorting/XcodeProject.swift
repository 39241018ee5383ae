import Foundation

/// The Swift files an Xcode project's application targets compile, read from its
/// `project.pbxproj`: the files of each target's Sources build phase, and the files of its
/// folders synchronized with the file system (Xcode 16), less their membership exceptions;
/// and the `Info.plist` each target's `INFOPLIST_FILE` build setting names.
///
/// `navsim init` leaves out of the port the app folder's Swift files no target compiles (a
/// file left in the folder but removed from the target), as Xcode does. A `project.pbxproj`
/// is an old-style (OpenStep) property list, which Foundation's `PropertyListSerialization`
/// reads on Linux too.
public struct XcodeProject: Sendable {
    /// The project's `.xcodeproj` folder.
    public let path: String
    /// The absolute, standardized paths of the Swift files its application targets compile.
    public let compiledFiles: Set<String>
    /// The products of Swift packages its application targets depend on, by name (the module
    /// a file imports, `SnapKit`), each with its package's repository URL, or the path of its
    /// local package from the project's folder (`Packages/HomeFeature`); empty where the project
    /// names neither.
    public let packageProducts: [String: String]
    /// The absolute, standardized folders of the local Swift packages the project references
    /// (`XCLocalSwiftPackageReference`), sorted: source in the app's repository, which `navsim
    /// init` builds as it builds the app's framework targets.
    public let localPackages: [String]
    /// The absolute, standardized paths of the files the application targets' build
    /// configurations name as their `INFOPLIST_FILE` (any name: `App-Info.plist`,
    /// `Resources/info.plist`), sorted.
    public let infoPlists: [String]
    /// The absolute, standardized paths of the Objective-C bridging headers the application
    /// targets name (`SWIFT_OBJC_BRIDGING_HEADER`), sorted: a header's `@import UIKit;` makes
    /// UIKit visible to every Swift file of the target, with no `import` of their own.
    public let bridgingHeaders: [String]
    /// Whether an application target's build configurations set `SWIFT_DEFAULT_ACTOR_ISOLATION
    /// = MainActor` (Xcode 26's default for a new project): every declaration of the app not
    /// marked otherwise is then isolated to the main actor.
    public let isolatesToMainActorByDefault: Bool

    /// Reads the project at `path` (a `.xcodeproj` folder); `nil` when it holds no readable
    /// `project.pbxproj` or no application target.
    public init?(path: String) {
        let project = URL(fileURLWithPath: path).standardizedFileURL
        guard let data = try? Data(contentsOf: project.appending(path: "project.pbxproj")),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let root = (plist["rootObject"] as? String).flatMap({ objects[$0] }),
            let mainGroup = root["mainGroup"] as? String
        else { return nil }
        let reader = Reader(objects: objects, sourceRoot: project.deletingLastPathComponent())
        var folders: [String: URL] = [:]
        reader.locate(mainGroup, in: reader.sourceRoot, into: &folders)
        let applications = objects.filter {
            $0.value["isa"] as? String == "PBXNativeTarget"
                && ($0.value["productType"] as? String)?.hasPrefix("com.apple.product-type.application") == true
        }
        guard !applications.isEmpty else { return nil }
        self.path = project.path
        compiledFiles = Set(applications.flatMap { reader.compiledFiles(of: $0.key, folders: folders) })
        let locals = objects.values.filter { $0["isa"] as? String == "XCLocalSwiftPackageReference" }.compactMap {
            $0["relativePath"] as? String
        }
        localPackages = Set(locals.map { reader.sourceRoot.appending(path: $0).standardizedFileURL.path }).sorted()
        packageProducts = Dictionary(
            applications.flatMap { reader.packageProducts(of: $0.value, locals: locals) },
            uniquingKeysWith: { first, _ in first })
        infoPlists = Set(applications.values.flatMap { reader.paths(of: $0, setting: "INFOPLIST_FILE") }).sorted()
        bridgingHeaders = Set(
            applications.values.flatMap { reader.paths(of: $0, setting: "SWIFT_OBJC_BRIDGING_HEADER") }
        ).sorted()
        isolatesToMainActorByDefault = applications.values.contains {
            reader.values(of: $0, setting: "SWIFT_DEFAULT_ACTOR_ISOLATION").contains("MainActor")
        }
    }

    /// The project beside `folder` that compiles some of its Swift files: in the folder, its
    /// parent or the parent's parent (`App/App.xcodeproj` beside `App/App/`), nearest first.
    public static func compiling(folder: AppFolder) -> XcodeProject? {
        var directory = URL(fileURLWithPath: folder.path)
        let files = Set(folder.swiftFiles.map { directory.appending(path: $0.path).standardizedFileURL.path })
        for _ in 0..<3 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                if let project = XcodeProject(path: directory.appending(path: entry).path),
                    !project.compiledFiles.isDisjoint(with: files)
                {
                    return project
                }
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// The object graph of a `project.pbxproj`, by object id.
    private struct Reader {
        let objects: [String: [String: Any]]
        /// The folder holding the `.xcodeproj`, which `SOURCE_ROOT` paths start from.
        let sourceRoot: URL

        /// Records the folder of each group and file reference under `id`, whose parent
        /// group's folder is `parent`.
        func locate(_ id: String, in parent: URL, into folders: inout [String: URL]) {
            guard let object = objects[id] else { return }
            let folder = folder(of: object, in: parent)
            folders[id] = folder
            for child in object["children"] as? [String] ?? [] { locate(child, in: folder, into: &folders) }
        }

        /// Where an object's `path` leads, from its parent group's folder: `<group>` paths are
        /// relative to the parent, `<absolute>` ones absolute, `SOURCE_ROOT` ones relative to
        /// the folder holding the `.xcodeproj` (inferred: the project sits at the source root,
        /// as Xcode writes it unless `projectDirPath` says otherwise).
        private func folder(of object: [String: Any], in parent: URL) -> URL {
            guard let path = object["path"] as? String else { return parent }
            switch object["sourceTree"] as? String {
            case "<absolute>": return URL(fileURLWithPath: path).standardizedFileURL
            case "SOURCE_ROOT": return sourceRoot.appending(path: path).standardizedFileURL
            default: return parent.appending(path: path).standardizedFileURL
            }
        }

        /// The Swift package products `target` depends on, each with its package's repository
        /// URL (a local package's path where it has none). A product with no package named is
        /// one of a local package's (Xcode 16 names none for those): the one of `locals` (paths
        /// from the project's folder) with a target folder of the product's name, inferred, as
        /// the package's manifest is not run.
        func packageProducts(of target: [String: Any], locals: [String]) -> [(String, String)] {
            (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0] }.compactMap {
                product -> (String, String)? in
                guard let name = product["productName"] as? String else { return nil }
                guard let package = (product["package"] as? String).flatMap({ objects[$0] }) else {
                    let local = locals.sorted().first { local in
                        FileManager.default.fileExists(
                            atPath: sourceRoot.appending(path: local).appending(path: "Sources/\(name)").path)
                    }
                    return (name, local ?? "")
                }
                return (name, package["repositoryURL"] as? String ?? package["relativePath"] as? String ?? "")
            }
        }

        /// The values the target's build configurations give `setting`, where they set it.
        func values(of target: [String: Any], setting: String) -> [String] {
            let list = (target["buildConfigurationList"] as? String).flatMap { objects[$0] }
            let configurations = (list?["buildConfigurations"] as? [String] ?? []).compactMap { objects[$0] }
            return configurations.compactMap { ($0["buildSettings"] as? [String: Any])?[setting] as? String }
        }

        /// The files a target's build configurations name in the build setting `setting`: a path
        /// absolute, or relative to the folder holding the `.xcodeproj` (where Xcode runs the
        /// build), or starting with `$(SRCROOT)` or `$(PROJECT_DIR)`, that folder;
        /// `$(TARGET_NAME)` is the target's name.
        func paths(of target: [String: Any], setting: String) -> [String] {
            values(of: target, setting: setting).compactMap { value in
                var path = value
                guard !path.isEmpty else { return nil }
                for root in ["SRCROOT", "PROJECT_DIR"] {
                    for written in ["$(\(root))", "${\(root)}"] where path.hasPrefix(written) {
                        path = "." + path.dropFirst(written.count)
                    }
                }
                let name = target["name"] as? String ?? ""
                path = path.replacing("$(TARGET_NAME)", with: name).replacing("${TARGET_NAME}", with: name)
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : sourceRoot.appending(path: path)
                return url.standardizedFileURL.path
            }
        }

        /// The Swift files the target `targetID` compiles.
        func compiledFiles(of targetID: String, folders: [String: URL]) -> [String] {
            let target = objects[targetID] ?? [:]
            var files: [String] = []
            for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] })
            where phase["isa"] as? String == "PBXSourcesBuildPhase" {
                for buildFile in (phase["files"] as? [String] ?? []).compactMap({ objects[$0] }) {
                    if let reference = buildFile["fileRef"] as? String, let url = folders[reference] {
                        files.append(url.path)
                    }
                }
            }
            for group in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let folder = folders[group] else { continue }
                let excluded = Set(
                    exceptions(of: objects[group] ?? [:], for: targetID).map { folder.appending(path: $0).path })
                files += Self.swiftFiles(in: folder).filter { !excluded.contains($0) }
            }
            return files
        }

        /// The paths, relative to a synchronized group, its exception sets take out of `target`.
        private func exceptions(of group: [String: Any], for target: String) -> [String] {
            (group["exceptions"] as? [String] ?? []).compactMap { objects[$0] }.filter {
                $0["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                    && $0["target"] as? String == target
            }.flatMap { $0["membershipExceptions"] as? [String] ?? [] }
        }

        /// The Swift files under `folder`, absolute and standardized.
        private static func swiftFiles(in folder: URL) -> [String] {
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                return []
            }
            return walk.compactMap { ($0 as? URL)?.standardizedFileURL }.filter { $0.pathExtension == "swift" }.map(
                \.path)
        }
    }
}
