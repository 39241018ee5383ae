import LoginApp
import NavSimSimulator

/// Seed 000 (a Russian note after codeswift.ru): the coordinator creates each screen and
/// its ViewModel, injects the `authApi` service, and the ViewModel navigates through a
/// `LoginNavigator` protocol, so it knows no coordinator. `goToLogin` replaces the stack,
/// so Login becomes the root: a cancel that pops has nothing to pop. The seed's protocol
/// declares `var parentCoordinator: Coordinator?`, and is not class-bound, so the classes
/// keep their parent strongly: once a child flow has children of its own, they hold each
/// other and outlive the flow. The seed presents nothing and sets no presentation style;
/// the example's sign-in scene is presented full screen, except in `pageSheet`, which
/// leaves UIKit's default as the seed's code would. The app is UIKit code in
/// Sources/ExampleApps/Login.
enum LoginExample {
    static let example = AppDescription(
        name: "login", summary: "AppCoordinator builds Main, then Login with an injected authApi; setViewControllers",
        origin: "seed 000",
        variants: [
            .init(
                name: "navigator",
                summary: "ViewModels navigate through the LoginNavigator protocol (the seed's improvement)", bug: nil),
            .init(
                name: "popOnCancel", summary: "Login's cancel pops, as if Login had been pushed",
                bug: "setViewControllers made Login the root: UIKit ignores the pop and cancel does nothing"),
            .init(
                name: "strongParent",
                summary: "Login runs in a child AuthCoordinator and its child LoginCoordinator, each with the "
                    + "seed's strong var parentCoordinator",
                bug:
                    "AuthCoordinator and LoginCoordinator hold each other: after cancel both outlive their flow, leaked"
            ),
            .init(
                name: "weakParent",
                summary: "as strongParent, with weak parent references (the fix)", bug: nil),
            .init(
                name: "pageSheet",
                summary: "as weakParent, with the sign-in scene presented in the default style, as the seed sets "
                    + "none: a page sheet",
                bug: "a swipe down dismisses the scene without cancel: AuthCoordinator stays in the app "
                    + "coordinator's children, and LoginCoordinator in its, with nothing on screen"),
        ],
        make: { variant in LoginApp.make(variant: variant) })
}
