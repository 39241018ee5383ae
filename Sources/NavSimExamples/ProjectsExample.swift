import NavSimSimulator
import ProjectsApp

/// Seed 003 (an English README): coordinators built from a services container holding a
/// `Router` and providers; children stored by name in `childCoordinators: [String: Any]`;
/// `onComplete` set automatically by `push(coordinator:)` and `present(coordinator:)`.
/// The app is UIKit code in `Sources/ExampleApps/Projects`.
///
/// `onComplete` only runs when a child completes itself. A pushed child whose screen the
/// user leaves with the back button, or a presented one whose sheet the user swipes away, is
/// never removed, unless the router watches pops and swipes.
enum ProjectsExample {
    static let example = AppDescription(
        name: "projects", summary: "Services container with a Router; AddProject presented modally and completed",
        origin: "seed 003",
        variants: [
            .init(
                name: "seed", summary: "onComplete runs only when a child completes itself (the seed)",
                bug: "back from ProjectDetails, or swiping the AddProject sheet away, never removes its "
                    + "coordinator (a leak); the add link while adding is refused by UIKit and replaces the "
                    + "AddProject child, orphaning its screen"),
            .init(
                name: "routerTracksPops",
                summary: "the router also completes a child whose screen was popped or whose sheet was swiped away; "
                    + "an add link that comes while adding waits and opens AddProject again when the first is dismissed",
                bug: nil),
        ],
        make: { variant in ProjectsApp.make(variant: variant) })
}
