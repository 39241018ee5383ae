import NavSimCombine
import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import NavSimUIKit
import Testing

/// SwiftUI screens in a UIKit flow, as apps written since 2020 put them: each screen is a
/// `UIHostingController` of a view observing its view model; the coordinators live only in
/// the view models' closures (the scene delegate keeps the root one in a local). The leaky
/// variant's parent keeps every settings coordinator it starts.
@MainActor private final class HomeViewModel: ObservableObject {
    @Published var taps = 0
    var onSettings: (() -> Void)?
}

private struct HomeView: View {
    @ObservedObject var viewModel: HomeViewModel

    var body: some View {
        VStack {
            Text("Tapped \(viewModel.taps) times")
            Button("Add") { viewModel.taps += 1 }
            if viewModel.taps > 0 {
                Button("Settings") { viewModel.onSettings?() }
            }
        }
    }
}

@MainActor private final class SettingsViewModel: ObservableObject {
    @Published var notifications = false
    var onDone: (() -> Void)?
}

private struct SettingsView: View {
    @ObservedObject var viewModel: SettingsViewModel

    var body: some View {
        List {
            Toggle("Notifications", isOn: $viewModel.notifications)
            Button(action: { viewModel.onDone?() }) {
                HStack {
                    Image(systemName: "checkmark")
                    Text("Done").bold()
                }
            }
        }
    }
}

@MainActor private final class HomeCoordinator: Starting {
    let navigation: UINavigationController
    let keepsChildren: Bool
    var children: [SettingsCoordinator] = []

    init(navigation: UINavigationController, keepsChildren: Bool) {
        self.navigation = navigation
        self.keepsChildren = keepsChildren
    }

    func start() {
        let viewModel = HomeViewModel()
        viewModel.onSettings = { self.showSettings() }
        navigation.setViewControllers([UIHostingController(rootView: HomeView(viewModel: viewModel))], animated: false)
    }

    func showSettings() {
        let child = SettingsCoordinator(navigation: navigation)
        if keepsChildren { children.append(child) }
        child.start()
    }
}

@MainActor private final class SettingsCoordinator {
    let navigation: UINavigationController

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        let viewModel = SettingsViewModel()
        viewModel.onDone = { self.navigation.popViewController(animated: false) }
        navigation.pushViewController(
            UIHostingController(rootView: SettingsView(viewModel: viewModel)), animated: false)
    }
}

/// A coordinator that keeps its screen's view model and nothing else of the screen, whose
/// view model knows no coordinator: the screen is its coordinator's through the view model.
@MainActor private final class ProfileViewModel: ObservableObject {
    @Published var name = "Ada"
}

private struct ProfileView: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        Button("Rename") { viewModel.name = "Grace" }
    }
}

@MainActor private final class ProfileCoordinator: Starting {
    let navigation: UINavigationController
    let viewModel = ProfileViewModel()

    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        navigation.setViewControllers(
            [UIHostingController(rootView: ProfileView(viewModel: viewModel))], animated: false)
    }
}

/// A screen whose view model is named for what it controls (a public app's shape):
/// `@ObservedObject var controller: AuthController`.
@MainActor private final class AuthController: ObservableObject {
    @Published var attempts = 0
}

private struct AuthView: View {
    @ObservedObject var controller: AuthController

    var body: some View {
        Button("Sign in") { controller.attempts += 1 }
    }
}

@MainActor private final class AuthFlow: Starting {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() {
        navigation.setViewControllers(
            [UIHostingController(rootView: AuthView(controller: AuthController()))], animated: false)
    }
}

/// A view of the app's own whose body is `Never`, as SwiftUI's primitive views declare theirs.
private struct Placeholder: View {
    var body: Never { fatalError("SwiftUI never asks a Never body either") }
}

@MainActor private final class PlaceholderCoordinator: Starting {
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func start() { navigation.setViewControllers([UIHostingController(rootView: Placeholder())], animated: false) }
}

@Suite @MainActor struct HostingFlowTests {
    static func app(keepsChildren: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate { HomeCoordinator(navigation: $0, keepsChildren: keepsChildren).started() }
        })
    }

    @Test func swiftUIScreensHaveTheirOwnersStatesAndButtons() {
        let store = NavigationTestStore(exhaustive: false) { Self.app(keepsChildren: false) }
        store.launch()
        let buttons = {
            store.availableInputs.compactMap { input -> String? in
                guard case .userTapped(_, let action, _) = input else { return nil }
                return action
            }
        }
        #expect(buttons() == ["Add"], "the body shows no Settings button before a tap")
        store.tap("Add")
        #expect(buttons() == ["Add", "Settings"])
        store.tap("Settings")
        store.tap("Notifications", argument: true)
        store.tap("Done")
        let lives = store.events.map(\.description).filter {
            $0.hasPrefix("coordinator") || $0.hasPrefix("screenCreated") || $0.hasPrefix("viewModelState")
                || $0.hasPrefix("userTapped")
        }
        #expect(
            lives == [
                "coordinatorCreated c1 HomeCoordinator", "coordinatorStarted c1",
                #"screenCreated s1 Home by c1 state {"taps":0}"#,
                "userTapped Add on s1", #"viewModelStateChanged s1 to {"taps":1}"#,
                "userTapped Settings on s1", "coordinatorCreated c2 SettingsCoordinator", "coordinatorStarted c2",
                #"screenCreated s2 Settings by c2 state {"notifications":false}"#,
                "userTapped Notifications on s2 with true", #"viewModelStateChanged s2 to {"notifications":true}"#,
                "userTapped Done on s2", "coordinatorDeallocated c2",
            ])
    }

    @Test func explorationFindsTheSettingsCoordinatorKeptAndProvesTheFixedFlow() {
        let leaky = SystematicExploration(depth: 4) { Self.app(keepsChildren: true) }.run()
        #expect(
            leaky.findings.first?.message
                == "SettingsCoordinator#2 has no screen left on screen but is still alive: leaked")
        #expect(leaky.findings.first?.inputs.count == 3)
        let fixed = SystematicExploration(depth: 4) { Self.app(keepsChildren: false) }.run()
        #expect(fixed.findings.isEmpty && fixed.isProof)
    }

    @Test func aCoordinatorThatKeepsTheScreensViewModelOwnsTheScreen() {
        let store = NavigationTestStore(exhaustive: false) {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) { ProfileCoordinator(navigation: $0).started() }
            })
        }
        store.launch()
        store.tap("Rename")
        let owners = store.events.map(\.description).filter {
            $0.hasPrefix("screenCreated") || $0.hasPrefix("ownerFound") || $0.hasPrefix("coordinatorStarted")
        }
        #expect(
            owners == [
                #"screenCreated s1 Profile by none state {"name":"Ada"}"#, "coordinatorStarted c1",
                "ownerFound s1 by c1", "ownerFound k1 by c1",
            ])
    }

    /// An observed object of any name is the screen's view model: its state is recorded, and
    /// a tap that changes it is no dead input.
    @Test func theObjectAViewObservesIsItsViewModelWhateverItsName() {
        let store = NavigationTestStore(exhaustive: false) {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) { AuthFlow(navigation: $0).started() }
            })
        }
        store.launch()
        store.tap("Sign in")
        let states = store.events.map(\.description).filter {
            $0.hasPrefix("screenCreated") || $0.hasPrefix("viewModelState")
        }
        #expect(
            states == [
                #"screenCreated s1 Auth by none state {"attempts":0}"#,
                #"viewModelStateChanged s1 to {"attempts":1}"#,
            ])
    }

    @Test func aViewWhoseBodyIsNeverDrawsNothingAndIsNeverAskedForIt() {
        let store = NavigationTestStore(exhaustive: false) {
            NavSimApp(sceneDelegate: {
                NavigationSceneDelegate(keepingRoot: true) { PlaceholderCoordinator(navigation: $0).started() }
            })
        }
        store.launch()
        #expect(store.events.map(\.description).contains("screenCreated s1 Placeholder by none state null"))
        #expect(!store.availableInputs.contains { if case .userTapped = $0 { true } else { false } })
    }
}
