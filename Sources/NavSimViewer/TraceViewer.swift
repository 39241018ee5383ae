public import NavSimCore
public import NavSimDiagrams
import NavSimReplay

/// A trace as one self-contained HTML page: a step slider over its events, the coordinator
/// hierarchy at each step, the event log, the findings of `check`, the selected screen's
/// ViewModel state and the flow graph.
///
/// ```swift
/// let viewer = try TraceViewer(events: events, title: "bug.navtrace")
/// let html = viewer.html(renderer: GraphvizRenderer())
/// ```
///
/// The page needs no network: its data is JSON in a `<script type="application/json">`
/// element (``ScriptJSON``), its drawings are SVG made here by Graphviz's library, and a
/// content security policy forbids loading anything. The same events give the same bytes.
public struct TraceViewer: Sendable {
    /// The title the page shows: the trace's file name and app.
    public let title: String
    /// How the hierarchy drawings were chosen.
    public let plan: FramePlan
    /// The hierarchy drawings (not yet rendered).
    public let frames: HierarchyFrames
    /// The events.
    let events: [NavigationEvent]
    /// The findings of `check`.
    let findings: [InvariantReport.Finding]
    /// Per step from 1, the lines of the state's outline that changed since the step
    /// before, `- ` removed and `+ ` added.
    let differences: [[String]]
    /// The most drawings the page may hold.
    let frameLimit: Int
    /// Per step (0 to the last), the front screen.
    let frontScreens: [ScreenID?]
    /// Per screen, each step its ViewModel state was set (`nil`: the screen was deallocated).
    let screenStates: [ScreenID: [(step: Int, state: JSONValue?)]]
    /// The screens' names.
    let screenNames: [ScreenID: String]

    /// The most nodes (windows, containers, screens, coordinators) a state may have for the
    /// page to list what a step changed in it: past it, a step's changes are one line
    /// saying so, and the work per step stays bounded however large the state grows.
    public static let differenceLimit = 200

    /// Folds `events`, choosing the states to draw with at most `frameLimit` drawings.
    ///
    /// The work is near-linear in the events: each step costs at most what a state of
    /// ``HierarchyFrames/nodeLimit`` nodes costs to encode and one of ``differenceLimit``
    /// nodes to outline, besides checking the invariants.
    ///
    /// - Parameter progress: Called with the number of steps folded, as the fold goes.
    /// - Throws: ``ViewerError/impossibleEvent(step:error:)`` for an event that cannot
    ///   happen where it is.
    public init(
        events: [NavigationEvent], title: String, frameLimit: Int = FramePlan.standardLimit,
        invariants: [AppInvariant] = [], progress: (Int) -> Void = { _ in }
    ) throws(ViewerError) {
        self.title = title
        self.events = events
        self.frameLimit = frameLimit
        // The drawings the plan's fold made, each with the step it first shows at, and the
        // last step that fold reached: the fold below takes them rather than make them again.
        var planned: [(step: Int, drawing: (dot: String, nodes: Int)?)] = []
        var plannedUpTo = -1
        let plan = try FramePlan(events: events, limit: frameLimit) { limit throws(ViewerError) in
            try Self.fold(events) { state in
                let drawing = HierarchyFrames.drawing(of: state)
                // A hierarchy too large to draw is one key that all of them share.
                if planned.last.map({ ($0.drawing?.dot ?? "") != (drawing?.dot ?? "") }) ?? true {
                    planned.append((state.step, drawing))
                }
                plannedUpTo = state.step
                return planned.count <= limit
            }
            return planned.count
        }
        self.plan = plan
        var iterator = events.makeIterator()
        // Reading an array cannot fail; an impossible event is reported by the fold below.
        findings = (try? InvariantReport(checking: &iterator, invariants: invariants))?.findings ?? []
        var frames = HierarchyFrames()
        var differences: [[String]] = []
        var fronts: [ScreenID?] = []
        var states: [ScreenID: [(step: Int, state: JSONValue?)]] = [:]
        var names: [ScreenID: String] = [:]
        // The outline of the state before, kept while states are small enough to list.
        var previousLines: [String]? = StateDifference.lines(of: NavigationState())
        var boundary = 0
        var nextPlanned = 0
        var plannedDrawing: (dot: String, nodes: Int)?
        try Self.fold(events) { state in
            let step = state.step
            while nextPlanned < planned.count, planned[nextPlanned].step <= step {
                plannedDrawing = planned[nextPlanned].drawing
                nextPlanned += 1
            }
            frames.record(
                state, drawn: plan.draws(step: step, events: events, boundary: boundary),
                drawing: step <= plannedUpTo ? plannedDrawing : HierarchyFrames.drawing(of: state))
            if step < events.count, events[step].isInput { boundary += 1 }
            fronts.append(state.frontScreen)
            if step > 0 {
                let lines =
                    HierarchyFrames.nodeCount(of: state) > Self.differenceLimit ? nil : StateDifference.lines(of: state)
                if let lines, let previousLines {
                    let difference = StateDifference(from: previousLines, to: lines)
                    differences.append(
                        difference.removed.filter { $0 != "step \(step - 1)" }.map { "- " + $0 }
                            + difference.added.filter { $0 != "step \(step)" }.map { "+ " + $0 })
                } else {
                    differences.append([Self.unlistedChanges])
                }
                previousLines = lines
                switch events[step - 1] {
                case .screenCreated(let screen, let name, _, let value):
                    names[screen] = name
                    states[screen, default: []].append((step, value))
                case .viewModelStateChanged(let screen, let value):
                    states[screen, default: []].append((step, value))
                case .screenDeallocated(let screen):
                    states[screen, default: []].append((step, nil))
                default:
                    break
                }
            }
            progress(step)
            return true
        }
        self.frames = frames
        self.differences = differences
        frontScreens = fronts
        screenStates = states
        screenNames = names
    }

    /// What a step shows instead of its changes when its state, or the one before, has more
    /// than ``differenceLimit`` nodes.
    static let unlistedChanges =
        "  (not listed: the state has more than \(HierarchyFrames.grouped(differenceLimit)) nodes; "
        + "`navsim diff` or `navsim replay --at N` shows it)"

    /// Calls `visit` with the state before the first event and after each one, until it
    /// returns `false`.
    static func fold(
        _ events: [NavigationEvent], _ visit: (NavigationState) throws(ViewerError) -> Bool
    ) throws(ViewerError) {
        var state = NavigationState()
        guard try visit(state) else { return }
        for event in events {
            do {
                try state.apply(event)
            } catch {
                throw .impossibleEvent(step: state.step + 1, error: error)
            }
            guard try visit(state) else { return }
        }
    }

    // MARK: - The page

    /// The page, with every drawing rendered by `renderer`; `progress` is called with the
    /// number of drawings rendered, as they are.
    public func html(renderer: GraphvizRenderer, progress: (Int) -> Void = { _ in }) -> String {
        var frames = frames
        frames.render(with: renderer, progress: progress)
        return ViewerPage(title: title, data: data(frames: frames, renderer: renderer)).html
    }

    /// Everything the page's script reads.
    func data(frames: HierarchyFrames, renderer: GraphvizRenderer) -> JSONValue {
        let kinds = Array(Set(events.map(\.kind))).sorted()
        let kindIndex = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        var object: [String: JSONValue] = [
            "title": .string(title),
            "kinds": .array(kinds.map(JSONValue.string)),
            "events": .array(
                events.map { event in
                    [.number(Double(kindIndex[event.kind] ?? 0)), .string(event.description), .bool(event.isInput)]
                }),
            "findings": .array(
                findings.map { finding in
                    [
                        .number(Double(finding.step)), .string(finding.violation.kind),
                        .string(finding.violation.message), .bool(finding.holdsAtEnd),
                    ]
                }),
            "differences": .array(differences.map { .array($0.map(JSONValue.string)) }),
            "front": .array(frontScreens.map { .number(Double($0?.rawValue ?? 0)) }),
            "screens": .object(
                Dictionary(
                    uniqueKeysWithValues: screenStates.map { screen, changes in
                        (
                            String(screen.rawValue),
                            JSONValue.array(
                                changes.map {
                                    [.number(Double($0.step)), $0.state.map { .string($0.description) } ?? .null]
                                })
                        )
                    })),
            "names": .object(
                Dictionary(
                    uniqueKeysWithValues: screenNames.map { (String($0.key.rawValue), JSONValue.string($0.value)) })),
            "lines": .array(frames.lines.map(JSONValue.string)),
            "runs": .array(frames.runs.map { .array($0.map { .number(Double($0)) }) }),
            "frameAt": .array(frames.frameAt.map { .number(Double($0)) }),
            "legend": .string(HierarchyFrames.svg(HierarchyFrames.legendDOT, renderer: renderer)),
            "flow": .string(flowSVG(renderer: renderer)),
        ]
        if let summary = frames.summary { object["omitted"] = .string(summary + ".") }
        if let drawingNote {
            object["drawn"] = .array(frames.drawnSteps.map { .number(Double($0)) })
            object["drawing"] = .string(drawingNote + "; `navsim export --hierarchy --at N` draws any step.")
        }
        return .object(object)
    }

    /// What the page and `navsim view` say when not every distinct hierarchy is drawn:
    /// `more than 2,000 distinct hierarchies: drawn once per 8 inputs`.
    public var drawingNote: String? {
        guard case .inputs(let stride) = plan.mode else { return nil }
        let limit = HierarchyFrames.grouped(frameLimit)
        return "more than \(limit) distinct hierarchies: drawn once per " + (stride == 1 ? "input" : "\(stride) inputs")
    }

    /// The flow graph of the trace as an SVG element, or why it was not drawn.
    private func flowSVG(renderer: GraphvizRenderer) -> String {
        do {
            return HierarchyFrames.svg(try FlowGraph(traces: [events]).dot, renderer: renderer)
        } catch {
            return "<p class=\"undrawn\">Not drawn: \(ScriptJSON.htmlEscaped("\(error)"))</p>"
        }
    }
}
