import Foundation

/// What an iOS app's source folder holds, as `navsim init` reports it: its Swift files
/// (ported, to see what they declare and import), storyboards, xibs and `Info.plist`.
/// Reading never writes to the folder.
public struct AppFolder: Sendable {
    /// The folder, absolute and standardized.
    public let path: String
    /// Each Swift file's path (relative to the folder) and its port.
    public private(set) var swiftFiles: [(path: String, port: SourcePort)]
    /// The storyboards and xibs, relative to the folder.
    public let storyboards: [String]
    public let xibs: [String]
    /// The app's `Info.plist`, absolute: the one its Xcode target names (``using(_:)``), else
    /// a file of the folder named so in any case (`info.plist`), the first that names a launch
    /// storyboard; `nil` when there is none.
    public private(set) var infoPlist: String?
    /// `UIMainStoryboardFile` or the scene manifest's `UISceneStoryboardFile` of ``infoPlist``, if any.
    public private(set) var mainStoryboard: String?
    /// How many scenes and segues the storyboards hold.
    public let scenes: Int
    public let segues: Int

    /// The modules NavSim builds against with nothing to write: Swift's own and Foundation's.
    public static let availableModules: Set<String> = [
        "Foundation", "Dispatch", "Swift", "_Concurrency", "Observation", "FoundationNetworking", "FoundationXML",
    ]

    /// Reads the folder at `path`, leaving out hidden entries and folders named `…Tests`, as
    /// the port plugin does.
    public init(path: String) throws {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        self.path = root.path
        var swiftFiles: [(String, SourcePort)] = []
        var storyboards: [String] = []
        var xibs: [String] = []
        var plists: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        for case let url as URL in walk {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            if (try? url.resourceValues(forKeys: Set(keys)).isDirectory) == true {
                if url.lastPathComponent.hasSuffix("Tests") || url.pathExtension == "xcassets" {
                    walk.skipDescendants()
                }
                continue
            }
            switch url.pathExtension {
            case "swift":
                guard Self.isRegularFile(url) else {
                    throw CocoaError(
                        .fileReadUnknown,
                        userInfo: [
                            NSLocalizedDescriptionKey:
                                "\(relative) is not a regular file (a FIFO, a socket or a device)"
                        ])
                }
                guard let source = try? String(contentsOf: url, encoding: .utf8) else {
                    throw CocoaError(
                        .fileReadInapplicableStringEncoding,
                        userInfo: [NSLocalizedDescriptionKey: "\(relative) is not a UTF-8 text file"])
                }
                swiftFiles.append((relative, SourcePort(source, path: url.path)))
            case "storyboard": storyboards.append(relative)
            case "xib": xibs.append(relative)
            case "plist" where url.lastPathComponent.lowercased() == "info.plist": plists.append(url)
            default: break
            }
        }
        self.swiftFiles = swiftFiles.sorted { $0.0 < $1.0 }
        let texts = storyboards.compactMap { try? String(contentsOf: root.appending(path: $0), encoding: .utf8) }
        scenes = texts.map { $0.components(separatedBy: "<scene ").count - 1 }.reduce(0, +)
        segues = texts.map { $0.components(separatedBy: "<segue ").count - 1 }.reduce(0, +)
        self.storyboards = storyboards.sorted()
        self.xibs = xibs.sorted()
        let launching = plists.map(\.path).sorted().map { ($0, Self.mainStoryboard(in: $0)) }
        (infoPlist, mainStoryboard) = launching.first { $0.1 != nil } ?? launching.first ?? (nil, nil)
    }

    /// Whether `url`, its links followed, is a regular file: a FIFO is not read (it could wait
    /// for a writer for ever), nor a device (`/dev/zero` never ends).
    private static func isRegularFile(_ url: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    /// The folder with the `Info.plist` that `project`'s application targets name, where one is
    /// there (one inside the folder first): Xcode reads that file whatever its name or place.
    public func using(_ project: XcodeProject) -> AppFolder {
        let existing = project.infoPlists.filter { FileManager.default.fileExists(atPath: $0) }
        guard let plist = existing.first(where: { $0.hasPrefix(path + "/") }) ?? existing.first else { return self }
        var folder = self
        folder.infoPlist = plist
        folder.mainStoryboard = Self.mainStoryboard(in: plist)
        return folder
    }

    private static func mainStoryboard(in plist: String) -> String? {
        guard let data = FileManager.default.contents(atPath: plist),
            let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        if let name = storyboardName(info["UIMainStoryboardFile"]) { return name }
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let roles = configurations?.values.compactMap { $0 as? [[String: Any]] }.joined()
        return roles?.lazy.compactMap { storyboardName($0["UISceneStoryboardFile"]) }.first
    }

    /// A storyboard key's name, or `nil` for an empty one: Xcode leaves `UIMainStoryboardFile`
    /// empty when "Main Interface" is cleared, and such an app launches its scene delegate's
    /// window alone.
    private static func storyboardName(_ value: Any?) -> String? {
        guard let name = value as? String, !name.isEmpty else { return nil }
        return name
    }

    // MARK: - What the app declares

    private var declarations: [SourcePort.Declaration] { swiftFiles.flatMap(\.port.declarations) }

    /// The app delegate: the type declared `@main`/`@UIApplicationMain` unless it is a SwiftUI
    /// app (``swiftUIApp``), else a class that adopts `UIApplicationDelegate` (in a SwiftUI app,
    /// the one its `@UIApplicationDelegateAdaptor` names).
    public var appDelegate: String? {
        if let main = mainType, swiftUIApp == nil { return main }
        return declarations.first { $0.kind == "class" && $0.inherits.contains("UIApplicationDelegate") }?.name
    }

    /// The app declared in SwiftUI: the `@main` type adopting `App` (`struct ShopApp: App`).
    public var swiftUIApp: String? {
        guard let main = mainType else { return nil }
        return declarations.contains { $0.name == main && $0.inherits.contains("App") } ? main : nil
    }

    /// The type declared `@main`/`@UIApplicationMain`, if any.
    private var mainType: String? { swiftFiles.lazy.compactMap(\.port.mainType).first }

    /// The scene delegate: a class that adopts `UIWindowSceneDelegate` or `UISceneDelegate`.
    public var sceneDelegate: String? {
        declarations.first {
            $0.kind == "class"
                && ($0.inherits.contains("UIWindowSceneDelegate") || $0.inherits.contains("UISceneDelegate"))
        }?.name
    }

    /// The view controller classes: those inheriting from UIKit's controllers, directly or
    /// through another of the app's.
    public var viewControllers: [String] {
        subclasses { $0.hasPrefix("UI") && $0.hasSuffix("Controller") || $0.hasPrefix("UIHostingController") }
    }

    /// The coordinators: classes named `…Coordinator`, or adopting an app protocol so named.
    public var coordinators: [String] {
        let protocols = Set(
            declarations.filter { $0.kind == "protocol" && Self.isCoordinatorName($0.name) }.map(\.name))
        return declarations.filter { declaration in
            declaration.kind == "class"
                && (Self.isCoordinatorName(declaration.name)
                    || declaration.inherits.contains(where: protocols.contains))
        }.map(\.name).sorted()
    }

    private static func isCoordinatorName(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.hasSuffix("Coordinator") || last.hasSuffix("Coordinating")
    }

    /// The classes whose superclass chain reaches a name `isRoot` accepts.
    private func subclasses(of isRoot: (String) -> Bool) -> [String] {
        let classes = declarations.filter { $0.kind == "class" }
        let superclass = Dictionary(classes.map { ($0.name, $0.inherits.first ?? "") }, uniquingKeysWith: { a, _ in a })
        func reaches(_ name: String, _ depth: Int) -> Bool {
            guard depth < 32, let parent = superclass[name] else { return false }
            return isRoot(parent) || reaches(parent, depth + 1)
        }
        return classes.map(\.name).filter { reaches($0, 0) }.sorted()
    }

    /// Each module imported that NavSim has no stand-in for, with the files importing it or
    /// naming its types where `import UIKit` brings it (``SourcePort/implicitImports``), and
    /// whether no file imports it by name (then a stand-in module would not be imported).
    public var unavailableModules: [(module: String, files: [String], onlyThroughUIKit: Bool)] {
        var files: [String: [String]] = [:]
        var imported: Set<String> = []
        for (path, port) in swiftFiles {
            imported.formUnion(port.imports)
            for module in Set(port.imports + port.implicitImports)
            where SourcePort.replacement(forModule: module) == nil && !Self.availableModules.contains(module) {
                files[module, default: []].append(path)
            }
        }
        return files.keys.sorted().map { ($0, files[$0]!, !imported.contains($0)) }
    }

    /// The app's framework targets and local packages' modules: for each module the app
    /// imports that NavSim has no stand-in for, the folder of that name beside the app's
    /// folder, where Xcode keeps a framework target's files, or else `Sources/<module>` in
    /// the first of `localPackages` (package folders, sorted) or of the local packages their
    /// manifests name by path that has one, where SwiftPM keeps a target's files, if it
    /// holds Swift files and is no symbolic link (which could lead anywhere, the whole disk
    /// included); then theirs in turn. Sorted by name.
    public func frameworks(localPackages: [String] = []) throws -> [AppFolder] {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        let packages = Self.withDependencies(localPackages)
        var found: [String: AppFolder] = [:]
        var pending = unavailableModules.map(\.module)
        while let module = pending.popLast() {
            guard found[module] == nil else { continue }
            let candidates =
                [parent.appending(path: module)]
                + packages.map { URL(fileURLWithPath: $0).appending(path: "Sources/\(module)") }
            guard
                let folder = candidates.lazy.map(\.standardizedFileURL.path).first(where: {
                    Self.isFolder($0) && $0 != path
                })
            else { continue }
            let framework = try AppFolder(path: folder)
            guard !framework.swiftFiles.isEmpty else { continue }
            found[module] = framework
            pending += framework.unavailableModules.map(\.module)
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    /// Whether `path` is a folder and no symbolic link.
    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type != .typeSymbolicLink && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// `packages` (local package folders) and the local packages their manifests depend on by
    /// path (`.package(path: "../Core")`), in turn, in the order found: read from the
    /// manifest's text, which is not run.
    static func withDependencies(_ packages: [String]) -> [String] {
        var all: [String] = []
        var pending = packages
        while !pending.isEmpty {
            let package = pending.removeFirst()
            guard !all.contains(package), isFolder(package) else { continue }
            all.append(package)
            let manifest = URL(fileURLWithPath: package).appending(path: "Package.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { continue }
            for match in text.matches(of: #/\.package\s*\([^()]*?path:\s*"([^"]+)"/#) {
                pending.append(
                    URL(fileURLWithPath: String(match.1), relativeTo: URL(fileURLWithPath: package + "/"))
                        .standardizedFileURL.path)
            }
        }
        return all
    }

    /// The UIKit-family names (`UIFancyView`) the folder's files declare themselves.
    public var uikitNamesDeclared: Set<String> { Set(swiftFiles.flatMap(\.port.uikitNamesDeclared)) }

    /// `needs a hand:` lines for the UIKit-family types the files use that neither NavSim nor
    /// the folder nor `declared` (its frameworks') declares, their files named as `prefix` +
    /// path (``UIKitNames/missingNameLines(in:declared:target:prefix:)``).
    public func missingUIKitNameLines(declared: Set<String>, target: String, prefix: String = "") -> [String] {
        UIKitNames.missingNameLines(
            in: swiftFiles, declared: declared.union(uikitNamesDeclared), target: target, prefix: prefix)
    }

    /// The folder's name: a framework's module name.
    public var name: String { URL(fileURLWithPath: path).lastPathComponent }

    /// The files that use `URLSession`, whose requests scenarios and walks answer.
    public var networkingFiles: [String] {
        swiftFiles.filter(\.port.usesURLSession).map(\.path)
    }

    /// The Swift files (relative to the folder) that `project` compiles into no application target.
    public func files(notCompiledBy project: XcodeProject) -> [String] {
        swiftFiles.map(\.path).filter { !project.compiledFiles.contains(path + "/" + $0) }
    }

    /// The folder less the Swift files at `paths` (relative to it): what the build compiles
    /// once `navsim-port.json` excludes them, so a file no target compiles names no delegate,
    /// controller, coordinator or module to stand in for.
    public func excluding(_ paths: [String]) -> AppFolder {
        var folder = self
        folder.swiftFiles.removeAll { paths.contains($0.path) }
        return folder
    }

    /// Whether any file imports `module`.
    public func imports(_ module: String) -> Bool {
        swiftFiles.contains { $0.port.imports.contains(module) }
    }

    /// NavSim's modules the files import beyond NavSimUIKit and NavSimNetworking, which every
    /// ported file imports: NavSimSwiftUI for `import SwiftUI`, NavSimCombine for `Combine`,
    /// NavSimKeychainAccess and NavSimAuthenticationServices; in that order.
    public var navSimModules: [String] {
        let imported = Set(swiftFiles.flatMap(\.port.imports).compactMap(SourcePort.replacement(forModule:)))
        return SourcePort.importedOnlyModules.filter(imported.contains)
    }
}
