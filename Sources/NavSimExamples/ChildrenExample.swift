import ChildrenApp
import NavSimSimulator

/// Seed 002 (a Korean note): `MainCoordinator` starts a child `AddCoordinator` that keeps
/// a weak `parentCoordinator`; the parent stores children in `childCoordinators` and
/// removes them in `childDidFinish`. Every view controller holds its coordinator weakly.
/// The app is UIKit code in Sources/ExampleApps/Children.
///
/// The variants are the ways this is written in real apps, five of them wrong.
enum ChildrenExample {
    static let example = AppDescription(
        name: "children",
        summary: "MainCoordinator with a child AddCoordinator, weak parentCoordinator, childDidFinish",
        origin: "seed 002",
        variants: [
            .init(
                name: "removedOnDisappear",
                summary: "the child is removed in its first screen's viewDidDisappear (the seed)",
                bug: "viewDidDisappear also fires when AddSecond is pushed on top: the child is removed while on screen"
            ),
            .init(
                name: "notStored", summary: "the child is started but never stored",
                bug: "with only weak references the child is deallocated at once; its buttons do nothing"),
            .init(
                name: "rootNotStored",
                summary: "the scene delegate keeps the root MainCoordinator in a local, not in a property",
                bug:
                    "nothing holds MainCoordinator once launch is over: Main is dead on arrival, its buttons do nothing"
            ),
            .init(
                name: "removedOnWillDisappear",
                summary: "the child is removed in viewWillDisappear when isMovingFromParent",
                bug: "a back swipe that is cancelled still removed the child: the flow is torn down"),
            .init(
                name: "neverRemoved", summary: "the child is stored and never removed",
                bug: "after the user goes back the child stays alive with no screen: a leak"),
            .init(
                name: "navigationDelegate",
                summary: "the parent removes the child when its first screen has left the stack (the fix)",
                bug: nil),
        ],
        make: { name in ChildrenApp.make(variant: name) })
}
