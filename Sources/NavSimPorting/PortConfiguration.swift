import Foundation

/// A target's `navsim-port.json`: the app's folders to port and the files and folders to
/// leave out, each path relative to the package.
///
/// `navsim-port` reads it at every run: SwiftPM asks the port plugin for its commands only
/// when it plans the build again (a file added to or removed from the package, or
/// `Package.swift` changed), so a list the plugin took from an older `exclude` would port a
/// file the user has since excluded.
public struct PortConfiguration: Decodable, Sendable {
    /// The app's folders, relative to the package.
    public var appFolders: [String]
    /// The files and folders left out, relative to the package.
    public var exclude: [String]?

    /// A configuration porting `appFolders` less `exclude`.
    public init(appFolders: [String], exclude: [String]?) {
        self.appFolders = appFolders
        self.exclude = exclude
    }

    /// Reads the configuration at `path`.
    public init(contentsOf path: String) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Whether `path` is excluded: named in `exclude`, or inside a folder named there, with
    /// each of those paths taken relative to `packageDirectory`.
    public func excludes(_ path: String, packageDirectory: String) -> Bool {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let package = URL(fileURLWithPath: packageDirectory, isDirectory: true)
        return (exclude ?? []).contains { entry in
            let excluded = URL(fileURLWithPath: entry, relativeTo: package).standardizedFileURL.path
            return file == excluded || file.hasPrefix(excluded + "/")
        }
    }
}
