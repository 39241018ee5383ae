import Foundation
import PackagePlugin

/// Builds an iOS app's own folder into a NavSim target, leaving the folder as it is: each of
/// its Swift files is ported (`navsim-port`, line for line) into the build directory, and
/// the copies are compiled with the target's own NavSim-only files.
///
/// The target names the app's folders in `navsim-port.json`, beside its sources (written by
/// `navsim init`; paths relative to the package):
///
/// ```json
/// {"appFolders": ["../Shop"], "exclude": ["../Shop/Services/PhotoLibrary.swift"], "infoPlist": "../Shop/Info.plist"}
/// ```
///
/// Every `.swift` file under the folders is ported, except those under a folder whose name
/// ends in `Tests`, hidden ones, and the excluded files and folders (a NavSim-only stand-in
/// in the target replaces what an excluded file declared). The storyboards, xibs and the
/// app's `Info.plist` (`infoPlist`, the file the Xcode target names; without it, the
/// folders' first file named `Info.plist` in any case) go into one more file,
/// `NavSimPortedInterface.swift`, with the classes and connections they need, and the
/// modules the target's Objective-C bridging header imports (`bridgingHeader`), re-exported
/// to every file as Xcode makes them visible.
///
/// SwiftPM asks for the commands again only when it plans the build again (a file added to
/// or removed from the package, or `Package.swift` changed), so the list of files is the one
/// taken then; `navsim-port` applies `exclude` itself, from the file as it is at each build
/// (the configuration is the command's input), and writes an excluded file's copy empty.
@main
struct NavSimPortPlugin: BuildToolPlugin {
    struct Configuration: Decodable {
        var appFolders: [String]
        var infoPlist: String?
        var bridgingHeader: String?
    }

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let configurationFile = target.directoryURL.appending(path: "navsim-port.json")
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: configurationFile))
        let package = context.package.directoryURL
        let files = configuration.appFolders.flatMap { folder in
            appFiles(under: package.appending(path: folder).standardizedFileURL)
        }
        let inputs = files.filter { $0.pathExtension == "swift" }
        let documents = files.filter { $0.pathExtension != "swift" && !Self.isInfoPlist($0) }
        let infoPlist =
            configuration.infoPlist.map { package.appending(path: $0).standardizedFileURL }
            ?? files.first(where: Self.isInfoPlist)
        let outputDirectory = context.pluginWorkDirectoryURL.appending(path: "Ported")
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let outputs = outputNames(for: inputs).map { outputDirectory.appending(path: $0) }
        let interface = outputDirectory.appending(path: "NavSimPortedInterface.swift")
        var arguments = [
            "--interface", interface.path, "--configuration", configurationFile.path, "--package", package.path,
        ]
        var documentInputs = documents
        if let infoPlist {
            arguments += ["--info-plist", infoPlist.path]
            documentInputs.append(infoPlist)
        }
        if let header = configuration.bridgingHeader.map({ package.appending(path: $0).standardizedFileURL }) {
            arguments += ["--bridging-header", header.path]
            documentInputs.append(header)
        }
        arguments += documents.flatMap { ["--document", $0.path] }
        arguments += zip(inputs, outputs).flatMap { [$0.path, $1.path] }
        return [
            .buildCommand(
                displayName:
                    "Porting \(inputs.count) Swift files of \(configuration.appFolders.joined(separator: ", "))",
                executable: try context.tool(named: "navsim-port").url, arguments: arguments,
                inputFiles: inputs + documentInputs + [configurationFile], outputFiles: outputs + [interface])
        ]
    }

    private static func isInfoPlist(_ file: URL) -> Bool { file.lastPathComponent.lowercased() == "info.plist" }

    /// The Swift files, storyboards, xibs, `Info.plist`s and the `Contents.json` of each asset
    /// catalog's image and color set under `folder`, sorted by path, leaving out tests and
    /// hidden entries.
    private func appFiles(under folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walk {
            let isDirectory = (try? url.resourceValues(forKeys: Set(keys)).isDirectory) ?? false
            if isDirectory && url.lastPathComponent.hasSuffix("Tests") {
                walk.skipDescendants()
                continue
            }
            let assetSet = ["imageset", "colorset"].contains(url.deletingLastPathComponent().pathExtension)
            if !isDirectory,
                ["swift", "storyboard", "xib"].contains(url.pathExtension) || Self.isInfoPlist(url)
                    || (assetSet && url.lastPathComponent == "Contents.json")
            {
                files.append(url.standardizedFileURL)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// A name for each input's copy, all in one directory: `Name.ported.swift`, with the
    /// file's folders joined by `_` before it where two files share a name. The copy's own
    /// name differs from the name its `#sourceLocation` gives, which Swift requires of a
    /// module's file IDs.
    private func outputNames(for inputs: [URL]) -> [String] {
        var counts: [String: Int] = [:]
        for input in inputs { counts[input.lastPathComponent, default: 0] += 1 }
        return inputs.map { input in
            let name =
                counts[input.lastPathComponent] == 1
                ? input.lastPathComponent : input.pathComponents.dropFirst().joined(separator: "_")
            return name.dropLast(".swift".count) + ".ported.swift"
        }
    }
}
