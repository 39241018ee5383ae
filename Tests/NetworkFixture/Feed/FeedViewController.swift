import UIKit

/// What the feed shows: the posts' titles, or why there are none.
final class FeedViewModel {
    private(set) var titles: [String] = []
    private(set) var message = "Loading…"
    private(set) var posts: [Post] = []
    private let api: BlogAPI

    init(api: BlogAPI) {
        self.api = api
    }

    @MainActor func load() async {
        message = "Loading…"
        do {
            posts = try await api.posts()
            titles = posts.map(\.title)
            message = posts.isEmpty ? "No posts yet" : ""
        } catch {
            message = "Could not load the feed"
        }
    }
}

class FeedViewController: ModelViewController<FeedViewModel> {
    weak var coordinator: FeedCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        let stack = UIStackView()
        for (title, action) in [("Reload", #selector(reloadTapped)), ("Open", #selector(openTapped))] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addTarget(self, action: action, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        view.addSubview(stack)
        reload()
    }

    private func reload() {
        Task { await viewModel.load() }
    }

    @objc private func reloadTapped() {
        reload()
    }

    @objc private func openTapped() {
        guard let post = viewModel.posts.first else { return }
        coordinator?.show(post)
    }
}
