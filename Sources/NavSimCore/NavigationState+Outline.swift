extension NavigationState {
    /// The deepest level the outline indents to; deeper lines stay at this indentation and
    /// start with their depth, `(depth 40) `, so that a line's length never grows with the
    /// depth and the outline of any state is linear in its size.
    public static let outlineIndentationLimit = 32

    /// The state as an indented outline for people: each window's view hierarchy (stacks
    /// bottom first, top last; tabs; presented modals; embedded screens under their parent)
    /// with each screen's lifecycle phase and ViewModel state, then the coordinator tree, then what is pending.
    ///
    /// ```text
    /// step 11
    /// w1
    ///   root k1 Navigation
    ///     s1 Main [appeared] null
    /// coordinators
    ///   c1 MainCoordinator (started) screens: s1
    /// ```
    ///
    /// Each level indents two spaces, up to ``outlineIndentationLimit`` levels; a line deeper
    /// than that is indented as deep as the limit and starts with `(depth N) `. Every tree
    /// is walked with an explicit stack, so no depth of coordinators or nested containers
    /// can overflow the call stack. Coordinators whose parents form a cycle (`apply` refuses
    /// one, but a state built by hand may hold it), which no root
    /// reaches, are listed after the tree, each cycle from its lowest id.
    public var outline: String { outlineLines.joined(separator: "\n") }

    /// The lines of ``outline``.
    public var outlineLines: [String] {
        var lines = ["step \(step)"]
        var shown = Set<ControllerID>()
        for id in windows.keys.sorted() {
            guard let window = windows[id] else { continue }
            lines.append(window.isHidden ? "\(id) (hidden)" : "\(id)")
            if let root = window.root { outlineController(root, label: "root", into: &lines, shown: &shown) }
            for (index, modal) in window.modals.enumerated() {
                let swipe = modal.isSwipingDown ? ", swiping down" : ""
                let label = "modal \(index + 1) (\(modal.style.rawValue), by \(modal.presenter)\(swipe))"
                outlineController(modal.controller, label: label, into: &lines, shown: &shown)
            }
        }
        let offScreen =
            containers.keys.sorted().map(ControllerID.container) + screens.keys.sorted().map(ControllerID.screen)
        let unheld = offScreen.filter { !shown.contains($0) && location(of: $0) == nil }
        if !unheld.isEmpty {
            lines.append("not in a window")
            for controller in unheld {
                outlineController(controller, label: nil, into: &lines, shown: &shown)
            }
        }
        lines.append("coordinators")
        var listed = Set<CoordinatorID>()
        for root in coordinators.values.filter({ $0.parent == nil }).map(\.id).sorted() {
            outlineCoordinator(root, into: &lines, listed: &listed)
        }
        for id in coordinators.keys.sorted() where !listed.contains(id) {
            outlineCoordinator(id, into: &lines, listed: &listed)
        }
        for request in pendingRequests.keys.sorted() {
            lines.append("pending request #\(request) to \(pendingRequests[request] ?? "")")
        }
        if !timers.isEmpty {
            let due = timers.map { "+\($0 - clock) ms" }.joined(separator: " ")
            lines.append("pending timers at \(clock) ms: \(due)")
        }
        if let crash {
            lines.append("crashed at step \(crash.step): \(crash.reason)")
        }
        return lines
    }

    /// The start of a line at `depth` (1 for a window's root or a root coordinator).
    static func outlineIndentation(_ depth: Int) -> String {
        guard depth > outlineIndentationLimit else { return String(repeating: "  ", count: depth) }
        return String(repeating: "  ", count: outlineIndentationLimit) + "(depth \(depth)) "
    }

    /// Appends `start` and everything it holds, depth first, skipping controllers in `shown`.
    private func outlineController(
        _ start: ControllerID, label: String?, into lines: inout [String], shown: inout Set<ControllerID>
    ) {
        var pending: [(controller: ControllerID, label: String?, depth: Int)] = [(start, label, 1)]
        while let (controller, label, depth) = pending.popLast() {
            guard shown.insert(controller).inserted else { continue }
            let prefix = Self.outlineIndentation(depth) + (label.map { "\($0) " } ?? "")
            switch controller {
            case .screen(let id):
                guard let screen = screens[id] else { continue }
                lines.append("\(prefix)\(id) \(screen.name) [\(screen.appearance.rawValue)] \(screen.state)")
                pending += screen.embedded.reversed().map { ($0, "embedded", depth + 1) }
            case .container(let id):
                guard let container = containers[id] else { continue }
                let style = container.style == .navigation ? "Navigation" : "TabBar"
                let swipe = container.isSwipingBack ? " (swiping back)" : ""
                lines.append("\(prefix)\(id) \(style)\(swipe)")
                var held: [(controller: ControllerID, label: String?, depth: Int)] = container.stack.map {
                    ($0, nil, depth + 1)
                }
                for (index, tab) in container.tabs.enumerated() {
                    let mark = index == container.selectedTab ? "tab \(index) (selected)" : "tab \(index)"
                    held.append((tab, mark, depth + 1))
                }
                pending += held.reversed()
            }
        }
    }

    /// Appends coordinator `start` and its descendants, depth first, skipping those in `listed`.
    private func outlineCoordinator(
        _ start: CoordinatorID, into lines: inout [String], listed: inout Set<CoordinatorID>
    ) {
        var pending = [(id: start, depth: 1)]
        while let (id, depth) = pending.popLast() {
            guard listed.insert(id).inserted, let node = coordinators[id] else { continue }
            let status = node.isDeallocated ? "\(node.phase.rawValue), deallocated" : node.phase.rawValue
            var line = "\(Self.outlineIndentation(depth))\(id) \(node.type) (\(status))"
            if !node.screens.isEmpty { line += " screens: " + node.screens.map(\.description).joined(separator: " ") }
            if !node.containers.isEmpty {
                line += " containers: " + node.containers.map(\.description).joined(separator: " ")
            }
            lines.append(line)
            pending += node.children.reversed().map { ($0, depth + 1) }
        }
    }
}
