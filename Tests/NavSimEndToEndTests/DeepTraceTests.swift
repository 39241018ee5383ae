import Foundation
import NavSimCore
import NavSimJournal
import NavSimTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The built `navsim` on traces 100,000 levels deep (`replay` overflowed the stack and
/// exited 139), and on traces whose names are blank (`export --flow` aborted in Graphviz).
@Suite struct DeepTraceTests {
    static let depth = 100_000

    @Test func everyCommandHandlesAChainOf100000Coordinators() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try writeTrace(DeepStates.coordinatorChain(depth: Self.depth), in: folder)
        let replay = try navsim("replay", trace)
        #expect(replay.status == 0)
        let lines = replay.output.split(separator: "\n")
        #expect(lines.count == 5 + Self.depth)
        let indent = String(repeating: "  ", count: NavigationState.outlineIndentationLimit)
        #expect(lines.last == "\(indent)(depth 100000) c100000 Level100000 (started) screens: s1 containers: k1")
        let json = try navsim("replay", trace, "--json")
        #expect(json.status == 0)
        #expect(json.output.contains(#"{"children":[],"containers":["k1"],"deallocated":false,"id":"c100000""#))
        #expect(try navsim("check", trace).status == 0)
        let dot = folder.appendingPathComponent("h.dot").path
        #expect(try navsim("export", trace, "--hierarchy", "--output", dot).status == 0)
        #expect(try String(contentsOfFile: dot, encoding: .utf8).contains(#""c0000099999" -> "c0000100000""#))
        let svg = folder.appendingPathComponent("h.svg").path
        let refused = try navsim("export", trace, "--hierarchy", "--output", svg)
        #expect(refused.status == 3)
        #expect(
            refused.error
                == "navsim: cannot draw \(svg): the graph is too large to lay out (100007 nodes, 100003 edges, "
                + "100001 clusters; at most 5000, 15000 and 1500); write it as DOT instead\n")
        #expect(!FileManager.default.fileExists(atPath: svg))
        let flow = folder.appendingPathComponent("f.svg").path
        #expect(try navsim("export", trace, "--flow", "--output", flow).status == 0)
    }

    @Test func replayAndCheckHandle100000NestedTabBars() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try writeTrace(DeepStates.nestedTabBars(depth: Self.depth), in: folder)
        let replay = try navsim("replay", trace)
        #expect(replay.status == 0)
        #expect(replay.output.split(separator: "\n").count == 3 + 3 * Self.depth)
        #expect(try navsim("check", trace).status == 0)
    }

    @Test func flowOfBlankCoordinatorTypesAndNamesIsDrawn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var events: [NavigationEvent] = [.launched, .windowCreated(WindowID(1))]
        for (index, type) in ["\n", "\r", "\r\n"].enumerated() {
            let id = CoordinatorID(UInt32(index + 1))
            events += [
                .coordinatorCreated(id, type: type), .coordinatorStarted(id),
                .screenCreated(ScreenID(UInt32(index + 1)), name: type, owner: id, state: .null),
            ]
        }
        events += [
            .containerCreated(ContainerID(1), style: .navigation, owner: nil),
            .pushed(.screen(ScreenID(1)), container: ContainerID(1)),
            .windowRootSet(WindowID(1), root: .container(ContainerID(1))),
            .lifecycle(ScreenID(1), .viewDidLoad), .lifecycle(ScreenID(1), .viewWillAppear),
            .lifecycle(ScreenID(1), .viewDidAppear),
        ]
        let trace = try writeTrace(events, in: folder)
        let svg = folder.appendingPathComponent("f.svg").path
        let run = try navsim("export", trace, "--flow", "--output", svg)
        #expect(run.status == 0, "\(run.error)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(#"&quot;\n&quot;"#))
        #expect(XMLParser(data: Data(text.utf8)).parse())
    }
}

/// Writes `events` to a new binary trace `name` in `folder` and returns its path: a trace
/// of any size in a moment, where recording one takes as long as the machine is slow.
func writeTrace(_ events: [NavigationEvent], in folder: URL, named name: String = "t.navtrace") throws -> String {
    let path = folder.appendingPathComponent(name).path
    let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "deep"), policy: .never)
    for event in events { try writer.append(event) }
    try writer.close()
    return path
}
