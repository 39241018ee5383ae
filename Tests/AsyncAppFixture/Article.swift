#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// One article: its screen loads the body; once loaded, a share handler is set. After a
/// second on screen (a `Timer`), it counts as read.
@MainActor
final class ArticleCoordinator {
    let title: String
    let navigationController: UINavigationController
    let capturesStrongly: Bool
    weak var screen: ArticleViewController?
    var viewModel: ArticleViewModel?

    init(title: String, navigationController: UINavigationController, capturesStrongly: Bool) {
        self.title = title
        self.navigationController = navigationController
        self.capturesStrongly = capturesStrongly
    }

    func start() {
        let viewModel = ArticleViewModel(title: title)
        self.viewModel = viewModel
        viewModel.onLoaded = { [weak self] in self?.bodyLoaded() }
        let screen = ArticleViewController(viewModel: viewModel)
        self.screen = screen
        navigationController.pushViewController(screen, animated: true)
    }

    /// The bug: a handler stored on the view model this coordinator keeps, capturing it.
    func bodyLoaded() {
        if capturesStrongly {
            viewModel?.onShare = { self.share() }
        } else {
            viewModel?.onShare = { [weak self] in self?.share() }
        }
    }

    func share() { print("article: sharing \(title)") }
}

@MainActor
final class ArticleViewModel {
    let title: String
    private(set) var body: String?
    private(set) var read = false
    var onLoaded: (() -> Void)?
    var onShare: (() -> Void)?

    init(title: String) { self.title = title }

    func load() {
        Task {
            body = await NewsService.body(of: title)
            print("article: body of \(title) loaded")
            onLoaded?()
        }
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.read = true }
        }
    }
}

final class ArticleViewController: UIViewController {
    let viewModel: ArticleViewModel

    init(viewModel: ArticleViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
