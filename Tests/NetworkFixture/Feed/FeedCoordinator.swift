import UIKit

/// The feed, and a post pushed over it.
final class FeedCoordinator {
    let navigationController: UINavigationController
    private let api = BlogAPI()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let feed = FeedViewController(viewModel: FeedViewModel(api: api))
        feed.coordinator = self
        navigationController.pushViewController(feed, animated: false)
    }

    func show(_ post: Post) {
        navigationController.pushViewController(
            PostViewController(viewModel: PostViewModel(post: post, api: api)), animated: true)
    }
}
