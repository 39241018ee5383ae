import NavSimCore
import NavSimUIKit

/// Generic classes, generic subclasses of non-generic ones and the reverse, generic
/// structs holding coordinators, and a generic view model.
extension ClassShapeCorpus {
    final class GenericCoordinator<Route> {
        var route: Route
        var children: [ChildCoordinator] = []
        init(route: Route) { self.route = route }
    }

    class BaseCoordinator {
        var children: [AnyObject] = []
    }

    final class RoutedCoordinator<Route>: BaseCoordinator {
        var route: Route?
    }

    final class HoldingCoordinator<Child: AnyObject> {
        let child: Child
        init(child: Child) { self.child = child }
    }

    struct Box<Value> {
        var value: Value
    }

    final class BoxCoordinator {
        var box: Box<ChildCoordinator>
        var nested: Box<Box<[ChildCoordinator]>>
        init(box: Box<ChildCoordinator>) {
            self.box = box
            nested = Box(value: Box(value: []))
        }
    }

    class Holder<Value> {
        var value: Value
        init(value: Value) { self.value = value }
    }

    final class ConcreteCoordinator: Holder<ChildCoordinator> {}

    final class ListViewModel<Item> {
        var title = "list"
        var items: [Item]
        init(items: [Item]) { self.items = items }
    }

    static let generics: [ClassShape] = [
        ClassShape("a generic coordinator", tree: held(by: "GenericCoordinator<String>")) {
            let child = ChildCoordinator()
            let root = GenericCoordinator(route: "home")
            root.children = [child]
            return (root, screen(ownedBy: child))
        },
        ClassShape("a generic subclass of a non-generic class", tree: held(by: "RoutedCoordinator<Int>")) {
            let child = ChildCoordinator()
            let root = RoutedCoordinator<Int>()
            root.children = [child]
            root.route = 3
            return (root, screen(ownedBy: child))
        },
        ClassShape("a child of a generic parameter's type", tree: held(by: "HoldingCoordinator<ChildCoordinator>")) {
            let child = ChildCoordinator()
            return (HoldingCoordinator(child: child), screen(ownedBy: child))
        },
        ClassShape(
            "children in generic structs",
            tree: [
                "BoxCoordinator", "ChildCoordinator < BoxCoordinator", "ChildCoordinator < BoxCoordinator",
                "screen < ChildCoordinator",
            ]
        ) {
            let child = ChildCoordinator()
            let root = BoxCoordinator(box: Box(value: child))
            root.nested.value.value = [ChildCoordinator()]
            return (root, screen(ownedBy: child))
        },
        ClassShape("a non-generic subclass of a generic class", tree: held(by: "ConcreteCoordinator")) {
            let child = ChildCoordinator()
            return (ConcreteCoordinator(value: child), screen(ownedBy: child))
        },
        ClassShape(
            "a generic view model", tree: held(by: "GenericCoordinator<Int>"),
            state: ["title": "list", "items": [1, 2]]
        ) {
            let child = ChildCoordinator()
            let root = GenericCoordinator(route: 1)
            root.children = [child]
            return (root, screen(ListViewModel(items: [1, 2]), ownedBy: child))
        },
    ]
}
