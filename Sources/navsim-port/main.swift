import Foundation
import NavSimPorting

// navsim-port INPUT OUTPUT [INPUT OUTPUT]…: writes each Swift file of an iOS app, ported
// for NavSim (SourcePort), to its output path. An output whose content would not change is
// not written again, so the compiler does not rebuild it. Run by NavSimPortPlugin.

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
    FileHandle.standardError.write(Data("usage: navsim-port INPUT OUTPUT [INPUT OUTPUT]…\n".utf8))
    exit(64)
}
for pair in stride(from: 0, to: arguments.count, by: 2) {
    let (input, output) = (arguments[pair], arguments[pair + 1])
    do {
        let source = try String(contentsOfFile: input, encoding: .utf8)
        let ported = Data(SourcePort(source, path: input).text.utf8)
        if (try? Data(contentsOf: URL(fileURLWithPath: output))) != ported {
            try ported.write(to: URL(fileURLWithPath: output), options: .atomic)
        }
    } catch {
        FileHandle.standardError.write(Data("navsim-port: \(input): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}
