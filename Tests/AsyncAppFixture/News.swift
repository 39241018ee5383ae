import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The news tab: the list, and an ArticleCoordinator child per article opened.
@MainActor
final class NewsCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    let leaksArticles: Bool
    var childCoordinators: [ArticleCoordinator] = []
    var onSignOut: (() -> Void)?

    init(navigationController: UINavigationController, leaksArticles: Bool) {
        self.navigationController = navigationController
        self.leaksArticles = leaksArticles
    }

    func start() {
        navigationController.delegate = self
        let viewModel = NewsListViewModel()
        viewModel.onOpen = { [weak self] title in self?.open(title) }
        viewModel.onSignOut = { [weak self] in self?.onSignOut?() }
        navigationController.pushViewController(NewsListViewController(viewModel: viewModel), animated: false)
    }

    func open(_ title: String) {
        let child = ArticleCoordinator(
            title: title, navigationController: navigationController, capturesStrongly: leaksArticles)
        childCoordinators.append(child)
        child.start()
    }

    /// An article is done once its screen has left the stack.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !navigationController.viewControllers.contains(from)
        else { return }
        childCoordinators.removeAll { $0.screen === from }
    }
}

/// The articles, loaded when the list appears; a toast after a refresh, gone 2 s later.
@MainActor
final class NewsListViewModel {
    private(set) var articles: [String] = []
    private(set) var toast: String?
    private static let time: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
    var onOpen: ((String) -> Void)?
    var onSignOut: (() -> Void)?
    var onChange: (() -> Void)?

    func load() {
        Task {
            articles = await NewsService.articles()
            print("news: \(articles.count) articles at \(Date())")
            onChange?()
        }
    }

    func refresh() {
        // For the tests: a trap on a thread of the app's own while the input runs.
        if ProcessInfo.processInfo.environment["NEWS_TRAP_IN_BACKGROUND"] != nil {
            Thread.detachNewThread { fatalError("a trap on a background thread") }
            Thread.sleep(forTimeInterval: 5)
        }
        // For the tests: a trap on a thread of the app's own (`thread`) or on a Swift
        // concurrency thread (`task`) while the main thread goes on recording.
        if let place = ProcessInfo.processInfo.environment["NEWS_TRAP_LATER"] {
            // A thread that writes whole lines to standard error all the time, as the Swift
            // runtime does when another thread traps: the crash's line must stay whole.
            if ProcessInfo.processInfo.environment["NEWS_STDERR_NOISE"] != nil {
                Thread.detachNewThread {
                    let noise = Array("news: noise\n".utf8)
                    while true {
                        _ = write(STDERR_FILENO, noise, noise.count)
                        usleep(10)
                    }
                }
            }
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.05)
                if place == "task" {
                    Task.detached { fatalError("a trap in a task") }
                } else {
                    fatalError("a trap on a background thread")
                }
            }
        }
        // For the tests: a tap handler that never returns; a value other than 1 names a
        // file it creates first, which tells a test the hang began.
        if let hang = ProcessInfo.processInfo.environment["NEWS_HANG_ON_REFRESH"] {
            if hang != "1" { close(open(hang, O_CREAT | O_WRONLY, 0o644)) }
            var spins = 0
            while spins >= 0 { spins = (spins &+ 1) & 0xFFFF }
        }
        // For the tests: app code that traps on the main thread (a force unwrap of nil).
        if ProcessInfo.processInfo.environment["NEWS_TRAP_ON_REFRESH"] != nil {
            let none: [String] = []
            print("news: \(none.first!)")
        }
        // For the tests: app code that aborts.
        if ProcessInfo.processInfo.environment["NEWS_ABORT_ON_REFRESH"] != nil { abort() }
        // For the tests: app code that ends the process.
        if let status = ProcessInfo.processInfo.environment["NEWS_EXIT_ON_REFRESH"].flatMap(Int32.init) {
            exit(status)
        }
        // For the tests: the update comes from a thread of the app's own, which carries no
        // session (a global queue's block would run in the session).
        if ProcessInfo.processInfo.environment["NEWS_REFRESH_IN_BACKGROUND"] != nil {
            let queued = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                DispatchQueue.main.async { print("news: refreshed in the background") }
                queued.signal()
            }
            queued.wait()
        }
        toast = "Updated at \(Self.time.string(from: Date()))"
        onChange?()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.toast = nil
            self?.onChange?()
        }
    }
}

final class NewsListViewController: UIViewController {
    let viewModel: NewsListViewModel

    init(viewModel: NewsListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("refresh") { [weak self] in self?.viewModel.refresh() }
        addButton("signOut") { [weak self] in self?.viewModel.onSignOut?() }
        viewModel.onChange = { [weak self] in self?.showArticles() }
        viewModel.load()
    }

    private var showsOpen = false

    /// The first article can be opened once the list has loaded.
    private func showArticles() {
        guard !showsOpen, let first = viewModel.articles.first else { return }
        showsOpen = true
        addButton("open") { [weak self] in self?.viewModel.onOpen?(first) }
    }

    private func addButton(_ name: String, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(name, for: .normal)
        button.accessibilityIdentifier = name
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
    }
}
