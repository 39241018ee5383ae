import NavSimCore
import NavSimSimulator

extension ExplorationReport {
    /// The report as one JSON object, keys in a fixed order, inputs as scenario steps:
    ///
    /// ```json
    /// {"findings": [{"rule": "deadInput", "inputs": [{"tap": "add", "on": "Main"}], "step": 14,
    ///   "message": "…", "coordinator": null, "screen": "Add", "kind": "deadInput"}],
    ///  "states": 9, "transitions": 31, "depth": 6, "complete": true, "limit": null,
    ///  "replayedInputs": 88, "nondeterminism": [],
    ///  "coverage": {"screens": ["Add", "Main"], "actions": [{"screen": "Main", "action": "add"}],
    ///   "deadActions": []}}
    /// ```
    ///
    /// A finding's `kind` repeats its `rule`, the key's name before 0.1.0, for one release.
    /// A leak that outlived the flow it was made from has `"outlived"`, that flow's
    /// coordinator type, before `kind`; other findings have no such key.
    /// An exploration that starts after some inputs (``from``) ends with `"from": [inputs]`.
    /// It is written on one line, ended by a newline.
    public var jsonText: String {
        let findings = findings.map { finding in
            let inputs = finding.inputs.map(ScenarioFile.line(for:)).joined(separator: ", ")
            let rule = JSONValue.string(finding.rule)
            return "{\"rule\": \(rule), \"inputs\": [\(inputs)], \"step\": \(finding.step), "
                + "\"message\": \(JSONValue.string(finding.message)), "
                + "\"coordinator\": \(Self.json(finding.coordinator)), \"screen\": \(Self.json(finding.screen)), "
                + (finding.outlived.map { "\"outlived\": \(JSONValue.string($0)), " } ?? "") + "\"kind\": \(rule)}"
        }
        let screens = coverage.screens.map { JSONValue.string($0).description }
        return "{\"findings\": [\(findings.joined(separator: ", "))], \"states\": \(states), "
            + "\"transitions\": \(transitions), \"depth\": \(depth), \"complete\": \(complete), "
            + "\"limit\": \(Self.json(limit?.rawValue)), \"replayedInputs\": \(replayedInputs), "
            + "\"nondeterminism\": [\(nondeterminism.map { JSONValue.string($0).description }.joined(separator: ", "))], "
            + "\"coverage\": {\"screens\": [\(screens.joined(separator: ", "))], "
            + "\"actions\": [\(Self.json(coverage.actions))], \"deadActions\": [\(Self.json(coverage.deadActions))]}"
            + (from.isEmpty ? "" : ", \"from\": [\(from.map(ScenarioFile.line(for:)).joined(separator: ", "))]") + "}\n"
    }

    private static func json(_ text: String?) -> String { text.map { JSONValue.string($0).description } ?? "null" }

    private static func json(_ actions: [Action]) -> String {
        actions.map { "{\"screen\": \(json($0.screen)), \"action\": \(json($0.action))}" }.joined(separator: ", ")
    }
}
