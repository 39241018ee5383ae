import NavSimCore
import Testing

@testable import NavSimSimulator

/// The object graph finds the objects a value holds strongly, through every kind of value,
/// and prunes the types that cannot hold one.
@Suite @MainActor struct ObjectGraphTests {
    protocol Service {}
    protocol Delegate: AnyObject {}
    protocol Flow: AnyObject {
        associatedtype Input
        var input: Input { get }
    }

    final class Leaf: Service, Delegate, Hashable, CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { name }
        static func == (lhs: Leaf, rhs: Leaf) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    final class TypedFlow<Input>: Flow {
        let input: Input
        init(_ input: Input) { self.input = input }
    }

    struct Services {
        var count = 0
        var first: Leaf
        var rest: [Leaf]
    }

    enum State {
        case idle
        case running(Leaf, label: String)
        indirect case nested(State)
    }

    final class Holder {
        weak var weakLeaf: Leaf?
        unowned var unownedLeaf: Leaf
        var strong: Leaf?
        var services: Services
        var tuple: (Int, Leaf)
        var any: Any
        var anyObject: AnyObject?
        var service: (any Service)?
        var delegates: [any Delegate]?
        var byName: [String: any Service]
        var untyped: [String: Any]
        var set: Set<Leaf>
        var state: State
        var nestedState: State
        var flows: [any Flow]
        var numbers: [Int] = [1, 2]
        var text = "text"
        var closure: () -> Void = {}

        init(_ make: (String) -> Leaf) {
            unownedLeaf = make("unowned")
            strong = make("strong")
            services = Services(first: make("first"), rest: [make("rest")])
            tuple = (1, make("tuple"))
            any = make("any")
            anyObject = make("anyObject")
            service = make("service")
            delegates = [make("delegate")]
            byName = ["b": make("byName b"), "a": make("byName a")]
            untyped = ["y": [make("untyped array")], "x": Optional(make("untyped optional")) as Any, "z": 3]
            set = [make("set 2"), make("set 1")]
            state = .running(make("state"), label: "go")
            nestedState = .nested(.running(make("nested"), label: "deep"))
            flows = [TypedFlow(make("flow"))]
        }
    }

    @Test func strongObjectsAreFoundThroughEveryKindOfValueInFieldOrder() {
        var made: [Leaf] = []
        let holder = Holder { name in
            let leaf = Leaf(name)
            made.append(leaf)
            return leaf
        }
        holder.weakLeaf = made[0]
        let graph = ObjectGraph()
        let found = graph.strongObjects(of: holder).map { ($0 as? Leaf)?.name ?? "\(type(of: $0))" }
        #expect(
            found == [
                "strong", "first", "rest", "tuple", "any", "anyObject", "service", "delegate", "byName a", "byName b",
                "untyped optional", "untyped array", "set 1", "set 2", "state", "nested", "TypedFlow<Leaf>",
            ])
        // The flow's own leaf is inside another object: not held by `holder` itself.
        #expect(graph.strongObjects(of: holder.flows[0]).map { ($0 as? Leaf)?.name } == ["flow"])
    }

    @Test func weakFieldsAreLinkedButUnownedOnesAreNot() {
        let leaf = Leaf("weak")
        let holder = Holder { Leaf($0) }
        holder.weakLeaf = leaf
        let linked = ObjectGraph().linkedObjects(of: holder).compactMap { ($0 as? Leaf)?.name }
        #expect(linked.first == "weak")
        #expect(!linked.contains("unowned"))
        #expect(linked.count == 17)
    }

    final class WeakHolder {
        weak var delegate: (any Delegate)?
        weak var anyObject: AnyObject?
    }

    /// A `weak` field to a class-bound existential is loaded where it is stored, one of
    /// `AnyObject` read through the runtime: both are links while their objects live.
    @Test func weakExistentialFieldsAreLinkedWhileTheirObjectsLive() {
        let holder = WeakHolder()
        var delegate: Leaf? = Leaf("delegate")
        let other = Leaf("other")
        holder.delegate = delegate
        holder.anyObject = other
        let graph = ObjectGraph()
        #expect(graph.linkedObjects(of: holder).map { ($0 as? Leaf)?.name } == ["delegate", "other"])
        delegate = nil
        #expect(graph.linkedObjects(of: holder).map { ($0 as? Leaf)?.name } == ["other"])
    }

    class Screen {
        var title = "screen"
        weak var parent: Screen?
        var children: [Screen] = []
    }

    final class DetailScreen: Screen {
        var viewModel: Holder?
        weak var coordinator: Leaf?
    }

    @Test func weakFieldsOfASubclassAndOfItsSuperclassAreLinkedInDeclarationOrder() {
        let parent = Screen()
        let child = Screen()
        let coordinator = Leaf("coordinator")
        let screen = DetailScreen()
        screen.parent = parent
        screen.children = [child]
        screen.coordinator = coordinator
        let linked = ObjectGraph().linkedObjects(of: screen)
        #expect(linked.count == 3)
        #expect(linked[0] === parent && linked[1] === child && linked[2] === coordinator)
    }

    final class UnownedHolder {
        unowned var gone: Leaf?
        unowned var alive: Leaf?
        weak var weakLeaf: Leaf?
        unowned(unsafe) var freed: Leaf?
    }

    /// Read through the runtime, an optional `unowned` field whose object is gone traps, and
    /// an `unowned(unsafe)` one reads freed memory: the first is linked only while its object
    /// lives, the second never.
    @Test func unownedFieldsAreLinkedOnlyWhileTheirObjectsLiveAndUnsafeOnesNever() {
        let alive = Leaf("alive")
        let holder = UnownedHolder()
        do {
            let gone = Leaf("gone")
            holder.gone = gone
        }
        holder.alive = alive
        holder.weakLeaf = alive
        do {
            let freed = Leaf("freed")
            holder.freed = freed
        }
        #expect(ObjectGraph().linkedObjects(of: holder).map { ($0 as? Leaf)?.name } == ["alive", "alive"])
        holder.freed = alive
        #expect(ObjectGraph().linkedObjects(of: holder).count == 2, "unowned(unsafe) is never read")
    }

    @Test func typesThatCannotHoldObjectsArePruned() {
        let graph = ObjectGraph()
        #expect(graph.shape(of: [Int].self).isNone)
        #expect(graph.shape(of: String.self).isNone)
        #expect(graph.shape(of: [String: [Double]].self).isNone)
        #expect(graph.shape(of: (Int, String).self).isNone)
        #expect(graph.shape(of: (@convention(c) () -> Void).self).isNone)
        #expect(graph.shape(of: Optional<Int>.self).isNone)
        #expect(!graph.shape(of: Services.self).isNone)
        #expect(!graph.shape(of: [String: Any].self).isNone)
        #expect(!graph.shape(of: State.self).isNone)
        guard case .optionalObject = graph.shape(of: Optional<Leaf>.self) else {
            Issue.record("an optional object is one word")
            return
        }
        let fields = graph.plan(of: Holder { Leaf($0) }).slots.count
        #expect(fields == 14, "all 18 fields but weakLeaf, unownedLeaf, numbers and text")
    }

    // MARK: - Closures

    /// An object whose handlers capture in every way Swift code does.
    final class Handlers {
        var handler: () -> Void = {}
        var optional: (() -> Void)?
        var list: [(Int) -> Int] = []
        var named: [String: () -> Void] = [:]
    }

    /// What `handlers` holds strongly, and what it links to (weak and unowned too), by name.
    func held(_ handlers: Handlers) -> (strong: [String], linked: [String]) {
        let graph = ObjectGraph()
        return (
            graph.strongObjects(of: handlers).map { "\($0)" }, graph.linkedObjects(of: handlers).map { "\($0)" }
        )
    }

    @Test func aClosureHoldsWhatItCapturesStronglyAndLinksToWhatItCapturesWeakly() {
        let (first, second, third) = (Leaf("first"), Leaf("second"), Leaf("third"))
        let handlers = Handlers()
        // One strong capture alone: the closure's context is the object itself.
        handlers.handler = { _ = first }
        #expect(held(handlers).strong == ["first"])
        handlers.handler = { [weak second, unowned third] in _ = (second, third) }
        #expect(held(handlers) == ([], ["second", "third"]))
        handlers.handler = { [weak first] in _ = (first, second) }
        #expect(held(handlers) == (["second"], ["first", "second"]))
        handlers.optional = nil
        #expect(held(handlers).strong == ["second"])
    }

    @Test func capturedValuesOfEveryShapeAreLookedInto() {
        let (first, second, third) = (Leaf("first"), Leaf("second"), Leaf("third"))
        let services = Services(count: 2, first: first, rest: [second])
        let service: any Service = third
        let state = State.running(Leaf("running"), label: "x")
        let handlers = Handlers()
        handlers.handler = { _ = (services.count, service, state) }
        #expect(held(handlers).strong == ["first", "second", "third", "running"])
        // A captured `var` lives in a box the closure holds; a closure captured by another.
        var counter: Leaf? = Leaf("boxed")
        let inner = { _ = first }
        handlers.optional = {
            inner()
            counter = counter ?? second
        }
        let captured = ["first", "second", "third", "running"]
        #expect(held(handlers).strong == captured + ["first", "boxed", "second"])
        counter = nil
        #expect(held(handlers).strong == captured + ["first", "second"])
        handlers.list = [
            {
                _ = third
                return $0
            }, { $0 },
        ]
        handlers.named = ["b": { _ = second }, "a": { _ = (first, 1) }]
        #expect(held(handlers).strong == captured + ["first", "second", "third", "first", "second"])
    }

    @Test func aRecursiveLocalFunctionIsReadOnce() {
        let leaf = Leaf("leaf")
        let handlers = Handlers()
        func countDown(_ value: Int) -> Int { value == 0 ? leaf.name.count : countDown(value - 1) }
        handlers.list = [countDown]
        #expect(held(handlers).strong == ["leaf"])
    }

    @Test func aGenericClosureIsReadUpToItsFirstGenericCapture() {
        func handler<Value>(_ value: Value, _ leaf: Leaf) -> () -> Void { { _ = (leaf, value) } }
        let handlers = Handlers()
        handlers.handler = handler(3, Leaf("before"))
        #expect(held(handlers).strong == ["before"])
    }

    @Test func aGenericClosureReadsACaptureOfAGenericParameterByItsBindingAndStopsAfterIt() {
        func handler<Value>(_ leaf: Leaf, _ value: Value, _ after: Leaf) -> () -> Void { { _ = (leaf, value, after) } }
        let handlers = Handlers()
        handlers.handler = handler(Leaf("before"), Leaf("generic"), Leaf("after"))
        #expect(held(handlers).strong == ["before", "generic"])
        handlers.handler = handler(Leaf("before"), (1, Leaf("in a tuple")), Leaf("after"))
        #expect(held(handlers).strong == ["before", "in a tuple"])
    }

    @Test func aGenericClosureCapturingAnAssociatedTypeIsReadUpToIt() {
        // The runtime stops the process when asked for `Values.Element` without the closure's
        // generic arguments; OpenCombine's `removeDuplicates()` makes such a closure.
        func handler<Values: Sequence>(_ values: Values, _ leaf: Leaf) -> () -> Void {
            let element = Values.Element.self
            return { _ = (leaf, element) }
        }
        let handlers = Handlers()
        handlers.handler = handler([1], Leaf("before"))
        #expect(held(handlers).strong == ["before"])
    }

    @Test func objectsAndClassBoundExistentialsAreReadInPlace() {
        let graph = ObjectGraph()
        guard case .object = graph.shape(of: (any Delegate).self),
            case .optionalObject = graph.shape(of: (any Delegate)?.self),
            case .objectArray(_, optionalElements: false) = graph.shape(of: [Leaf].self),
            case .objectArray(_, optionalElements: true) = graph.shape(of: [Leaf?].self),
            case .container = graph.shape(of: [any Delegate].self),
            case .dynamic = graph.shape(of: AnyObject.self),
            case .dynamic = graph.shape(of: (any Service).self)
        else {
            Issue.record("a class-bound existential is read as an object, an array of objects in place")
            return
        }
        let first = Leaf("first")
        let second = Leaf("second")
        let delegates: [any Delegate] = [first, second]
        let optionals: [Leaf?] = [nil, second, first]
        var held = HeldObjects(graph: graph)
        held.collect(delegates)
        held.collect(optionals)
        held.collect(Optional<any Delegate>.some(first))
        #expect(held.objects.map { ($0 as? Leaf)?.name } == ["first", "second", "second", "first", "first"])
    }

    @Test func classPlansBeyondTheTablesCapacityAreKept() {
        let table = MetadataTable<ObjectGraph.ClassPlan>(capacity: 2)
        let types: [AnyClass] = [Leaf.self, Holder.self, Opaque.self, TypedFlow<Int>.self, TypedFlow<String>.self]
        let plans = types.map { _ in
            ObjectGraph.ClassPlan(isEntered: true, slots: [], links: [], weakFields: [], looksLikeCoordinator: false)
        }
        #expect(table.value(of: Leaf.self) == nil)
        for index in types.indices { table.add(plans[index], of: types[index]) }
        for index in types.indices { #expect(table.value(of: types[index]) === plans[index]) }
        #expect(table.value(of: TypedFlow<Double>.self) == nil)
    }

    @Test func fingerprintsAreUnchangedWhenTheyMatchWhatWasAppendedAndNothingElse() {
        let graph = ObjectGraph()
        let holders = [Holder { Leaf($0) }, Holder { Leaf($0) }]
        var words: [UInt] = []
        for holder in holders { graph.appendFingerprint(of: holder, to: &words) }
        func isUnchanged(_ objects: [AnyObject], comparedWith earlier: [UInt]) -> Bool {
            var recorder = FingerprintRecorder(comparingWith: earlier)
            graph.readFingerprints(of: objects, into: &recorder)
            #expect(recorder.words == objects.reduce(into: []) { graph.appendFingerprint(of: $1, to: &$0) })
            return recorder.isUnchanged
        }
        #expect(isUnchanged(holders, comparedWith: words))
        #expect(!isUnchanged([holders[0]], comparedWith: words), "one of two read")
        #expect(!isUnchanged(holders.reversed(), comparedWith: words), "another object first")
        holders[1].strong = Leaf("other")
        #expect(!isUnchanged(holders, comparedWith: words))
        #expect(!isUnchanged(holders, comparedWith: Array(words.dropLast())), "more words than were taken")
    }

    @Test func addressesAreReadInOrderFromTheStart() {
        let objects: [AnyObject] = [Leaf("a"), Leaf("b"), Leaf("c")]
        var addresses: [UInt] = [7]
        ObjectGraph.addresses(of: objects, from: 1, to: &addresses)
        #expect(addresses == [7] + objects[1...].map { UInt(bitPattern: ObjectIdentifier($0)) })
    }

    @Test func fingerprintsChangeWhenAHeldObjectOrACountChanges() {
        let graph = ObjectGraph()
        let holder = Holder { Leaf($0) }
        holder.delegates?.reserveCapacity(8)
        func fingerprint() -> [UInt] {
            var words: [UInt] = []
            graph.appendFingerprint(of: holder, to: &words)
            return words
        }
        let start = fingerprint()
        #expect(fingerprint() == start)
        holder.numbers.append(3)
        #expect(fingerprint() == start, "a field that cannot hold an object is not in the fingerprint")
        holder.delegates?.append(Leaf("appended in place"))
        let appended = fingerprint()
        #expect(appended != start)
        holder.strong = Leaf("other")
        #expect(fingerprint() != appended)
    }

    /// Flattened reads give the words the plans' reads give, in their order, for the
    /// fingerprint and the link fingerprint, and see every change those see: a held object
    /// replaced, a collection's count (an array's kept in its storage, a dictionary's asked of
    /// its type), a `weak` field.
    @Test(arguments: [false, true])
    func flatReadsGiveWhatThePlansReadsGive(includingWeak: Bool) throws {
        let graph = ObjectGraph()
        let holders = [Holder { Leaf($0) }, Holder { Leaf($0) }, Holder { Leaf($0) }]
        holders[1].delegates?.reserveCapacity(8)
        let objects = holders.map { Unmanaged<AnyObject>.passUnretained($0) }
        let plans = holders.map { Unmanaged.passUnretained(graph.plan(of: $0)) }
        let flat = try #require(graph.flatFingerprintReads(of: objects, plans: plans, includingWeak: includingWeak))
        func planned() -> [UInt] {
            var appender = FingerprintAppender()
            graph.readFingerprints(ofUnretained: objects, plans: plans, includingWeak: includingWeak, into: &appender)
            return appender.words
        }
        func flatly(comparedWith earlier: [UInt]) -> FingerprintRecorder {
            var recorder = FingerprintRecorder(comparingWith: earlier)
            recorder.take(flat)
            return recorder
        }
        var earlier = planned()
        #expect(earlier.count > 3 * 6)
        #expect(flatly(comparedWith: earlier).isUnchanged)
        #expect(flatly(comparedWith: earlier).words == earlier)
        #expect(flatly(comparedWith: []).words == earlier, "more words than were taken")
        #expect(!flatly(comparedWith: earlier + [1]).isUnchanged, "fewer")
        let weakLeaf = Leaf("weak")
        let changes: [(String, () -> Void)] = [
            ("an object replaced", { holders[0].strong = Leaf("other") }),
            ("an array's count", { holders[1].delegates?.append(Leaf("appended in place")) }),
            ("a dictionary's count", { holders[2].byName["c"] = Leaf("byName c") }),
            ("a weak field", { holders[2].weakLeaf = weakLeaf }),
        ]
        for (change, make) in changes {
            make()
            let now = planned()
            let read = flatly(comparedWith: earlier)
            #expect(read.words == now, "\(change)")
            #expect(read.isUnchanged == (now == earlier), "\(change)")
            #expect(now != earlier || (change == "a weak field" && !includingWeak), "\(change)")
            earlier = now
        }
        #expect(ObjectGraph(reading: .safe).flatFingerprintReads(of: objects, plans: plans) == nil)
    }

    actor Store {
        var leaf = Leaf("in an actor")
    }

    /// A class that promises to hold no coordinators, as views do.
    /// A coordinator whose fields are all read in place, and one with a collection that is not.
    final class PlainCoordinator {
        weak var parent: PlainCoordinator?
        var children: [any Delegate] = []
        var leaves: [Leaf?] = []
        var services: (first: Leaf, second: Leaf?)
        var named: [String: Leaf] = [:]
        init(_ first: Leaf) { services = (first, nil) }
    }

    /// The addresses of what `object` holds as `graph` reads them in place, or `nil` when it
    /// does not.
    private static func inPlace(_ object: AnyObject, graph: ObjectGraph) -> [UInt]? {
        var addresses: [UInt] = [7]
        guard graph.appendHeldAddresses(of: object, plan: graph.plan(of: object), to: &addresses) else {
            #expect(addresses == [7], "nothing appended when not read")
            return nil
        }
        return Array(addresses.dropFirst())
    }

    /// The addresses of the objects `graph` finds `object` holds strongly.
    private static func found(_ object: AnyObject, graph: ObjectGraph) -> [UInt] {
        graph.strongObjects(of: object).map { UInt(bitPattern: ObjectIdentifier($0)) }
    }

    @Test func whatACoordinatorHoldsIsReadInPlaceAsItsObjectsAreFound() {
        let graph = ObjectGraph()
        let coordinator = PlainCoordinator(Leaf("first"))
        func inPlace() -> [UInt]? { Self.inPlace(coordinator, graph: graph) }
        func found() -> [UInt] { Self.found(coordinator, graph: graph) }
        #expect(inPlace() == found())
        coordinator.children = [Leaf("a"), Leaf("b")]
        coordinator.leaves = [nil, Leaf("c"), nil]
        coordinator.services.second = Leaf("second")
        #expect(inPlace() == found())
        #expect(found().count == 5)
        coordinator.children[0] = Leaf("replaced in place")
        #expect(inPlace() == found())
        coordinator.named["x"] = Leaf("x")
        #expect(inPlace() == found(), "a dictionary of one entry")
        coordinator.named["y"] = Leaf("y")
        #expect(inPlace() == nil, "a dictionary of more is read in the order of its keys, the slow way")
        #expect(graph.plan(of: Holder { Leaf($0) }).inPlaceReads == nil, "an enum with payloads")
    }

    /// A class with closures and a `lazy var` of an optional, as UIKit's view controllers have.
    final class LoadingController {
        var loader: (() -> Leaf)?
        var onDone: () -> Void = {}
        lazy var recognizer: Leaf? = Leaf("made when first asked for")
        var leaf = Leaf("held")
    }

    /// A closure is read in place, and a `lazy var` of an optional (an optional of an optional)
    /// in each of its states: not made yet, made, set to `nil`.
    @Test func closuresThatCaptureNothingAndLazyOptionalsAreReadInPlace() {
        let graph = ObjectGraph()
        let controller = LoadingController()
        func inPlace() -> [UInt]? { Self.inPlace(controller, graph: graph) }
        func found() -> [UInt] { Self.found(controller, graph: graph) }
        #expect(inPlace() == found())
        #expect(found().count == 1, "the lazy optional not made yet holds nothing")
        _ = controller.recognizer
        #expect(inPlace() == found())
        #expect(found().count == 2)
        controller.recognizer = nil
        #expect(inPlace() == found())
        #expect(found().count == 1)
        controller.onDone = { print("done") }
        #expect(inPlace() == found(), "a closure that captures nothing has no context")
        let captured = Leaf("captured")
        controller.loader = { captured }
        #expect(inPlace() == found(), "a closure that captures one object: its context")
        #expect(found().count == 2)
    }

    /// A value of a kind other than a class, conforming to ``Service``.
    struct ServiceValue: Service {
        var leaf: Leaf
    }

    /// A coordinator shaped as modern apps write them: closures that capture, children and a
    /// current flow of a protocol any value can adopt, an optional array.
    final class ClosureCoordinator {
        var children: [any Service] = []
        var current: (any Service)?
        var anything: Any = 0
        var pending: [Leaf]?
        var onFinish: (() -> Void)?
        var makeScreen: () -> Leaf = { Leaf("made") }
        var named: [String: Any] = [:]
        var completions: [ObjectIdentifier: () -> Void] = [:]
    }

    /// Closures with contexts (one capture, several, a captured `var`'s box, a closure
    /// captured by another), existentials of non-class-bound protocols, optional arrays and
    /// dictionaries of one entry are read in place as the walk finds them; a struct that holds
    /// objects in an existential, and a dictionary of two entries, send the read the slow way.
    @Test func closuresExistentialsAndOptionalArraysAreReadInPlaceAsTheirObjectsAreFound() {
        let graph = ObjectGraph()
        let coordinator = ClosureCoordinator()
        func inPlace() -> [UInt]? { Self.inPlace(coordinator, graph: graph) }
        func found() -> [UInt] { Self.found(coordinator, graph: graph) }
        #expect(inPlace() == found())
        #expect(found().isEmpty)

        let first = Leaf("first")
        let second = Leaf("second")
        coordinator.children = [first, second]
        coordinator.current = second
        coordinator.anything = first
        coordinator.pending = [second, first]
        #expect(inPlace() == found())
        #expect(found().count == 6)

        coordinator.onFinish = { print(first) }
        #expect(inPlace() == found(), "one capture: the context is the object")
        coordinator.onFinish = { print(first, second) }
        #expect(inPlace() == found(), "two captures")
        var counter = Leaf("boxed")
        coordinator.onFinish = {
            counter = Leaf("again")
            print(counter, first)
        }
        #expect(inPlace() == found(), "a captured var's box")
        let finish = coordinator.onFinish
        coordinator.makeScreen = {
            finish?()
            return second
        }
        #expect(inPlace() == found(), "a closure captured by another, whose context was read already")
        #expect(found().contains(UInt(bitPattern: ObjectIdentifier(second))))

        coordinator.pending = nil
        coordinator.current = nil
        #expect(inPlace() == found())

        coordinator.current = ServiceValue(leaf: first)
        #expect(inPlace() == nil, "a struct in an existential is read the slow way")
        coordinator.current = nil
        coordinator.anything = ServiceValue(leaf: second)
        #expect(inPlace() == nil)
        coordinator.anything = 0
        coordinator.children = [ServiceValue(leaf: first)]
        #expect(inPlace() == nil)
        coordinator.children = []
        #expect(inPlace() == found())

        coordinator.named["add"] = first
        coordinator.completions[ObjectIdentifier(first)] = { print(second) }
        #expect(inPlace() == found(), "dictionaries of one entry, of Any and of closures")
        #expect(found().suffix(2) == [first, second].map { UInt(bitPattern: ObjectIdentifier($0)) })
        coordinator.named["add"] = nil
        #expect(inPlace() == found())
        coordinator.named["b"] = first
        coordinator.named["a"] = second
        #expect(inPlace() == nil)
    }

    final class Opaque: NotWalked {
        let leaf = Leaf("in a view")
    }

    @Test func classesOfTheSystemAndOfNavSimActorsAndNotWalkedOnesAreNotEntered() {
        let graph = ObjectGraph()
        #expect(graph.plan(of: Holder { Leaf($0) }).isEntered)
        #expect(!graph.plan(of: Opaque()).isEntered)
        #expect(!graph.plan(of: Runtime(sink: EventLog())).isEntered)
        #expect(!graph.plan(of: EventLog()).isEntered)
        #expect(!graph.plan(of: Store()).isEntered)
    }

    /// An array's count as a fingerprint reads it, from its storage, is its count: empty
    /// (the shared empty storage), grown, emptied in place keeping its capacity, and made from
    /// a slice.
    @Test func anArraysStoredCountIsItsCount() {
        var arrays: [[Leaf]] = [[], [Leaf("a")], [Leaf("a"), Leaf("b"), Leaf("c")]]
        var emptied = [Leaf("a"), Leaf("b")]
        emptied.removeAll(keepingCapacity: true)
        arrays.append(emptied)
        arrays.append(Array([Leaf("a"), Leaf("b"), Leaf("c")][1...]))
        for array in arrays {
            #expect(withUnsafePointer(to: array) { [Leaf].count(at: UnsafeRawPointer($0)) } == array.count)
        }
        for delegates: [any Delegate] in [[], [Leaf("d")]] {
            let count = withUnsafePointer(to: delegates) { [any Delegate].count(at: UnsafeRawPointer($0)) }
            #expect(count == delegates.count)
        }
    }

    /// A dictionary's and a set's counts, read from their storage, are their counts (empty,
    /// one entry, several, emptied in place keeping their capacity), and an optional's is its
    /// value's, or -1 for `nil`.
    @Test func dictionaryAndSetStoredCountsAreTheirCounts() {
        var emptied = ["a": Leaf("a"), "b": Leaf("b")]
        emptied.removeAll(keepingCapacity: true)
        let dictionaries: [[String: Leaf]] = [[:], ["a": Leaf("a")], ["a": Leaf("a"), "b": Leaf("b")], emptied]
        for dictionary in dictionaries {
            #expect(
                withUnsafePointer(to: dictionary) { [String: Leaf].count(at: UnsafeRawPointer($0)) } == dictionary.count
            )
            let optional: [String: Leaf]? = dictionary
            #expect(
                withUnsafePointer(to: optional) { Optional<[String: Leaf]>.count(at: UnsafeRawPointer($0)) }
                    == dictionary.count)
        }
        let none: [String: Leaf]? = nil
        #expect(withUnsafePointer(to: none) { Optional<[String: Leaf]>.count(at: UnsafeRawPointer($0)) } == -1)
        var emptiedSet: Set = [Leaf("a"), Leaf("b")]
        emptiedSet.removeAll(keepingCapacity: true)
        for set: Set<Leaf> in [[], [Leaf("a")], [Leaf("a"), Leaf("b"), Leaf("c")], emptiedSet] {
            #expect(withUnsafePointer(to: set) { Set<Leaf>.count(at: UnsafeRawPointer($0)) } == set.count)
        }
    }

    /// A dictionary or a set of one entry is read as one of several is, whose entries come in
    /// the order of their descriptions; an empty one holds nothing.
    @Test func dictionariesAndSetsOfOneEntryOrMoreAreReadInDescriptionOrder() {
        var held = HeldObjects(graph: ObjectGraph())
        held.collect(["only": Leaf("only")])
        held.collect([String: Leaf]())
        held.collect(["b": Leaf("b"), "c": Leaf("c"), "a": Leaf("a")])
        held.collect(Set([Leaf("set")]))
        held.collect(Set([Leaf("set 2"), Leaf("set 1")]))
        #expect(held.objects.map { ($0 as? Leaf)?.name } == ["only", "a", "b", "c", "set", "set 1", "set 2"])
    }
}
