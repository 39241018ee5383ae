import NavSimUIKit

/// A screen that writes every lifecycle and containment callback it gets to a log, named
/// by the test, with `isMovingToParent`/`isMovingFromParent` on the appearance callbacks,
/// and whose buttons run the test's closures.
class JournaledViewController: UIViewController {
    let name: String
    let log: Log
    /// The buttons its view gets when it loads: title and action.
    var actions: [(String, @MainActor () -> Void)] = []

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name) viewDidLoad")
        for (title, action) in actions {
            view.addSubview(UIButton(primaryAction: UIAction(title: title) { _ in action() }))
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name) viewWillAppear, isMovingToParent \(isMovingToParent)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name) viewDidAppear, isMovingToParent \(isMovingToParent)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name) viewWillDisappear, isMovingFromParent \(isMovingFromParent)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name) viewDidDisappear, isMovingFromParent \(isMovingFromParent)")
    }

    override func willMove(toParent parent: UIViewController?) {
        log.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        log.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
}
