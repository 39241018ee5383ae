import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// What a screen's ViewModel records: its values, never its objects.
@Suite @MainActor struct StateSnapshotTests {
    final class Coordinator {}

    final class ProfileViewModel {
        weak var coordinator: Coordinator?
        var name: String? = "Ada"
        var nickname: String?
    }

    final class ProfileViewController: UIViewController {
        let viewModel = ProfileViewModel()
    }

    @Test func aWeakCoordinatorIsLeftOutAliveOrNil() {
        withSession {
            let screen = ProfileViewController()
            var coordinator: Coordinator? = Coordinator()
            screen.viewModel.coordinator = coordinator
            let alive = screen.recordedState

            coordinator = nil

            #expect(screen.viewModel.coordinator == nil)
            #expect(alive == ["name": "Ada", "nickname": .null])
            #expect(screen.recordedState == alive, "a coordinator's death is not a ViewModel state change")
        }
    }

    protocol Delegate: AnyObject {}
    final class Listener: Delegate {}

    final class DanglingViewModel {
        var title = "dangling"
        unowned let coordinator: Coordinator
        unowned(unsafe) let unsafeCoordinator: Coordinator
        unowned var delegate: (any Delegate)?
        unowned(unsafe) var unsafeDelegate: (any Delegate)?

        init(coordinator: Coordinator, delegate: any Delegate) {
            self.coordinator = coordinator
            unsafeCoordinator = coordinator
            self.delegate = delegate
            unsafeDelegate = delegate
        }
    }

    final class DanglingViewController: UIViewController {
        var viewModel: DanglingViewModel?
    }

    /// Read through the runtime, an `unowned` reference whose object is gone traps, and an
    /// `unowned(unsafe)` one reads freed memory: objects are left out, so neither is read
    /// then, and `nil` stays `null`.
    @Test func unownedReferencesWhoseObjectsAreGoneAreNotRead() {
        withSession {
            let screen = DanglingViewController()
            do {
                let coordinator = Coordinator()
                let listener = Listener()
                screen.viewModel = DanglingViewModel(coordinator: coordinator, delegate: listener)
            }
            #expect(StateSnapshot.viewModelState(of: screen) == ["title": "dangling"])
            screen.viewModel?.delegate = nil
            screen.viewModel?.unsafeDelegate = nil
            #expect(
                StateSnapshot.viewModelState(of: screen) == [
                    "title": "dangling", "delegate": .null, "unsafeDelegate": .null,
                ])
        }
    }

    struct Context {
        var name = "context"
        weak var weakCoordinator: Coordinator?
        unowned let coordinator: Coordinator
        unowned(unsafe) let unsafeCoordinator: Coordinator
    }

    final class ContextViewModel {
        var context: Context
        init(context: Context) { self.context = context }
    }

    final class ContextViewController: UIViewController {
        var viewModel: ContextViewModel?
    }

    /// A struct's `unowned` references are not read either: `Mirror` would read them through
    /// the runtime.
    @Test func unownedReferencesInAStructWhoseObjectsAreGoneAreNotRead() {
        withSession {
            let screen = ContextViewController()
            do {
                let coordinator = Coordinator()
                screen.viewModel = ContextViewModel(
                    context: Context(
                        weakCoordinator: coordinator, coordinator: coordinator, unsafeCoordinator: coordinator))
            }
            #expect(StateSnapshot.viewModelState(of: screen) == ["context": ["name": "context"]])
            #expect(StateSnapshot.reflectedViewModelState(of: screen) == ["context": ["name": "context"]])
        }
    }

    final class GaugeViewModel {
        var progress = Double.nan
        var limit = Double.infinity
        var floor: Float = -.infinity
        var samples: [Double] = [0.5, .nan]
    }

    final class GaugeViewController: UIViewController {
        let viewModel = GaugeViewModel()
    }

    /// NaN and the infinities, which JSON cannot express, are recorded as the strings that
    /// name them (docs/trace-format.md §2.1), read from memory or by reflection.
    @Test func nonFiniteNumbersAreRecordedAsTheirNames() {
        withSession {
            let screen = GaugeViewController()
            let expected: JSONValue = [
                "progress": "NaN", "limit": "Infinity", "floor": "-Infinity", "samples": [0.5, "NaN"],
            ]
            #expect(StateSnapshot.viewModelState(of: screen) == expected)
            #expect(StateSnapshot.reflectedViewModelState(of: screen) == expected)
        }
    }

    // MARK: - Read from memory, as by reflection

    protocol Service: AnyObject {}
    protocol Plain {}
    final class Client: Service, Plain {}
    final class MirroredClient: Service, Plain, CustomReflectable {
        var customMirror: Mirror { Mirror(self, children: ["client": 1], displayStyle: .struct) }
    }
    final class Mirrored: CustomReflectable {
        var customMirror: Mirror { Mirror(self, children: ["shown": 7], displayStyle: .struct) }
    }
    struct Item {
        var id: Int
        var title: String
        var tags: [String]
        var note: String?
    }
    struct Holder {
        var client: Client
        var count: Int
    }
    struct Tagged: CustomReflectable {
        var customMirror: Mirror { Mirror(self, children: ["custom": true]) }
    }
    enum Phase {
        case idle
        case loading(Int)
    }
    struct Node {
        var children: [Node]
        var name: String
    }

    class BaseViewModel {
        var inherited = "base"
        var shadowed: Int8 = 3
    }

    final class RichViewModel: BaseViewModel {
        var title = "Hello"
        var zero = 0
        var one = 1
        var whole = 1.0
        var ratio: Float = 0.1
        var flag = true
        var subtitle: String? = "sub"
        var missing: Int?
        var nested: Int?? = .some(nil)
        var names = ["a", "b"]
        var items = [Item(id: 1, title: "One", tags: ["x"], note: nil), Item(id: 2, title: "Two", tags: [], note: "n")]
        var matrix: [[[[[[[[[Int]]]]]]]]] = [[[[[[[[[1]]]]]]]]]
        var holder = Holder(client: Client(), count: 2)
        var tagged = Tagged()
        var phase = Phase.loading(3)
        var idle = Phase.idle
        var lookup = ["k": 1]
        var link = URL(string: "https://example.com/a")
        var small: Int8 = 5
        var tree = Node(children: [Node(children: [], name: "leaf")], name: "root")
        var client = Client()
        var maybeClient: Client? = Client()
        var service: any Service = Client()
        var optionalService: (any Service)?
        weak var weakService: (any Service)?
        weak var weakClient: Client?
        var mirrored = Mirrored()
        var handler: () -> Void = {}
        var tuple = (1, "two")
        var optionalHandler: (() -> Void)? = {}
        var emptyHandler: (() -> Void)?
        var anything: Any = Client()
        var anythingMirrored: Any = MirroredClient()
        var plain: any Plain = Client()
        var optionalPlain: (any Plain)?
        var mirroredService: any Service = MirroredClient()
        var optionalMirroredService: (any Service)? = MirroredClient()
        weak var weakMirroredService: (any Service)?
    }

    class RichViewController: UIViewController {
        var viewModel: RichViewModel! = RichViewModel()
    }

    final class SubclassedViewController: RichViewController {
        var other = 1
    }

    final class NoViewModelController: UIViewController {
        var model = 1
    }

    @Test func readingFromMemoryGivesWhatReflectionGives() {
        withSession {
            let client = Client()
            let screen = SubclassedViewController()
            screen.viewModel.weakService = client
            screen.viewModel.optionalService = client
            let state = StateSnapshot.viewModelState(of: screen)

            #expect(state == StateSnapshot.reflectedViewModelState(of: screen))
            // The arrays, dictionaries and optionals of plain values above are read from
            // memory, not through `Mirror`.
            let planned: [Any.Type] = [
                [Item].self, [String].self, [String: Int].self, Int?.self, Int??.self, [[[[[[[[[Int]]]]]]]]].self,
            ]
            for type in planned { #expect(SnapshotPlan.plan(for: type) != nil, "\(type) has a plan") }
            #expect(SnapshotPlan.plan(for: [Holder].self) == nil, "an array of structs holding objects has none")
            #expect(SnapshotPlan.plan(for: [Int: String].self) == nil, "keys other than strings are described")
            guard case .object(let fields) = state else {
                Issue.record("not an object: \(state)")
                return
            }
            #expect(fields["title"] == "Hello")
            #expect(fields["inherited"] == "base")
            #expect(
                fields["items"] == [
                    ["id": 1, "title": "One", "tags": ["x"], "note": .null],
                    ["id": 2, "title": "Two", "tags": [], "note": "n"],
                ])
            #expect(fields["client"] == nil && fields["weakClient"] == nil && fields["handler"] == nil)
            #expect(fields["mirrored"] == ["shown": 7])
            #expect(fields["optionalHandler"] == nil && fields["emptyHandler"] == nil, "closures are left out")
            #expect(fields["anything"] == nil && fields["plain"] == nil, "objects are left out")
            #expect(
                fields["optionalPlain"] == .null && fields["weakMirroredService"] == .null, "empty optionals are null")
            #expect(fields["mirroredService"] == ["client": 1] && fields["optionalMirroredService"] == ["client": 1])
            #expect(fields["anythingMirrored"] == ["client": 1])

            let mirroredService = MirroredClient()
            screen.viewModel.weakMirroredService = mirroredService
            screen.viewModel.optionalPlain = Client()
            screen.viewModel.emptyHandler = {}
            #expect(StateSnapshot.viewModelState(of: screen) == StateSnapshot.reflectedViewModelState(of: screen))

            screen.viewModel.weakService = nil
            screen.viewModel.items[1].note = nil
            screen.viewModel.names.append("c")
            screen.viewModel.lookup["m"] = 2
            #expect(StateSnapshot.viewModelState(of: screen) == StateSnapshot.reflectedViewModelState(of: screen))

            screen.viewModel = nil
            #expect(StateSnapshot.viewModelState(of: screen) == .null)
            #expect(StateSnapshot.viewModelState(of: NoViewModelController()) == .null)
            #expect(StateSnapshot.reflectedViewModelState(of: NoViewModelController()) == .null)
        }
    }

    struct Label: Hashable {
        var text: String
    }

    @Test func aTypeKnownNotToBeReadWholeIsStillReadAsItsFirstValueWas() {
        // A struct, enum or tuple whose first value is not read whole skips the casts after;
        // `AnyHashable`, whose casts depend on what it holds, never does.
        for _ in 0..<2 {
            #expect(StateSnapshot.value(Phase.loading(3), depth: 0, reading: .fast) == ["loading": 3])
            #expect(StateSnapshot.value(Phase.idle, depth: 0, reading: .fast) == "idle")
            #expect(StateSnapshot.value((1, "two"), depth: 0, reading: .fast) == [".0": 1, ".1": "two"])
            #expect(StateSnapshot.value(Int8(5), depth: 0, reading: .fast) == 5)
            #expect(StateSnapshot.value(AnyHashable(Label(text: "x")), depth: 0, reading: .fast) != "x")
            #expect(StateSnapshot.value(AnyHashable("x"), depth: 0, reading: .fast) == "x")
        }
    }

    // MARK: - Types whose values decide their mirror

    /// A value whose mirror says it is an object when `isShared`, else a struct.
    struct Shape: CustomReflectable {
        var isShared: Bool
        var customMirror: Mirror {
            Mirror(self, children: ["shared": isShared], displayStyle: isShared ? .class : .struct)
        }
    }
    struct Drawing {
        var shape: Shape
        var outline: Shape?
        var onTap: (() -> Void)?
    }
    final class DrawingViewModel {
        var drawing = Drawing(shape: Shape(isShared: false), outline: nil, onTap: nil)
    }
    final class DrawingViewController: UIViewController {
        var viewModel = DrawingViewModel()
    }

    class CountingViewModel {
        var count = 1
    }
    final class MirroredCountingViewModel: CountingViewModel, CustomReflectable {
        var customMirror: Mirror { Mirror(self, children: ["mirrored": true], displayStyle: .class) }
    }
    class CountingViewController: UIViewController {
        var viewModel = CountingViewModel()
    }
    final class ReportingViewController: CountingViewController, NavSimStateProviding {
        var navSimState: JSONValue { ["reported": 2] }
    }

    /// Whether a class customizes its mirror or provides its state is remembered per class:
    /// a subclass that does is read its way (its mirror adds its superclass's fields), its
    /// superclass from memory, in either order.
    @Test func conformancesAreJudgedForEachClassNotItsSuperclass() {
        withSession {
            for mirroredFirst in [true, false] {
                let screen = CountingViewController()
                let reporting = ReportingViewController()
                for mirrored in mirroredFirst ? [true, false] : [false, true] {
                    screen.viewModel = mirrored ? MirroredCountingViewModel() : CountingViewModel()
                    let expected: JSONValue = mirrored ? ["count": 1, "mirrored": true] : ["count": 1]
                    #expect(StateSnapshot.viewModelState(of: screen) == expected)
                    let recorded: JSONValue = mirrored ? reporting.recordedState : screen.recordedState
                    #expect(recorded == (mirrored ? ["reported": 2] : ["count": 1]))
                }
            }
        }
    }

    @Test func aFieldWhoseValueDecidesItsMirrorIsJudgedAnewEachTime() {
        withSession {
            let screen = DrawingViewController()
            // The facts of a type are kept from the first value seen; a value that decides
            // its own mirror must still be judged by itself, each time, in both orders.
            for round in 0..<2 {
                let shared = round == 1
                screen.viewModel.drawing = Drawing(shape: Shape(isShared: shared), outline: nil, onTap: nil)
                let first = StateSnapshot.viewModelState(of: screen)
                #expect(
                    first == ["drawing": shared ? ["outline": .null] : ["shape": ["shared": false], "outline": .null]])
                screen.viewModel.drawing = Drawing(
                    shape: Shape(isShared: !shared), outline: Shape(isShared: false), onTap: {})
                let second = StateSnapshot.viewModelState(of: screen)
                #expect(
                    second
                        == [
                            "drawing": shared
                                ? ["shape": ["shared": false], "outline": ["shared": false]]
                                : ["outline": ["shared": false]]
                        ])
            }
        }
    }
}
