import NavSimCore

/// How a coordinator is drawn in the hierarchy: where it is in its life, and whether
/// ``NavigationState/invariantViolations()`` reports it as leaked.
public enum CoordinatorStatus: Hashable, Sendable {
    /// Created, `start()` not called yet.
    case notStarted
    /// Started; its flow is live.
    case active
    /// Declared finished and not reported as leaked.
    case finished
    /// Alive although its flow is over (finished but alive, or no screen left on screen).
    case leaked(reason: String)
    /// Its `deinit` ran; it stays as a tombstone while its screens or containers live.
    case deallocated

    /// The status of `node` in `state`, given the state's invariant violations.
    static func of(_ node: CoordinatorNode, violations: ViolationIndex) -> CoordinatorStatus {
        if node.isDeallocated { return .deallocated }
        if let leak = violations.leaks[node.id] {
            return .leaked(reason: leak == .finishedButAlive ? "finished but alive" : "flow ended but alive")
        }
        switch node.phase {
        case .created: return .notStarted
        case .started: return .active
        case .finished: return .finished
        }
    }

    /// The short word shown under the coordinator's name.
    var caption: String {
        switch self {
        case .notStarted: "not started"
        case .active: "active"
        case .finished: "finished"
        case .leaked(let reason): "LEAKED: \(reason)"
        case .deallocated: "deallocated (tombstone)"
        }
    }

    /// The node attributes that set this status apart; their `class` names the status (in
    /// the SVG, and as the Mermaid `classDef`).
    var nodeAttributes: DOTAttributes {
        var attributes = styleAttributes
        attributes["class"] = .string(className)
        return attributes
    }

    /// The status as a class name: `active`, `notStarted`, `finished`, `leaked`, `deallocated`.
    var className: String {
        switch self {
        case .notStarted: "notStarted"
        case .active: "active"
        case .finished: "finished"
        case .leaked: "leaked"
        case .deallocated: "deallocated"
        }
    }

    private var styleAttributes: DOTAttributes {
        switch self {
        case .notStarted:
            ["style": "dashed,filled", "fillcolor": "white", "color": .string(DiagramStyle.muted)]
        case .active:
            [
                "fillcolor": .string(DiagramStyle.activeFill), "color": .string(DiagramStyle.active),
                "penwidth": "1.5",
            ]
        case .finished:
            [
                "fillcolor": .string(DiagramStyle.quietFill), "color": .string(DiagramStyle.muted),
                "fontcolor": .string(DiagramStyle.muted),
            ]
        case .leaked:
            [
                "fillcolor": .string(DiagramStyle.dangerFill), "color": .string(DiagramStyle.danger),
                "fontcolor": .string(DiagramStyle.danger), "penwidth": "2.5",
            ]
        case .deallocated:
            [
                "style": "dashed,filled", "fillcolor": .string(DiagramStyle.tombstoneFill),
                "color": .string(DiagramStyle.muted), "fontcolor": .string(DiagramStyle.muted),
            ]
        }
    }

    /// The attributes of the box around the coordinator's screens and containers.
    var clusterAttributes: DOTAttributes {
        var attributes = nodeAttributes
        attributes["style"] = .string(self == .notStarted || self == .deallocated ? "rounded,dashed" : "rounded")
        attributes["fillcolor"] = nil
        attributes["fontcolor"] = nil
        return attributes
    }

    /// Every status, in legend order.
    static let legendOrder: [CoordinatorStatus] = [
        .active, .notStarted, .finished, .leaked(reason: "finished or flow ended, still alive"), .deallocated,
    ]
}
