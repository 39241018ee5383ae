// A libFuzzer harness for NavSim's diagrams: fuzz bytes become a trace that `apply` accepts,
// with hostile names (every Unicode class, controls, lone CR and LF, very long, empty,
// repeated) and deep or wide shapes; its state's hierarchy diagram and its flow graph are
// rendered through GraphvizRenderer. Built and run by `scripts/fuzz-diagrams`, never by CI.
//
// A finding is a crash of this process (Swift traps, sanitizer reports) or a render that
// Graphviz could not finish cleanly: a crash, a hang, invalid DOT from the encoder, a failed
// render. A graph above the renderer's limits and a layout Graphviz reports as failed are
// clean, documented outcomes, only counted.

import Foundation
import NavSimCore
import NavSimDiagrams

// MARK: - Entry point

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagrams(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: data, count: size))
    let trace = FuzzTrace.build(from: &input)
    FuzzStatistics.shared.inputs += 1
    _ = trace.state.outline
    _ = trace.state.invariantViolations()
    let hierarchy = HierarchyDiagram(state: trace.state).graph
    render(hierarchy, what: "hierarchy")
    let split = trace.events.count / 2
    do {
        let flow = try FlowGraph(traces: [trace.events, Array(trace.events.prefix(split))]).graph
        render(flow, what: "flow")
    } catch {
        fatalError("every event of the fuzz trace was applied, yet the flow graph refused it: \(error)")
    }
    return 0
}

/// Renders `graph`; stops the process on any outcome that is a bug.
private func render(_ graph: DOTGraph, what: String) {
    let renderer = GraphvizRenderer(timeLimit: .seconds(30))
    do {
        let svg = try renderer.render(graph)
        guard String(decoding: svg, as: UTF8.self).hasSuffix("</svg>\n") else {
            fatalError("\(what): the SVG is cut short")
        }
        FuzzStatistics.shared.renders += 1
    } catch .graphTooLarge {
        FuzzStatistics.shared.tooLarge += 1
    } catch .layoutFailed(_, let message) {
        FuzzStatistics.shared.layoutFailures += 1
        if FuzzStatistics.shared.layoutFailures <= 3 { print("fuzz-diagrams: \(what): layout failed: \(message)") }
    } catch {
        fatalError("\(what): \(error)\n\(graph.encoded())")
    }
}

// MARK: - Statistics

/// What the run has seen, printed when libFuzzer exits.
final class FuzzStatistics: @unchecked Sendable {
    static let shared: FuzzStatistics = {
        atexit {
            let statistics = FuzzStatistics.shared
            print(
                "fuzz-diagrams: \(statistics.inputs) inputs, \(statistics.renders) renders, "
                    + "\(statistics.tooLarge) above the limits, \(statistics.layoutFailures) layouts failed")
        }
        return FuzzStatistics()
    }()

    var inputs = 0
    var renders = 0
    var tooLarge = 0
    var layoutFailures = 0
}

// MARK: - Reading the bytes

/// The fuzz bytes, read as small numbers; zeros once they run out.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> Int {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    /// A number in `0..<count`, from one or two bytes.
    mutating func number(below count: Int) -> Int {
        guard count > 1 else { return 0 }
        let value = count > 256 ? byte() << 8 | byte() : byte()
        return value % count
    }
}

// MARK: - Names

/// Names that have broken, or could break, a diagram somewhere.
enum HostileNames {
    static let fixed: [String] = [
        "", "\n", "\r", "\r\n", "\n\r", "\n\n", " ", "  ", "\t", "\u{0}", "\u{7}", "\u{1B}[2J", "\u{7F}", "\u{85}",
        "\u{A0}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{202E}evil", "\u{0301}",
        "\u{FFFE}", "\u{FFFF}", "\u{E000}", "\u{10FFFF}", "\u{3164}", "\u{115F}", "\u{E0041}", "\\", "\\n", "\\N",
        "\\G", "\\l", "\\r", "\\", "\"", "\"\"", "&", "&amp;", "&#0;", "&#xD800;", "<", ">", "<<b>x</b>>",
        "<TABLE>", "{|}", "|", "{", "]]>", "--", "-->", "日本語", "🚀", "👩‍👩‍👧", "é\u{301}", "cluster", "cluster_x",
        "graph", "node", "edge", "subgraph", "strict", "digraph", "label", "%s%n", "\u{D7FF}", "a\u{0}b",
    ]

    /// Scalar ranges, one per class a name can draw from.
    static let classes: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x20...0x7E, 0x7F...0x9F, 0xA0...0xFF, 0x300...0x36F, 0x2000...0x206F, 0x2028...0x202F,
        0xFE00...0xFE0F, 0xFFF0...0xFFFF, 0x4E00...0x4E7F, 0x1F300...0x1F6FF, 0xE000...0xE0FF, 0xE0000...0xE007F,
        0x10FFF0...0x10FFFF, 0x0590...0x06FF, 0x0E00...0x0E7F, 0x1100...0x11FF,
    ]
}

extension FuzzInput {
    /// A name: a known hostile one, one built from scalars of a few classes, a very long
    /// one, or one used before.
    mutating func name(reusing used: inout [String]) -> String {
        let name: String
        switch number(below: 8) {
        case 0, 1, 2: name = HostileNames.fixed[number(below: HostileNames.fixed.count)]
        case 3, 4:
            var text = ""
            for _ in 0..<number(below: 12) {
                let range = HostileNames.classes[number(below: HostileNames.classes.count)]
                let span = Int(range.upperBound - range.lowerBound) + 1
                if let scalar = Unicode.Scalar(range.lowerBound + UInt32(number(below: span))) {
                    text.unicodeScalars.append(scalar)
                }
            }
            name = text
        case 5:
            let piece = HostileNames.fixed[number(below: HostileNames.fixed.count)] + "x"
            name = String(repeating: piece, count: 1 + number(below: 2_000))
        default:
            name = used.isEmpty ? "Screen" : used[number(below: used.count)]
        }
        used.append(name)
        return name
    }

    /// A ViewModel state: scalars, hostile strings and keys, nested up to `depth` levels.
    mutating func json(depth: Int, names: inout [String]) -> JSONValue {
        switch number(below: depth > 0 ? 8 : 5) {
        case 0: return .null
        case 1: return .bool(byte() & 1 == 0)
        case 2: return .number([0, -0.0, 1e308, -1e-308, .nan, .infinity, 42, 0.1][number(below: 8)])
        case 3, 4: return .string(name(reusing: &names))
        case 5: return .array((0..<number(below: 4)).map { _ in json(depth: depth - 1, names: &names) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<number(below: 4) { members[name(reusing: &names)] = json(depth: depth - 1, names: &names) }
            return .object(members)
        }
    }
}

// MARK: - Traces

/// A trace every event of which `apply` accepted, and its final state.
struct FuzzTrace {
    private(set) var events: [NavigationEvent] = []
    private(set) var state = NavigationState()
    private var names: [String] = []
    private var coordinators: UInt32 = 0
    private var screens: UInt32 = 0
    private var containers: UInt32 = 0
    private var windows: UInt32 = 0
    private var requests = 0

    /// At most this many events and objects, so that most diagrams stay below the limits.
    static let maximumEvents = 6_000
    static let maximumObjects: UInt32 = 1_200

    static func build(from input: inout FuzzInput) -> FuzzTrace {
        var trace = FuzzTrace()
        trace.record(.launched)
        while !input.isAtEnd, trace.events.count < maximumEvents, trace.state.crash == nil {
            trace.step(&input)
        }
        return trace
    }

    /// Folds `event` and keeps it when `apply` accepts it.
    private mutating func record(_ event: NavigationEvent) {
        guard (try? state.apply(event)) != nil else { return }
        events.append(event)
    }

    private var objects: UInt32 { coordinators + screens + containers }

    private mutating func coordinator(_ input: inout FuzzInput) -> CoordinatorID {
        CoordinatorID(UInt32(input.number(below: Int(coordinators) + 2)))
    }

    private mutating func screen(_ input: inout FuzzInput) -> ScreenID {
        ScreenID(UInt32(input.number(below: Int(screens) + 2)))
    }

    private mutating func container(_ input: inout FuzzInput) -> ContainerID {
        ContainerID(UInt32(input.number(below: Int(containers) + 2)))
    }

    private mutating func controller(_ input: inout FuzzInput) -> ControllerID {
        input.byte() & 1 == 0 ? .screen(screen(&input)) : .container(container(&input))
    }

    private mutating func newCoordinator(_ input: inout FuzzInput) -> CoordinatorID? {
        guard objects < Self.maximumObjects else { return nil }
        coordinators += 1
        let id = CoordinatorID(coordinators)
        record(.coordinatorCreated(id, type: input.name(reusing: &names)))
        return id
    }

    private mutating func newScreen(_ input: inout FuzzInput, owner: CoordinatorID?) -> ScreenID? {
        guard objects < Self.maximumObjects else { return nil }
        screens += 1
        let id = ScreenID(screens)
        record(
            .screenCreated(
                id, name: input.name(reusing: &names), owner: owner, state: input.json(depth: 3, names: &names)))
        return id
    }

    private mutating func newContainer(_ style: ContainerStyle, owner: CoordinatorID?) -> ContainerID? {
        guard objects < Self.maximumObjects else { return nil }
        containers += 1
        let id = ContainerID(containers)
        record(.containerCreated(id, style: style, owner: owner))
        return id
    }

    /// One operation, chosen by the next byte; an event `apply` refuses is left out.
    private mutating func step(_ input: inout FuzzInput) {
        switch input.number(below: 30) {
        case 0: _ = newCoordinator(&input)
        case 1: record(.coordinatorStarted(coordinator(&input)))
        case 2: record(.coordinatorFinished(coordinator(&input)))
        case 3: record(.coordinatorDeallocated(coordinator(&input)))
        case 4: record(.childAdded(coordinator(&input), parent: coordinator(&input)))
        case 5: record(.childRemoved(coordinator(&input), parent: coordinator(&input)))
        case 6: _ = newScreen(&input, owner: input.byte() & 3 == 0 ? nil : coordinator(&input))
        case 7: _ = newContainer(input.byte() & 1 == 0 ? .navigation : .tabBar, owner: coordinator(&input))
        case 8:
            windows += 1
            record(.windowCreated(WindowID(windows)))
        case 9:
            record(.windowRootSet(WindowID(UInt32(input.number(below: Int(windows) + 2))), root: controller(&input)))
        case 10: record(.pushed(.screen(screen(&input)), container: container(&input)))
        case 11: record(.popped(.screen(screen(&input)), container: container(&input)))
        case 12: record(.poppedToRoot(container: container(&input)))
        case 13:
            let style: ModalStyle = input.byte() & 1 == 0 ? .pageSheet : .fullScreen
            record(.presented(controller(&input), presenter: controller(&input), style: style))
        case 14: record(.dismissed(controller(&input)))
        case 15:
            let tabs = (0..<input.number(below: 5)).map { _ in controller(&input) }
            record(.tabsSet(container: container(&input), tabs: tabs))
        case 16: record(.tabSelected(container: container(&input), index: input.number(below: 5)))
        case 17, 18:
            let callback = LifecycleCallback.allCases[input.number(below: LifecycleCallback.allCases.count)]
            record(.lifecycle(screen(&input), callback))
        case 19:
            let argument = input.json(depth: 2, names: &names)
            record(.userTapped(screen: screen(&input), action: input.name(reusing: &names), argument: argument))
        case 20: record(.backTapped(container: container(&input)))
        case 21: record(.deepLinkOpened(url: input.name(reusing: &names)))
        case 22: record(.viewModelStateChanged(screen(&input), state: input.json(depth: 6, names: &names)))
        case 23: record(.commandIgnored(command: input.name(reusing: &names), reason: input.name(reusing: &names)))
        case 24: record(.tabTapped(container: container(&input), index: input.number(below: 5)))
        case 25:
            requests += 1
            let service = input.name(reusing: &names)
            record(.serviceRequested(service: service, request: requests, payload: .null))
            if input.byte() & 1 == 0 { record(.serviceResponded(service: service, request: requests, response: .null)) }
        case 26: chain(&input)
        case 27: wideStack(&input)
        case 28: nestedTabs(&input)
        default:
            if input.number(below: 16) == 0 {
                record(.crashed(reason: input.name(reusing: &names), coordinator: coordinator(&input)))
            }
        }
    }

    // MARK: - Deep and wide shapes

    /// Coordinators, each the child of the one before, the last showing a screen.
    private mutating func chain(_ input: inout FuzzInput) {
        var parent: CoordinatorID?
        for _ in 0..<(1 + input.number(below: 300)) {
            guard let id = newCoordinator(&input) else { break }
            record(.coordinatorStarted(id))
            if let parent { record(.childAdded(id, parent: parent)) }
            parent = id
        }
        guard let parent, let navigation = newContainer(.navigation, owner: parent),
            let screen = newScreen(&input, owner: parent)
        else { return }
        record(.pushed(.screen(screen), container: navigation))
        windows += 1
        record(.windowCreated(WindowID(windows)))
        record(.windowRootSet(WindowID(windows), root: .container(navigation)))
    }

    /// One navigation stack with many screens, all owned by one coordinator.
    private mutating func wideStack(_ input: inout FuzzInput) {
        let owner = coordinator(&input)
        guard let navigation = newContainer(.navigation, owner: owner) else { return }
        for _ in 0..<(1 + input.number(below: 300)) {
            guard let screen = newScreen(&input, owner: owner) else { break }
            record(.pushed(.screen(screen), container: navigation))
        }
    }

    /// Tab bar controllers, each the first tab of the one before, the deepest holding a screen.
    private mutating func nestedTabs(_ input: inout FuzzInput) {
        var inner: ControllerID?
        if let screen = newScreen(&input, owner: coordinator(&input)) { inner = .screen(screen) }
        for _ in 0..<(1 + input.number(below: 300)) {
            guard let held = inner, let tabBar = newContainer(.tabBar, owner: nil) else { break }
            record(.tabsSet(container: tabBar, tabs: [held]))
            inner = .container(tabBar)
        }
        guard let inner else { return }
        windows += 1
        record(.windowCreated(WindowID(windows)))
        record(.windowRootSet(WindowID(windows), root: inner))
    }
}
