import NavSimCore
import NavSimUIKit

/// Enums with payloads: a class payload, indirect cases, several payloads, existential
/// payloads, optionals of enums, and an enum in a view model.
extension ClassShapeCorpus {
    enum Route {
        case none
        case child(ChildCoordinator)
    }

    indirect enum Flow {
        case end
        case step(ChildCoordinator, next: Flow)
    }

    enum Phase {
        case idle
        case loading(Int)
        case running(ChildCoordinator, label: String)
        case failed(any Error)
    }

    enum Erased {
        case held(any Startable)
        case objects([AnyObject])
    }

    final class EnumCoordinator {
        var route = Route.none
        var flow = Flow.end
        var phase = Phase.idle
        var erased: Erased?
        var optionalRoute: Route?
    }

    enum Progress {
        case idle
        case loading(progress: Double)
        case done(String, count: Int)
    }

    final class EnumViewModel {
        var progress = Progress.loading(progress: 0.5)
        var done = Progress.done("ok", count: 2)
        var idle = Progress.idle
    }

    static let enums: [ClassShape] = [
        ClassShape("a class payload", tree: held(by: "EnumCoordinator")) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.route = .child(child)
            return (root, screen(ownedBy: child))
        },
        ClassShape(
            "an indirect enum's payloads",
            tree: [
                "EnumCoordinator", "ChildCoordinator < EnumCoordinator", "ChildCoordinator < EnumCoordinator",
                "screen < ChildCoordinator",
            ]
        ) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.flow = .step(child, next: .step(ChildCoordinator(), next: .end))
            return (root, screen(ownedBy: child))
        },
        ClassShape("a payload beside a label in a multi-payload enum", tree: held(by: "EnumCoordinator")) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.phase = .running(child, label: "run")
            return (root, screen(ownedBy: child))
        },
        ClassShape("an existential payload", tree: held(by: "EnumCoordinator")) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.erased = .held(child)
            return (root, screen(ownedBy: child))
        },
        ClassShape("an array of objects in a payload of an optional enum", tree: held(by: "EnumCoordinator")) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.erased = .objects([child])
            return (root, screen(ownedBy: child))
        },
        ClassShape("an optional enum", tree: held(by: "EnumCoordinator")) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.optionalRoute = .child(child)
            return (root, screen(ownedBy: child))
        },
        ClassShape(
            "enums in a view model", tree: held(by: "EnumCoordinator"),
            state: [
                "progress": ["loading": ["progress": 0.5]], "done": ["done": [".0": "ok", "count": 2]], "idle": "idle",
            ]
        ) {
            let child = ChildCoordinator()
            let root = EnumCoordinator()
            root.route = .child(child)
            return (root, screen(EnumViewModel(), ownedBy: child))
        },
    ]
}
