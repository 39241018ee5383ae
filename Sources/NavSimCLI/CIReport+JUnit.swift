extension CIReport {
    /// A JUnit XML report of one run of `navsim`, in the form Jenkins, GitLab, Azure DevOps
    /// and GitHub's test reporters read: one `testsuite` named `suite`, one `testcase` a
    /// trace or variant, and in a case with findings one `failure` whose message is the
    /// finding's first line (or, for several, their count and rules) and whose text gives
    /// each finding's message, step, inputs and file.
    static func junit(suite: String, cases: [CITestCase]) -> String {
        let failures = cases.filter { $0.error == nil && !$0.findings.isEmpty }.count
        let errors = cases.filter { $0.error != nil }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\(attribute("navsim")) tests=\"\(cases.count)\" "
        xml += "failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\(attribute(suite)) tests=\"\(cases.count)\" failures=\"\(failures)\" "
        xml += "errors=\"\(errors)\" skipped=\"0\">\n"
        for testCase in cases {
            xml += "    <testcase name=\(attribute(testCase.name)) classname=\(attribute(testCase.className))"
            if let error = testCase.error {
                xml += ">\n      <error message=\(attribute(error)) type=\"error\"/>\n    </testcase>\n"
            } else if testCase.findings.isEmpty {
                xml += "/>\n"
            } else {
                let rules = testCase.findings.map(\.rule)
                var distinct: [String] = []
                for rule in rules where !distinct.contains(rule) { distinct.append(rule) }
                let count = testCase.findings.count
                let message =
                    count == 1
                    ? "\(rules[0]): \(testCase.findings[0].message.prefix { $0 != "\n" })"
                    : "\(count) findings: \(distinct.joined(separator: ", "))"
                let details = testCase.findings.map(detail(of:)).joined(separator: "\n\n")
                xml +=
                    ">\n      <failure message=\(attribute(message)) type=\(attribute(distinct.joined(separator: " ")))>"
                xml += escaped(details) + "</failure>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// A finding as a failure's text: its rule, step and message, its inputs and its file.
    private static func detail(of finding: CIFinding) -> String {
        var lines = [finding.rule + (finding.step.map { " at step \($0)" } ?? "") + ": " + text(of: finding)]
        if let file = finding.file { lines.append("Repro: \(file)") }
        return lines.joined(separator: "\n")
    }

    /// `text` as a quoted XML attribute value; line breaks kept as character references.
    private static func attribute(_ text: String) -> String {
        "\"" + escaped(text).replacing("\"", with: "&quot;").replacing("\n", with: "&#10;") + "\""
    }

    /// `text` with XML's special characters escaped and the characters XML 1.0 cannot hold
    /// (control characters other than tab, line feed and carriage return) written `\u{…}`.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
