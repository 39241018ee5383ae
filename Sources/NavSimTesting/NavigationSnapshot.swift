public import NavSimCore

/// What a user and a test read of the navigation state, by name: the screen in front, the
/// stacks, the tabs selected, the modal chain, the live coordinators and the ViewModel states.
///
/// A test store's input takes a closure that changes the snapshot before the input into the
/// one expected after it, as the Composable Architecture's `TestStore.send` does:
///
/// ```swift
/// store.tap("Compose") {
///     $0.front = "Editor"
///     $0.stacks["Navigation#1"]?.append("Editor")
///     $0.coordinators.append("ComposeCoordinator")
///     $0.viewModels["Editor"] = ["isSaving": false]
/// }
/// ```
///
/// Controllers are named as people read them: a screen by its name (`Notes`), a navigation
/// or tab bar controller by its display name (`Navigation#1`, `TabBar#2`). Ids, lifecycle
/// phases and the step are left out; ``NavigationTestStore/expectState(_:sourceLocation:)``
/// and ``NavigationTestStore/expectOutline(_:sourceLocation:)`` assert them.
public struct NavigationSnapshot: Hashable, Sendable {
    /// The name of the screen in front of the front window, the one a user can tap; `nil`
    /// when no window shows a screen.
    public var front: String?
    /// Each navigation controller's stack, bottom first, by its display name (`Navigation#1`).
    public var stacks: [String: [String]]
    /// Each tab bar controller's selected tab, by the tab bar's display name (`TabBar#2`): the
    /// name of the controller the tab shows (`Feed`, `Navigation#3`).
    public var selectedTabs: [String: String]
    /// The front window's modal chain, bottom first: each presented controller's name.
    public var modals: [String]
    /// The types of the coordinators still alive, in the order they were made.
    public var coordinators: [String]
    /// The ViewModel state of each screen alive whose state is not `null`, by the screen's name;
    /// screens that share a name are each keyed by their display name (`Editor#4`).
    public var viewModels: [String: JSONValue]

    /// Makes a snapshot from its parts.
    public init(
        front: String? = nil, stacks: [String: [String]] = [:], selectedTabs: [String: String] = [:],
        modals: [String] = [], coordinators: [String] = [], viewModels: [String: JSONValue] = [:]
    ) {
        self.front = front
        self.stacks = stacks
        self.selectedTabs = selectedTabs
        self.modals = modals
        self.coordinators = coordinators
        self.viewModels = viewModels
    }

    /// The snapshot of `state`.
    public init(_ state: NavigationState) {
        func name(_ controller: ControllerID) -> String {
            switch controller {
            case .screen(let id): state.screens[id]?.name ?? id.description
            case .container(let id): state.containers[id]?.displayName ?? id.description
            }
        }
        let screens = state.screens.values.sorted { $0.id < $1.id }
        let names = screens.map(\.name)
        var viewModels: [String: JSONValue] = [:]
        for screen in screens where screen.state != .null {
            let shared = names.filter { $0 == screen.name }.count > 1
            viewModels[shared ? screen.displayName : screen.name] = screen.state
        }
        self.init(
            front: state.frontScreen.flatMap { state.screens[$0]?.name },
            stacks: Dictionary(
                uniqueKeysWithValues: state.containers.values.filter { $0.style == .navigation }.map {
                    ($0.displayName, $0.stack.map(name))
                }),
            selectedTabs: Dictionary(
                uniqueKeysWithValues: state.containers.values.filter { $0.style == .tabBar }.compactMap { tabBar in
                    tabBar.tabs.indices.contains(tabBar.selectedTab)
                        ? (tabBar.displayName, name(tabBar.tabs[tabBar.selectedTab])) : nil
                }),
            modals: state.frontWindow?.modals.map { name($0.controller) } ?? [],
            coordinators: state.coordinators.values.filter { !$0.isDeallocated }.sorted { $0.id < $1.id }.map(\.type),
            viewModels: viewModels)
    }

    /// The snapshot as one JSON object, the form ``NavigationTestStore`` compares structurally.
    var jsonValue: JSONValue {
        [
            "front": front.map(JSONValue.string) ?? .null,
            "stacks": .object(stacks.mapValues { .array($0.map(JSONValue.string)) }),
            "selectedTabs": .object(selectedTabs.mapValues(JSONValue.string)),
            "modals": .array(modals.map(JSONValue.string)),
            "coordinators": .array(coordinators.map(JSONValue.string)),
            "viewModels": .object(viewModels),
        ]
    }
}
