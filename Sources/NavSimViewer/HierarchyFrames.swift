public import NavSimCore
import NavSimDiagrams

/// The hierarchy drawings of a trace: one SVG per distinct drawn state, stored as runs of a
/// shared table of SVG lines, and the drawing each step shows.
///
/// A drawing is keyed by its DOT text, so a state drawn again (a screen pushed and popped
/// leaves the hierarchy as it was) is stored and rendered once. Consecutive drawings share
/// most of their lines, so each drawing is a list of `start, count` runs into ``lines``.
///
/// What Graphviz is given is bounded, so that a page's cost stays near-linear in its trace:
/// a hierarchy of more than ``nodeLimit`` nodes is not drawn (its DOT text is not even
/// made), nor is any new hierarchy once the page's drawings hold ``nodeBudget`` nodes; such
/// a step shows a paragraph that says why, and ``summary`` counts them.
public struct HierarchyFrames: Hashable, Sendable {
    /// The most nodes (windows, containers, screens and coordinators) a hierarchy may have
    /// to be drawn in a page: Graphviz lays out 100 nodes in a fraction of a second.
    public static let nodeLimit = 100
    /// The most nodes a page's drawings hold together: past it, new hierarchies are not
    /// drawn, so that Graphviz's work for a page stays near 20 seconds (about a millisecond
    /// a node). The explore traces in `Traces/` draw under 6,000.
    public static let nodeBudget = 20_000

    /// Every distinct SVG line, in the order first met.
    public private(set) var lines: [String] = []
    /// Per drawing, `start, count` pairs into ``lines``.
    public private(set) var runs: [[Int]] = []
    /// Per step (0 to the last), the drawing it shows.
    public private(set) var frameAt: [Int] = []
    /// The steps drawn, ascending; a step between two shows the drawing of the one before.
    public private(set) var drawnSteps: [Int] = []
    /// The DOT text of each drawing; empty for a drawing left out (``notDrawn``).
    public private(set) var dots: [String] = []
    /// The drawings left out, each with why.
    public private(set) var notDrawn: [Int: Omission] = [:]
    /// How many drawn steps show no drawing because their hierarchy is too large.
    public private(set) var stepsTooLarge = 0
    /// How many drawn steps show no drawing because the page's node budget was spent.
    public private(set) var stepsOverBudget = 0
    /// The nodes of the drawings made so far.
    public private(set) var nodesDrawn = 0

    /// Why a hierarchy was not drawn.
    public enum Omission: String, Hashable, Sendable {
        /// It has more than ``HierarchyFrames/nodeLimit`` nodes.
        case tooLarge
        /// The page's drawings already hold ``HierarchyFrames/nodeBudget`` nodes.
        case budgetSpent
    }

    private var frameOfDOT: [String: Int] = [:]
    private var frameOfOmission: [Omission: Int] = [:]
    private var lineIndex: [String: Int] = [:]

    /// The nodes of `state`, counted without drawing it: its windows, containers, screens
    /// and coordinators.
    public static func nodeCount(of state: NavigationState) -> Int {
        state.windows.count + state.containers.count + state.screens.count + state.coordinators.count
    }

    /// The DOT text of `state`'s drawing and its node count, or `nil` when it has more than
    /// ``nodeLimit`` nodes. Leaked coordinators drawn as one count once, so an app that
    /// leaks a flow at every round trip stays drawn; the DOT is not made when even the
    /// fewest nodes the drawing can have are too many.
    static func drawing(of state: NavigationState) -> (dot: String, nodes: Int)? {
        guard HierarchyDiagram.fewestNodes(of: state) <= nodeLimit else { return nil }
        let graph = graph(of: state)
        let nodes = graph.nodes.count + graph.clusters.reduce(0) { $0 + $1.nodes.count }
        return nodes <= nodeLimit ? (graph.encoded(), nodes) : nil
    }

    /// The number of distinct drawings made, without the steps that show none.
    public var drawnCount: Int { dots.count - notDrawn.count }

    /// What the page and `navsim view` say when a drawn step shows no drawing, or `nil`:
    /// `drew 101 hierarchies; the hierarchies of 3,120 steps are not drawn: 3,120 have more
    /// than 100 nodes`.
    public var summary: String? {
        var reasons: [String] = []
        if stepsTooLarge > 0 {
            reasons.append("\(Self.grouped(stepsTooLarge)) have more than \(Self.nodeLimit) nodes")
        }
        if stepsOverBudget > 0 {
            reasons.append(
                "\(Self.grouped(stepsOverBudget)) came after the page's drawings held "
                    + "\(Self.grouped(Self.nodeBudget)) nodes")
        }
        guard !reasons.isEmpty else { return nil }
        return "drew \(Self.grouped(drawnCount)) hierarchies; the hierarchies of "
            + "\(Self.grouped(stepsTooLarge + stepsOverBudget)) steps are not drawn: "
            + reasons.joined(separator: ", ")
    }

    /// `value` with a comma every three digits: `40,000`.
    static func grouped(_ value: Int) -> String {
        String(value).reversed().enumerated().reduce(into: "") { text, digit in
            if digit.offset > 0, digit.offset % 3 == 0 { text = "," + text }
            text = String(digit.element) + text
        }
    }

    /// The DOT text of the hierarchy of `state` as the viewer draws it: without the title
    /// (the page shows the step) and without the legend (the page shows it once).
    public static func dot(of state: NavigationState) -> String {
        graph(of: state).encoded()
    }

    private static func graph(of state: NavigationState) -> DOTGraph {
        var graph = HierarchyDiagram(state: state, legend: .none).graph
        graph.attributes["label"] = nil
        return graph
    }

    /// The legend of every hierarchy, alone, as DOT text.
    public static var legendDOT: String {
        var graph = HierarchyDiagram(state: NavigationState(), legend: .all).graph
        graph.attributes["label"] = nil
        return graph.encoded()
    }

    /// Records the step of `state`: a new drawing if `drawn` and its DOT is new, else the
    /// drawing the step before showed. `drawing` is `state`'s (``drawing(of:)``), asked
    /// for only when the step is drawn.
    mutating func record(
        _ state: NavigationState, drawn: Bool, drawing: @autoclosure () -> (dot: String, nodes: Int)?
    ) {
        guard drawn || frameAt.isEmpty else {
            frameAt.append(frameAt[frameAt.count - 1])
            return
        }
        drawnSteps.append(state.step)
        guard let (dot, nodes) = drawing() else { return omit(.tooLarge) }
        if let frame = frameOfDOT[dot] {
            frameAt.append(frame)
            return
        }
        guard nodesDrawn + nodes <= Self.nodeBudget else { return omit(.budgetSpent) }
        nodesDrawn += nodes
        frameOfDOT[dot] = dots.count
        frameAt.append(dots.count)
        dots.append(dot)
    }

    /// Records a drawn step that shows no drawing, for `reason`.
    private mutating func omit(_ reason: Omission) {
        switch reason {
        case .tooLarge: stepsTooLarge += 1
        case .budgetSpent: stepsOverBudget += 1
        }
        if let frame = frameOfOmission[reason] {
            frameAt.append(frame)
            return
        }
        frameOfOmission[reason] = dots.count
        notDrawn[dots.count] = reason
        frameAt.append(dots.count)
        dots.append("")
    }

    /// Renders every drawing with `renderer`, calling `progress` with the number rendered
    /// after each; a drawing Graphviz cannot make (a graph too large) or that was left out
    /// becomes a paragraph saying why.
    mutating func render(with renderer: GraphvizRenderer, progress: (Int) -> Void = { _ in }) {
        for (index, dot) in dots.enumerated() {
            if let reason = notDrawn[index] {
                add(Self.paragraph(omitted: reason))
            } else {
                add(Self.svg(dot, renderer: renderer))
            }
            progress(index + 1)
        }
    }

    /// The paragraph a step shows whose hierarchy was left out for `reason`.
    static func paragraph(omitted reason: Omission) -> String {
        let why =
            switch reason {
            case .tooLarge: "this hierarchy has more than \(nodeLimit) nodes"
            case .budgetSpent: "the page's drawings already hold \(grouped(nodeBudget)) nodes"
            }
        return "<p class=\"undrawn\">Not drawn: \(why); `navsim export --hierarchy --at N` draws any step.</p>"
    }

    /// Adds one drawing's lines to the table and its runs.
    private mutating func add(_ svg: String) {
        var frame: [Int] = []
        for line in Self.lines(of: svg[...]) {
            let text = String(line)
            let index = lineIndex[text] ?? lines.count
            if index == lines.count {
                lineIndex[text] = index
                lines.append(text)
            }
            if let count = frame.last, let start = frame.dropLast().last, start + count == index {
                frame[frame.count - 1] = count + 1
            } else {
                frame += [index, 1]
            }
        }
        runs.append(frame)
    }

    /// The SVG element of `dot`, or a paragraph with the reason it could not be drawn.
    static func svg(_ dot: String, renderer: GraphvizRenderer) -> String {
        do {
            return inlineSVG(try renderer.renderSVG(dot))
        } catch {
            let message = "\(error)".split(whereSeparator: \.isNewline).joined(separator: "; ")
            return "<p class=\"undrawn\">Not drawn: \(ScriptJSON.htmlEscaped(message))</p>"
        }
    }

    /// Graphviz's SVG document as an element to put in a page: from `<svg` on, without
    /// the comments Graphviz writes on lines of their own.
    static func inlineSVG(_ document: String) -> String {
        let start = document.range(of: "<svg")?.lowerBound ?? document.startIndex
        return lines(of: document[start...])
            .filter { !($0.hasPrefix("<!--") && $0.hasSuffix("-->")) }
            .joined(separator: "\n")
    }

    /// The lines of `text`, split at each newline byte rather than between characters: a
    /// page's drawings hold hundreds of thousands of lines, and finding character
    /// boundaries in them took a third of the time `navsim view` spent outside Graphviz.
    static func lines(of text: Substring) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
