import NavSimCore
import NavSimTesting
import NavSimUIKit
import Testing

/// A window whose root screen "Home" presents a screen "Sheet" as a page sheet.
private final class SheetSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let home = NamedViewController(name: "Home")
        home.view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "Show") { [unowned home] _ in
                    home.present(NamedViewController(name: "Sheet"), animated: true)
                }))
        window = UIWindow(windowScene: scene)
        window?.rootViewController = home
        window?.makeKeyAndVisible()
    }
}

private final class NamedViewController: UIViewController, NavSimNamed {
    let navSimName: String

    init(name: String) {
        navSimName = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// `NavigationTestStore.swipeDownSheet(completing:)`.
@Suite @MainActor struct StoreSheetSwipeTests {
    @Test func theStoreSwipesTheSheetInFrontDown() {
        let store = NavigationTestStore { NavSimApp(sceneDelegate: SheetSceneDelegate.init) }
        store.launch()
        store.skipEvents()
        store.tap("Show")
        store.skipEvents()
        store.swipeDownSheet(completing: false)
        store.expectEvents([
            "sheetSwipeBegan s2", "viewWillDisappear s2", "sheetSwipeCancelled s2", "viewWillAppear s2",
            "viewDidAppear s2",
        ])
        store.swipeDownSheet()
        store.expectEvents([
            "sheetSwipeBegan s2", "viewWillDisappear s2", "sheetSwipeFinished s2", "dismissed s2",
            "viewDidDisappear s2", "screenDeallocated s2",
        ])
    }
}
