import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

// This file imports neither NavSimUIKit nor OpenCombine: NavSimSwiftUI re-exports both, as
// SwiftUI re-exports UIKit and Combine, so `UINavigationController`, `ObservableObject` and
// `@Published` below come through it.

@MainActor private final class GalleryViewModel: ObservableObject {
    @Published var likes = 0
    @Published var name = ""
    var onDone: (() -> Void)?
}

/// A paged onboarding-like screen: a loading image, a spinner, shapes, colors and style
/// modifiers, and the controls a user reaches by swiping through the pages.
private struct GalleryView: View {
    @ObservedObject var viewModel: GalleryViewModel

    var body: some View {
        TabView {
            VStack {
                ProgressView("Loading")
                AsyncImage(url: URL(string: "https://example.com/cat.png")) { phase in
                    switch phase {
                    case .empty: ProgressView()
                    case .success(let image): image.resizable().scaledToFit()
                    case .failure: Button("Retry") {}
                    }
                }
                .clipShape(Circle())
                .id(viewModel.likes)
            }
            .tag(0)
            Button("Like") { viewModel.likes += 1 }
                .font(.title2)
                .background(Color.black.opacity(0.1))
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .tag(1)
            TextField("Name", text: $viewModel.name).textFieldStyle(.roundedBorder)
            HStack {
                Button("Done") { viewModel.onDone?() }
                Button(action: { viewModel.likes += 1 }) { Image(systemName: "heart") }
            }
            .tag(2)
        }
        .tabViewStyle(PageTabViewStyle())
        .background(Color.gray.ignoresSafeArea(.all))
    }
}

private struct GalleryView_Previews: PreviewProvider {
    static var previews: some View { GalleryView(viewModel: GalleryViewModel()) }
}

private final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController()
        let viewModel = GalleryViewModel()
        viewModel.onDone = { navigation.pushViewController(UIViewController(), animated: false) }
        navigation.setViewControllers(
            [UIHostingController(rootView: GalleryView(viewModel: viewModel))], animated: false)
        window = UIWindow(windowScene: scene)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }
}

@Suite @MainActor struct HostingViewsTests {
    @Test func everyPageIsOfferedAndAnImageThatNeverLoadsOffersNoRetry() {
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: GallerySceneDelegate.init) }
        store.launch()
        let controls = store.availableInputs.compactMap { input -> String? in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
        // Every page's controls (the text field twice: typing its placeholder, and clearing it),
        // and no Retry: the image is always loading. A button whose label is an image is named
        // by the image.
        #expect(controls == ["Like", "Name", "Name", "Done", "heart"])
        store.tap("Like")
        store.tap("Name", argument: "Tom")
        #expect(store.state.screens.values.map(\.state) == [["likes": 1, "name": "Tom"]])
        store.tap("Done")
        #expect(store.state.screens.count == 2, "Done on the last page pushed a screen")
    }
}

@MainActor private final class FilterViewModel: ObservableObject {
    @Published var color = "Red"
    @Published var maximum = 400
    @Published var shares = 0
}

/// A UIKit button in SwiftUI, its action kept by its coordinator.
private struct ShareButton: UIViewRepresentable {
    let onShare: () -> Void

    final class Coordinator {
        let onShare: () -> Void
        init(onShare: @escaping () -> Void) { self.onShare = onShare }
    }

    func makeCoordinator() -> Coordinator { Coordinator(onShare: onShare) }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: .system)
        let coordinator = context.coordinator
        button.addAction(UIAction { _ in coordinator.onShare() }, for: .touchUpInside)
        return button
    }

    func updateUIView(_ uiView: UIButton, context: Context) { uiView.setTitle("Share", for: .normal) }
}

/// A UIKit controller in SwiftUI: compiled, drawn as nothing.
private struct MapView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

private struct FilterView: View {
    @ObservedObject var viewModel: FilterViewModel

    var body: some View {
        VStack {
            Picker("Color", selection: $viewModel.color) {
                Text("Red").tag("Red")
                Text("Green").tag("Green")
                Text("Blue").font(.title2).tag("Blue")
                Text("Not a color").tag(3)
            }
            .pickerStyle(.segmented)
            Picker("Maximum", selection: $viewModel.maximum) {
                ForEach(Array(stride(from: 400, to: 0, by: -200)), id: \.self) { price in Text("$\(price)") }
            }
            .pickerStyle(.wheel)
            ShareButton { viewModel.shares += 1 }
            MapView()
        }
    }
}

private final class FilterSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UIHostingController(rootView: FilterView(viewModel: FilterViewModel()))
        window?.makeKeyAndVisible()
    }
}

@Suite @MainActor struct HostingPickerTests {
    /// Each tagged option of a picker is an input named by its text that sets the selection
    /// (an option whose tag is not of the selection's type is none), a `ForEach` row is one
    /// tagged with its id; a `UIViewRepresentable`'s
    /// view is drawn with its controls, a `UIViewControllerRepresentable` as nothing.
    @Test func pickerOptionsAndRepresentedViewsAreInputs() {
        let store = NavigationTestStore(exhaustive: false) { NavSimApp(sceneDelegate: FilterSceneDelegate.init) }
        store.launch()
        let controls = store.availableInputs.compactMap { input -> String? in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
        #expect(controls == ["Green", "Blue", "$200", "Share"], "not the options selected, Red and $400")
        store.tap("Blue")
        #expect(store.state.screens.values.map(\.state) == [["color": "Blue", "maximum": 400, "shares": 0]])
        store.tap("Share")
        store.tap("Red")
        store.tap("$200")
        #expect(store.state.screens.values.map(\.state) == [["color": "Red", "maximum": 200, "shares": 1]])
        #expect(store.state.screens.count == 1, "the represented controller is no screen")
    }
}
