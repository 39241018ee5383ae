import NavSimCore
import NavSimUIKit

/// Closures held by coordinators, capturing structs, enums, existentials, other closures,
/// generic values, captured `var`s, tuples and `Any`, weakly and strongly.
extension ClassShapeCorpus {
    final class ClosureCoordinator {
        var handler: () -> Void = {}
        var optionalHandler: (() -> Void)?
        var handlers: [String: () -> Void] = [:]
        var erased: Any = 0
        var transform: (Int) -> Int = { $0 }
    }

    /// A closure capturing `value` and nothing else, made by a generic function.
    static func capturing<Value>(_ value: Value) -> () -> Void { { _ = value } }

    static let closures: [ClassShape] = [
        ClassShape("a closure capturing a struct", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            let route = LargeRoute(child: child)
            root.handler = { _ = route.a }
            return (root, screen(ownedBy: child))
        },
        ClassShape("a closure capturing an enum", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            let route = Route.child(child)
            root.handler = { _ = route }
            return (root, screen(ownedBy: child))
        },
        ClassShape("a closure capturing an existential", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            let startable: any Startable = child
            let count = 2
            root.handler = { _ = (count, startable) }
            return (root, screen(ownedBy: child))
        },
        ClassShape("a closure capturing a closure", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            let inner = { _ = child.screen }
            let label = "outer"
            root.handler = {
                inner()
                _ = label
            }
            return (root, screen(ownedBy: child))
        },
        ClassShape("a generic closure", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            root.handler = capturing(SmallRoute(child: child))
            return (root, screen(ownedBy: child))
        },
        ClassShape("a captured var's box", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            var current: ChildCoordinator? = child
            root.optionalHandler = { current = current ?? nil }
            return (root, screen(ownedBy: child))
        },
        ClassShape("a closure capturing a tuple and Any", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            let pair = (1, child)
            let any: Any = [child]
            root.handlers = ["a": { _ = (pair, any) }]
            return (root, screen(ownedBy: child))
        },
        ClassShape("a closure in Any", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            let handler: () -> Void = { _ = child }
            root.erased = handler
            return (root, screen(ownedBy: child))
        },
        ClassShape("a closure with arguments capturing weakly and strongly", tree: held(by: "ClosureCoordinator")) {
            let child = ChildCoordinator()
            let other = ChildCoordinator()
            let root = ClosureCoordinator()
            root.transform = { [weak other] in $0 + (other == nil ? 0 : 1) + (child.screen == nil ? 0 : 1) }
            return (root, screen(ownedBy: child))
        },
        ClassShape("a coordinator captured only weakly is not held", tree: ["ClosureCoordinator", "screen"]) {
            let child = ChildCoordinator()
            let root = ClosureCoordinator()
            root.handler = { [weak child] in _ = child }
            return (root, screen(ownedBy: child))
        },
    ]
}
