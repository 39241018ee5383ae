import UIKit

/// A post's comments, loaded when it opens, and whether the reader liked it.
final class PostViewModel {
    let post: Post
    private(set) var comments: [String] = []
    private(set) var status = "Loading comments…"
    private(set) var liked = false
    private let api: BlogAPI

    init(post: Post, api: BlogAPI) {
        self.post = post
        self.api = api
    }

    func loadComments() {
        api.comments(on: post.id) { [weak self] result in
            switch result {
            case .success(let comments):
                self?.comments = comments.map(\.text)
                self?.status = "\(comments.count) comments"
            case .failure:
                self?.status = "Comments are unavailable"
            }
        }
    }

    func like() {
        api.like(post.id) { [weak self] created in self?.liked = created }
    }
}

class PostViewController: ModelViewController<PostViewModel> {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.post.title
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        like.addTarget(self, action: #selector(likeTapped), for: .touchUpInside)
        view.addSubview(like)
        viewModel.loadComments()
    }

    @objc private func likeTapped() {
        viewModel.like()
    }
}
