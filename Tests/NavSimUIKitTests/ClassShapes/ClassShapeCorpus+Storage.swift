import Foundation
import NavSimCombine
import NavSimCore
import NavSimUIKit
import Observation

/// Where else objects keep objects: actors, `@Observable` storage, classes of other modules
/// (Foundation's `NSObject`, NavSimUIKit's `UIResponder`, Combine's subjects), `lazy var`s,
/// key paths, huge arrays and `ManagedBuffer` subclasses.
extension ClassShapeCorpus {
    /// An actor's state is the actor's: NavSim does not enter actors (docs/uikit.md).
    actor ChildStore {
        var child: ChildCoordinator?
        init(holdingAChild: Bool) { child = holdingAChild ? ChildCoordinator() : nil }
    }

    final class ActorCoordinator {
        let store: ChildStore
        init(store: ChildStore) { self.store = store }
    }

    @Observable final class ObservableCoordinator {
        var child: ChildCoordinator?
        var count = 0
    }

    @Observable final class ObservableViewModel {
        var title = "observed"
        var count = 1
        weak var coordinator: ChildCoordinator?
        @ObservationIgnored var ignored = "ignored"
    }

    final class ResponderCoordinator: UIResponder {
        var child: ChildCoordinator?
    }

    final class ObjectCoordinator: NSObject {
        var children: [ChildCoordinator] = []
    }

    final class ObjectViewModel: NSObject {
        var title = "object"
    }

    final class SubjectCoordinator {
        let current = CurrentValueSubject<ChildCoordinator?, Never>(nil)
        var cancellables: Set<AnyCancellable> = []
    }

    final class LazyCoordinator {
        lazy var child = ChildCoordinator()
        lazy var unread = ChildCoordinator()
    }

    final class LazyViewModel {
        var title = "lazy"
        lazy var formatter = NumberFormatter()
        lazy var derived: [Int] = [1]
    }

    final class KeyPathCoordinator {
        var childrenByPath: [PartialKeyPath<KeyPathCoordinator>: ChildCoordinator] = [:]
        var path = \KeyPathCoordinator.childrenByPath
    }

    final class KeyPathViewModel {
        var title = "paths"
        var sortKey = \KeyPathViewModel.title
    }

    final class HugeCoordinator {
        var numbers = Array(0..<10_000)
        var anys: [Any] = Array(repeating: 1, count: 10_000)
        var slots: [ChildCoordinator?] = Array(repeating: nil, count: 10_000)
        var children: ContiguousArray<ChildCoordinator> = []
    }

    final class HugeViewModel {
        var numbers = Array(0..<10_000)
    }

    /// A coordinator keeping its child in its header, its screens' names in its elements.
    final class BufferCoordinator: ManagedBuffer<ChildCoordinator, String> {}

    final class RootCoordinator {
        var buffer: BufferCoordinator?
    }

    static let storage: [ClassShape] = [
        ClassShape("a child in an actor is the actor's", tree: ["ActorCoordinator", "screen"]) {
            (ActorCoordinator(store: ChildStore(holdingAChild: true)), ShapeScreen(PlainViewModel()))
        },
        ClassShape("an actor as the view model", tree: held(by: "ParentCoordinator"), state: [:]) {
            let child = ChildCoordinator()
            let root = ParentCoordinator()
            root.children = [child]
            return (root, screen(ChildStore(holdingAChild: false), ownedBy: child))
        },
        ClassShape(
            "@Observable storage", tree: held(by: "ObservableCoordinator"),
            state: ["title": "observed", "count": 1, "ignored": "ignored"]
        ) {
            let child = ChildCoordinator()
            let root = ObservableCoordinator()
            root.child = child
            let viewModel = ObservableViewModel()
            viewModel.coordinator = child
            return (root, screen(viewModel, ownedBy: child))
        },
        ClassShape(
            "classes of other modules", tree: held(by: "ResponderCoordinator"), state: ["title": "object"]
        ) {
            let child = ChildCoordinator()
            let root = ResponderCoordinator()
            root.child = child
            return (root, screen(ObjectViewModel(), ownedBy: child))
        },
        ClassShape("an NSObject subclass with no Objective-C", tree: held(by: "ObjectCoordinator")) {
            let child = ChildCoordinator()
            let root = ObjectCoordinator()
            root.children = [child]
            return (root, screen(ownedBy: child))
        },
        ClassShape("Combine's subject and a sink's closure", tree: held(by: "SubjectCoordinator")) {
            let child = ChildCoordinator()
            let root = SubjectCoordinator()
            root.current.sink { _ in _ = child }.store(in: &root.cancellables)
            return (root, screen(ownedBy: child))
        },
        ClassShape("a value in Combine's subject", tree: held(by: "SubjectCoordinator")) {
            let child = ChildCoordinator()
            let root = SubjectCoordinator()
            root.current.value = child
            return (root, screen(ownedBy: child))
        },
        ClassShape("lazy vars", tree: held(by: "LazyCoordinator"), state: ["title": "lazy"]) {
            let root = LazyCoordinator()
            return (root, screen(LazyViewModel(), ownedBy: root.child))
        },
        ClassShape("key paths", tree: held(by: "KeyPathCoordinator"), state: ["title": "paths"]) {
            let child = ChildCoordinator()
            let root = KeyPathCoordinator()
            root.childrenByPath[\KeyPathCoordinator.path] = child
            return (root, screen(KeyPathViewModel(), ownedBy: child))
        },
        ClassShape(
            "huge arrays",
            tree: [
                "HugeCoordinator", "ChildCoordinator < HugeCoordinator", "ChildCoordinator < HugeCoordinator",
                "screen < ChildCoordinator",
            ],
            state: ["numbers": .array((0..<10_000).map { .number(Double($0)) })]
        ) {
            let child = ChildCoordinator()
            let root = HugeCoordinator()
            root.anys[9_999] = child
            root.slots[5_000] = child
            root.children = ContiguousArray(repeating: ChildCoordinator(), count: 10_000)
            return (root, screen(HugeViewModel(), ownedBy: child))
        },
        ClassShape(
            "a ManagedBuffer subclass's header",
            tree: [
                "RootCoordinator", "BufferCoordinator < RootCoordinator", "ChildCoordinator < BufferCoordinator",
                "screen < ChildCoordinator",
            ]
        ) {
            let child = ChildCoordinator()
            let root = RootCoordinator()
            root.buffer = BufferCoordinator.create(minimumCapacity: 4) { _ in child } as? BufferCoordinator
            return (root, screen(ownedBy: child))
        },
    ]
}
