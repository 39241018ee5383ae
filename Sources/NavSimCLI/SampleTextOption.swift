import ArgumentParser
import Foundation

/// `--text FIELD=TEXT` or `--text FILE`, repeatable: texts an exploration or a walk types into
/// the text field named FIELD (its identifier or placeholder), beside `""` and the placeholder
/// (`explore`, `record --explore`). A value without `=` is a JSON file of texts by field,
/// `{"password": ["opensesame", "wrong", ""]}`.
struct SampleTextOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Also type TEXT into the text field named FIELD (its identifier or placeholder), or the texts of a JSON "
                + "file {\"FIELD\": [\"TEXT\", …]}; repeatable.",
            valueName: "field=text|file"))
    var text: [String] = []

    func validate() throws {
        if let bad = text.first(where: { $0.hasPrefix("=") }) {
            throw ValidationError(
                "--text takes FIELD=TEXT, a field's name, then = and the text to type, or a file: not '\(bad)'")
        }
    }

    /// The files given, the values without `=`.
    var files: [String] { text.filter { !$0.contains("=") } }

    /// The texts by field, in the order given, a file's where it is given.
    ///
    /// - Throws: A ``Failure`` naming a file that cannot be read or is not an object of
    ///   arrays of strings.
    func texts() throws -> [String: [String]] {
        var texts: [String: [String]] = [:]
        for value in text {
            guard let equals = value.firstIndex(of: "=") else {
                let file: [String: [String]] = try readJSONFile(value, as: "--text file").value
                for field in file.keys.sorted() { texts[field, default: []] += file[field] ?? [] }
                continue
            }
            texts[String(value[..<equals]), default: []].append(String(value[value.index(after: equals)...]))
        }
        return texts
    }
}
