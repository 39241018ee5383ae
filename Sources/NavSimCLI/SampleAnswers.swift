import Foundation
import NavSimCore

/// What `navsim init --answers TRACE` writes: the services a trace of the app requested (its
/// network endpoints, `GET host/path`, and `NavSim.request` services), each with sample
/// answers to edit, in `answers.json` beside the package's `Package.swift`, which the
/// launcher `init` writes gives `NavSimApp(responses:)` (`NavSimApp.answers(inPackageOf:)`).
struct SampleAnswers {
    /// The services requested, in the order of their first request, with how many times.
    let requested: [(service: String, count: Int)]

    /// The services `trace` requested; its app must be `app`.
    init(trace path: String, app: String) throws {
        var trace = try TraceFile.open(path, showingProgress: false)
        guard trace.manifest.app == app else {
            throw Failure.badInput("\(path) is a trace of \(trace.manifest.app), not of \(app)")
        }
        var counts: [String: Int] = [:]
        var order: [String] = []
        while let event = try trace.nextEvent() {
            guard case .serviceRequested(let service, _, _) = event else { continue }
            if counts[service] == nil { order.append(service) }
            counts[service, default: 0] += 1
        }
        requested = order.map { ($0, counts[$0] ?? 0) }
    }

    /// Whether `service` is a network endpoint, `METHOD host/path` (NavSimNetworking's name
    /// for a request).
    static func isEndpoint(_ service: String) -> Bool {
        let parts = service.split(separator: " ", maxSplits: 1)
        return parts.count == 2 && parts[0].allSatisfy { ("A"..."Z").contains($0) } && parts[1].contains("/")
    }

    /// The answers to start from: for an endpoint a success whose body to fill in, a server
    /// error and no network (each a path of the app a walk may take); for another service
    /// `null`, what a walk answers without answers.
    static func samples(for service: String) -> [JSONValue] {
        guard isEndpoint(service) else { return [nil] }
        return [["status": 200, "body": nil], ["status": 500], ["error": "notConnectedToInternet"]]
    }

    /// `answers.json`: every service requested, by name, with its samples, an answer a line.
    var fileText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) -> String {
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
        let entries = requested.map(\.service).sorted().map { service in
            "  \(json(service)): [\n"
                + Self.samples(for: service).map { "    \(json($0))" }.joined(separator: ",\n") + "\n  ]"
        }
        return "{\n" + entries.joined(separator: ",\n") + "\n}\n"
    }

    /// The services of an `answers.json`, or `nil` if it is not an object.
    static func services(inFile path: String) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONDecoder().decode([String: JSONValue].self, from: data)
        else { return nil }
        return Set(object.keys)
    }
}
