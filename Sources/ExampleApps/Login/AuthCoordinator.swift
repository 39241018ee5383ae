#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The sign-in scene (variants `strongParent`, `weakParent` and `pageSheet`): its own
/// navigation controller, presented over Main, where its child `LoginCoordinator` shows the
/// form.
@MainActor
final class AuthCoordinator: Coordinator {
    var parentCoordinator: Coordinator? {
        get { parent.coordinator }
        set { parent.coordinator = newValue }
    }
    var children: [Coordinator] = []
    var navigationController = UINavigationController()
    private var parent: ParentReference
    private let authApi: AuthApi
    private let variant: Variant

    init(authApi: AuthApi, variant: Variant) {
        self.authApi = authApi
        self.variant = variant
        parent = ParentReference(isWeak: variant.holdsParentWeakly)
    }

    func start() {
        let login = LoginCoordinator(navCon: navigationController, authApi: authApi, variant: variant)
        login.parentCoordinator = self
        children.append(login)
        login.start()
        // The default style is a page sheet, which the user can swipe away unheard.
        if variant != .pageSheet { navigationController.modalPresentationStyle = .fullScreen }
        parentCoordinator?.navigationController.present(navigationController, animated: true)
    }

    /// The form was cancelled: the whole scene ends, and its children with it (unless they
    /// hold it strongly).
    func loginDidEnd() {
        (parentCoordinator as? AppCoordinator)?.authDidFinish(self)
    }
}
