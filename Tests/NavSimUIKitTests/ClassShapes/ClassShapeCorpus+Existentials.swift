import NavSimCore
import NavSimUIKit

/// Existentials: a protocol, a class-bound one, compositions, a large struct that does not
/// fit an existential's inline buffer, `Any` and `AnyObject`, optionals of optionals, and
/// tuples.
extension ClassShapeCorpus {
    protocol Startable {}
    protocol ClassStartable: AnyObject {}
    protocol Finishing {}

    class BaseFlow {}

    final class FlowChildCoordinator: BaseFlow, Startable {
        weak var screen: UIViewController?
    }

    /// Larger than the three words an existential keeps inline: boxed on the heap.
    struct LargeRoute: Startable {
        var a = 1, b = 2, c = 3, d = 4
        var child: ChildCoordinator
    }

    struct SmallRoute: Startable {
        var child: ChildCoordinator
    }

    final class ExistentialCoordinator {
        var startable: (any Startable)?
        var classBound: (any ClassStartable)?
        var composition: (any Startable & Finishing)?
        var classComposition: (any ClassStartable & Startable)?
        var superclassComposition: (any BaseFlow & Startable)?
        var any: Any = 0
        var anyObject: AnyObject?
        var anys: [Any] = []
        var nested: [String: [Any]] = [:]
        var doubleOptional: ChildCoordinator?? = .some(nil)
        var doubleOptionalExistential: (any Startable)?? = nil
        var pair: (Int, ChildCoordinator)?
        var labelled: (name: String, child: ChildCoordinator?, rest: (Int, [ChildCoordinator]))?
    }

    final class OptionalsViewModel {
        var some: Int?? = .some(nil)
        var deep: String??? = "deep"
        var flag: Bool?? = .some(.some(true))
        var point = (x: 1, y: "y")
        var nested: (Int, (Double, [String]))? = (1, (2.5, ["a"]))
    }

    static let existentials: [ClassShape] = [
        ClassShape("a protocol existential", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.startable = child
            return (root, screen(ownedBy: child))
        },
        ClassShape("a class-bound existential", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.classBound = child
            return (root, screen(ownedBy: child))
        },
        ClassShape("a composition of protocols", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.composition = child
            return (root, screen(ownedBy: child))
        },
        ClassShape("a class-bound composition", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.classComposition = child
            return (root, screen(ownedBy: child))
        },
        ClassShape(
            "a composition with a superclass",
            tree: [
                "ExistentialCoordinator", "FlowChildCoordinator < ExistentialCoordinator",
                "screen < FlowChildCoordinator",
            ]
        ) {
            let child = FlowChildCoordinator()
            let root = ExistentialCoordinator()
            root.superclassComposition = child
            let shown = ShapeScreen(PlainViewModel())
            child.screen = shown
            return (root, shown)
        },
        ClassShape("a large struct boxed in an existential", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.startable = LargeRoute(child: child)
            return (root, screen(ownedBy: child))
        },
        ClassShape("a small struct inline in an existential", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.startable = SmallRoute(child: child)
            return (root, screen(ownedBy: child))
        },
        ClassShape("Any holding a coordinator", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.any = child
            return (root, screen(ownedBy: child))
        },
        ClassShape("Any holding an optional existential of a large struct", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.any = Optional<any Startable>.some(LargeRoute(child: child)) as Any
            return (root, screen(ownedBy: child))
        },
        ClassShape("AnyObject holding a coordinator", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.anyObject = child
            return (root, screen(ownedBy: child))
        },
        ClassShape("arrays and dictionaries of Any", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.anys = [1, "two", [3.0]]
            root.nested = ["a": [1, Optional<Any>.some([child] as [Any]) as Any]]
            return (root, screen(ownedBy: child))
        },
        ClassShape("an optional of an optional", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.doubleOptional = .some(.some(child))
            return (root, screen(ownedBy: child))
        },
        ClassShape("an optional of an optional existential", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.doubleOptionalExistential = .some(.some(LargeRoute(child: child)))
            return (root, screen(ownedBy: child))
        },
        ClassShape("a tuple", tree: held(by: "ExistentialCoordinator")) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.pair = (1, child)
            return (root, screen(ownedBy: child))
        },
        ClassShape(
            "nested labelled tuples",
            tree: [
                "ExistentialCoordinator", "ChildCoordinator < ExistentialCoordinator",
                "ChildCoordinator < ExistentialCoordinator", "screen < ChildCoordinator",
            ]
        ) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.labelled = ("n", child, (2, [ChildCoordinator()]))
            return (root, screen(ownedBy: child))
        },
        ClassShape(
            "optionals of optionals and tuples in a view model", tree: held(by: "ExistentialCoordinator"),
            state: [
                "some": .null, "deep": "deep", "flag": true, "point": ["x": 1, "y": "y"],
                "nested": [".0": 1, ".1": [".0": 2.5, ".1": ["a"]]],
            ]
        ) {
            let child = ChildCoordinator()
            let root = ExistentialCoordinator()
            root.classBound = child
            return (root, screen(OptionalsViewModel(), ownedBy: child))
        },
    ]
}

extension ClassShapeCorpus.ChildCoordinator: ClassShapeCorpus.Startable, ClassShapeCorpus.ClassStartable,
    ClassShapeCorpus.Finishing
{}
