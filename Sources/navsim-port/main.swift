import Foundation
import NavSimPorting

// navsim-port --interface FILE [--configuration JSON --package DIR] [--info-plist PLIST]
//             [--bridging-header HEADER] [--document DOC]… [INPUT OUTPUT]…:
// writes each Swift file of an iOS app, ported for NavSim (SourcePort), to its output path, and
// the interface file (InterfaceSource: the storyboards and xibs DOC, the classes they name, the
// classes' outlets and actions, the symbols of the asset sets whose Contents.json is a DOC, the
// app's Info.plist PLIST, the modules the bridging header HEADER imports). An INPUT, DOC or PLIST that the navsim-port.json JSON excludes
// (PortConfiguration, paths relative to DIR) is left out, an INPUT's output written with no
// declaration. An output whose content would
// not change is not written again, so the compiler does not rebuild it. Run by NavSimPortPlugin.

var arguments = Array(CommandLine.arguments.dropFirst())
var interface: String?
var documents: [String] = []
var configurationPath: String?
var infoPlist: String?
var bridgingHeader: String?
var packageDirectory = FileManager.default.currentDirectoryPath
while let option = arguments.first, option.hasPrefix("--"), arguments.count >= 2 {
    switch option {
    case "--interface": interface = arguments[1]
    case "--configuration": configurationPath = arguments[1]
    case "--package": packageDirectory = arguments[1]
    case "--document": documents.append(arguments[1])
    case "--info-plist": infoPlist = arguments[1]
    case "--bridging-header": bridgingHeader = arguments[1]
    default: break
    }
    arguments.removeFirst(2)
}
guard let interface, arguments.count.isMultiple(of: 2) else {
    let usage =
        "usage: navsim-port --interface FILE [--configuration JSON --package DIR] [--info-plist PLIST] "
        + "[--bridging-header HEADER] [--document DOC]… [INPUT OUTPUT]…\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}

/// Writes `text` to `path` unless the file already holds it.
func write(_ text: String, to path: String) throws {
    let data = Data(text.utf8)
    if (try? Data(contentsOf: URL(fileURLWithPath: path))) != data {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

var current = ""
do {
    current = configurationPath ?? ""
    let configuration = try configurationPath.map(PortConfiguration.init(contentsOf:))
    let isExcluded = { (path: String) in configuration?.excludes(path, packageDirectory: packageDirectory) ?? false }
    var ports: [SourcePort] = []
    for pair in stride(from: 0, to: arguments.count, by: 2) {
        current = arguments[pair]
        if isExcluded(current) {
            try write("// \(current): excluded by navsim-port.json.\n", to: arguments[pair + 1])
            continue
        }
        let port = SourcePort(try String(contentsOfFile: current, encoding: .utf8), path: current)
        try write(port.text, to: arguments[pair + 1])
        ports.append(port)
    }
    var texts: [(name: String, text: String)] = []
    for document in documents where !isExcluded(document) {
        current = document
        // An asset set by its folder's name (`arrowRight.imageset`), a document by its own.
        let url = URL(fileURLWithPath: document)
        let name = (url.lastPathComponent == "Contents.json" ? url.deletingLastPathComponent() : url).lastPathComponent
        if !texts.contains(where: { $0.name == name }) {
            texts.append((name, try String(contentsOfFile: document, encoding: .utf8)))
        }
    }
    var plist: String?
    if let infoPlist, !isExcluded(infoPlist) {
        current = infoPlist
        plist = try String(contentsOfFile: infoPlist, encoding: .utf8)
    }
    current = bridgingHeader ?? ""
    let header = try bridgingHeader.map { try String(contentsOfFile: $0, encoding: .utf8) }
    current = interface
    try write(
        InterfaceSource.make(ports: ports, documents: texts, infoPlist: plist, bridgingHeader: header), to: interface)
} catch {
    FileHandle.standardError.write(Data("navsim-port: \(current): \(error.localizedDescription)\n".utf8))
    exit(1)
}
