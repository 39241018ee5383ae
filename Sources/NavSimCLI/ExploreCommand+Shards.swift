import ArgumentParser
import NavSimCore
import NavSimExploration
import NavSimSimulator

extension ExploreCommand {
    /// The options of this command that decide its report, as a shard file keeps them.
    func shardOptions(start: Scenario?, texts: [String: [String]]) -> ShardFile.Options {
        ShardFile.Options(
            depth: depth, maxStates: maxStates, racing: racing, inputLimit: limit.inputLimit, texts: texts,
            start: start)
    }

    /// Writes the shard's part into `directory` and says what it explored; the exit status
    /// of an interrupted exploration after it.
    @MainActor func write(
        _ part: ExplorationShard, of app: String, variant: String, start: Scenario?, texts: [String: [String]],
        to directory: String
    ) throws {
        let file = try ShardFile(
            app: app, variant: variant, options: shardOptions(start: start, texts: texts), fromPath: from, shard: part)
        let path = try Interruption.deferred { try file.write(into: directory, force: force) }
        let split = part.splitDepth.map { "split at depth \($0)" } ?? "not split (no level had enough states)"
        let extent =
            switch part.limit {
            case nil: "complete"
            case .interrupted: "interrupted"
            case let limit?: "stopped by the \(limit.rawValue) limit"
            }
        say(
            "explored shard \(part.part) of \(app)/\(variant) breadth-first: \(counted(part.states, "state")), "
                + "\(counted(part.transitions, "transition")), \(counted(part.expandedStates, "state")) expanded, "
                + "\(split) (\(extent)); wrote \(path)")
        if part.limit == .interrupted || Interruption.requested { throw ExitCode(Interruption.status) }
    }

    /// `--merge`: reads the shards, checks they are one exploration's, and presents the
    /// report one machine gives for it.
    @MainActor func mergeShards() throws {
        let files = try ShardFile.read(merge)
        let first = files[0].file
        let description = try AppCatalog.current.named(first.app)
        let maker = try description.maker(variant: first.variant)
        prepareForApps()
        let options = first.options
        let exploration = SystematicExploration(
            depth: options.depth, maxStates: options.maxStates, racing: options.racing,
            inputLimit: InputLimitOption.duration(seconds: options.inputLimit),
            from: options.start?.inputs ?? [], texts: options.texts, launch: options.start?.launch, app: maker)
        let report: ExplorationReport
        do {
            report = try exploration.merge(files.map(\.file.shard))
        } catch {
            throw Failure.badInput("cannot merge \(files.map(\.path).joined(separator: ", ")): \(error)")
        }
        try present(
            report, of: description, variant: first.variant, from: first.fromPath, launch: options.start?.launch)
    }
}
