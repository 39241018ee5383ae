/// Where an app's objects keep the objects they hold, worked out once per type from the
/// runtime's field metadata (``Reflection``).
///
/// A class's plan lists its stored fields that can hold an object, with their byte
/// offsets: reading them is a load from the object's memory, with no `Mirror` and no copy
/// of the fields that cannot hold one. Value types that cannot hold an object (plain data,
/// `String`, `[Item]` of such structs, the standard library's and Foundation's own types)
/// are pruned from the plans.
///
/// What the graph sees: stored properties, through optionals, arrays, dictionaries
/// (keys and values), sets, structs, tuples, enum payloads, existentials (`Any`,
/// `any Proto`) and what closures capture (``ClosureCaptures``: a strong capture is held
/// as a stored property is, a `weak` or `unowned` one is a link), looking through Combine's
/// objects down to their subscribers' closures (``isCombine(_:)``) and through property
/// wrappers' storage (``StoredInPlace``). What it cannot see:
/// local variables, `unowned` references (no ownership; `linkedObjects(of:)` reads an
/// optional `unowned var` only while its object is alive, and never an `unowned(unsafe)`
/// one, whose object's memory may be freed), values of
/// the standard library's and Foundation's types other than those collections (a
/// coordinator kept in an `NSMutableArray` or a `Result` is not seen), types compiled
/// without reflection metadata, and the insides of the classes of NavSimCore,
/// NavSimSimulator and NavSimJournal (the runtime and its event sink are not the app's;
/// NavSimUIKit's view controllers are walked), nor of ``NotWalked`` classes (views).
///
/// The graph is the one boundary through which NavSim asks which objects an app's object
/// holds. Made for ``ObjectReading/safe``, it answers through ``MirrorReader`` instead: no
/// raw memory read, every reference `Mirror` shows counted as strong, closures unseen.
final class ObjectGraph {
    /// How a stored value can hold class instances.
    enum Shape {
        /// It cannot: plain data, strings, closures, metatypes, system types.
        case none
        /// A strong reference to a class instance, never `nil`, or a class-bound
        /// existential, which starts with one.
        case object
        /// An optional strong reference to a class instance (or class-bound existential):
        /// its first word, zero for `nil`.
        case optionalObject
        /// A struct or tuple whose fields are stored in place.
        case inline([Slot])
        /// An array of strong references to class instances (`[T]` of a class `T`), or
        /// of optional ones: read in place, as the standard library reads an array of a
        /// class as an array of `AnyObject`.
        case objectArray(any ObjectContainer.Type, optionalElements: Bool)
        /// A collection or an optional of something that is not an object.
        case container(any ObjectContainer.Type)
        /// An existential (`Any`, `any Proto`): what it holds is known only at run time.
        case dynamic(Any.Type)
        /// An enum with payloads, read through `Mirror`.
        case enumeration(Any.Type)
        /// A Swift closure (or an optional one): its second word is its context, which
        /// holds what it captured.
        case closure
        /// A strong reference to an object of Combine's (``ObjectGraph/isCombine(_:)``) or a
        /// ``StoredInPlace`` one, looked through as a value is: what it delivers to or stores
        /// is held by its holder.
        case lookedThrough

        var isNone: Bool {
            if case .none = self { true } else { false }
        }
    }

    /// A field that can hold an object.
    struct Slot {
        /// Its byte offset in the value or object that stores it.
        let offset: Int
        /// Its size in bytes.
        let size: Int
        let shape: Shape
    }

    /// A field `owner(of:)` follows: strong, `weak`, or an optional `unowned` one at an
    /// offset (read only while its object is alive). An `unowned(unsafe)` field is not
    /// followed: its object's memory may be freed.
    enum Link {
        case strong(Slot)
        /// A `weak` reference to a class instance (or class-bound existential) at an offset,
        /// loaded where it is stored.
        case weakObject(offset: Int)
        /// Any other `weak` field (`weak var x: AnyObject?`), read through the runtime's
        /// field reader.
        case weak(index: Int, level: AnyClass)
        case unowned(offset: Int)
    }

    /// What the graph knows about a class (a class, so that looking it up copies one
    /// reference).
    final class ClassPlan {
        /// Whether its objects are walked: not for the standard library's, Foundation's
        /// and NavSim's own classes, nor for actors (their state is theirs), nor for
        /// ``NotWalked`` classes.
        let isEntered: Bool
        /// The strong fields that can hold an object, in declaration order.
        let slots: [Slot]
        /// The strong and `weak` fields that can hold an object, in declaration order.
        let links: [Link]
        /// Whether its objects are coordinators: by its name, its children or the app's
        /// coordinator protocols (``CoordinatorProtocols``), as
        /// ``ObjectGraph/looksLikeCoordinator(_:fieldNames:isAppType:)`` says.
        let looksLikeCoordinator: Bool
        /// What ``ObjectGraph/appendFingerprint(of:to:)`` reads, worked out from the slots
        /// once.
        let fingerprintReads: FingerprintReads
        /// What ``ObjectGraph/appendLinkFingerprint(of:to:)`` reads: the fingerprint's reads
        /// and the raw bits of the `weak` fields.
        let linkFingerprintReads: FingerprintReads
        /// How ``ObjectGraph/appendHeldAddresses(of:plan:to:)`` reads what an object holds
        /// in place; `nil` when it cannot.
        let inPlaceReads: [InPlaceRead]?

        init(
            isEntered: Bool, slots: [Slot], links: [Link], weakFields: [Slot], looksLikeCoordinator: Bool,
            inPlaceReads: [InPlaceRead]? = nil
        ) {
            self.inPlaceReads = inPlaceReads
            self.isEntered = isEntered
            self.slots = slots
            self.links = links
            self.looksLikeCoordinator = looksLikeCoordinator
            fingerprintReads = FingerprintReads(of: isEntered ? slots : [])
            linkFingerprintReads = FingerprintReads(of: isEntered ? slots + weakFields : [])
        }

        deinit {
            fingerprintReads.deallocate()
            linkFingerprintReads.deallocate()
        }
    }

    /// What a fingerprint reads of an object: the raw words of its fields that can hold an
    /// object, the bytes of those fields' tails (a size that is not a multiple of a word), then
    /// the counts of the collections in them. Only fingerprints read by the same reads are
    /// ever compared, so their order is free.
    ///
    /// The lists are kept in memory of their own, which its plan frees: a look reads them for
    /// every root and tracked coordinator, and an array read from a plan would be retained
    /// and released at each.
    struct FingerprintReads {
        /// The byte offsets of the words read.
        let words: UnsafeBufferPointer<Int>
        /// The byte offsets of the single bytes read.
        let bytes: UnsafeBufferPointer<Int>
        /// The collections (or optionals) whose counts are read.
        let counts: UnsafeBufferPointer<CountRead>

        /// The count of the collection of type `container` at `offset`.
        struct CountRead {
            let offset: Int
            let container: any ObjectContainer.Type
            /// Whether it is an array whose count is read from its storage
            /// (``storedCount(at:)``), with no call to its type.
            let isStored: Bool

            init(offset: Int, container: any ObjectContainer.Type) {
                self.offset = offset
                self.container = container
                isStored = container.isArray && readsStoredCounts
            }

            /// The count of the collection in the object at `base`.
            @inline(__always)
            func count(in base: UnsafeRawPointer) -> Int {
                isStored ? storedCount(at: base + offset) : container.count(at: base + offset)
            }
        }

        init(of slots: [Slot]) {
            let word = MemoryLayout<UInt>.size
            var words: [Int] = []
            var bytes: [Int] = []
            var counts: [CountRead] = []
            for slot in slots {
                let whole = slot.size / word
                words += (0..<whole).map { slot.offset + $0 * word }
                bytes += (slot.offset + whole * word..<slot.offset + slot.size).map { $0 }
                Self.appendCounts(of: slot.shape, at: slot.offset, to: &counts)
            }
            self.words = Self.kept(words)
            self.bytes = Self.kept(bytes)
            self.counts = Self.kept(counts)
        }

        /// Frees the lists.
        func deallocate() {
            words.deallocate()
            bytes.deallocate()
            counts.deallocate()
        }

        /// A copy of `elements` in memory of its own.
        private static func kept<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
            _ = buffer.initialize(from: elements)
            return UnsafeBufferPointer(buffer)
        }

        /// Appends the counts of the collections in a value of shape `shape` at `offset`: not
        /// those of optionals of anything else, which the value's bits tell.
        private static func appendCounts(of shape: Shape, at offset: Int, to counts: inout [CountRead]) {
            switch shape {
            case .container(let container), .objectArray(let container, _):
                if !container.bitsTellCount { counts.append(CountRead(offset: offset, container: container)) }
            case .inline(let slots):
                for slot in slots { appendCounts(of: slot.shape, at: offset + slot.offset, to: &counts) }
            case .none, .object, .optionalObject, .dynamic, .enumeration, .closure, .lookedThrough: break
            }
        }
    }

    private let shapes = MetadataTable<Shape>()
    private let capturePlans = MetadataTable<ClosureCaptures.Plan>()
    /// How each closure context and box is read in place (``appendHeldAddresses(of:plan:to:)``).
    let contextReadPlans = MetadataTable<ContextReads>()
    private let plans = MetadataTable<ClassPlan>()
    private var inProgress: Set<ObjectIdentifier> = []
    /// Whether it reads through `Mirror` (``ObjectReading/safe``).
    let readsSafely: Bool

    /// Creates a graph that reads objects as `reading` says.
    init(reading: ObjectReading = .fast) {
        readsSafely = reading == .safe
    }

    private static let coordinatorSuffixes = ["Coordinator", "Flow", "FlowController"]
    private static let routerSuffix = "Router"

    /// The modules of Combine on Linux, whose objects are looked through.
    private static let combineModules: Set<Substring> = [
        "OpenCombine", "OpenCombineDispatch", "OpenCombineFoundation", "NavSimCombine",
    ]

    // MARK: - Objects

    /// The objects `object` holds strongly, in the order of its fields (and of the elements
    /// of its collections; a dictionary's and a set's sorted by description).
    func strongObjects(of object: AnyObject) -> [AnyObject] {
        var objects: [AnyObject] = []
        appendStrongObjects(of: object, plan: plan(of: object), to: &objects)
        return objects
    }

    /// Appends the objects `object`, whose class's plan is `plan`, holds strongly to
    /// `objects`, in the order of ``strongObjects(of:)``.
    func appendStrongObjects(of object: AnyObject, plan: ClassPlan, to objects: inout [AnyObject]) {
        if readsSafely {
            objects += MirrorReader.heldObjects(of: object).objects
            return
        }
        var held = HeldObjects(graph: self)
        swap(&held.objects, &objects)
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for slot in plan.slots { held.collect(at: base + slot.offset, as: slot.shape) }
        }
        swap(&held.objects, &objects)
    }

    /// The objects `object` holds strongly or weakly, in the order of its fields.
    func linkedObjects(of object: AnyObject) -> [AnyObject] {
        if readsSafely { return MirrorReader.heldObjects(of: object).objects }
        return linkedObjects(of: object, recordingPassed: false).objects
    }

    /// ``linkedObjects(of:)``, and the objects looked through on the way to them (Combine's,
    /// ``StoredInPlace`` ones), each after the one holding it: with `object`, what decides
    /// what is found.
    func linkedAndPassedObjects(of object: AnyObject) -> (linked: [AnyObject], passed: [AnyObject]) {
        if readsSafely {
            let read = MirrorReader.heldObjects(of: object)
            return (read.objects, read.passed)
        }
        let held = linkedObjects(of: object, recordingPassed: true)
        return (held.objects, held.passed)
    }

    private func linkedObjects(of object: AnyObject, recordingPassed: Bool) -> HeldObjects {
        let plan = plan(of: object)
        var held = HeldObjects(graph: self)
        held.followsWeak = true
        held.recordsPassed = recordingPassed
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for link in plan.links {
                switch link {
                case .strong(let slot): held.collect(at: base + slot.offset, as: slot.shape)
                case .weakObject(let offset): held.collectWeak(at: base + offset)
                case .weak(let index, let level):
                    held.collect(any: Reflection.value(of: object, field: index, declaredBy: level))
                case .unowned(let offset):
                    held.collectUnowned(at: base + offset)
                }
            }
        }
        return held
    }

    /// Appends to `words` what changes when `object` starts or stops holding an object:
    /// its identity, the raw bits of its fields that can hold one, and the counts of the
    /// collections stored in them.
    ///
    /// In-place changes behind a collection's buffer (`children[0] = other`) and changes
    /// inside the objects it holds do not show.
    func appendFingerprint(of object: AnyObject, to words: inout [UInt]) {
        var appender = FingerprintAppender()
        swap(&appender.words, &words)
        _ = readFingerprint(of: object, includingWeak: false, into: &appender)
        swap(&appender.words, &words)
    }

    /// Appends to `words` what changes when `object` starts or stops holding an object
    /// strongly or weakly: ``appendFingerprint(of:to:)``, then the raw bits of its `weak`
    /// fields (`nil`, or the object's reference, which another object's is not).
    func appendLinkFingerprint(of object: AnyObject, to words: inout [UInt]) {
        var appender = FingerprintAppender()
        swap(&appender.words, &words)
        _ = readFingerprint(of: object, includingWeak: true, into: &appender)
        swap(&appender.words, &words)
    }

    /// Hands `reader` the fingerprints of `objects`, one after the other
    /// (``appendFingerprint(of:to:)``'s words), until it takes no more. Each object is read
    /// without a retain and a release (`objects` holds it).
    func readFingerprints(of objects: [AnyObject], into reader: inout some FingerprintReader) {
        objects.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<AnyObject>.self) { readFingerprints(of: $0, into: &reader) }
        }
    }

    /// ``readFingerprints(of:into:)`` of objects held unretained, which something else holds
    /// while they are read.
    func readFingerprints(ofUnretained objects: [Unmanaged<AnyObject>], into reader: inout some FingerprintReader) {
        objects.withUnsafeBufferPointer { readFingerprints(of: $0, into: &reader) }
    }

    /// ``readFingerprints(ofUnretained:into:)`` of objects whose classes' plans are known,
    /// `plans[i]` that of `objects[i]` (the tracker keeps each coordinator's): no plan is
    /// looked up, and no plan or object is retained. With `includingWeak`, the words of
    /// ``appendLinkFingerprint(of:to:)``.
    func readFingerprints(
        ofUnretained objects: [Unmanaged<AnyObject>], plans: [Unmanaged<ClassPlan>], includingWeak: Bool = false,
        into reader: inout some FingerprintReader
    ) {
        precondition(objects.count == plans.count, "one plan per object")
        guard !readsSafely else {
            return objects.withUnsafeBufferPointer { objects in
                for object in objects {
                    let goesOn = object._withUnsafeGuaranteedRef {
                        readFingerprint(of: $0, includingWeak: includingWeak, into: &reader)
                    }
                    if !goesOn { return }
                }
            }
        }
        // Only the objects' addresses are needed: their memory is read from the plans' reads.
        objects.withUnsafeBufferPointer { objects in
            plans.withUnsafeBufferPointer { plans in
                for index in objects.indices {
                    let base = UnsafeRawPointer(objects[index].toOpaque())
                    let reads = plans[index]._withUnsafeGuaranteedRef {
                        includingWeak ? $0.linkFingerprintReads : $0.fingerprintReads
                    }
                    guard reader.take(UInt(bitPattern: base)), Self.read(reads, at: base, into: &reader) else { return }
                }
            }
        }
    }

    private func readFingerprints(
        of references: UnsafeBufferPointer<Unmanaged<AnyObject>>, into reader: inout some FingerprintReader
    ) {
        for reference in references {
            let goesOn = reference._withUnsafeGuaranteedRef {
                readFingerprint(of: $0, includingWeak: false, into: &reader)
            }
            if !goesOn { return }
        }
    }

    /// Appends the addresses of `objects` from `start` on to `addresses`, without a retain
    /// and a release of each.
    static func addresses(of objects: [AnyObject], from start: Int, to addresses: inout [UInt]) {
        objects.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt.self) { words in addresses += words[start...] }
        }
    }

    /// Reads the fingerprint of `object` a word at a time into `reader` until it takes no
    /// more (generic, so that each reader's `take` is inlined).
    ///
    /// - Returns: Whether `reader` took every word.
    @inline(__always)
    private func readFingerprint(
        of object: AnyObject, includingWeak: Bool, into reader: inout some FingerprintReader
    ) -> Bool {
        guard reader.take(UInt(bitPattern: ObjectIdentifier(object))) else { return false }
        if readsSafely {
            // What it holds, as `Mirror` shows it: how many, then which.
            let held = MirrorReader.heldObjects(of: object).objects
            guard reader.take(UInt(held.count)) else { return false }
            return held.allSatisfy { reader.take(UInt(bitPattern: ObjectIdentifier($0))) }
        }
        return readFingerprint(of: object, after: plan(of: object), includingWeak: includingWeak, into: &reader)
    }

    /// ``readFingerprint(of:includingWeak:into:)`` after `object`'s identity, from `plan`, the
    /// plan of its class, in a graph that does not read through `Mirror`.
    @inline(__always)
    func readFingerprint(
        of object: AnyObject, after plan: ClassPlan, includingWeak: Bool, into reader: inout some FingerprintReader
    ) -> Bool {
        // `object` is alive while it is read: every caller holds it.
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return Self.read(includingWeak ? plan.linkFingerprintReads : plan.fingerprintReads, at: base, into: &reader)
    }

    /// Reads `reads` of the object at `base` into `reader` until it takes no more.
    @inline(__always)
    private static func read(
        _ reads: FingerprintReads, at base: UnsafeRawPointer, into reader: inout some FingerprintReader
    ) -> Bool {
        guard reader.take(wordsAt: reads.words, of: base) else { return false }
        for offset in reads.bytes {
            guard reader.take(UInt(base.load(fromByteOffset: offset, as: UInt8.self))) else { return false }
        }
        for count in reads.counts {
            guard reader.take(UInt(bitPattern: count.count(in: base))) else { return false }
        }
        return true
    }

    // MARK: - Plans

    /// ``plan(of:)`` unretained, for a loop that looks one up for each object it meets: the
    /// graph keeps every plan it made for its own life.
    func unretainedPlan(of object: AnyObject) -> Unmanaged<ClassPlan> {
        plans.unretainedValue(of: Swift.type(of: object)) ?? .passUnretained(plan(of: object))
    }

    /// The plan of `object`'s class, worked out the first time.
    func plan(of object: AnyObject) -> ClassPlan {
        let type: AnyClass = Swift.type(of: object)
        if let plan = plans.value(of: type) { return plan }
        let plan = readsSafely ? makeMirroredPlan(of: object) : makePlan(of: type)
        plans.add(plan, of: type)
        return plan
    }

    /// The plan of `object`'s class for a graph that reads through `Mirror`: what is entered
    /// and what looks like a coordinator, as ``makePlan(of:)`` tells them, and no fields.
    private func makeMirroredPlan(of object: AnyObject) -> ClassPlan {
        let type: AnyClass = Swift.type(of: object)
        let isAppType = !Reflection.isSystemType(type)
        return ClassPlan(
            isEntered: Self.isEntered(type, isAppType: isAppType), slots: [], links: [], weakFields: [],
            looksLikeCoordinator: Self.looksLikeCoordinator(
                type, fieldNames: MirrorReader.fieldNames(of: object), isAppType: isAppType))
    }

    /// Whether objects of `type` are walked (``ClassPlan/isEntered``).
    private static func isEntered(_ type: AnyClass, isAppType: Bool) -> Bool {
        isAppType && !(Conformances.mayConform(type, to: (any Actor).self) && type is any Actor.Type)
            && !(Conformances.mayConform(type, to: (any NotWalked).self) && type is any NotWalked.Type)
    }

    /// Whether objects of `type`, whose stored properties (inherited and its own) have
    /// `fieldNames`, are coordinators by what they are (``ClassPlan/looksLikeCoordinator``):
    /// its name (generic arguments aside) ends in `Coordinator`, `Flow` or `FlowController`; it
    /// has a `childCoordinators` property; it conforms to one of the app's coordinator
    /// protocols; or its name ends in `Router` and it has children of its own (a property whose
    /// name starts with `child`: `childRouters`, `children`), not the screens it shows (a name
    /// that speaks of items, controllers, views, screens or pages: `childRouterItems`,
    /// `childViewControllers`).
    ///
    /// A `…Router` without children is the helper a coordinator keeps to show its screens
    /// (`appRouter.setRootViewController(vc)`, `router.push(vc)`): not a coordinator, so the
    /// screens it shows are the coordinator's that called it (``CallStack``), and what it
    /// holds is its coordinator's.
    private static func looksLikeCoordinator(_ type: AnyClass, fieldNames: [String], isAppType: Bool) -> Bool {
        // What `String(describing:)` prints for a type, without the casts to its printing
        // protocols it tries first: each scans every conformance the first time for a type.
        let name = _typeName(type, qualified: false).prefix { $0 != "<" }
        if hasCoordinatorName(name) || fieldNames.contains("childCoordinators") {
            return true
        }
        if isAppType && CoordinatorProtocols.conforms(type) { return true }
        return name.hasSuffix(routerSuffix) && fieldNames.contains(where: namesChildFlows)
    }

    /// Whether a router's property `name` holds child flows: it starts with `child` and names
    /// no screens.
    private static func namesChildFlows(_ name: String) -> Bool {
        name.hasPrefix("child") && !["Item", "Controller", "View", "Screen", "Page"].contains(where: name.contains)
    }

    /// Whether a type's `name` (generic arguments aside) ends as a coordinator's does.
    static func hasCoordinatorName(_ name: Substring) -> Bool {
        coordinatorSuffixes.contains(where: name.hasSuffix)
    }

    /// Whether `type`'s name (generic arguments aside) ends in `Router`: a coordinator's
    /// helper unless ``looksLikeCoordinator(_:fieldNames:isAppType:)`` says it is one.
    static func hasRouterName(_ type: AnyClass) -> Bool {
        _typeName(type, qualified: false).prefix { $0 != "<" }.hasSuffix(routerSuffix)
    }

    private func makePlan(of type: AnyClass) -> ClassPlan {
        let fields = Reflection.fields(of: type)
        let levels = declaringLevels(of: type)
        var slots: [Slot] = []
        var links: [Link] = []
        var weakFields: [Slot] = []
        let isCombine = Self.isCombine(type)
        for (index, field) in fields.enumerated() {
            if isCombine, Self.isUpstream(field) { continue }
            if field.isStrong {
                guard let slot = slot(for: field) else { continue }
                slots.append(slot)
                links.append(.strong(slot))
            } else if Reflection.kind(of: field.type) == .optional, mayHoldObjects(field.type),
                let level = levels.last(where: { index >= $0.firstField })
            {
                switch Reflection.ownership(ofField: index - level.firstField, declaredBy: level.type) {
                case .weak:
                    // What the runtime's field reader reads, with no lookup of the field.
                    if case .optionalObject = shape(of: field.type) {
                        links.append(.weakObject(offset: field.offset))
                    } else {
                        links.append(.weak(index: index - level.firstField, level: level.type))
                    }
                case .unowned: links.append(.unowned(offset: field.offset))
                case .unownedUnsafe, .strong: continue
                }
                // Its raw bits change with the object it refers to: no shape to read.
                weakFields.append(Slot(offset: field.offset, size: size(of: field.type), shape: .none))
            }
        }
        let isAppType = !Reflection.isSystemType(type)
        return ClassPlan(
            isEntered: Self.isEntered(type, isAppType: isAppType), slots: slots, links: links, weakFields: weakFields,
            looksLikeCoordinator: Self.looksLikeCoordinator(type, fieldNames: fields.map(\.name), isAppType: isAppType),
            inPlaceReads: inPlaceReads(of: slots))
    }

    /// Whether `type` is Combine's (OpenCombine's, or NavSimCombine's subjects and operators).
    ///
    /// Combine's objects are looked through, not reached: a cancellable, a subscriber, a
    /// subscription, a subject and a type-erased publisher hold what they deliver to (the
    /// next subscriber downstream, and at the end the `sink`'s closures) as a stored
    /// property holds it, so a coordinator that keeps `Set<AnyCancellable>` holds what its
    /// `sink` closures capture, and a view model holds what the closures subscribed to its
    /// publishers capture.
    static func isCombine(_ type: Any.Type) -> Bool {
        combineModules.contains(_typeName(type, qualified: true).prefix { $0 != "." })
    }

    /// Whether `field` of a Combine class holds what is upstream of its object: a
    /// subscriber's subscription to its publisher (`SubscriptionStatus`, `any Subscription`,
    /// a `state` or `status` enum that holds one) or a subscription's `parent` subject. Those
    /// are not followed: a subscription keeps its subject alive, and through it the
    /// subject's other subscribers, which are not its holder's.
    private static func isUpstream(_ field: Reflection.Field) -> Bool {
        ["parent", "state", "status"].contains(field.name) || _typeName(field.type).contains("Subscription")
    }

    /// The classes from `type` up to its root, each with the index (in `type`'s fields,
    /// the inherited first) of its first own field, root first.
    private func declaringLevels(of type: AnyClass) -> [(type: AnyClass, firstField: Int)] {
        var chain: [AnyClass] = [type]
        while let superclass = _getSuperclass(chain[chain.count - 1]) { chain.append(superclass) }
        return chain.reversed().enumerated().map { position, level in
            (level, position == 0 ? 0 : Reflection.fields(of: chain[chain.count - position]).count)
        }
    }

    private func slot(for field: Reflection.Field) -> Slot? {
        let shape = shape(of: field.type)
        if shape.isNone { return nil }
        return Slot(offset: field.offset, size: size(of: field.type), shape: shape)
    }

    /// How a value of `type` can hold objects, worked out the first time.
    func shape(of type: Any.Type) -> Shape {
        if let shape = shapes.value(of: type) { return shape }
        // A type met again while its own shape is being worked out (`struct Node { var
        // children: [Node?] }`) is read as whatever it holds at run time.
        let key = ObjectIdentifier(type)
        guard inProgress.insert(key).inserted else { return .dynamic(type) }
        defer { inProgress.remove(key) }
        let shape = makeShape(of: type)
        shapes.add(shape, of: type)
        return shape
    }

    private func makeShape(of type: Any.Type) -> Shape {
        let kind = Reflection.kind(of: type)
        // Only optionals and the standard library's collections, which are structs, are
        // containers: other types are not cast, since a type's first cast to a protocol scans
        // every conformance (and, for a class, its superclasses').
        if kind == .optional || kind == .structure, let container = Self.container(type, kind: kind) {
            guard kind == .optional, let wrapped = container.elementTypes.first else {
                guard container.elementTypes.contains(where: mayHoldObjects) else { return .none }
                if container.isArray, let element = container.elementTypes.first,
                    size(of: element) == MemoryLayout<AnyObject>.size
                {
                    switch shape(of: element) {
                    case .object: return .objectArray(container, optionalElements: false)
                    case .optionalObject: return .objectArray(container, optionalElements: true)
                    default: break
                    }
                }
                return .container(container)
            }
            switch shape(of: wrapped) {
            case .none: return .none
            case .object: return .optionalObject
            // `nil` is a null function and a null context.
            case .closure: return .closure
            default: return .container(container)
            }
        }
        switch kind {
        case .classType:
            let isStoredInPlace =
                Conformances.mayConform(type, to: (any StoredInPlace).self) && type is any StoredInPlace.Type
            return Self.isCombine(type) || isStoredInPlace ? .lookedThrough : .object
        // A class-bound existential starts with its reference, as an object field is.
        case .existential: return Reflection.isClassBoundExistential(type) ? .object : .dynamic(type)
        case .structure, .tuple:
            if Self.isPlainData(type) || (kind == .structure && Reflection.isSystemType(type)) { return .none }
            let slots = Reflection.fields(of: type).compactMap { $0.isStrong ? slot(for: $0) : nil }
            return slots.isEmpty ? .none : .inline(slots)
        case .enumeration:
            return Self.isPlainData(type) || Reflection.isSystemType(type) ? .none : .enumeration(type)
        // A thick function (two words) has a context; a thin one or a C function has none.
        case .function: return size(of: type) == 2 * MemoryLayout<UInt>.size ? .closure : .none
        case .optional, .metatype, .other: return .none
        }
    }

    /// `type`, an optional or a struct of `kind`, as a container: an optional from its wrapped
    /// type (its generic argument, the word after its descriptor), with no cast; a struct by a
    /// cast made only where it may conform (``Conformances``).
    private static func container(_ type: Any.Type, kind: Reflection.Kind) -> (any ObjectContainer.Type)? {
        if kind == .optional {
            let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
            let wrapped = unsafeBitCast(
                metadata.load(fromByteOffset: 2 * MemoryLayout<UInt>.size, as: UnsafeRawPointer.self),
                to: Any.Type.self)
            func optional<Wrapped>(of _: Wrapped.Type) -> any ObjectContainer.Type { Wrapped?.self }
            return _openExistential(wrapped, do: optional)
        }
        guard Conformances.mayConform(type, to: (any ObjectContainer).self) else { return nil }
        return type as? any ObjectContainer.Type
    }

    /// The plan of closure contexts (or boxes) with the metadata `metadata`, of the kind
    /// ``ClosureCaptures/contextKind``, worked out the first time.
    func capturePlan(ofContextMetadata metadata: UnsafeRawPointer) -> ClosureCaptures.Plan {
        if let plan = capturePlans.value(of: metadata) { return plan }
        let plan = ClosureCaptures.plan(ofContextMetadata: metadata, graph: self)
        capturePlans.add(plan, of: metadata)
        return plan
    }

    private func mayHoldObjects(_ type: Any.Type) -> Bool {
        inProgress.contains(ObjectIdentifier(type)) || !shape(of: type).isNone
    }

    /// Whether values of `type` are plain data, which holds no reference.
    static func isPlainData(_ type: Any.Type) -> Bool {
        func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return isPOD(type)
    }

    private func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return size(type)
    }
}

/// A class whose objects hold no coordinators, so the graph never walks into them:
/// views, whose subview trees would cost the most to walk and hold only controls.
package protocol NotWalked: AnyObject {}

/// A class whose objects only store a value for their holder, as a property wrapper's
/// storage does (SwiftUI's `@StateObject`): looked through as a value is, so what it holds
/// is its holder's, one step nearer (a screen's `@StateObject` view model is the screen's as
/// an `@ObservedObject` one is).
package protocol StoredInPlace: AnyObject {}

/// The objects found in the values a walk reads.
struct HeldObjects {
    let graph: ObjectGraph
    /// What was found, in order.
    var objects: [AnyObject] = []
    /// Whether `weak` and `unowned` captures of closures are collected too.
    var followsWeak = false
    /// Whether the objects looked through are kept in ``passed``.
    var recordsPassed = false
    /// The Combine and ``StoredInPlace`` objects looked through, in the order entered.
    private(set) var passed: [AnyObject] = []
    /// The closure contexts, boxes and Combine objects read so far (a recursive local
    /// function's box holds the closure that captured it; a subject and its subscriptions
    /// hold each other): the first in place (0 for none), since most reads enter one at
    /// most and an array would allocate its storage, the others in ``entered``.
    private var firstEntered: UInt = 0
    private var entered: [UInt] = []

    init(graph: ObjectGraph) {
        self.graph = graph
    }

    /// Collects the objects in the value of shape `shape` at `pointer`.
    mutating func collect(at pointer: UnsafeRawPointer, as shape: ObjectGraph.Shape) {
        switch shape {
        case .none: return
        case .object: objects.append(pointer.load(as: AnyObject.self))
        case .optionalObject: if let object = pointer.load(as: AnyObject?.self) { objects.append(object) }
        case .objectArray(_, optionalElements: false): objects += pointer.load(as: [AnyObject].self)
        case .objectArray(_, optionalElements: true):
            for case let object? in pointer.load(as: [AnyObject?].self) { objects.append(object) }
        case .inline(let slots): for slot in slots { collect(at: pointer + slot.offset, as: slot.shape) }
        case .container(let container): container.collect(at: pointer, into: &self)
        case .dynamic(let type), .enumeration(let type):
            func read<T>(_: T.Type) -> Any { pointer.assumingMemoryBound(to: T.self).pointee }
            collect(any: read(type))
        case .closure:
            collectCaptures(ofContext: pointer.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))
        case .lookedThrough: lookThrough(pointer.load(as: AnyObject.self))
        }
    }

    /// Collects what the Combine or ``StoredInPlace`` object `object` holds strongly, once per
    /// walk.
    private mutating func lookThrough(_ object: AnyObject) {
        guard enter(UInt(bitPattern: ObjectIdentifier(object))) else { return }
        if recordsPassed { passed.append(object) }
        let plan = graph.plan(of: object)
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            for slot in plan.slots { collect(at: base + slot.offset, as: slot.shape) }
        }
    }

    /// Notes that what is at `address` is read, unless it was before.
    ///
    /// - Returns: Whether it was not read before.
    private mutating func enter(_ address: UInt) -> Bool {
        guard address != firstEntered, !entered.contains(address) else { return false }
        if firstEntered == 0 { firstEntered = address } else { entered.append(address) }
        return true
    }

    /// Collects the object the `weak` reference at `pointer` holds, unless it is `nil` or
    /// the object is gone.
    mutating func collectWeak(at pointer: UnsafeRawPointer) {
        if let object = SwiftRuntime.loadWeak(pointer) { objects.append(object) }
    }

    /// Collects the object the `unowned` reference at `pointer` refers to, unless it is `nil`
    /// or the object has begun to deinitialize (``Reflection/unownedObject(at:)``).
    mutating func collectUnowned(at pointer: UnsafeRawPointer) {
        if let object = Reflection.unownedObject(at: pointer) { objects.append(object) }
    }

    /// Collects what the closure context (or box) at `address` captured.
    private mutating func collectCaptures(ofContext address: UInt) {
        guard let context = UnsafeRawPointer(bitPattern: address) else { return }
        let metadata = context.load(as: UnsafeRawPointer.self)
        let kind = metadata.load(as: UInt.self)
        if kind == ClosureCaptures.classKind {
            // The one object the closure captures is its context.
            return objects.append(Unmanaged<AnyObject>.fromOpaque(context).takeUnretainedValue())
        }
        guard enter(address) else { return }
        switch kind {
        case ClosureCaptures.contextKind:
            for capture in graph.capturePlan(ofContextMetadata: metadata).captures {
                switch capture {
                case .strong(let offset, let shape): collect(at: context + offset, as: shape)
                case .box(let offset): collectCaptures(ofContext: context.load(fromByteOffset: offset, as: UInt.self))
                case .generic(let binding, let offset):
                    let type = context.load(fromByteOffset: binding, as: Any.Type.self)
                    collect(at: context + ClosureCaptures.aligned(offset, for: type), as: graph.shape(of: type))
                case .weak(let offset): if followsWeak { collectWeak(at: context + offset) }
                case .unowned(let offset):
                    if followsWeak { collectUnowned(at: context + offset) }
                }
            }
        case ClosureCaptures.boxKind:
            // A box the runtime made: the offset of its value, then the value's type.
            let word = MemoryLayout<UInt>.size
            let offset = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
            let type = metadata.load(fromByteOffset: 2 * word, as: Any.Type.self)
            collect(at: context + offset, as: graph.shape(of: type))
        default:
            return
        }
    }

    /// Collects the objects in `value`.
    mutating func collect<Value>(_ value: Value) {
        switch graph.shape(of: Value.self) {
        case .none: return
        case .dynamic: collect(any: value)
        case .enumeration: collectPayload(of: value)
        case let shape: withUnsafePointer(to: value) { collect(at: UnsafeRawPointer($0), as: shape) }
        }
    }

    /// Collects the objects in what `value` holds, by its type at run time.
    ///
    /// An `Any` made from an existential (`any Proto`) holds the existential, not what the
    /// existential holds, so the value is cast to its dynamic type, which looks through
    /// both.
    mutating func collect(any value: Any) {
        let dynamicType: Any.Type = Swift.type(of: value)
        collectValue(value, ofType: dynamicType)
    }

    private mutating func collectValue<Dynamic>(_ value: Any, ofType _: Dynamic.Type) {
        guard let concrete = value as? Dynamic else { return }
        switch graph.shape(of: Dynamic.self) {
        case .none, .dynamic: return
        case .enumeration: collectPayload(of: concrete)
        case let shape: withUnsafePointer(to: concrete) { collect(at: UnsafeRawPointer($0), as: shape) }
        }
    }

    private mutating func collectPayload(of value: some Any) {
        for child in Mirror(reflecting: value).children { collect(any: child.value) }
    }
}
