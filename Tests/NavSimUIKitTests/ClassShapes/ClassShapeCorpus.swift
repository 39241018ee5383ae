import NavSimCore
import NavSimUIKit

/// The fixed corpus of class shapes the fuzz suite walks: coordinators, view models and
/// screens of unusual shapes, each in an app of its own (``ClassShape``).
///
/// In most shapes the scene delegate keeps a root coordinator that holds a
/// ``ChildCoordinator`` in the shape's way, and the child owns the screen (it keeps it
/// weakly, as coordinators do).
enum ClassShapeCorpus {
    static let all: [ClassShape] =
        generics + foundation + enums + existentials + closures + references + storage
        + values

    /// A coordinator that owns the screen it keeps weakly.
    final class ChildCoordinator {
        weak var screen: UIViewController?
    }

    /// The view model of the shapes whose view model is not what they are about.
    final class PlainViewModel {
        var title = "shape"
    }

    /// A screen with the view model `viewModel`, owned by `child`.
    @MainActor
    static func screen(_ viewModel: some Any, ownedBy child: ChildCoordinator) -> UIViewController {
        let screen = ShapeScreen(viewModel)
        child.screen = screen
        return screen
    }

    /// A screen with a ``PlainViewModel``, owned by `child`.
    @MainActor
    static func screen(ownedBy child: ChildCoordinator) -> UIViewController {
        screen(PlainViewModel(), ownedBy: child)
    }

    /// The tree of a shape whose root coordinator `root` holds the child that owns the screen.
    static func held(by root: String) -> [String] {
        [root, "ChildCoordinator < \(root)", "screen < ChildCoordinator"]
    }
}
