public import NavSimCore
public import NavSimDiagrams

/// The hierarchy drawings of a trace: one SVG per distinct drawn state, stored as runs of a
/// shared table of SVG lines, and the drawing each step shows.
///
/// A drawing is keyed by its DOT text, so a state drawn again (a screen pushed and popped
/// leaves the hierarchy as it was) is stored and rendered once. Consecutive drawings share
/// most of their lines, so each drawing is a list of `start, count` runs into ``lines``.
public struct HierarchyFrames: Hashable, Sendable {
    /// Every distinct SVG line, in the order first met.
    public private(set) var lines: [String] = []
    /// Per drawing, `start, count` pairs into ``lines``.
    public private(set) var runs: [[Int]] = []
    /// Per step (0 to the last), the drawing it shows.
    public private(set) var frameAt: [Int] = []
    /// The steps drawn, ascending; a step between two shows the drawing of the one before.
    public private(set) var drawnSteps: [Int] = []
    /// The DOT text of each drawing.
    public private(set) var dots: [String] = []

    private var frameOfDOT: [String: Int] = [:]
    private var lineIndex: [String: Int] = [:]

    /// The DOT text of the hierarchy of `state` as the viewer draws it: without the title
    /// (the page shows the step) and without the legend (the page shows it once).
    public static func dot(of state: NavigationState) -> String {
        var graph = HierarchyDiagram(state: state, legend: .none).graph
        graph.attributes["label"] = nil
        return graph.encoded()
    }

    /// The legend of every hierarchy, alone, as DOT text.
    public static var legendDOT: String {
        var graph = HierarchyDiagram(state: NavigationState(), legend: .all).graph
        graph.attributes["label"] = nil
        return graph.encoded()
    }

    /// Records the step of `state`: a new drawing if `drawn` and its DOT is new, else the
    /// drawing the step before showed.
    mutating func record(_ state: NavigationState, drawn: Bool) {
        guard drawn || frameAt.isEmpty else {
            frameAt.append(frameAt[frameAt.count - 1])
            return
        }
        drawnSteps.append(state.step)
        let dot = Self.dot(of: state)
        if let frame = frameOfDOT[dot] {
            frameAt.append(frame)
            return
        }
        frameOfDOT[dot] = dots.count
        frameAt.append(dots.count)
        dots.append(dot)
    }

    /// Renders every drawing with `renderer`; a drawing Graphviz cannot make (a graph too
    /// large) becomes a paragraph saying why.
    mutating func render(with renderer: GraphvizRenderer) {
        for dot in dots {
            add(Self.svg(dot, renderer: renderer))
        }
    }

    /// Adds one drawing's lines to the table and its runs.
    private mutating func add(_ svg: String) {
        var frame: [Int] = []
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false) {
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
        return document[start...].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("<!--") && $0.hasSuffix("-->")) }
            .joined(separator: "\n")
    }
}
