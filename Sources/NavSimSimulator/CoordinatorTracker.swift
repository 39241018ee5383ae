package import NavSimCore

/// Finds an app's coordinators in its object graph and records their lives as events,
/// with no NavSim base class and no NavSim protocol.
///
/// A coordinator is any object the predicate accepts. The tracker holds each one weakly
/// (it never makes a coordinator live longer) and, at each ``update(roots:full:)``,
/// brings the recorded coordinator tree up to date with the objects reachable from the
/// roots through **strong** stored references:
///
/// - a coordinator seen for the first time: `coordinatorCreated`, with its class name;
/// - coordinator `C` reached from coordinator `P`'s strong fields through values only
///   (optionals, arrays, dictionaries, sets, structs, tuples, enum payloads,
///   existentials), not through another object: `childAdded(C, parent: P)`. Several such
///   holders: the one with the lowest id. A reference that would close a cycle (a strong
///   `parentCoordinator` back to the parent) is a retain cycle, not a second parent, and
///   is ignored, as is a reference back from a former child: a child the parent let go
///   that still holds it strongly is a leaked cycle, and the parent does not become its
///   child;
/// - an edge that went: `coordinatorFinished(C)` when the parent is alive, `C` is alive,
///   not finished and has no new parent (what `childDidFinish` does), then
///   `childRemoved`;
/// - a coordinator whose weak reference is `nil`: `coordinatorDeallocated`, last.
///
/// `weak` and `unowned` references are not ownership: a `weak var parentCoordinator` is
/// no edge. What closures capture strongly is held like a stored property
/// (``ClosureCaptures``). `start()` and `finish()` cannot be seen (methods are not
/// reflectable); nor can local variables, or a coordinator made and released between two
/// updates. See ``ObjectGraph`` for what the walk looks into.
///
/// ## Cost
///
/// Measured in a release build on Linux (2 shared cores, load average ~3), best of 5
/// runs; plain Swift classes shaped like a UIKit app: an app delegate and a window, a tree
/// of coordinators each with a navigation controller, a services struct of 3 objects,
/// its children and a weak parent; view controllers with inherited fields and a view
/// model holding a weak coordinator, 10 items and a closure. The roots are the delegate,
/// the window and every view controller, as the session passes them.
///
/// | app | objects | `update(full: false)`, unchanged | `update(full: true)` | `owner(of:skip:)` |
/// | --- | --- | --- | --- | --- |
/// | 3 coordinators, 10 view controllers | 37 | 1.9–2.0 µs | 19 µs | 3 µs |
/// | 100 coordinators, 300 view controllers | 1,102 | 53–54 µs | 0.58–0.64 ms | 3–5 µs |
///
/// An update whose fingerprint changed costs a full walk. The first walk of each type
/// also works out its plan: 1.5–4 ms for the first app in a process, shared by every
/// tracker after. (Measured before a walk that finds what the last one found stopped
/// choosing parents again, and fingerprints were compared as they are read: the tracker
/// takes 36–48 % fewer instructions in random walks of the examples since, and 13–23 %
/// fewer again since its walk and fingerprints stopped retaining what they read and
/// hashing addresses with SipHash; docs/performance.md.)
@MainActor
package final class CoordinatorTracker {
    /// Which objects are coordinators, decided per class: asked once per class, of the first
    /// object of it met. Default: ``defaultPredicate``.
    package typealias Predicate = @MainActor (AnyObject) -> Bool

    /// The default predicate: the class name ends in `Coordinator`, `Flow` or
    /// `FlowController` (generic arguments aside), the class has a stored property named
    /// `childCoordinators` (of any type, inherited or not), it conforms to one of the app's
    /// coordinator protocols, or its name ends in `Router` and it has children of its own
    /// (a property whose name starts with `child`); a `…Router` without is a coordinator's
    /// helper.
    package static let defaultPredicate: Predicate = { graphs.fast.plan(of: $0).looksLikeCoordinator }

    /// The per-type plans, shared by every tracker that reads objects the same way.
    static let graphs = (fast: ObjectGraph(reading: .fast), safe: ObjectGraph(reading: .safe))

    /// What the tracker reads the app's objects through: the graph of its runtime's
    /// ``Runtime/objectReading``.
    private let graph: ObjectGraph

    /// An object the tracker holds weakly between updates (a coordinator, a root), with what
    /// reads it with no retain.
    private struct KeptObject: KeepingObject {
        /// The object, held weakly in a box of its own: a copy of the entry copies a strong
        /// reference to the box, not the weak reference, and a look reads it in place.
        let reference: WeakBox
        /// The object's address, and the runtime's side table that the weak reference made:
        /// whether the object is alive is read there, without loading the reference
        /// (``SideTable``). `nil` where the runtime's layout is not the one read.
        let address: UInt
        let sideTable: SideTable?
        /// The plan of its class, which the graph keeps for the life of the process.
        let plan: Unmanaged<ObjectGraph.ClassPlan>

        var object: AnyObject? { reference.object }
        var kept: KeptObject { self }
        /// Whether the object is alive, from its side table if it has one.
        var isAlive: Bool { sideTable.map(\.isObjectAlive) ?? (object != nil) }

        init(_ object: AnyObject, plan: ObjectGraph.ClassPlan) {
            self.plan = .passUnretained(plan)
            reference = WeakBox(object)
            address = UInt(bitPattern: ObjectIdentifier(object))
            sideTable = SideTable(of: object)
        }
    }

    /// What holds a ``KeptObject``.
    private protocol KeepingObject {
        var kept: KeptObject { get }
    }

    /// A coordinator the tracker knows.
    private struct Tracked: KeepingObject {
        let id: CoordinatorID
        /// The object's class.
        let type: AnyClass
        let kept: KeptObject
        /// Its parent, as last recorded.
        var parent: CoordinatorID?

        var object: AnyObject? { kept.object }

        init(id: CoordinatorID, object: AnyObject, plan: ObjectGraph.ClassPlan) {
            self.id = id
            type = Swift.type(of: object)
            kept = KeptObject(object, plan: plan)
        }
    }

    /// What the roots an app lists change with, besides deaths
    /// (``update(full:rootsVersion:listRoots:)``).
    package struct RootsVersion: Equatable {
        /// The runtime's ``Runtime/registrationChanges``.
        let registrations: Int
        /// The roots the runtime does not register (the app's delegates), by identity.
        let first: ObjectIdentifier?
        let second: ObjectIdentifier?
        /// How many times the values the app associated with its objects changed.
        let associations: Int

        package init(registrations: Int, unregistered first: AnyObject?, _ second: AnyObject?, associations: Int = 0) {
            self.registrations = registrations
            self.first = first.map(ObjectIdentifier.init)
            self.second = second.map(ObjectIdentifier.init)
            self.associations = associations
        }
    }

    /// A weak reference to a tracked coordinator.
    private final class WeakBox {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }

    private let runtime: Runtime
    /// Which objects are coordinators; `nil` for ``defaultPredicate``, read from the plan
    /// the walk has already looked up.
    private let isCoordinator: Predicate?
    /// The answers of ``isCoordinator`` so far, 1 for yes, by the address of the class's
    /// metadata: it is asked once per class (an `is` cast to a protocol costs hundreds of
    /// instructions, and a walk asks of every object it enters).
    private var answers = AddressTable()
    /// The live coordinators, by id.
    private var tracked: [Tracked] = [] {
        didSet { trackedObjectsAreKept = false }
    }
    /// The tracked coordinators, unretained and in order, with the plans of their classes,
    /// kept while ``tracked`` keeps its entries and all of them live: a look then reads only
    /// their side tables (``liveTracked()``).
    private var trackedObjects: [Unmanaged<AnyObject>] = []
    private var trackedPlans: [Unmanaged<ObjectGraph.ClassPlan>] = []
    private var trackedObjectsAreKept = false
    /// Where the words of their fingerprint and of their link fingerprint are, kept with them
    /// (``ObjectGraph/FlatFingerprintReads``) from the second look at them on; `nil` before,
    /// for a few, and when the graph reads through `Mirror`.
    private var trackedReads: ObjectGraph.FlatFingerprintReads?
    private var trackedLinkReads: ObjectGraph.FlatFingerprintReads?
    /// The fewest tracked coordinators read from ``trackedReads``.
    private static var fewestFlatlyRead: Int { 8 }
    /// Their positions in ``tracked``, by address.
    private var positions = AddressTable()
    /// Their ids, in the order of ``tracked``: read without copying an entry and its weak
    /// reference.
    private var trackedIDs: [CoordinatorID] = []
    /// Coordinators found gone between updates (their address was reused), reported at the
    /// next update.
    private var gone: [Tracked] = []
    /// Every parent→child edge ever recorded, so that an edge never turns round.
    private var recordedEdges: Set<Edge> = []
    /// What the last walk found: for each coordinator reached, in the order reached, its
    /// address, its id, how many objects it holds and their addresses.
    private var holdings: [UInt] = []
    /// How many walks there were, and how many of them found other ``holdings`` than the
    /// walk before (``TrackerLooks``).
    package private(set) var walks = 0
    package private(set) var holdingsChanges = 0
    /// The fingerprints the last walk left, of the roots and of the tracked coordinators: a
    /// look walks when either differs. Kept apart so that a change in the roots leaves the
    /// tracked coordinators' compared, not copied word by word.
    private var walkedRootsFingerprint: [UInt] = []
    private var walkedTrackedFingerprint: [UInt] = []
    /// ``Runtime/madeSoFar`` at the last search for owners.
    private var madeAtLastOwnerSearch: [UInt32] = []
    /// The tracked coordinators' link fingerprints at the last search for owners
    /// (``ObjectGraph/appendLinkFingerprint(of:to:)``).
    private var linksAtLastOwnerSearch: [UInt] = []
    /// The screens recorded without an owner since the last search for owners, with the
    /// stacks that recorded them (``CallStack``).
    private var stacks: [ScreenID: CallStack] = [:]
    /// The classes of the coordinators found dead since the last search for owners.
    private var diedSinceOwnerSearch: [AnyClass] = []
    /// The screens a search from their properties found no owner from, with what it read
    /// (``reachedOwner(of:_:skip:)``).
    private var searchedScreens: [ScreenID: SearchedScreen] = [:]
    /// The roots as last listed, and the version they were listed at: `nil` for roots handed
    /// to each update.
    private var keptRoots: [KeptObject] = []
    private var keptRootsVersion: RootsVersion?
    /// The buffers of an update and its walk, kept for their capacity (empty between
    /// updates).
    private var queue: [Unmanaged<AnyObject>] = []
    private var visited = AddressTable()
    private var held: [AnyObject] = []
    private var liveRoots: [Unmanaged<AnyObject>] = []
    private var liveRootPlans: [Unmanaged<ObjectGraph.ClassPlan>] = []
    private var found: [UInt] = []
    private var addresses: [UInt] = []

    /// Creates a tracker that records into `runtime`.
    package init(runtime: Runtime, isCoordinator: Predicate? = nil) {
        self.runtime = runtime
        self.isCoordinator = isCoordinator
        graph = runtime.objectReading == .safe ? Self.graphs.safe : Self.graphs.fast
    }

    // MARK: - Updating

    /// Brings the recorded coordinator tree up to date with the objects reachable from
    /// `roots` (the app delegate, the windows, the live recorded view controllers — the
    /// caller passes them): new coordinators → coordinatorCreated(id, type: class name);
    /// parent→child edges that appeared → childAdded; edges that went →
    /// coordinatorFinished (if the child is alive and not finished) then childRemoved;
    /// coordinators whose weak reference is now nil → coordinatorDeallocated. Events in a
    /// deterministic order (by id; creations before edges; deallocations last).
    ///
    /// Tiered for speed: the sweep of the tracked coordinators always runs (whether each is
    /// alive is read from its side table, with no retain and no release); the full walk
    /// runs when `full` is true, when a coordinator was deallocated, or when a cheap
    /// fingerprint of the roots' and tracked coordinators' stored strong fields (object identities,
    /// collection buffer identity + count) changed since the last walk. The fingerprint
    /// misses an element replaced in place (`children[0] = other`) and changes inside
    /// objects the roots hold (a view model's new coordinator): pass `full` when those
    /// matter (after a screen is recorded without an owner, every few inputs).
    ///
    /// The tracked coordinators are walked from as well as the roots, so a coordinator
    /// found through ``owner(of:skip:)`` gets its children even if no root reaches it.
    ///
    /// Every live tracked coordinator's fingerprint is read at every look, leaked or not, from
    /// the plan of its class kept with it (no lookup, no retain), or from the addresses of its
    /// words worked out while the same coordinators live (``trackedReads``). None may be
    /// skipped because its holder's fields are unchanged: a parent's code reaches a child
    /// through a `childCoordinators` that stays as it was and can write the child's fields, so
    /// such a rule would miss changes the full fingerprint sees.
    package func update(roots: [AnyObject], full: Bool) {
        keptRootsVersion = nil
        withExtendedLifetime(roots) {
            update(
                roots: roots.map { .passUnretained($0) }, plans: roots.map { .passUnretained(graph.plan(of: $0)) },
                full: full)
        }
    }

    /// ``update(roots:full:)`` from the roots `listRoots` appends, listed again only when
    /// `rootsVersion` is not the last update's or one of those listed died: in between, the
    /// roots are those last listed, read with no retain as the tracked coordinators are, with
    /// no list made.
    ///
    /// With `keepingFingerprintsOnly`, it reads the fingerprints and keeps them as a walk that
    /// finds nothing new would, without walking, unless a coordinator died (``TrackerLooks``).
    package func update(
        full: Bool, keepingFingerprintsOnly: Bool = false, rootsVersion: RootsVersion,
        listRoots: (inout [AnyObject]) -> Void
    ) {
        var roots: [Unmanaged<AnyObject>] = []
        var plans: [Unmanaged<ObjectGraph.ClassPlan>] = []
        swap(&roots, &liveRoots)
        swap(&plans, &liveRootPlans)
        defer {
            roots.removeAll(keepingCapacity: true)
            plans.removeAll(keepingCapacity: true)
            swap(&roots, &liveRoots)
            swap(&plans, &liveRootPlans)
        }
        if rootsVersion != keptRootsVersion || !Self.appendLive(keptRoots, to: &roots, plans: &plans) {
            var objects: [AnyObject] = []
            listRoots(&objects)
            keptRoots = objects.map { KeptObject($0, plan: graph.plan(of: $0)) }
            keptRootsVersion = rootsVersion
            roots.removeAll(keepingCapacity: true)
            plans.removeAll(keepingCapacity: true)
            _ = Self.appendLive(keptRoots, to: &roots, plans: &plans)
        }
        if runtime.checksTrackerShortcuts {
            var objects: [AnyObject] = []
            listRoots(&objects)
            if objects.map({ UInt(bitPattern: ObjectIdentifier($0)) }) != roots.map({ UInt(bitPattern: $0.toOpaque()) })
            {
                runtime.trackerShortcutMismatches += 1
            }
        }
        update(roots: roots, plans: plans, full: full, keepingFingerprintsOnly: keepingFingerprintsOnly)
    }

    /// ``update(roots:full:)`` from `roots`, held unretained (something else holds them while
    /// no app code runs), the plans of whose classes are `plans`.
    private func update(
        roots: [Unmanaged<AnyObject>], plans rootPlans: [Unmanaged<ObjectGraph.ClassPlan>], full: Bool,
        keepingFingerprintsOnly: Bool = false
    ) {
        var dead = gone
        gone = []
        // The living, unretained, for the fingerprint and the walk: no app code runs before
        // they are let go, so what holds them now holds them until then.
        let (live, livePlans, allAlive) = liveTracked()
        if !allAlive {
            dead += tracked.filter { $0.object == nil }
            tracked.removeAll { $0.object == nil }
            reindex()
        }
        if !dead.isEmpty { diedSinceOwnerSearch += dead.map(\.type) }
        var rootsPrint = FingerprintRecorder(comparingWith: walkedRootsFingerprint)
        graph.readFingerprints(ofUnretained: roots, plans: rootPlans, into: &rootsPrint)
        var trackedPrint = FingerprintRecorder(comparingWith: walkedTrackedFingerprint)
        if allAlive, let trackedReads {
            trackedPrint.take(trackedReads)
        } else {
            graph.readFingerprints(ofUnretained: live, plans: livePlans, into: &trackedPrint)
        }
        if runtime.checksTrackerShortcuts,
            rootsPrint.words != rootsFingerprint(roots) || trackedPrint.words != trackedFingerprint()
        {
            runtime.trackerShortcutMismatches += 1
        }
        if !full && dead.isEmpty && rootsPrint.isUnchanged && trackedPrint.isUnchanged { return }
        let trackedBefore = tracked.count
        if keepingFingerprintsOnly && dead.isEmpty {
            return keepFingerprints(roots: rootsPrint.words, tracked: trackedPrint.words, trackedBefore: trackedBefore)
        }
        walk(from: roots, plans: rootPlans, live: live, plans: livePlans, areTracked: allAlive, dead: dead)
        keepFingerprints(roots: rootsPrint.words, tracked: trackedPrint.words, trackedBefore: trackedBefore)
    }

    /// Keeps the fingerprints a walk leaves for the next look to compare with: the roots' and
    /// the tracked coordinators' as read before the walk (no app code ran since), then those
    /// of the coordinators the walk began to track. The tracked coordinators' are read again
    /// in full if the walk tracked one at the address of one that died, which changed the
    /// tracked list.
    private func keepFingerprints(roots: [UInt], tracked read: [UInt], trackedBefore: Int) {
        var words = read
        if gone.isEmpty {
            for index in trackedBefore..<tracked.count {
                if let object = tracked[index].object { graph.appendFingerprint(of: object, to: &words) }
            }
        } else {
            words = trackedFingerprint()
        }
        if runtime.checksTrackerShortcuts, words != trackedFingerprint() { runtime.trackerShortcutMismatches += 1 }
        walkedRootsFingerprint = roots
        walkedTrackedFingerprint = words
    }

    /// The live tracked coordinators, in order and unretained, the plans of their classes,
    /// and whether all the tracked are alive: whether each is alive is read from its side
    /// table (``SideTable``), else by loading its weak reference. While all are, the lists
    /// are those kept since ``tracked`` last changed.
    private func liveTracked() -> (
        objects: [Unmanaged<AnyObject>], plans: [Unmanaged<ObjectGraph.ClassPlan>], allAlive: Bool
    ) {
        checkLiveness()
        if trackedObjectsAreKept, Self.areAlive(tracked) {
            // Worked out at the second look at the same coordinators (many last for one only),
            // and for many of them: a few are read as fast from their plans, with nothing made.
            if trackedReads == nil, trackedObjects.count >= Self.fewestFlatlyRead {
                trackedReads = graph.flatFingerprintReads(of: trackedObjects, plans: trackedPlans)
                trackedLinkReads = graph.flatFingerprintReads(
                    of: trackedObjects, plans: trackedPlans, includingWeak: true)
            }
            return (trackedObjects, trackedPlans, true)
        }
        (trackedReads, trackedLinkReads) = (nil, nil)
        var objects: [Unmanaged<AnyObject>] = []
        var plans: [Unmanaged<ObjectGraph.ClassPlan>] = []
        guard Self.appendLive(tracked, to: &objects, plans: &plans) else { return (objects, plans, false) }
        (trackedObjects, trackedPlans, trackedObjectsAreKept) = (objects, plans, true)
        return (objects, plans, true)
    }

    /// Counts a mismatch when the side table of a tracked coordinator says otherwise than its
    /// weak reference, or when the plan kept with it is not its class's.
    private func checkLiveness() {
        if runtime.checksTrackerShortcuts {
            for entry in tracked {
                let object = entry.object
                if entry.kept.sideTable.map(\.isObjectAlive) ?? (object != nil) != (object != nil) {
                    runtime.trackerShortcutMismatches += 1
                }
                if let object, graph.plan(of: object) !== entry.kept.plan.takeUnretainedValue() {
                    runtime.trackerShortcutMismatches += 1
                }
            }
        }
    }

    /// Whether all of `entries` are alive, read in place (a copy of an entry would copy a
    /// reference to its weak box). Not isolated, as ``appendLive(_:to:plans:)``.
    private nonisolated static func areAlive(_ entries: [Tracked]) -> Bool {
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where !entries[index].kept.isAlive { return false }
            return true
        }
    }

    /// Appends the living of the objects `entries` keep to `live`, in order and unretained, and
    /// the plans of their classes to `plans` (``appendIfAlive(_:to:plans:)``). Not isolated: a
    /// closure isolated to the main actor checks at each call that it runs there.
    ///
    /// - Returns: Whether all of them are alive.
    private nonisolated static func appendLive(
        _ entries: [some KeepingObject], to live: inout [Unmanaged<AnyObject>],
        plans: inout [Unmanaged<ObjectGraph.ClassPlan>]
    ) -> Bool {
        // Read in place: a copy of an entry would copy a reference to its weak box too.
        entries.withUnsafeBufferPointer { entries in
            var allAlive = true
            for index in entries.indices where !appendIfAlive(entries[index].kept, to: &live, plans: &plans) {
                allAlive = false
            }
            return allAlive
        }
    }

    /// Appends `object` to `live`, unretained, and the plan of its class to `plans`, if it is
    /// alive: read from its side table (``SideTable``), else by loading its weak reference.
    ///
    /// - Returns: Whether it is alive.
    private nonisolated static func appendIfAlive(
        _ object: borrowing KeptObject, to live: inout [Unmanaged<AnyObject>],
        plans: inout [Unmanaged<ObjectGraph.ClassPlan>]
    ) -> Bool {
        guard object.isAlive, let pointer = UnsafeRawPointer(bitPattern: object.address) else { return false }
        live.append(Unmanaged.fromOpaque(pointer))
        plans.append(object.plan)
        return true
    }

    /// The fingerprint of `roots`, read now.
    private func rootsFingerprint(_ roots: [Unmanaged<AnyObject>]) -> [UInt] {
        var words: [UInt] = []
        for root in roots { root.withObject { graph.appendFingerprint(of: $0, to: &words) } }
        return words
    }

    /// The fingerprint of the live tracked coordinators, read now.
    private func trackedFingerprint() -> [UInt] {
        var words: [UInt] = []
        tracked.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                guard let object = entries[index].object else { continue }
                graph.appendFingerprint(of: object, to: &words)
            }
        }
        return words
    }

    /// Counts a mismatch when `read`, what ``ObjectGraph/appendHeldAddresses(of:plan:to:)``
    /// read of `object`, is not what ``ObjectGraph/appendStrongObjects(of:plan:to:)`` finds.
    private func checkInPlaceRead(of object: AnyObject, plan: ObjectGraph.ClassPlan, read: [UInt]) {
        var objects: [AnyObject] = []
        graph.appendStrongObjects(of: object, plan: plan, to: &objects)
        if objects.map({ UInt(bitPattern: ObjectIdentifier($0)) }) != read { runtime.trackerShortcutMismatches += 1 }
    }

    /// Walks the strong references from `roots` and the tracked coordinators (`live`),
    /// breadth first, and records what changed. `rootPlans` and `livePlans` are the plans of
    /// their classes; `areTracked` says that `live` is ``tracked`` in order, so that their ids
    /// need not be looked up.
    ///
    /// What the walk finds is summed up as each coordinator reached, in the order reached,
    /// with its id and the objects it holds (``holdings``). When that is what the last walk
    /// found and no coordinator died, the tree is what was recorded (a coordinator tracked
    /// since would bring a new id): parents chosen from the same holdings come out the same,
    /// since the edges recorded since only confirm them, so nothing is recorded and the
    /// work of choosing is skipped.
    private func walk(
        from roots: [Unmanaged<AnyObject>], plans rootPlans: [Unmanaged<ObjectGraph.ClassPlan>],
        live: [Unmanaged<AnyObject>], plans livePlans: [Unmanaged<ObjectGraph.ClassPlan>], areTracked: Bool,
        dead: [Tracked]
    ) {
        // The buffers are moved into locals for the walk: no access to the tracker's
        // stored properties in the loop. The queue holds no reference: the roots and `live`
        // hold theirs, `held` the others, and no app code runs before the walk ends.
        let graph = self.graph
        var queue: [Unmanaged<AnyObject>] = []
        var visited = AddressTable()
        var held: [AnyObject] = []
        var found: [UInt] = []
        var addresses: [UInt] = []
        swap(&queue, &self.queue)
        swap(&visited, &self.visited)
        swap(&held, &self.held)
        swap(&found, &self.found)
        swap(&addresses, &self.addresses)
        let checksShortcuts = runtime.checksTrackerShortcuts
        for object in roots where visited.insert(UInt(bitPattern: object.toOpaque())) { queue.append(object) }
        let firstLive = queue.count
        for object in live where visited.insert(UInt(bitPattern: object.toOpaque())) { queue.append(object) }
        // When none was queued twice, the first objects queued are `roots` then `live`, whose
        // plans (and, if tracked, ids) are known.
        let queuedRoots = firstLive == roots.count ? 0..<firstLive : 0..<0
        let queuedLive = queue.count - firstLive == live.count ? firstLive..<queue.count : 0..<0
        var next = 0
        while next < queue.count {
            let reference = queue[next]
            let position = next
            next += 1
            // Read unretained: what holds the object holds it until the walk ends.
            reference.withObject { object in
                let plan =
                    if queuedRoots.contains(position) {
                        rootPlans[position]
                    } else if queuedLive.contains(position) {
                        livePlans[position - firstLive]
                    } else {
                        graph.unretainedPlan(of: object)
                    }
                if checksShortcuts && plan.toOpaque() != graph.unretainedPlan(of: object).toOpaque() {
                    runtime.trackerShortcutMismatches += 1
                }
                plan._withUnsafeGuaranteedRef { plan in
                    guard plan.isEntered else { return }
                    // `held` keeps what each object holds one after the other, and `addresses` their
                    // addresses (those of the object at hand from `start` on), both emptied once at
                    // the end.
                    let start = addresses.count
                    if !graph.appendHeldAddresses(of: object, plan: plan, to: &addresses) {
                        let heldStart = held.count
                        graph.appendStrongObjects(of: object, plan: plan, to: &held)
                        ObjectGraph.addresses(of: held, from: heldStart, to: &addresses)
                    } else if checksShortcuts {
                        checkInPlaceRead(of: object, plan: plan, read: Array(addresses[start...]))
                    }
                    let address = UInt(bitPattern: ObjectIdentifier(object))
                    let knownID = areTracked && queuedLive.contains(position) ? trackedIDs[position - firstLive] : nil
                    if checksShortcuts, let knownID, knownID != trackedID(at: address) {
                        runtime.trackerShortcutMismatches += 1
                    }
                    if let id = knownID ?? trackedID(at: address)
                        ?? (isCoordinator(object, plan: plan) ? track(object) : nil)
                    {
                        found.append(address)
                        found.append(UInt(id.rawValue))
                        found.append(UInt(addresses.count - start))
                        for index in start..<addresses.count { found.append(addresses[index]) }
                    }
                    for index in start..<addresses.count where visited.insert(addresses[index]) {
                        queue.append(unsafeBitCast(addresses[index], to: Unmanaged<AnyObject>.self))
                    }
                }
            }
        }
        walks += 1
        if found != holdings { holdingsChanges += 1 }
        if !dead.isEmpty || found != holdings {
            let parents = chooseParents(found: found)
            recordEdges(parents: parents, dead: dead)
            for entry in dead.sorted(by: { $0.id < $1.id }) { runtime.emit(.coordinatorDeallocated(entry.id)) }
        }
        swap(&found, &holdings)
        // The objects reached live until the events are recorded.
        queue.removeAll(keepingCapacity: true)
        visited.removeAll()
        held.removeAll(keepingCapacity: true)
        found.removeAll(keepingCapacity: true)
        addresses.removeAll(keepingCapacity: true)
        swap(&queue, &self.queue)
        swap(&visited, &self.visited)
        swap(&held, &self.held)
        swap(&found, &self.found)
        swap(&addresses, &self.addresses)
    }

    /// Each coordinator's parent: the lowest-id coordinator holding it, skipping holders
    /// that would close a cycle.
    ///
    /// - Parameter found: Each coordinator reached, as ``holdings`` lists them.
    private func chooseParents(found: [UInt]) -> [CoordinatorID: CoordinatorID] {
        // A coordinator takes three words or more.
        var coordinators: [UInt: CoordinatorID] = .init(minimumCapacity: found.count / 3)
        var holdings: [(holder: CoordinatorID, held: ArraySlice<UInt>)] = []
        holdings.reserveCapacity(found.count / 3)
        var position = 0
        while position < found.count {
            let id = CoordinatorID(UInt32(truncatingIfNeeded: found[position + 1]))
            let count = Int(found[position + 2])
            coordinators[found[position]] = id
            holdings.append((id, found[(position + 3)..<(position + 3 + count)]))
            position += 3 + count
        }
        var candidates: [(parent: CoordinatorID, child: CoordinatorID)] = []
        for (holder, held) in holdings.sorted(by: { $0.holder < $1.holder }) {
            for object in held {
                if let child = coordinators[object], child != holder { candidates.append((holder, child)) }
            }
        }
        var parents: [CoordinatorID: CoordinatorID] = .init(minimumCapacity: candidates.count)
        for (parent, child) in candidates
        where parents[child] == nil && !recordedEdges.contains(Edge(parent: child, child: parent)) {
            var ancestor: CoordinatorID? = parent
            while let current = ancestor, current != child { ancestor = parents[current] }
            if ancestor == nil { parents[child] = parent }
        }
        return parents
    }

    /// Records the edges that went (the dead coordinators' included), then those that
    /// appeared. A child its living parent let go finished, even if letting go killed it
    /// before this look (a strongly held child cannot die while still held).
    private func recordEdges(parents: [CoordinatorID: CoordinatorID], dead: [Tracked]) {
        let deadIDs = Set(dead.map(\.id))
        let went = (tracked + dead).filter { entry in
            entry.parent != nil && (deadIDs.contains(entry.id) || parents[entry.id] != entry.parent)
        }
        for entry in went.sorted(by: { $0.id < $1.id }) {
            guard let parent = entry.parent else { continue }
            if !deadIDs.contains(parent), parents[entry.id] == nil,
                let phase = runtime.state.coordinators[entry.id]?.phase, phase != .finished
            {
                runtime.emit(.coordinatorFinished(entry.id))
            }
            runtime.emit(.childRemoved(entry.id, parent: parent))
        }
        for index in tracked.indices where parents[tracked[index].id] != tracked[index].parent {
            let parent = parents[tracked[index].id]
            tracked[index].parent = parent
            guard let parent else { continue }
            recordedEdges.insert(Edge(parent: parent, child: tracked[index].id))
            runtime.emit(.childAdded(tracked[index].id, parent: parent))
        }
    }

    /// Records the owner of each live controller recorded without one that a tracked
    /// coordinator now holds, strongly or weakly, in its own properties or closures: the
    /// lowest-id such coordinator (a coordinator that keeps its screen in a `weak var
    /// viewController`, or a root coordinator holding the navigation controller the scene
    /// delegate made, itself or through its router, ``heldThroughRouters(by:)``); for a
    /// screen, else the coordinator holding its view model (``viewModelHolder(of:in:)``), else
    /// the coordinator the screen itself reaches, as ``owner(of:skip:)`` finds it: a closure
    /// the coordinator set on the screen's view model after it showed the screen
    /// (`controller.onEnter = { self.finish() }`); else, for a screen recorded during this
    /// input, the coordinator whose method showed it (``showingCoordinator(in:)``), which also
    /// takes the screen from an owner its properties reach when it is below that owner
    /// (``showingDescendant(below:stack:)``). A screen so found starts its coordinator, as a screen
    /// recorded with its owner does. Called when an
    /// input's work is over; owners are looked for when a coordinator, screen or container
    /// was made during it, or a tracked coordinator's own fields changed (its link
    /// fingerprint): a coordinator that starts holding an older controller later is seen.
    /// Not seen: an element replaced in place in a collection (`kept[0] = controller`), a
    /// closure that starts capturing it in a box it already had, and a closure set on an
    /// older screen's view model in an input that made nothing.
    ///
    /// - Parameter skip: What ``owner(of:skip:)`` never enters.
    package func findOwners(skip: (AnyObject) -> Bool) {
        let stacks = self.stacks
        self.stacks = [:]
        defer { diedSinceOwnerSearch.removeAll() }
        let made = runtime.madeSoFar
        let (live, livePlans, allAlive) = liveTracked()
        var links = FingerprintRecorder(comparingWith: linksAtLastOwnerSearch)
        if allAlive, let trackedLinkReads {
            links.take(trackedLinkReads)
        } else {
            graph.readFingerprints(ofUnretained: live, plans: livePlans, includingWeak: true, into: &links)
        }
        if runtime.checksTrackerShortcuts {
            var words: [UInt] = []
            for object in live { object.withObject { graph.appendLinkFingerprint(of: $0, to: &words) } }
            if words != links.words { runtime.trackerShortcutMismatches += 1 }
        }
        guard made != madeAtLastOwnerSearch || !links.isUnchanged else { return }
        madeAtLastOwnerSearch = made
        linksAtLastOwnerSearch = links.words
        let ownerless = runtime.ownerlessControllers()
        guard !ownerless.isEmpty else { return }
        var holder: [ObjectIdentifier: CoordinatorID] = [:]
        for entry in tracked.sorted(by: { $0.id < $1.id }) {
            guard let object = entry.object else { continue }
            for held in heldThroughRouters(by: object) where holder[ObjectIdentifier(held)] == nil {
                holder[ObjectIdentifier(held)] = entry.id
            }
        }
        for (id, object) in ownerless {
            let reached: CoordinatorID? =
                if case .screen(let screen) = id {
                    viewModelHolder(of: object, in: holder) ?? reachedOwner(of: screen, object, skip: skip)
                } else { nil }
            let held = holder[ObjectIdentifier(object)]
            var owner = held ?? reached
            if case .screen(let screen) = id, let stack = stacks[screen] {
                if held == nil, let reached {
                    owner = showingDescendant(below: reached) { stack }
                } else if owner == nil {
                    owner = showingCoordinator(in: stack)
                }
            }
            guard let owner, let node = runtime.state.coordinators[owner], !node.isDeallocated else { continue }
            if case .screen = id, node.phase == .created { runtime.emit(.coordinatorStarted(owner)) }
            runtime.emit(.ownerFound(id, owner: owner))
        }
        if searchedScreens.count > ownerless.count {
            let searchable = Set(
                ownerless.compactMap { entry -> ScreenID? in
                    if case .screen(let screen) = entry.id { screen } else { nil }
                })
            searchedScreens = searchedScreens.filter { searchable.contains($0.key) }
        }
    }

    /// The objects `coordinator` links to in its own properties and closures, then those its
    /// router helpers link to (a `…Router` that is no coordinator, ``ObjectGraph``): the
    /// navigation controller a `Router` keeps is its coordinator's.
    private func heldThroughRouters(by coordinator: AnyObject) -> [AnyObject] {
        let linked = graph.linkedObjects(of: coordinator)
        let routers = linked.filter { ObjectGraph.hasRouterName(type(of: $0)) && id(of: $0) == nil }
        return linked + routers.flatMap { graph.linkedObjects(of: $0) }
    }

    /// ``owner(of:skip:)`` for `screen`, `object`, at the end of an input, without searching
    /// its properties again when the last search found no owner and nothing it read changed:
    /// the link fingerprints (``ObjectGraph/appendLinkFingerprint(of:to:)``) of the screen, of
    /// the objects the search entered and of those it looked through are those it left, and
    /// none of them died. So a screen that stays ownerless costs a read of those fields, not a
    /// search, at each input's end; what the fingerprints miss (an element replaced in place in
    /// a collection, a closure's captured `var` set anew) is missed as by the search's guard.
    private func reachedOwner(of screen: ScreenID, _ object: AnyObject, skip: (AnyObject) -> Bool)
        -> CoordinatorID?
    {
        if let searched = searchedScreens[screen], isUnchanged(searched) { return holdingOwner(of: object) }
        var read: [AnyObject]? = []
        if let found = nearOwner(of: object, skip: skip, read: &read) {
            searchedScreens[screen] = nil
            return found
        }
        let objects = read ?? []
        var fingerprint: [UInt] = []
        for object in objects { graph.appendLinkFingerprint(of: object, to: &fingerprint) }
        searchedScreens[screen] = SearchedScreen(
            objects: objects.map { WeakObject(object: $0) }, fingerprint: fingerprint)
        return holdingOwner(of: object)
    }

    /// Whether what a search that found no owner read is as it left it.
    private func isUnchanged(_ searched: SearchedScreen) -> Bool {
        var fingerprint: [UInt] = []
        fingerprint.reserveCapacity(searched.fingerprint.count)
        for entry in searched.objects {
            guard let object = entry.object else { return false }
            graph.appendLinkFingerprint(of: object, to: &fingerprint)
        }
        return fingerprint == searched.fingerprint
    }

    /// What a search from a screen that found no owner read: the objects whose fields it
    /// read, in order, and their link fingerprints, one after the other.
    private struct SearchedScreen {
        let objects: [WeakObject]
        let fingerprint: [UInt]
    }

    /// An object held weakly: what a search read must not live longer for it.
    private struct WeakObject {
        weak var object: AnyObject?
    }

    /// Notes that `screen` was recorded without an owner, with the stack that recorded it, for
    /// ``findOwners(skip:)`` at the end of the input (nothing in an optimized build).
    package func recordedWithoutOwner(_ screen: ScreenID) {
        stacks[screen] = CallStack.capture()
    }

    /// The coordinator whose method showed a screen, from the stack that recorded it: the
    /// class whose instance method (or a closure in one) is the stack's nearest coordinator
    /// frame, among the tracked coordinators' classes and their superclasses, the search
    /// stopping at a frame of a live recorded controller's class
    /// (``CallStack/showingClass(among:controllers:)``), and the only live tracked
    /// coordinator of that class (or a subclass), when no tracked coordinator of it died
    /// since the last search for owners. `nil` when two live ones could have shown it, or
    /// the one that did may be gone.
    ///
    /// Not seen: a coordinator that showed the screen and was never reachable from the app's
    /// objects (a local that was let go, an object only a global holds) while another of its
    /// class is tracked: that other one would be taken for it.
    private func showingCoordinator(in stack: CallStack) -> CoordinatorID? {
        var coordinators: [AnyClass] = []
        for entry in tracked where entry.object != nil { Self.append(entry.type, andSuperclassesTo: &coordinators) }
        var objects: [AnyObject] = []
        runtime.appendLiveControllers(to: &objects)
        var controllers: [AnyClass] = []
        for object in objects { Self.append(type(of: object), andSuperclassesTo: &controllers) }
        controllers.removeAll { type in coordinators.contains { ObjectIdentifier($0) == ObjectIdentifier(type) } }
        guard let shower = stack.showingClass(among: coordinators, controllers: controllers),
            !diedSinceOwnerSearch.contains(where: { Self.inherits($0, from: shower) })
        else { return nil }
        let candidates = tracked.filter { $0.object != nil && Self.inherits($0.type, from: shower) }
        return candidates.count == 1 ? candidates[0].id : nil
    }

    /// Appends `type` and its superclasses to `classes`, each once.
    private static func append(_ type: AnyClass, andSuperclassesTo classes: inout [AnyClass]) {
        var level: AnyClass? = type
        while let current = level {
            if !classes.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(current) }) {
                classes.append(current)
            }
            level = _getSuperclass(current)
        }
    }

    /// `owner`, or the coordinator below it (its child, grandchild, …) whose method is
    /// showing the controller, as `stack` names it (``showingCoordinator(in:)``): a parent's
    /// closure handed to its child's screen (`vc.onFinish = finishFlow`, capturing only the
    /// parent) makes the parent reachable from the screen, but the child showed it and drives
    /// it. The stack is captured only when `owner` has a child.
    private func showingDescendant(below owner: CoordinatorID, stack: () -> CallStack?) -> CoordinatorID {
        guard tracked.contains(where: { $0.parent == owner }), let stack = stack(),
            let shower = showingCoordinator(in: stack), shower != owner, isDescendant(shower, of: owner, among: [])
        else { return owner }
        return shower
    }

    /// Whether `type` is `ancestor` or one of its subclasses.
    private static func inherits(_ type: AnyClass, from ancestor: AnyClass) -> Bool {
        var level: AnyClass? = type
        while let current = level {
            if ObjectIdentifier(current) == ObjectIdentifier(ancestor) { return true }
            level = _getSuperclass(current)
        }
        return false
    }

    /// The lowest-id coordinator holding one of the objects `controller` holds whose type is
    /// named as a ViewModel's: a coordinator that keeps a view model and shows a screen of it
    /// (`UIHostingController(rootView: DetailView(viewModel: viewModel))`) drives that screen.
    private func viewModelHolder(
        of controller: AnyObject, in holder: [ObjectIdentifier: CoordinatorID]
    ) -> CoordinatorID? {
        graph.linkedObjects(of: controller).lazy.filter { ViewModelNames.matches(type(of: $0)) }
            .compactMap { holder[ObjectIdentifier($0)] }.min()
    }

    /// A parent→child edge of the coordinator tree.
    private struct Edge: Hashable {
        let parent: CoordinatorID
        let child: CoordinatorID
    }

    /// Whether `object`, whose class's plan is `plan`, is a coordinator.
    private func isCoordinator(_ object: AnyObject, plan: ObjectGraph.ClassPlan) -> Bool {
        guard let isCoordinator else { return plan.looksLikeCoordinator }
        let type = UInt(bitPattern: ObjectIdentifier(Swift.type(of: object)))
        if let answer = answers.number(of: type) { return answer == 1 }
        let answer = isCoordinator(object)
        _ = answers.insert(type, number: answer ? 1 : 0)
        return answer
    }

    // MARK: - Looking up

    /// The id of a tracked coordinator object.
    package func id(of object: AnyObject) -> CoordinatorID? {
        guard let position = positions.number(of: UInt(bitPattern: ObjectIdentifier(object))),
            tracked[position].object === object
        else {
            return nil
        }
        return tracked[position].id
    }

    /// The id of the tracked coordinator at `address`, during a walk: every tracked
    /// coordinator is alive then (the sweep before it let go of the dead, and the walk's
    /// `live` holds the others), so no other object can have its address, and its weak
    /// reference is not loaded again.
    private func trackedID(at address: UInt) -> CoordinatorID? {
        guard let position = positions.number(of: address) else { return nil }
        return trackedIDs[position]
    }

    /// The coordinator that owns a view controller (or container): breadth first through
    /// the object's stored properties, weak AND strong, up to depth 2, never entering
    /// objects for which `skip` returns true (the caller passes "is a view controller or a
    /// view", and the app's delegates), nor an object that holds `object` strongly itself:
    /// that object keeps the controller, so the coordinators it holds are its flows, not
    /// the controller's owner (a split view controller whose delegate made it and holds the
    /// flows it opens); the first object satisfying the predicate. If it is not tracked yet it
    /// becomes tracked (coordinatorCreated emitted). Fallback: the tracked coordinator that
    /// holds `object` directly in its own strong fields (from the last walk, checked
    /// again now). nil if none.
    ///
    /// Objects for which `skip` returns true are never the owner either. The weak
    /// references followed are the objects' own `weak` properties (not those inside
    /// their struct fields); `unowned` references are not followed.
    package func owner(of object: AnyObject, skip: (AnyObject) -> Bool) -> CoordinatorID? {
        var read: [AnyObject]?
        return nearOwner(of: object, skip: skip, read: &read) ?? holdingOwner(of: object)
    }

    /// The owner of a controller being recorded, called from the code recording it:
    /// ``owner(of:skip:)``; when the controller's properties reach it (no coordinator holds
    /// the controller itself), the coordinator below it whose method is showing the
    /// controller, if any (``showingDescendant(below:stack:)``, from the current stack).
    package func owner(ofRecorded controller: AnyObject, skip: (AnyObject) -> Bool) -> CoordinatorID? {
        var read: [AnyObject]?
        if let reached = nearOwner(of: controller, skip: skip, read: &read) {
            return showingDescendant(below: reached, stack: CallStack.capture)
        }
        return holdingOwner(of: controller)
    }

    /// The first coordinator ``owner(of:skip:)`` finds through `object`'s properties, up to
    /// depth 2. When `read` is not `nil`, appends to it every object whose fields the search
    /// read, in the order read: `object`, the objects it entered, those looked through on
    /// the way (``ObjectGraph/linkedAndPassedObjects(of:)``), and those not entered because
    /// they hold `object`.
    private func nearOwner(of object: AnyObject, skip: (AnyObject) -> Bool, read: inout [AnyObject]?)
        -> CoordinatorID?
    {
        var level = [object]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        for depth in 1...2 {
            var nextLevel: [AnyObject] = []
            var found: [CoordinatorID] = []
            for holder in level {
                let linkedObjects: [AnyObject]
                if read == nil {
                    linkedObjects = graph.linkedObjects(of: holder)
                } else {
                    let found = graph.linkedAndPassedObjects(of: holder)
                    read?.append(holder)
                    read?.append(contentsOf: found.passed)
                    linkedObjects = found.linked
                }
                for linked in linkedObjects where seen.insert(ObjectIdentifier(linked)).inserted {
                    guard !skip(linked) else { continue }
                    let plan = graph.plan(of: linked)
                    guard plan.isEntered else { continue }
                    if let id = id(of: linked) ?? (isCoordinator(linked, plan: plan) ? track(linked) : nil) {
                        found.append(id)
                        continue
                    }
                    guard depth == 1 else { continue }
                    if graph.strongObjects(of: linked).contains(where: { $0 === object }) {
                        read?.append(linked)
                    } else {
                        nextLevel.append(linked)
                    }
                }
            }
            if let first = found.first {
                return found.first { candidate in found.allSatisfy { isDescendant(candidate, of: $0, among: found) } }
                    ?? first
            }
            level = nextLevel
        }
        return nil
    }

    /// Whether `id` is `ancestor` or below it: through the parents recorded, else, for a
    /// coordinator first seen in this search, through the one of `candidates` that holds it
    /// in its strong fields. Of a parent's closure that captures both the parent and its
    /// child (`vc.onFinish = { [unowned self, unowned child] in … }`), the screen is the
    /// child's.
    private func isDescendant(_ id: CoordinatorID, of ancestor: CoordinatorID, among candidates: [CoordinatorID])
        -> Bool
    {
        var current: CoordinatorID? = id
        var steps = 0
        while let step = current, steps <= tracked.count {
            if step == ancestor { return true }
            guard let entry = tracked.first(where: { $0.id == step }) else { return false }
            current = entry.parent ?? entry.object.flatMap { object in candidates.first { holds($0, object) } }
            steps += 1
        }
        return false
    }

    /// Whether the tracked coordinator `holder` holds `object` in its strong fields.
    private func holds(_ holder: CoordinatorID, _ object: AnyObject) -> Bool {
        guard let holding = tracked.first(where: { $0.id == holder })?.object, holding !== object else { return false }
        return graph.strongObjects(of: holding).contains { $0 === object }
    }

    /// The tracked coordinator that held `object` directly in its own strong fields at the
    /// last walk and still does.
    private func holdingOwner(of object: AnyObject) -> CoordinatorID? {
        for candidate in holders(of: UInt(bitPattern: ObjectIdentifier(object))) {
            guard let position = tracked.firstIndex(where: { $0.id == candidate }),
                let holder = tracked[position].object,
                graph.strongObjects(of: holder).contains(where: { $0 === object })
            else { continue }
            return candidate
        }
        return nil
    }

    /// The coordinators that held the object at `address` directly at the last walk, lowest
    /// id first, read from ``holdings`` (each coordinator is listed there once).
    private func holders(of address: UInt) -> [CoordinatorID] {
        var ids: [CoordinatorID] = []
        var position = 0
        while position < holdings.count {
            let count = Int(holdings[position + 2])
            if holdings[(position + 3)..<(position + 3 + count)].contains(address) {
                ids.append(CoordinatorID(UInt32(truncatingIfNeeded: holdings[position + 1])))
            }
            position += 3 + count
        }
        return ids.sorted()
    }

    // MARK: - Tracking

    /// Starts tracking `object`, a coordinator seen for the first time: gives it an id and
    /// records `coordinatorCreated`.
    private func track(_ object: AnyObject) -> CoordinatorID {
        if let position = positions.number(of: UInt(bitPattern: ObjectIdentifier(object))) {
            // A tracked coordinator died and `object` took its address before an update
            // noticed: report the death at the next update.
            gone.append(tracked.remove(at: position))
            reindex()
        }
        let id = runtime.makeCoordinatorID()
        positions.set(tracked.count, of: UInt(bitPattern: ObjectIdentifier(object)))
        tracked.append(Tracked(id: id, object: object, plan: graph.plan(of: object)))
        trackedIDs.append(id)
        runtime.emit(.coordinatorCreated(id, type: runtime.typeName(of: object)))
        return id
    }

    private func reindex() {
        positions.removeAll()
        trackedIDs = tracked.map(\.id)
        for (position, entry) in tracked.enumerated() {
            if let object = entry.object { positions.set(position, of: UInt(bitPattern: ObjectIdentifier(object))) }
        }
    }
}
