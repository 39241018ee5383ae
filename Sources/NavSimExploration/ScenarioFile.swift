import Foundation
import NavSimCore
import NavSimJournal
public import NavSimSimulator

/// Reads and writes scenario files (docs/scenarios.md): one input a line, keys in the
/// order the docs use, so a written file reads like a hand-written one.
public enum ScenarioFile {
    /// Reads the scenario at `path`, which must be a regular file (or a link to one).
    ///
    /// - Throws: ``ScenarioFileError`` naming the file and what is wrong with it.
    public static func read(_ path: String) throws(ScenarioFileError) -> Scenario {
        let bytes: [UInt8]
        do {
            bytes = try FileSource(path: path).readAll()
        } catch {
            throw .unreadable(path: path, reason: "\(error)")
        }
        do {
            return try JSONDecoder().decode(Scenario.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw .invalid(path: path, reason: explain(error))
        } catch {
            throw .invalid(path: path, reason: error.localizedDescription)
        }
    }

    /// Writes `scenario` to `path` atomically, creating its directory, replacing the file
    /// if there is one.
    ///
    /// - Throws: ``ScenarioFileError/notWritten(path:reason:)``.
    public static func write(_ scenario: Scenario, to path: String) throws(ScenarioFileError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text(of: scenario).utf8).write(to: url, options: .atomic)
        } catch {
            throw .notWritten(path: path, reason: error.localizedDescription)
        }
    }

    /// The file's text: the fields in the docs' order, each input on a line of its own.
    public static func text(of scenario: Scenario) -> String {
        var fields = [("app", JSONValue.string(scenario.app))]
        if let variant = scenario.variant { fields.append(("variant", .string(variant))) }
        fields.append(("summary", .string(scenario.summary)))
        var text = "{\n"
        for (key, value) in fields { text += "  \(JSONValue.string(key)): \(value),\n" }
        switch scenario.launch {
        case .url(let url): text += "  \"launch\": {\"open\": \(JSONValue.string(url))},\n"
        case .shortcut(let type): text += "  \"launch\": {\"shortcut\": \(JSONValue.string(type))},\n"
        case nil: break
        }
        text += "  \"inputs\": ["
        text += scenario.inputs.map { "\n    " + line(for: $0) }.joined(separator: ",")
        text += scenario.inputs.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Where in the JSON and what, in one line.
    private static func explain(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(_, let found), .typeMismatch(_, let found), .valueNotFound(_, let found),
            .dataCorrupted(let found):
            context = found
        @unknown default: return error.localizedDescription
        }
        let place = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return (place.isEmpty ? "" : place + ": ") + context.debugDescription
    }

    /// Inputs numbered from 1, indented, one a line: `  1. {"tap": "add", "on": "Main"}`.
    public static func numbered(_ inputs: [Scenario.Step]) -> [String] {
        if inputs.isEmpty { return ["  (none: launching is enough)"] }
        return inputs.enumerated().map { "  \($0.offset + 1). \(line(for: $0.element))" }
    }

    /// One input as a JSON object with its keys in the docs' order: `{"tap": "add", "on": "Main"}`.
    public static func line(for step: Scenario.Step) -> String {
        var pairs: [(String, JSONValue)]
        switch step {
        case .tap(let action, let screen, let argument):
            pairs = [("tap", .string(action))]
            if let screen { pairs.append(("on", .string(screen))) }
            if argument != .null { pairs.append(("with", argument)) }
        case .back(let gesture): pairs = [("back", .string(gesture.rawValue))]
        case .columnBack(let gesture, let column):
            pairs = [("back", .string(gesture.rawValue)), ("column", .number(Double(column)))]
        case .sheet(let gesture): pairs = [("sheet", .string(gesture.rawValue))]
        case .popover(let gesture): pairs = [("popover", .string(gesture.rawValue))]
        case .tab(let index): pairs = [("tab", .number(Double(index)))]
        case .respond(let service, let response, let pending):
            pairs = [("respond", .string(service)), ("with", response)]
            if pending > 0 { pairs.append(("pending", .number(Double(pending)))) }
        case .open(let url): pairs = [("open", .string(url))]
        case .shortcut(let type): pairs = [("shortcut", .string(type))]
        case .app(let state): pairs = [("app", .string(state.rawValue))]
        case .quick(let step): return String(line(for: step).dropLast()) + ", \"quick\": true}"
        case .waitForAnimations: pairs = [("wait", .string("animations"))]
        case .wait(let milliseconds): pairs = [("wait", .string(Scenario.waitText(milliseconds: milliseconds)))]
        }
        return "{" + pairs.map { "\(JSONValue.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// A scenario file that could not be read or written.
public enum ScenarioFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is missing, not a regular file, or could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a valid scenario.
    case invalid(path: String, reason: String)
    /// The file could not be written.
    case notWritten(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .invalid(let path, let reason): "\(path): not a valid scenario: \(reason)"
        case .notWritten(let path, let reason): "\(path): the scenario was not written: \(reason)"
        }
    }
}
