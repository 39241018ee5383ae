import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A settings flow in a `NavigationStack(path:)`: a link by value appends to the path, a
/// button deep-links two screens at once, a pushed screen pops to the root by emptying the
/// path, and the root shows how deep the path is, so the test reads the path the user's back
/// left.
private enum Setting: Hashable {
    case account, privacy
}

private struct SettingsView: View {
    @State private var path: [Setting] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("depth \(path.count)")
                NavigationLink("Account", value: Setting.account)
                Button("Privacy of account") { path = [.account, .privacy] }
            }
            .navigationDestination(for: Setting.self) { setting in SettingView(setting: setting, path: $path) }
        }
    }
}

private struct SettingView: View {
    let setting: Setting
    @Binding var path: [Setting]

    var body: some View {
        VStack {
            if setting == .account { NavigationLink("Privacy", value: Setting.privacy) }
            Button("Done") { path.removeAll() }
        }
        .navigationTitle("\(setting)")
    }
}

/// The same flow with a type-erased `NavigationPath`.
private struct ErasedSettingsView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Privacy of account") {
                path.append(Setting.account)
                path.append(Setting.privacy)
            }
            .navigationDestination(for: Setting.self) { setting in SettingView(setting: setting, path: .constant([])) }
        }
    }
}

@Suite @MainActor struct HostingPathTests {
    /// The navigation controller the app shows its root view in.
    private static weak var navigation: UINavigationController?

    private func store(_ root: @escaping @MainActor () -> some View) -> NavigationTestStore {
        RootViewCoordinator.store { navigation in
            Self.navigation = navigation
            return root()
        }
    }

    /// The settings the screens on the stack show, the root as "root".
    private var titles: [String] {
        Self.navigation?.viewControllers.map { controller in
            (controller as? UIHostingController<SettingView>).map { "\($0.rootView.setting)" } ?? "root"
        } ?? []
    }

    /// What the root view's text says of the path.
    private var depth: String? {
        func text(in view: UIView) -> String? {
            (view as? UILabel)?.text ?? view.subviews.lazy.compactMap(text(in:)).first
        }
        return Self.navigation?.viewControllers.first.flatMap { text(in: $0.view) }
    }

    @Test func aLinkByValueAppendsToThePathAndBackRemovesIt() {
        let store = store { SettingsView() }
        store.launch()
        store.skipEvents()
        store.tap("Account")
        store.expectEvents([
            "userTapped Account on s1",
            "screenCreated s2 Setting by none state null",
            "pushed s2 onto k1",
            "viewDidLoad s2",
            "viewWillDisappear s1",
            "viewWillAppear s2",
            #"viewModelStateChanged s1 to {"@State":{"SettingsView.path":["account"]}}"#,
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s2",
        ])
        store.tap("Privacy")
        store.skipEvents()
        #expect(titles == ["root", "account", "privacy"])
        #expect(depth == "depth 2")
        // The user's back pops the top screen: the path loses its last value.
        store.tapBack()
        store.skipEvents()
        #expect(titles == ["root", "account"])
        #expect(depth == "depth 1")
        store.swipeBack()
        store.skipEvents()
        #expect(titles == ["root"])
        #expect(depth == "depth 0")
    }

    @Test func settingThePathPushesEachValueAndEmptyingItPopsToTheRoot() {
        let store = store { SettingsView() }
        store.launch()
        store.skipEvents()
        store.tap("Privacy of account")
        store.expectEvents([
            "userTapped Privacy of account on s1",
            "screenCreated s2 Setting by none state null",
            "pushed s2 onto k1",
            "screenCreated s3 Setting by none state null",
            "pushed s3 onto k1",
            "viewDidLoad s3",
            "viewWillDisappear s1",
            "viewWillAppear s3",
            #"viewModelStateChanged s1 to {"@State":{"SettingsView.path":["account","privacy"]}}"#,
            "animationsEnded",
            "viewDidDisappear s1",
            "viewDidAppear s3",
        ])
        #expect(titles == ["root", "account", "privacy"])
        store.tap("Done")
        store.expectEvents([
            "userTapped Done on s3",
            "poppedTo s1 in k1",
            "viewWillDisappear s3",
            "viewWillAppear s1",
            #"viewModelStateChanged s1 to {"@State":{"SettingsView.path":[]}}"#,
            "animationsEnded",
            "viewDidDisappear s3",
            "viewDidAppear s1",
            // Nothing keeps a screen the path no longer shows.
            "screenDeallocated s2",
            "screenDeallocated s3",
        ])
        #expect(titles == ["root"])
        #expect(depth == "depth 0")
        store.expectOutline(
            """
            step 35
            w1
              root k1 Navigation
                s1 Settings [appeared] {"@State":{"SettingsView.path":[]}}
            coordinators
              c1 RootViewCoordinator<SettingsView> (started) screens: s1 containers: k1
            """)
    }

    @Test func aTypeErasedPathPushesItsValues() {
        let store = store { ErasedSettingsView() }
        store.launch()
        store.skipEvents()
        store.tap("Privacy of account")
        store.skipEvents()
        #expect(titles == ["root", "account", "privacy"])
    }
}
