extension NavigationState {
    /// The state as an indented outline for people: each window's view hierarchy (stacks
    /// bottom first, top last; tabs; presented modals) with each screen's lifecycle phase
    /// and ViewModel state, then the coordinator tree, then what is pending.
    ///
    /// ```text
    /// step 11
    /// w1
    ///   root k1 Navigation
    ///     s1 Main [appeared] null
    /// coordinators
    ///   c1 MainCoordinator (started) screens: s1
    /// ```
    public var outline: String {
        var lines = ["step \(step)"]
        var shown = Set<ControllerID>()
        for id in windows.keys.sorted() {
            guard let window = windows[id] else { continue }
            lines.append("\(id)")
            if let root = window.root { outlineController(root, label: "root", depth: 1, into: &lines, shown: &shown) }
            for (index, modal) in window.modals.enumerated() {
                let label = "modal \(index + 1) (\(modal.style.rawValue), by \(modal.presenter))"
                outlineController(modal.controller, label: label, depth: 1, into: &lines, shown: &shown)
            }
        }
        let offScreen =
            containers.keys.sorted().map(ControllerID.container) + screens.keys.sorted().map(ControllerID.screen)
        let unheld = offScreen.filter { !shown.contains($0) && location(of: $0) == nil }
        if !unheld.isEmpty {
            lines.append("not in a window")
            for controller in unheld {
                outlineController(controller, label: nil, depth: 1, into: &lines, shown: &shown)
            }
        }
        lines.append("coordinators")
        for root in coordinators.values.filter({ $0.parent == nil }).map(\.id).sorted() {
            outlineCoordinator(root, depth: 1, into: &lines)
        }
        for request in pendingRequests.keys.sorted() {
            lines.append("pending request #\(request) to \(pendingRequests[request] ?? "")")
        }
        if let crash {
            lines.append("crashed at step \(crash.step): \(crash.reason)")
        }
        return lines.joined(separator: "\n")
    }

    private func outlineController(
        _ controller: ControllerID, label: String?, depth: Int, into lines: inout [String],
        shown: inout Set<ControllerID>
    ) {
        guard shown.insert(controller).inserted else { return }
        let indent = String(repeating: "  ", count: depth)
        let prefix = label.map { "\($0) " } ?? ""
        switch controller {
        case .screen(let id):
            guard let screen = screens[id] else { return }
            lines.append("\(indent)\(prefix)\(id) \(screen.name) [\(screen.appearance.rawValue)] \(screen.state)")
        case .container(let id):
            guard let container = containers[id] else { return }
            let style = container.style == .navigation ? "Navigation" : "TabBar"
            let swipe = container.isSwipingBack ? " (swiping back)" : ""
            lines.append("\(indent)\(prefix)\(id) \(style)\(swipe)")
            for screen in container.stack {
                outlineController(.screen(screen), label: nil, depth: depth + 1, into: &lines, shown: &shown)
            }
            for (index, tab) in container.tabs.enumerated() {
                let mark = index == container.selectedTab ? "tab \(index) (selected)" : "tab \(index)"
                outlineController(tab, label: mark, depth: depth + 1, into: &lines, shown: &shown)
            }
        }
    }

    private func outlineCoordinator(_ id: CoordinatorID, depth: Int, into lines: inout [String]) {
        guard let node = coordinators[id] else { return }
        let status = node.isDeallocated ? "\(node.phase.rawValue), deallocated" : node.phase.rawValue
        var line = "\(String(repeating: "  ", count: depth))\(id) \(node.type) (\(status))"
        if !node.screens.isEmpty { line += " screens: " + node.screens.map(\.description).joined(separator: " ") }
        if !node.containers.isEmpty {
            line += " containers: " + node.containers.map(\.description).joined(separator: " ")
        }
        lines.append(line)
        for child in node.children { outlineCoordinator(child, depth: depth + 1, into: &lines) }
    }
}
