import ArgumentParser

/// `--text FIELD=TEXT`, repeatable: texts an exploration or a walk types into the text field
/// named FIELD (its identifier or placeholder), beside `""` and the placeholder (`explore`,
/// `record --explore`).
struct SampleTextOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Also type this text into the text field named FIELD (its identifier or placeholder); repeatable.",
            valueName: "field=text"))
    var text: [String] = []

    func validate() throws {
        if let bad = text.first(where: { ($0.firstIndex(of: "=") ?? $0.startIndex) == $0.startIndex }) {
            throw ValidationError("--text takes FIELD=TEXT, a field's name, then = and the text to type: not '\(bad)'")
        }
    }

    /// The texts by field, in the order given.
    var texts: [String: [String]] {
        var texts: [String: [String]] = [:]
        for pair in text {
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            texts[String(pair[..<equals]), default: []].append(String(pair[pair.index(after: equals)...]))
        }
        return texts
    }
}
