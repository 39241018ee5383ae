import UIKit

/// The gallery as a second app of the fixture: a navigation controller holding it.
class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let gallery = GalleryViewController(
            viewModel: GalleryViewModel(urls: ["https://img.example.com/1.jpg", "https://img.example.com/2.jpg"]))
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: gallery)
        window?.makeKeyAndVisible()
    }
}
