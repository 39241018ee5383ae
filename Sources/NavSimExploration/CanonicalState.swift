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
///   phases, children, deallocation tombstones, whether they showed a screen (or, for
///   one that showed none of its own, a child's flow did) and the outputs they noted that the app's output rules ask for (judged when their flow ends),
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

    /// The form's text, one object a line, written as UTF-8 bytes and made a string once
    /// (appending to a string costs more per piece).
    func text() -> String {
        var text = FormText()
        text.bytes.reserveCapacity(64 * (windowOrder.count + screenOrder.count + containerOrder.count + 8))
        for id in windowOrder {
            guard let window = state.windows[id] else { continue }
            text += "w"
            write(windows[id] ?? 0, to: &text)
            text += " root="
            write(window.root, to: &text)
            text += " modals="
            list(window.modals, to: &text) { modal, text in
                write(modal.controller, to: &text)
                text += "<"
                write(modal.presenter, to: &text)
                text += ":"
                text += modal.style.rawValue
                if modal.isSwipingDown { text += ":swiping" }
            }
            // ` hidden` only on a hidden window, so that other states keep their text.
            if window.isHidden { text += " hidden" }
            text += "\n"
        }
        // Which window is in front, once a window was ordered front: the newest otherwise.
        if state.windows.values.contains(where: { $0.frontSince != nil }), let front = state.frontWindow {
            text += "front=w"
            write(windows[front.id] ?? 0, to: &text)
            text += "\n"
        }
        for id in screenOrder {
            guard let node = state.screens[id] else { continue }
            write(.screen(id), to: &text)
            text += " "
            text += node.name
            text += " owner="
            write(node.owner, to: &text)
            text += " "
            text += node.appearance.rawValue
            text += " at="
            write(node.location, to: &text)
            text += " children="
            list(node.children, to: &text) { child, text in write(.screen(child), to: &text) }
            if !node.embeddedContainers.isEmpty {
                text += " containers="
                list(node.embeddedContainers, to: &text) { container, text in write(.container(container), to: &text) }
            }
            if let fault = node.lifecycleFault {
                text += " fault="
                text += fault.callback.rawValue
                text += "@"
                text += fault.phase.rawValue
            }
            if node.isMadeAnew { text += " anew" }
            text += " state="
            text += node.state.description
            if let typed = typedTexts[id], !typed.isEmpty {
                text += " typed="
                list(typed.keys.sorted(), to: &text) { name, text in
                    text += name
                    text += "="
                    text += JSONValue.string(typed[name] ?? "").description
                }
            }
            text += "\n"
        }
        for id in containerOrder {
            guard let node = state.containers[id] else { continue }
            write(.container(id), to: &text)
            text += " "
            text += node.style.rawValue
            text += " owner="
            write(node.owner, to: &text)
            text += " at="
            write(node.location, to: &text)
            text += " stack="
            list(node.stack, to: &text) { controller, text in write(controller, to: &text) }
            text += " tabs="
            list(node.tabs, to: &text) { controller, text in write(controller, to: &text) }
            text += " selected="
            write(node.selectedTab, to: &text)
            if node.isSwipingBack { text += " swiping" }
            text += "\n"
        }
        for id in coordinatorOrder {
            guard let node = state.coordinators[id] else { continue }
            write(id, to: &text)
            text += " "
            text += node.type
            text += " "
            text += node.phase.rawValue
            if node.isDeallocated { text += " deallocated" }
            text += " parent="
            write(node.parent, to: &text)
            text += " children="
            list(node.children, to: &text) { child, text in write(child, to: &text) }
            text += " screens="
            list(node.screens, to: &text) { screen, text in write(.screen(screen), to: &text) }
            text += " containers="
            list(node.containers, to: &text) { container, text in write(.container(container), to: &text) }
            let notes = node.notes.filter(keptNotes.contains)
            if !notes.isEmpty {
                text += " notes="
                list(notes, to: &text) { note, text in text += JSONValue.string(note).description }
            }
            if node.hasShownScreens { text += " shown" }
            // Only a coordinator that showed no screen of its own is judged by it.
            if node.hasShownScreensThroughChildren && !node.hasShownScreens { text += " shownThroughChildren" }
            text += "\n"
        }
        text += "requests="
        list(state.pendingRequests.keys.sorted(), to: &text) { request, text in
            text += JSONValue.string(state.pendingRequests[request] ?? "").description
        }
        // Timers by how far away they are: the clock itself does not change what can happen.
        text += "\ntimers="
        list(state.timers, to: &text) { deadline, text in write(deadline - state.clock, to: &text) }
        // The app's life cycle, when it is not simply active (so that apps that never leave it
        // keep their states' text).
        if state.appState != .active {
            text += "\napp="
            text += state.appState.rawValue
        }
        if let crash = state.crash {
            text += "\ncrashed by "
            write(crash.coordinator, to: &text)
            text += ": "
            text += JSONValue.string(crash.reason).description
        }
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// `items` each written by `write`, apart by commas between brackets: `[s1,s2]`.
    private func list<Items: Sequence>(
        _ items: Items, to text: inout FormText, _ write: (Items.Element, inout FormText) -> Void
    ) {
        text += "["
        var isFirst = true
        for item in items {
            if !isFirst { text += "," }
            isFirst = false
            write(item, &text)
        }
        text += "]"
    }

    private func write(_ number: Int, to text: inout FormText) {
        text += String(number)
    }

    private func write(_ controller: ControllerID?, to text: inout FormText) {
        if let controller { write(controller, to: &text) } else { text += "-" }
    }

    private func write(_ coordinator: CoordinatorID?, to text: inout FormText) {
        if let coordinator { write(coordinator, to: &text) } else { text += "-" }
    }

    private func write(_ location: Location?, to text: inout FormText) {
        if let location { write(location, to: &text) } else { text += "-" }
    }

    private func write(_ controller: ControllerID, to text: inout FormText) {
        switch controller {
        case .screen(let id):
            text += "s"
            if let number = screens[id] { write(number, to: &text) } else { text += "?" }
        case .container(let id):
            text += "k"
            if let number = containers[id] { write(number, to: &text) } else { text += "?" }
        }
    }

    private func write(_ id: CoordinatorID, to text: inout FormText) {
        text += "c"
        if let number = coordinators[id] { write(number, to: &text) } else { text += "?" }
    }

    private func write(_ location: Location, to text: inout FormText) {
        switch location {
        case .stack(let id):
            text += "stack("
            write(.container(id), to: &text)
        case .tab(let id):
            text += "tab("
            write(.container(id), to: &text)
        case .windowRoot(let id):
            text += "root(w"
            write(windows[id] ?? 0, to: &text)
        case .presented(let id):
            text += "presented(w"
            write(windows[id] ?? 0, to: &text)
        case .embedded(let id):
            text += "embedded("
            write(.screen(id), to: &text)
        }
        text += ")"
    }
}

/// UTF-8 text written a piece at a time.
private struct FormText {
    var bytes: [UInt8] = []

    static func += (text: inout FormText, piece: String) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }
}
