import NavSimSimulator
import WelcomeApp

/// Seed 001 (an English README): coordinators built with `init(input:actions:)` from an
/// `Input` struct (the navigation controller) and an `Output` struct of action closures,
/// and a default `dismiss()` that calls `fatalError`.
///
/// The seed never stores child coordinators. What keeps one alive is its ViewModel's
/// strong `delegate`: a coordinator lives exactly as long as its screen is in the stack,
/// and a coordinator that keeps the default `dismiss()` crashes when asked to go back.
/// Home tells its parent `controllerDismissed` only from its own back button; the app
/// declares that every Home flow ends with it (an output rule, `homeTellsParent`), which
/// the system back button and the back swipe break. The app is UIKit code in
/// Sources/ExampleApps/Welcome.
enum WelcomeExample {
    static let example = AppDescription(
        name: "welcome", summary: "Welcome → Home → Details with Input/Output coordinators and a default dismiss()",
        origin: "seed 001",
        variants: [
            .init(
                name: "seed",
                summary: "DetailsCoordinator keeps the default dismiss(), and Home tells its parent only from its "
                    + "own back button, as in the seed",
                bug: "Details' back button calls the default dismiss(), which is fatalError: the app crashes; "
                    + "Home left with the system back button or swipe never tells its parent controllerDismissed"),
            .init(
                name: "fixed",
                summary: "DetailsCoordinator implements dismiss() by popping; Home tells its parent once it has left "
                    + "the stack (didMove(toParent: nil)), whichever way",
                bug: nil),
        ],
        make: { variant in WelcomeApp.make(variant: variant) })
}
