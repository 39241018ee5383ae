public import NavSimCore

extension NavigationState {
    /// The state's stable JSON form for tools, documented in `docs/state-json.md`.
    ///
    /// Keys are sorted and collections ordered by id, so the same state always gives the
    /// same text.
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "step": .number(Double(step)),
            "windows": .array(windows.keys.sorted().compactMap { windows[$0].map(Self.json) }),
            "containers": .array(containers.keys.sorted().compactMap { containers[$0].map(Self.json) }),
            "screens": .array(screens.keys.sorted().compactMap { screens[$0].map(Self.json) }),
            "coordinators": .array(coordinators.keys.sorted().compactMap { coordinators[$0].map(Self.json) }),
            "pendingRequests": .array(
                pendingRequests.keys.sorted().map {
                    ["request": .number(Double($0)), "service": .string(pendingRequests[$0] ?? "")]
                }),
            "clock": .number(Double(clock)),
            "timers": .array(timers.map { .number(Double($0)) }),
        ]
        object["frontScreen"] = frontScreen.map { .string($0.description) } ?? .null
        if heldByPendingWork != .nothing {
            object["heldByPendingWork"] = .array(
                (heldByPendingWork.coordinators.sorted().map(\.description)
                    + heldByPendingWork.screens.sorted().map(\.description)).map(JSONValue.string))
        }
        if let crash {
            object["crash"] = [
                "reason": .string(crash.reason), "step": .number(Double(crash.step)),
                "coordinator": crash.coordinator.map { .string($0.description) } ?? .null,
            ]
        }
        return .object(object)
    }

    /// A window; `frontSince` only when the window was ordered front, `hidden` only while the
    /// app hides it.
    private static func json(_ window: WindowNode) -> JSONValue {
        var object: JSONValue = [
            "id": .string(window.id.description),
            "root": window.root.map { .string($0.description) } ?? .null,
            "modals": .array(
                window.modals.map {
                    [
                        "controller": .string($0.controller.description),
                        "presenter": .string($0.presenter.description),
                        "style": .string($0.style.rawValue),
                        "swipingDown": .bool($0.isSwipingDown),
                    ]
                }),
        ]
        if let step = window.frontSince { object["frontSince"] = .number(Double(step)) }
        if window.isHidden { object["hidden"] = true }
        return object
    }

    private static func json(_ container: ContainerNode) -> JSONValue {
        [
            "id": .string(container.id.description),
            "style": .string(container.style.rawValue),
            "owner": container.owner.map { .string($0.description) } ?? .null,
            "stack": .array(container.stack.map { .string($0.description) }),
            "tabs": .array(container.tabs.map { .string($0.description) }),
            "selectedTab": .number(Double(container.selectedTab)),
            "swipingBack": .bool(container.isSwipingBack),
            "location": json(container.location),
        ]
    }

    private static func json(_ screen: ScreenNode) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(screen.id.description),
            "name": .string(screen.name),
            "owner": screen.owner.map { .string($0.description) } ?? .null,
            "state": screen.state,
            "appearance": .string(screen.appearance.rawValue),
            "location": json(screen.location),
            "lifecycleFault": screen.lifecycleFault.map {
                [
                    "callback": .string($0.callback.rawValue), "phase": .string($0.phase.rawValue),
                    "step": .number(Double($0.step)),
                ]
            } ?? .null,
        ]
        if !screen.children.isEmpty { object["children"] = .array(screen.children.map { .string($0.description) }) }
        if !screen.embeddedContainers.isEmpty {
            object["embeddedContainers"] = .array(screen.embeddedContainers.map { .string($0.description) })
        }
        return .object(object)
    }

    private static func json(_ coordinator: CoordinatorNode) -> JSONValue {
        [
            "id": .string(coordinator.id.description),
            "type": .string(coordinator.type),
            "parent": coordinator.parent.map { .string($0.description) } ?? .null,
            "children": .array(coordinator.children.map { .string($0.description) }),
            "phase": .string(coordinator.phase.rawValue),
            "deallocated": .bool(coordinator.isDeallocated),
            "screens": .array(coordinator.screens.map { .string($0.description) }),
            "containers": .array(coordinator.containers.map { .string($0.description) }),
        ]
    }

    private static func json(_ location: Location?) -> JSONValue {
        switch location {
        case nil: .null
        case .stack(let id): ["stack": .string(id.description)]
        case .tab(let id): ["tab": .string(id.description)]
        case .windowRoot(let id): ["windowRoot": .string(id.description)]
        case .presented(let id): ["presented": .string(id.description)]
        case .embedded(let id): ["embedded": .string(id.description)]
        }
    }
}
