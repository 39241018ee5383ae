import Foundation
import FoundationXML
import NavSimCore
import NavSimTestSupport
import Testing

// MARK: - Golden files

/// Compares `text` with `Golden/<name>`; with `NAVSIM_RECORD_GOLDEN=1`, writes the file
/// instead and records an issue so that a recording run never passes silently.
func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["NAVSIM_RECORD_GOLDEN"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(name); run again without NAVSIM_RECORD_GOLDEN", sourceLocation: sourceLocation)
        return
    }
    guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("No golden file \(name); record it with NAVSIM_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        return
    }
    #expect(text == golden, "DOT differs from Golden/\(name)", sourceLocation: sourceLocation)
}

// MARK: - SVG as XML

/// What an SVG holds, read with an XML parser.
struct SVGContents {
    /// Every element name, in document order.
    var elements: [String] = []
    /// The text of each `<text>` element.
    var texts: [String] = []
    /// The text of each `<title>` element.
    var titles: [String] = []

    /// Parses `svg`; throws when it is not well-formed XML.
    init(_ svg: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw SVGError(message: parser.parserError.map { "\($0)" } ?? "unknown XML error")
        }
        elements = delegate.elements
        texts = delegate.texts
        titles = delegate.titles
    }

    struct SVGError: Error, CustomStringConvertible {
        let message: String
        var description: String { "SVG is not well-formed XML: \(message)" }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var texts: [String] = []
        var titles: [String] = []
        private var current: String?
        private var buffer = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(name)
            current = name
            buffer = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            buffer += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { texts.append(buffer) }
            if name == "title" { titles.append(buffer) }
            buffer = ""
            current = nil
        }
    }
}

// MARK: - Processes

/// The path of Graphviz's `dot` command, if installed.
func dotCommandPath() -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return directories.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs `executable` with `arguments`, feeding `input`, and returns its standard output.
func run(_ executable: String, _ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
    -> (status: Int32, output: Data)
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

/// A fresh temporary directory, removed when the tests end.
func temporaryDirectory() throws -> URL {
    try makeTemporaryFolder("navsim-diagrams")
}
