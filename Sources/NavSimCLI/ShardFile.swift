import Foundation
import NavSimCore
import NavSimExploration
import NavSimJournal
import NavSimSimulator

/// The file `explore APP --shard I/N --output DIR` writes, `DIR/explore-shard-I-of-N.json`:
/// one JSON object with what merging needs and what makes shards mergeable (the format,
/// the NavSim version, the app, its variant and the exploration's options) and the shard's
/// part itself (``ExplorationShard``), with a checksum of that part. docs/exploration.md
/// describes it.
struct ShardFile: Codable {
    /// What a file says it is.
    static let formatName = "navsim explore shard"
    /// The version of this format.
    static let formatVersion = 2

    /// The options that decide an exploration's report: shards of one exploration have
    /// equal ones. `--time` and the number of workers are not among them.
    struct Options: Codable, Equatable {
        var depth: Int
        var maxStates: Int
        var racing: Bool
        /// `--input-limit` in seconds; 0 for none.
        var inputLimit: Double
        var texts: [String: [String]]
        /// The `--from` scenario, whose inputs and launch link start the search.
        var start: Scenario?

        /// The options' names whose values differ from `other`'s.
        func differences(from other: Self) -> [String] {
            [
                ("--depth", depth == other.depth), ("--max-states", maxStates == other.maxStates),
                ("--racing", racing == other.racing), ("--input-limit", inputLimit == other.inputLimit),
                ("--text", texts == other.texts), ("--from", start == other.start),
            ].filter { !$0.1 }.map(\.0)
        }
    }

    let format: String
    let formatVersion: Int
    let navsim: String
    let app: String
    let variant: String
    let options: Options
    /// `--from` as it was given, printed in the merged report.
    let fromPath: String?
    /// FNV-1a (64 bits, hexadecimal) of ``shard`` encoded as JSON with sorted keys.
    let checksum: String
    let shard: ExplorationShard

    init(app: String, variant: String, options: Options, fromPath: String?, shard: ExplorationShard) throws {
        format = Self.formatName
        formatVersion = Self.formatVersion
        navsim = NavSimVersion.current
        self.app = app
        self.variant = variant
        self.options = options
        self.fromPath = fromPath
        self.shard = shard
        checksum = try Self.checksum(of: shard)
    }

    /// The file's name for `part`.
    static func name(of part: ExplorationShard.Part) -> String { "explore-shard-\(part.index)-of-\(part.count).json" }

    /// Writes the file into `directory` atomically (it appears whole or not at all); its path.
    func write(into directory: String, force: Bool) throws -> String {
        let path = (directory as NSString).appendingPathComponent(Self.name(of: shard.part))
        try ReproFiles.createDirectory(directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let bytes = try encoder.encode(self)
        try writing(path) { try AtomicFile.write(Array(bytes), to: path, replaceExisting: force) }
        return path
    }

    /// The shard files at `paths` (each a file, or a directory whose `explore-shard-*.json`
    /// files are read), after checking that each is whole, of this NavSim, and of the same
    /// app, variant and options as the first.
    ///
    /// - Throws: A ``Failure`` (exit status 2) naming the file and what is wrong.
    static func read(_ paths: [String]) throws -> [(path: String, file: ShardFile)] {
        let files = try paths.flatMap(shardPaths).map { path in (path: path, file: try read(path)) }
        guard let first = files.first else { throw Failure.badInput("no shard file to merge") }
        for (path, file) in files.dropFirst() {
            if (file.app, file.variant) != (first.file.app, first.file.variant) {
                throw Failure.badInput(
                    "\(path): a shard of \(file.app)/\(file.variant), not of \(first.file.app)/\(first.file.variant) "
                        + "as \(first.path); merge the shards of one exploration")
            }
            let differences = file.options.differences(from: first.file.options)
            if !differences.isEmpty {
                throw Failure.badInput(
                    "\(path): explored with another \(differences.joined(separator: ", ")) than \(first.path); "
                        + "merge the shards of one exploration")
            }
        }
        return files
    }

    /// `path` itself, or the shard files in it when it is a directory, by name.
    private static func shardPaths(_ path: String) throws -> [String] {
        guard isDirectory(path) else { return [path] }
        let names = try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { $0.hasPrefix("explore-shard-") && $0.hasSuffix(".json") }.sorted()
        guard !names.isEmpty else {
            throw Failure.badInput("\(path): no shard file (explore-shard-I-of-N.json) in this directory")
        }
        return names.map { (path as NSString).appendingPathComponent($0) }
    }

    /// The shard file at `path`, checked whole and of this NavSim.
    private static func read(_ path: String) throws -> ShardFile {
        let data = Data(try FileSource(path: path).readAll())
        struct Header: Decodable {
            let format: String?
            let formatVersion: Int?
            let navsim: String?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == formatName else {
            throw Failure.badInput("\(path): not an explore shard file (damaged, or another kind of file)")
        }
        guard header.formatVersion == formatVersion, header.navsim == NavSimVersion.current else {
            throw Failure.badInput(
                "\(path): written by NavSim \(header.navsim ?? "?") (shard format \(header.formatVersion ?? 0)), "
                    + "this is NavSim \(NavSimVersion.current); explore and merge every shard with one NavSim")
        }
        let file: ShardFile
        do {
            file = try JSONDecoder().decode(ShardFile.self, from: data)
        } catch {
            throw Failure.badInput("\(path): damaged: \(error)")
        }
        guard try checksum(of: file.shard) == file.checksum else {
            throw Failure.badInput("\(path): damaged: its checksum does not match its contents")
        }
        return file
    }

    private static func checksum(of shard: ExplorationShard) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(ExplorationShard.fnv1a(try encoder.encode(shard)), radix: 16)
    }
}
