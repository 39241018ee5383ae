import LoginApp
import NavSimSimulator

/// Seed 000 (a Russian note after codeswift.ru): the coordinator creates each screen and
/// its ViewModel, injects the `authApi` service, and the ViewModel navigates through a
/// `LoginNavigator` protocol, so it knows no coordinator. `goToLogin` replaces the stack,
/// so Login becomes the root: a cancel that pops has nothing to pop. The app is UIKit code
/// in Sources/ExampleApps/Login.
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
        ],
        make: { variant in LoginApp.make(variant: variant) })
}
