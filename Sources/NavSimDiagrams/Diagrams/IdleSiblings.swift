import NavSimCore

/// Coordinators drawn as one node per kind: those that hold nothing (no screen, container or
/// child), of one type, under one parent (or none), in one status.
///
/// An app that leaks a flow each time the user goes through it keeps every one of them
/// alive, so a drawing with a box per coordinator grows with every round trip: a 1,000-input
/// walk held hundreds, and Graphviz's layout time grows faster than the node count. Such
/// coordinators differ only in their ids, so two or more are drawn as one box that counts
/// them and names their ids.
struct IdleSiblings {
    /// One drawn box: its members, by id.
    struct Group {
        let members: [CoordinatorID]
        var representative: CoordinatorID { members[0] }
    }

    /// The group each collapsed coordinator belongs to.
    private var groups: [CoordinatorID: Group] = [:]

    private struct Key: Hashable {
        let parent: CoordinatorID?
        let type: String
        /// Its status; `nil` when counting without finding leaks.
        let status: CoordinatorStatus?
    }

    init(state: NavigationState, violations: ViolationIndex) {
        var members: [Key: [CoordinatorID]] = [:]
        for node in state.coordinators.values where Self.holdsNothing(node) && state.crash?.coordinator != node.id {
            let status = CoordinatorStatus.of(node, violations: violations)
            members[Key(parent: node.parent, type: node.type, status: status), default: []].append(node.id)
        }
        for ids in members.values where ids.count > 1 {
            let group = Group(members: ids.sorted())
            for id in ids { groups[id] = group }
        }
    }

    /// The group `id` is drawn in, if it is collapsed with others.
    func group(of id: CoordinatorID) -> Group? { groups[id] }

    /// The fewest nodes a drawing of `state` can have, counted without finding its leaks:
    /// every window, container and screen, and every coordinator except that those holding
    /// nothing count once per type and parent.
    static func fewestNodes(of state: NavigationState) -> Int {
        var idle = Set<Key>()
        var coordinators = 0
        for node in state.coordinators.values {
            if holdsNothing(node) {
                idle.insert(Key(parent: node.parent, type: node.type, status: nil))
            } else {
                coordinators += 1
            }
        }
        return state.windows.count + state.containers.count + state.screens.count + coordinators + idle.count
    }

    private static func holdsNothing(_ node: CoordinatorNode) -> Bool {
        !node.isDeallocated && node.screens.isEmpty && node.containers.isEmpty && node.children.isEmpty
    }
}
