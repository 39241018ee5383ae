import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

@MainActor private final class ProfileViewModel: ObservableObject {
    @Published var password = ""
    @Published var age = 18.0
    @Published var log: [String] = []
}

/// A button style of the app's own: kept, never asked for its body.
private struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
}

/// A modifier of the app's own that adds a button under the view it modifies.
private struct HelpFooter: ViewModifier {
    let onHelp: () -> Void
    func body(content: Content) -> some View {
        VStack {
            content
            Button("Help") { onHelp() }
        }
    }
}

/// A profile screen made of the SwiftUI surface real apps use: every control is an input,
/// whatever layer or modifier it sits in; a drag is not.
private struct ProfileView: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        ScrollViewReader { proxy in
            List {
                SecureField("Password", text: $viewModel.password)
                Slider(value: $viewModel.age, in: 18...100, step: 1) { editing in
                    viewModel.log.append("editing \(editing)")
                } label: {
                    Text("Age")
                }
                Button(action: { proxy.scrollTo(0) }) { Label("Top", systemImage: "arrow.up") }
                    .buttonStyle(.borderedProminent)
                Button("Styled") { viewModel.log.append("styled") }.buttonStyle(CapsuleButtonStyle())
                Text("Card")
                    .gesture(DragGesture().onChanged { _ in viewModel.log.append("dragged") })
                    .overlay(Button("Badge") { viewModel.log.append("badge") }, alignment: .topTrailing)
                    .background { Button("Behind") { viewModel.log.append("behind") } }
                    .modifier(HelpFooter { viewModel.log.append("help") })
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView().progressViewStyle(.circular).scaleEffect(2)
                }
                .clipped()
            }
            .listStyle(PlainListStyle())
            .listRowSeparator(.hidden)
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            .refreshable { await MainActor.run { viewModel.log.append("refreshed") } }
            .safeAreaInset(edge: .bottom) { Button("Save") { viewModel.log.append("saved") } }
            .navigationBarTitleDisplayMode(.inline)
            .foregroundStyle(.purple, .brown, Color(UIColor.red))
        }
    }
}

private final class ProfileSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let viewModel = ProfileViewModel()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UIHostingController(rootView: ProfileView(viewModel: viewModel))
        window?.makeKeyAndVisible()
    }
}

@MainActor private final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var log: [String] = []
    let messages = PassthroughSubject<String, Never>()
    var onLeave: () -> Void = {}
}

/// A counter that watches its count with each form of `onChange` and receives messages.
private struct CounterView: View {
    @ObservedObject var viewModel: CounterViewModel

    var body: some View {
        VStack {
            Text("\(viewModel.count)")
            Button("Add") { viewModel.count += 1 }
            Button("Same") { viewModel.count += 0 }
            Button("Send") { viewModel.messages.send("hello") }
            Button("Leave") { viewModel.onLeave() }
        }
        .onChange(of: viewModel.count) { viewModel.log.append("perform \($0)") }
        .onChange(of: viewModel.count) { old, new in viewModel.log.append("\(old) to \(new)") }
        .onChange(of: viewModel.count, initial: true) { viewModel.log.append("initial or changed") }
        .onReceive(viewModel.messages) { viewModel.log.append("received \($0)") }
    }
}

private final class CounterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let viewModel = CounterViewModel()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController()
        viewModel.onLeave = { navigation.pushViewController(UIViewController(), animated: false) }
        viewModel.log.append("launched")
        navigation.setViewControllers(
            [UIHostingController(rootView: CounterView(viewModel: viewModel))], animated: false)
        window = UIWindow(windowScene: scene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }
}

@Suite @MainActor struct HostingSurfaceTests {
    private static func taps(_ inputs: [NavigationEvent]) -> [String] {
        inputs.compactMap { input in
            guard case .userTapped(_, let action, let argument) = input else { return nil }
            return argument == .null ? action : "\(action) \(argument)"
        }
    }

    @Test func everyLayerAndModifierOffersItsControlsAndADragIsNotOffered() {
        let delegate = ProfileSceneDelegate()
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { delegate }) }
        store.launch()
        #expect(
            Self.taps(store.availableInputs) == [
                "Password \"Password\"", "Password \"\"", "Age 100", "Top", "Styled", "Badge", "Behind", "Help",
                "refresh", "Save",
            ])
    }

    @Test func aSecureFieldIsATextFieldWithSecureEntry() {
        let delegate = ProfileSceneDelegate()
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { delegate }) }
        store.launch()
        func fields(in view: UIView) -> [UITextField] {
            ((view as? UITextField).map { [$0] } ?? []) + view.subviews.flatMap(fields)
        }
        let drawn = delegate.window?.rootViewController?.viewIfLoaded.map(fields) ?? []
        #expect(drawn.map(\.placeholder) == ["Password"])
        #expect(drawn.map(\.isSecureTextEntry) == [true])
    }

    @Test func aSecureFieldTypesASliderMovesOnItsStepsAndAPullRefreshes() {
        let delegate = ProfileSceneDelegate()
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { delegate }) }
        store.launch()
        store.tap("Password", argument: "secret")
        store.tap("Age", argument: 42.6)
        store.tap("Badge")
        store.tap("Help")
        store.tap("refresh")
        #expect(delegate.viewModel.password == "secret")
        #expect(delegate.viewModel.age == 43)
        #expect(delegate.viewModel.log == ["editing true", "editing false", "badge", "help", "refreshed"])
    }

    @Test func onChangeRunsEachFormWhenTheValueChangesAndOnReceiveRunsForEachValue() {
        let delegate = CounterSceneDelegate()
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { delegate }) }
        store.launch()
        #expect(delegate.viewModel.log == ["launched", "initial or changed"])
        store.tap("Same")
        store.tap("Add")
        store.tap("Send")
        #expect(
            delegate.viewModel.log == [
                // In drawing order: the outermost modifier first.
                "launched", "initial or changed", "initial or changed", "0 to 1", "perform 1", "received hello",
            ])
    }

    @Test func aViewThatDisappearedReceivesNothing() {
        let delegate = CounterSceneDelegate()
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: { delegate }) }
        store.launch()
        store.tap("Leave")
        delegate.viewModel.messages.send("unseen")
        #expect(delegate.viewModel.log == ["launched", "initial or changed"])
    }
}
