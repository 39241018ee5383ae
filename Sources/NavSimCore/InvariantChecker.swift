/// NavSim's own invariants (``NavigationState/invariantViolations()``) checked in state
/// after state of one trace, each violation made once and reused.
///
/// An app that leaks a flow at every round trip has more leaked coordinators at every input,
/// and each check finds them all again: made anew, their messages were most of `check`'s
/// time. The checker keeps every violation it made, by rule, coordinator and screen, with
/// the names its message was made from, and returns the kept one while those names are
/// unchanged; it also says which violations it never returned before, so that a report
/// looks up only those. It reads each coordinator and screen once a check without copying
/// it, and climbs to a window only from a coordinator that owns a screen, a container or a
/// child; when the coordinators the liveness rules pick are the last check's, it returns
/// the last check's liveness violations as they were (``livenessViolations(of:)``). The violations are the same, in the same order, as a fresh check's (tests compare
/// the two after every input of every trace in `Traces/` and of leaking walks).
package struct InvariantChecker {
    /// The `finishedButAlive` violation made for each coordinator so far, with its type.
    private var finishedMade: [CoordinatorID: (source: String, violation: InvariantViolation)] = [:]
    /// The `flowEndedButAlive` violation made for each coordinator so far, with its type.
    private var flowEndedMade: [CoordinatorID: (source: String, violation: InvariantViolation)] = [:]
    /// Each violation of the other rules made so far, with what its message was made from.
    private var made: [Made: (source: Source, violation: InvariantViolation)] = [:]

    /// The liveness violations (`finishedButAlive`, then `flowEndedButAlive`) of the last
    /// settled check, and the coordinators they were made from, in the order picked: while a
    /// check picks the same in the same order (``livenessViolations(of:)``), they are these.
    private var liveness: [InvariantViolation] = []
    private var livenessPicked: [Picked] = []
    /// Of ``livenessPicked``, those picked by looking in the windows (after those picked by
    /// their fields alone).
    private var livenessShownPicks: [Picked] = []
    /// What the last pass over the coordinators picked by their fields alone.
    private var fieldPicks = FieldPicks()
    /// The coordinators a check picks by looking in the windows, listed into this buffer (kept
    /// for its capacity, empty between checks).
    private var shownPicksBuffer: [Picked] = []

    /// What a pass over a state's coordinators picks by their fields alone, and the
    /// coordinators it leaves to be looked up in the windows, with the ``ChangeStamp`` of the
    /// coordinators it read and what it spared: a state whose coordinators have that stamp
    /// holds them as read, so a pass over them with the same spared would pick the same.
    private struct FieldPicks {
        /// The finished coordinators, and the started ones that showed a screen and own
        /// nothing, in the state's order.
        private(set) var picked: [Picked] = []
        /// The started coordinators that showed a screen and own a screen, a container or a
        /// child, by id.
        private(set) var owning: [CoordinatorID] = []
        private var stamp: ChangeStamp?
        private var spared: Set<CoordinatorID> = []

        /// Whether these are the picks of a pass over `state`'s coordinators sparing `spared`.
        func isRead(_ state: NavigationState, sparing spared: Set<CoordinatorID>) -> Bool {
            guard let stamp, stamp.isSame(as: state.coordinatorsStamp) else { return false }
            return spared == self.spared
        }

        /// Reads `state`'s coordinators in one pass, sparing `spared`.
        mutating func read(_ state: NavigationState, sparing spared: Set<CoordinatorID>) {
            picked.removeAll(keepingCapacity: true)
            owning.removeAll(keepingCapacity: true)
            let sparesSome = !spared.isEmpty
            // Fields are read through the values' subscript, one at a time: a `for` over the
            // values would copy every node, retaining and releasing its arrays and strings.
            let nodes = state.coordinators.values
            var index = nodes.startIndex
            while index != nodes.endIndex {
                defer { nodes.formIndex(after: &index) }
                guard !nodes[index].isDeallocated else { continue }
                let id = nodes[index].id
                if sparesSome && spared.contains(id) { continue }
                switch nodes[index].phase {
                case .finished:
                    picked.append(Picked(id: id, isFinished: true, type: nodes[index].type))
                case .started where nodes[index].hasShownScreens:
                    if nodes[index].screens.isEmpty && nodes[index].containers.isEmpty
                        && nodes[index].children.isEmpty
                    {
                        // A started coordinator with no screen, container or child shows nothing.
                        picked.append(Picked(id: id, isFinished: false, type: nodes[index].type))
                    } else {
                        owning.append(id)
                    }
                case .started, .created:
                    // A flow shown only through its children goes on while theirs does.
                    if nodes[index].hasShownScreensThroughChildren && !nodes[index].hasShownScreens {
                        owning.append(id)
                    }
                }
            }
            owning.sort()
            stamp = state.coordinatorsStamp
            self.spared = spared
        }
    }

    /// A coordinator a liveness rule picked: its id, its rule and its type.
    private struct Picked: Equatable {
        let id: CoordinatorID
        let isFinished: Bool
        let type: String
    }

    /// What a violation's message is made from besides its ids.
    private enum Source: Equatable {
        /// The screen's name and its owner's type.
        case orphan(screen: String, owner: String)
        /// The screen's name and its fault.
        case fault(screen: String, LifecycleFault)
        /// A violation made anew at every check.
        case unkept
    }

    /// What identifies a violation in a report: its rule, coordinator and screen.
    private struct Made: Hashable {
        let rule: InvariantViolation.Rule
        let coordinator: CoordinatorID?
        let screen: ScreenID?
    }

    /// A checker that has made no violation yet.
    package init() {}

    /// The rules `state` breaks, as ``NavigationState/invariantViolations()`` lists them,
    /// and those of them this checker never returned before (by rule, coordinator and
    /// screen), in the same order.
    ///
    /// The leak rules spare what the state's pending work holds
    /// (``NavigationState/heldByPendingWork``): work the app left pending releases it when it
    /// ends (``PendingWorkHolds``).
    package mutating func check(_ state: NavigationState) -> (all: [InvariantViolation], new: [InvariantViolation]) {
        let pending = state.heldByPendingWork
        var (all, new) = livenessViolations(of: state, sparing: pending.coordinators)
        func add(_ violation: InvariantViolation, isNew: Bool) {
            all.append(violation)
            if isNew { new.append(violation) }
        }
        let isSettled = !state.isAnimating
        for violation in state.keptScreens(isSettled: isSettled, sparing: pending.screens) {
            add(violation, isNew: isUnseen(violation))
        }
        var orphaned: [(screen: ScreenID, name: String, owner: CoordinatorID)] = []
        var faulty: [(screen: ScreenID, name: String, owner: CoordinatorID?, fault: LifecycleFault)] = []
        for screen in state.screens.values {
            if isSettled, screen.appearance == .appeared, let owner = screen.owner,
                state.coordinators[owner]?.isDeallocated == true
            {
                orphaned.append((screen.id, screen.name, owner))
            }
            if let fault = screen.lifecycleFault { faulty.append((screen.id, screen.name, screen.owner, fault)) }
        }
        for (id, name, owner) in orphaned.sorted(by: { $0.screen < $1.screen }) {
            let type = state.coordinators[owner]?.type ?? ""
            let key = Made(rule: .orphanedScreen, coordinator: owner, screen: id)
            let (violation, isNew) = Self.kept(key, from: .orphan(screen: name, owner: type), in: &made) {
                InvariantViolation(
                    rule: .orphanedScreen, coordinator: owner, screen: id,
                    message: "\(name)#\(id.rawValue) is on screen but \(type)#\(owner.rawValue) was deallocated: "
                        + "its actions do nothing")
            }
            add(violation, isNew: isNew)
        }
        for (id, name, owner, fault) in faulty.sorted(by: { $0.screen < $1.screen }) {
            let key = Made(rule: .lifecycleOutOfOrder, coordinator: owner, screen: id)
            let (violation, isNew) = Self.kept(key, from: .fault(screen: name, fault), in: &made) {
                InvariantViolation(
                    rule: .lifecycleOutOfOrder, coordinator: owner, screen: id,
                    message: "\(name)#\(id.rawValue) got \(fault.callback.rawValue) while \(fault.phase.rawValue) "
                        + "at step \(fault.step)")
            }
            add(violation, isNew: isNew)
        }
        if let crash = state.crash {
            let name = crash.coordinator.flatMap { state.coordinators[$0]?.displayName } ?? "the app"
            let violation = InvariantViolation(
                rule: .crashed, coordinator: crash.coordinator, screen: nil,
                message: "\(name) crashed at step \(crash.step): \(crash.reason)")
            add(violation, isNew: isUnseen(violation))
        }
        return (all, new)
    }

    /// The `finishedButAlive` violations, then the `flowEndedButAlive` ones, each by id, and
    /// those of them never returned before.
    ///
    /// A leaked coordinator stays leaked input after input, so the coordinators are read in
    /// one pass, in the state's own order, without copying: the finished ones, and the
    /// started ones that showed a screen and own nothing, are picked by their fields alone;
    /// only those that own something are looked up in the windows. The pass is skipped when
    /// the coordinators are as the last pass read them (their ``ChangeStamp`` is the one it
    /// read, and the same are spared): what it picked and found owning is kept
    /// (``FieldPicks``). When the coordinators picked are those the last settled check picked,
    /// in the same order, with the same rules and types, so are the violations, and they are
    /// returned as they were: nothing is sorted, looked up or made for a leak nothing changed
    /// (a comparison of two arrays, with no hashing; of the picks from the windows alone when
    /// the pass was skipped, as those from the fields are the last check's). While a
    /// transition runs none is checked, and what the last settled check picked is kept for
    /// the next. A coordinator in `spared` (held by pending work) is not picked.
    private mutating func livenessViolations(of state: NavigationState, sparing spared: Set<CoordinatorID>)
        -> (all: [InvariantViolation], new: [InvariantViolation])
    {
        guard !state.isAnimating else { return ([], []) }
        let fieldsAreRead = fieldPicks.isRead(state, sparing: spared)
        if !fieldsAreRead { fieldPicks.read(state, sparing: spared) }
        var shownPicks: [Picked] = []
        swap(&shownPicks, &shownPicksBuffer)
        defer {
            shownPicks.removeAll(keepingCapacity: true)
            swap(&shownPicks, &shownPicksBuffer)
        }
        var shown = ShownFlows(state: state)
        for id in fieldPicks.owning where !shown.showsAScreen(id) {
            guard let node = state.coordinators[id] else { continue }
            shownPicks.append(Picked(id: id, isFinished: false, type: node.type))
        }
        // The picks from the fields are those the last settled check began with.
        if fieldsAreRead && shownPicks == livenessShownPicks { return (liveness, []) }
        // The picks are those from the fields, then those from the windows.
        let isLastCheck = Self.isConcatenation(of: fieldPicks.picked, shownPicks, livenessPicked)
        swap(&shownPicks, &livenessShownPicks)
        // The same picks in another order (the dictionary grew) make the same violations anew.
        if isLastCheck { return (liveness, []) }
        let picked = fieldPicks.picked + livenessShownPicks
        var all: [InvariantViolation] = []
        var new: [InvariantViolation] = []
        all.reserveCapacity(picked.count)
        let sorted = picked.sorted { ($0.isFinished ? 0 : 1, $0.id) < ($1.isFinished ? 0 : 1, $1.id) }
        for entry in sorted {
            let (id, type) = (entry.id, entry.type)
            let (violation, isNew) =
                entry.isFinished
                ? Self.kept(id, from: type, in: &finishedMade) {
                    InvariantViolation(
                        rule: .finishedButAlive, coordinator: id, screen: nil,
                        message: "\(type)#\(id.rawValue) finished but is still alive: leaked")
                }
                : Self.kept(id, from: type, in: &flowEndedMade) {
                    InvariantViolation(
                        rule: .flowEndedButAlive, coordinator: id, screen: nil,
                        message: "\(type)#\(id.rawValue) has no screen left on screen but is still alive: leaked")
                }
            all.append(violation)
            if isNew { new.append(violation) }
        }
        liveness = all
        livenessPicked = picked
        return (all, new)
    }

    /// Whether `whole` is `first` followed by `second`, without joining them.
    private static func isConcatenation(of first: [Picked], _ second: [Picked], _ whole: [Picked]) -> Bool {
        guard whole.count == first.count + second.count else { return false }
        for index in first.indices where first[index] != whole[index] { return false }
        for index in second.indices where second[index] != whole[first.count + index] { return false }
        return true
    }

    /// The violation `table` keeps for `key` if its message was made from `source`, else one
    /// made by `make` and kept; and whether `key` was never returned before.
    private static func kept<Key: Hashable, Source: Equatable>(
        _ key: Key, from source: Source, in table: inout [Key: (source: Source, violation: InvariantViolation)],
        make: () -> InvariantViolation
    ) -> (InvariantViolation, isNew: Bool) {
        let known = table[key]
        if let known, known.source == source { return (known.violation, false) }
        let violation = make()
        table[key] = (source, violation)
        return (violation, known == nil)
    }

    /// Whether `violation`, made anew at every check, was never returned before; notes it.
    private mutating func isUnseen(_ violation: InvariantViolation) -> Bool {
        let key = Made(rule: violation.rule, coordinator: violation.coordinator, screen: violation.screen)
        guard made[key] == nil else { return false }
        made[key] = (.unkept, violation)
        return true
    }
}
