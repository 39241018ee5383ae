import Foundation
import NavSimTestSupport
import Testing

/// Every diagram the README and docs/diagrams.md show is what `bash scripts/diagrams` makes
/// now from the traces in `Traces/`, byte for byte, and the README's Mermaid block is the
/// Mermaid export it makes. After re-recording the traces, `bash scripts/diagrams` brings
/// them back.
@Suite struct DiagramImagesTests {
    /// The files the script writes, each committed under docs/images/.
    static let files = [
        "children-bug-hierarchy.svg", "children-bug-hierarchy.png", "children-flow.svg", "children-flow.png",
        "children-flow.mmd", "hierarchy.svg", "hierarchy.png", "flow.svg", "flow.png",
    ]

    @Test func theCommittedDiagramsAreCurrent() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else {
            recordMissingTool("rsvg-convert is not installed (scripts/setup installs librsvg2-bin)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-diagrams-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/diagrams", folder.path]
        process.currentDirectoryURL = repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["NAVSIM": try navsimExecutable().path]) {
            $1
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let made = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(made == Self.files.sorted())
        for name in Self.files {
            let fresh = try Data(contentsOf: folder.appendingPathComponent(name))
            let committed = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/images/\(name)"))
            #expect(fresh == committed, "docs/images/\(name) is out of date: run bash scripts/diagrams")
        }
        let mermaid = try String(contentsOf: folder.appendingPathComponent("children-flow.mmd"), encoding: .utf8)
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(
            readme.contains("<!-- scripts/diagrams: children-flow.mmd -->\n```mermaid\n\(mermaid)```\n<!-- end -->"),
            "the README's Mermaid block is out of date: run bash scripts/diagrams")
    }

    @Test func theReadmeAndDocsShowOnlyThoseDiagrams() throws {
        for document in ["README.md", "docs/diagrams.md"] {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            let pictures = text.components(separatedBy: "images/").dropFirst().map { $0.prefix { $0 != ")" } }
            #expect(!pictures.isEmpty)
            for picture in pictures {
                #expect(Self.files.contains(String(picture)) || picture == "viewer.png", "\(document): \(picture)")
            }
        }
    }
}
