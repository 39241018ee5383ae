public import NavSimCore

/// A navigation state with its ids renumbered by first appearance and its step left out:
/// two states with the same canonical form are the same state reached by different paths.
///
/// ```swift
/// let seen: Set<CanonicalState> = [CanonicalState(session.state)]
/// ```
///
/// The ids of a state are handed out in creation order, so the same screens reached by
/// two paths (Main → Add → back → Add, or Main → Add) carry different ids, and its step
/// counts every event so far. The canonical form drops both:
///
/// - Ids are renumbered, per kind, by first appearance in a deterministic walk: windows
///   in id order; in each, its root and then its presentations bottom first; a container's
///   stack bottom first or its tabs left to right, and a screen's embedded children in
///   order; then each screen's owner and each coordinator's parent and children, in the
///   order the walk meets them; then whatever the walk did not meet (screens and
///   containers off screen, coordinators no screen or container leads to), in id order.
/// - Pending service requests are renumbered oldest first: only their order and services
///   are kept. Pending timers are kept as their distances from the clock, not the clock.
/// - The step is left out, as are the steps inside a crash and a lifecycle fault.
/// - Everything else is kept: each ViewModel's state, the text in each field typed into
///   (`typedTexts`), appearances, locations, whether a
///   screen was made anew while another of its name was kept, stacks, tabs
///   and the selected one, swipes under way, presentation styles, coordinator types,
///   phases, children, deallocation tombstones, whether they showed a screen and the
///   outputs they noted that the app's output rules ask for (judged when their flow ends),
///   and the app's place in its life cycle when it is not active.
///
/// Why equal forms behave the same: the simulator is deterministic and every input the
/// session offers, and every answer the app gives, reaches objects through the structure
/// the form keeps (the front screen, its controls, its container, the presentations, the
/// pending requests in order). Renumbering is a bijection that preserves that structure,
/// so the same inputs lead to the same events up to ids.
///
/// The honest limit: the form is what the trace knows. State the app keeps to itself —
/// a private counter in a coordinator, a cache in a service, which closure answers a
/// request — is not in it, so two paths whose traces agree but whose hidden state differs
/// are taken for one state, and what only the second would show is not explored. A
/// ViewModel's state is in the form; a coordinator's properties are not.
public struct CanonicalState: Hashable, Sendable, CustomStringConvertible {
    /// The form as text, one object a line: `s1 Main owner=c1 appeared at=stack(k1) state={…}`.
    public let description: String

    /// The canonical form of `state`, keeping of the outputs coordinators noted those in
    /// `keptNotes` (those the app's output rules ask for; other notes change nothing a rule
    /// or an input sees), and the text in the fields typed into, by screen and field name
    /// (`Session.typedTexts`): a form typed with the right password and one typed with a
    /// wrong one are two states, though the app reads the field only later.
    public init(
        _ state: NavigationState, keepingNotes keptNotes: Set<String> = [],
        typedTexts: [ScreenID: [String: String]] = [:]
    ) {
        var numbering = Numbering(state: state, keptNotes: keptNotes, typedTexts: typedTexts)
        numbering.walk()
        description = numbering.text()
    }
}

/// Renumbers a state's ids by first appearance, then writes it with the new ids.
private struct Numbering {
    let state: NavigationState
    var screens: [ScreenID: Int] = [:]
    var containers: [ContainerID: Int] = [:]
    var coordinators: [CoordinatorID: Int] = [:]
    var windows: [WindowID: Int] = [:]
    /// The objects in the order they were numbered, for writing.
    var screenOrder: [ScreenID] = []
    var containerOrder: [ContainerID] = []
    var coordinatorOrder: [CoordinatorID] = []
    var windowOrder: [WindowID] = []

    /// The notes kept in the form.
    let keptNotes: Set<String>
    /// The text in the fields typed into, by screen and field name.
    let typedTexts: [ScreenID: [String: String]]

    init(state: NavigationState, keptNotes: Set<String>, typedTexts: [ScreenID: [String: String]]) {
        self.state = state
        self.keptNotes = keptNotes
        self.typedTexts = typedTexts
    }

    // MARK: - Numbering

    mutating func walk() {
        for window in state.windows.values.sorted(by: { $0.id < $1.id }) {
            number(window: window.id)
            if let root = window.root { visit(root) }
            for modal in window.modals {
                visit(modal.controller)
                visit(modal.presenter)
            }
        }
        for id in state.screens.keys.sorted() { visit(.screen(id)) }
        for id in state.containers.keys.sorted() { visit(.container(id)) }
        // Coordinators in the order their screens and containers were met, then their
        // families, then the rest.
        for id in screenOrder { if let owner = state.screens[id]?.owner { visit(coordinator: owner) } }
        for id in containerOrder { if let owner = state.containers[id]?.owner { visit(coordinator: owner) } }
        for id in state.coordinators.keys.sorted() { visit(coordinator: id) }
    }

    private mutating func number(window id: WindowID) {
        guard windows[id] == nil else { return }
        windows[id] = windows.count + 1
        windowOrder.append(id)
    }

    private mutating func visit(_ controller: ControllerID) {
        // Iterative, so a deep hierarchy cannot exhaust the stack.
        var pending = [controller]
        while let next = pending.popLast() {
            var children: [ControllerID] = []
            switch next {
            case .screen(let id):
                guard screens[id] == nil else { continue }
                screens[id] = screens.count + 1
                screenOrder.append(id)
                let node = state.screens[id]
                children = node?.embedded ?? []
            case .container(let id):
                guard containers[id] == nil else { continue }
                containers[id] = containers.count + 1
                containerOrder.append(id)
                if let node = state.containers[id] { children = node.stack + node.tabs }
            }
            pending += children.reversed()
        }
    }

    private mutating func visit(coordinator: CoordinatorID) {
        var pending = [coordinator]
        while let next = pending.popLast() {
            guard coordinators[next] == nil else { continue }
            coordinators[next] = coordinators.count + 1
            coordinatorOrder.append(next)
            guard let node = state.coordinators[next] else { continue }
            pending += node.children.reversed()
            if let parent = node.parent { pending.append(parent) }
        }
    }

    // MARK: - Writing

    func text() -> String {
        var lines: [String] = []
        for id in windowOrder {
            guard let window = state.windows[id] else { continue }
            let modals = list(window.modals) { modal in
                "\(name(modal.controller))<\(name(modal.presenter)):\(modal.style.rawValue)\(modal.isSwipingDown ? ":swiping" : "")"
            }
            // ` hidden` only on a hidden window, so that other states keep their text.
            let hidden = window.isHidden ? " hidden" : ""
            lines.append("w\(windows[id] ?? 0) root=\(name(window.root)) modals=\(modals)\(hidden)")
        }
        // Which window is in front, once a window was ordered front: the newest otherwise.
        if state.windows.values.contains(where: { $0.frontSince != nil }), let front = state.frontWindow {
            lines.append("front=w\(windows[front.id] ?? 0)")
        }
        for id in screenOrder {
            guard let node = state.screens[id] else { continue }
            var line = "\(name(.screen(id))) \(node.name) owner=\(name(node.owner)) \(node.appearance.rawValue)"
            line += " at=\(name(node.location)) children=\(list(node.children) { name(.screen($0)) })"
            if !node.embeddedContainers.isEmpty {
                line += " containers=\(list(node.embeddedContainers) { name(.container($0)) })"
            }
            if let fault = node.lifecycleFault { line += " fault=\(fault.callback.rawValue)@\(fault.phase.rawValue)" }
            if node.isMadeAnew { line += " anew" }
            line += " state="
            node.state.write(to: &line)
            if let typed = typedTexts[id], !typed.isEmpty {
                line += " typed=" + list(typed.keys.sorted()) { "\($0)=\(JSONValue.string(typed[$0] ?? ""))" }
            }
            lines.append(line)
        }
        for id in containerOrder {
            guard let node = state.containers[id] else { continue }
            var line = "\(name(.container(id))) \(node.style.rawValue) owner=\(name(node.owner))"
            line += " at=\(name(node.location))"
            line += " stack=\(list(node.stack) { name($0) }) tabs=\(list(node.tabs) { name($0) })"
            lines.append(line + " selected=\(node.selectedTab)" + (node.isSwipingBack ? " swiping" : ""))
        }
        for id in coordinatorOrder {
            guard let node = state.coordinators[id] else { continue }
            var line = "\(name(id)) \(node.type) \(node.phase.rawValue)\(node.isDeallocated ? " deallocated" : "")"
            line += " parent=\(name(node.parent)) children=\(list(node.children) { name($0) })"
            line += " screens=\(list(node.screens) { name(.screen($0)) })"
            line += " containers=\(list(node.containers) { name(.container($0)) })"
            let notes = node.notes.filter(keptNotes.contains)
            if !notes.isEmpty { line += " notes=\(list(notes) { JSONValue.string($0).description })" }
            lines.append(line + (node.hasShownScreens ? " shown" : ""))
        }
        let requests = state.pendingRequests.keys.sorted().compactMap { state.pendingRequests[$0] }
        lines.append("requests=\(list(requests) { JSONValue.string($0).description })")
        // Timers by how far away they are: the clock itself does not change what can happen.
        lines.append("timers=\(list(state.timers) { "\($0 - state.clock)" })")
        // The app's life cycle, when it is not simply active (so that apps that never leave it
        // keep their states' text).
        if state.appState != .active { lines.append("app=\(state.appState.rawValue)") }
        if let crash = state.crash {
            lines.append("crashed by \(name(crash.coordinator)): \(JSONValue.string(crash.reason))")
        }
        return lines.joined(separator: "\n")
    }

    /// `items` named by `name`, apart by commas between brackets: `[s1,s2]`. Written straight
    /// into one string, without an array of the names.
    private func list<Items: Sequence>(_ items: Items, _ name: (Items.Element) -> String) -> String {
        var text = "["
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            text += name(item)
        }
        return text + "]"
    }

    private func name(_ controller: ControllerID?) -> String { controller.map { name($0) } ?? "-" }

    private func name(_ coordinator: CoordinatorID?) -> String { coordinator.map { name($0) } ?? "-" }

    private func name(_ location: Location?) -> String { location.map { name($0) } ?? "-" }

    private func name(_ controller: ControllerID) -> String {
        switch controller {
        case .screen(let id): screens[id].map { "s\($0)" } ?? "s?"
        case .container(let id): containers[id].map { "k\($0)" } ?? "k?"
        }
    }

    private func name(_ id: CoordinatorID) -> String { coordinators[id].map { "c\($0)" } ?? "c?" }

    private func name(_ location: Location) -> String {
        switch location {
        case .stack(let id): "stack(\(name(.container(id))))"
        case .tab(let id): "tab(\(name(.container(id))))"
        case .windowRoot(let id): "root(w\(windows[id] ?? 0))"
        case .presented(let id): "presented(w\(windows[id] ?? 0))"
        case .embedded(let id): "embedded(\(name(.screen(id))))"
        }
    }
}
