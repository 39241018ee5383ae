import NavSimCore
import NavSimUIKit

/// Weak, `unowned` and `unowned(unsafe)` references, cycles, and deep inheritance.
extension ClassShapeCorpus {
    final class ParentCoordinator {
        var children: [AnyObject] = []
    }

    final class UnownedChildCoordinator {
        unowned let parent: ParentCoordinator
        unowned(unsafe) let unsafeParent: ParentCoordinator
        unowned var optionalParent: ParentCoordinator?
        weak var screen: UIViewController?
        init(parent: ParentCoordinator) {
            self.parent = parent
            unsafeParent = parent
            optionalParent = parent
        }
    }

    final class CyclicChildCoordinator {
        var parent: ParentCoordinator?
        var onFinish: () -> Void = {}
        weak var screen: UIViewController?
    }

    /// A coordinator whose optional `unowned` references outlive their objects, which the
    /// app never reads again.
    final class DanglingCoordinator {
        var children: [ChildCoordinator] = []
        unowned var gone: ChildCoordinator?
        unowned(unsafe) var unsafeGone: ChildCoordinator?
    }

    struct Dependencies {
        var name = "dependencies"
        unowned let coordinator: ChildCoordinator
        unowned(unsafe) let unsafeCoordinator: ChildCoordinator
    }

    final class DependenciesViewModel {
        var title = "shape"
        var dependencies: Dependencies
        init(dependencies: Dependencies) { self.dependencies = dependencies }
    }

    class Level0 { var level0 = 0 }
    class Level1: Level0 { var level1 = 1 }
    class Level2: Level1 { weak var level2: ChildCoordinator? }
    class Level3: Level2 { var level3: [ChildCoordinator] = [] }
    class Level4: Level3 { var level4 = "4" }
    class Level5: Level4 { var level5: Any = 5 }
    class Level6: Level5 { var level6: (Int, Int) = (6, 6) }
    class Level7: Level6 { weak var level7: UIViewController? }
    class Level8: Level7 { var level8: Double = 8 }
    final class DeepCoordinator: Level8 { var level9: ChildCoordinator? }

    class ViewModel0 { var a = 0 }
    class ViewModel1: ViewModel0 { var b = 1 }
    class ViewModel2: ViewModel1 { var c = "2" }
    class ViewModel3: ViewModel2 { weak var coordinator: ChildCoordinator? }
    class ViewModel4: ViewModel3 { var d: [Int] = [4] }
    class ViewModel5: ViewModel4 { var e: Int? }
    class ViewModel6: ViewModel5 { var f = true }
    class ViewModel7: ViewModel6 { var g: Double = 7.5 }
    class ViewModel8: ViewModel7 { var h = ["8": 8] }
    final class DeepViewModel: ViewModel8 { var i = "9" }

    static let references: [ClassShape] = [
        ClassShape(
            "unowned and unowned(unsafe) parents",
            tree: [
                "ParentCoordinator", "UnownedChildCoordinator < ParentCoordinator", "screen < UnownedChildCoordinator",
            ]
        ) {
            let root = ParentCoordinator()
            let child = UnownedChildCoordinator(parent: root)
            root.children = [child]
            let shown = ShapeScreen(PlainViewModel())
            child.screen = shown
            return (root, shown)
        },
        ClassShape(
            "a strong cycle of a child and its parent",
            tree: [
                "ParentCoordinator", "CyclicChildCoordinator < ParentCoordinator", "screen < CyclicChildCoordinator",
            ]
        ) {
            let root = ParentCoordinator()
            let child = CyclicChildCoordinator()
            child.parent = root
            child.onFinish = { root.children.removeAll { $0 === child } }
            root.children = [child, root]
            let shown = ShapeScreen(PlainViewModel())
            child.screen = shown
            return (root, shown)
        },
        ClassShape("unowned references whose objects are gone", tree: held(by: "DanglingCoordinator")) {
            let child = ChildCoordinator()
            let root = DanglingCoordinator()
            root.children = [child]
            do {
                let gone = ChildCoordinator()
                root.gone = gone
                root.unsafeGone = gone
            }
            return (root, screen(ownedBy: child))
        },
        ClassShape(
            "unowned references whose objects are gone in a view model's struct", tree: held(by: "ParentCoordinator"),
            state: ["title": "shape", "dependencies": ["name": "dependencies"]]
        ) {
            let child = ChildCoordinator()
            let root = ParentCoordinator()
            root.children = [child]
            let viewModel: DependenciesViewModel
            do {
                let gone = ChildCoordinator()
                viewModel = DependenciesViewModel(
                    dependencies: Dependencies(coordinator: gone, unsafeCoordinator: gone))
            }
            return (root, screen(viewModel, ownedBy: child))
        },
        ClassShape(
            "ten levels of inheritance",
            tree: ["DeepCoordinator", "ChildCoordinator < DeepCoordinator", "screen < ChildCoordinator"],
            state: [
                "a": 0, "b": 1, "c": "2", "d": [4], "e": .null, "f": true, "g": 7.5, "h": ["8": 8], "i": "9",
            ]
        ) {
            let child = ChildCoordinator()
            let root = DeepCoordinator()
            root.level3 = [child]
            root.level2 = child
            let viewModel = DeepViewModel()
            viewModel.coordinator = child
            return (root, screen(viewModel, ownedBy: child))
        },
        ClassShape(
            "a child held at the last of ten levels",
            tree: ["DeepCoordinator", "ChildCoordinator < DeepCoordinator", "screen < DeepCoordinator"]
        ) {
            let root = DeepCoordinator()
            root.level9 = ChildCoordinator()
            let shown = ShapeScreen(PlainViewModel())
            root.level7 = shown
            return (root, shown)
        },
    ]
}
