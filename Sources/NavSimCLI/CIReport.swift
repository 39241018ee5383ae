import ArgumentParser
import NavSimCore

/// How `check`, `explore` and `verify` print their findings: for a person, as JSON, or for a CI
/// system (SARIF for code scanning, JUnit XML for test reports, GitHub Actions workflow
/// commands for annotations).
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit, github
}

/// One finding as a CI system shows it: the rule broken, what happened, where (the trace,
/// or the scenario that reproduces it) and the inputs that show it.
struct CIFinding {
    let rule: String
    let message: String
    /// The file the finding is about, if there is one.
    let file: String?
    /// The event after which it holds, in that file's trace.
    let step: Int?
    /// The inputs after launch that show it, as scenario lines (`{"tap": "add", "on": "Main"}`).
    let inputs: [String]
}

/// Findings written in the CI formats.
enum CIReport {
    /// A SARIF 2.1.0 log of one run of `navsim`: each rule broken once in the tool's rules,
    /// each finding an error result at its file, with its step and inputs as properties.
    static func sarif(_ findings: [CIFinding]) -> JSONValue {
        var rules: [String] = []
        for finding in findings where !rules.contains(finding.rule) { rules.append(finding.rule) }
        let results: [JSONValue] = findings.map { finding in
            var result: [String: JSONValue] = [
                "ruleId": .string(finding.rule),
                "ruleIndex": .number(Double(rules.firstIndex(of: finding.rule) ?? 0)),
                "level": "error",
                "message": ["text": .string(text(of: finding))],
            ]
            if let file = finding.file {
                result["locations"] = [["physicalLocation": ["artifactLocation": ["uri": .string(uri(file))]]]]
            }
            var properties: [String: JSONValue] = ["inputs": .array(finding.inputs.map(JSONValue.string))]
            if let step = finding.step { properties["step"] = .number(Double(step)) }
            result["properties"] = .object(properties)
            return .object(result)
        }
        let driver: JSONValue = [
            "name": "navsim",
            "version": .string(NavSimVersion.current),
            "informationUri": "https://github.com/navsim/NavSim",
            "rules": .array(
                rules.map { rule in
                    ["id": .string(rule), "shortDescription": ["text": .string(summary(of: rule))]]
                }),
        ]
        return [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": driver], "results": .array(results)]],
        ]
    }

    /// GitHub Actions workflow commands, one `::error` line a finding, which the run's page
    /// shows as annotations on the file.
    static func githubCommands(_ findings: [CIFinding]) -> String {
        findings.map { finding in
            var properties = ["title=" + escapedProperty("navsim: \(finding.rule)")]
            if let file = finding.file { properties.insert("file=" + escapedProperty(file), at: 0) }
            return "::error \(properties.joined(separator: ","))::\(escapedData(text(of: finding)))\n"
        }.joined()
    }

    /// The message, then the inputs that show it.
    static func text(of finding: CIFinding) -> String {
        guard !finding.inputs.isEmpty else { return finding.message }
        let numbered = finding.inputs.enumerated().map { "\($0 + 1). \($1)" }
        return finding.message + "\nInputs after launch:\n" + numbered.joined(separator: "\n")
    }

    /// What a rule checks, for SARIF's rule table: NavSim's rules, `verify`'s and
    /// `explore`'s own, else an app's invariant.
    private static func summary(of rule: String) -> String {
        switch rule {
        case "diverged": "The app, run on a trace's inputs, does not produce the recorded events."
        case "sessionFailed": "The app did something UIKit cannot do, so the session stopped."
        default: InvariantViolation.Rule(rawValue: rule)?.summary ?? "An invariant the app declares: \(rule)"
        }
    }

    /// A path as SARIF's URIs write it: percent-encoded where a URI needs it, an absolute
    /// path as a `file://` URI.
    private static func uri(_ path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        let encoded = path.utf8.map { byte in
            let character = Character(Unicode.Scalar(byte))
            return byte < 0x80 && allowed.contains(character) ? String(character) : "%" + hex(byte)
        }.joined()
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// A workflow command's message, escaped as GitHub's toolkit escapes it.
    private static func escapedData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    /// A workflow command's property value, escaped as GitHub's toolkit escapes it.
    private static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
