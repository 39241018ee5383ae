import NavSimCore
import NavSimUIKit

/// Events and presentation-controller delegate calls, in the order they happened.
final class Timeline: EventSink {
    private(set) var entries: [String] = []
    /// The events alone, to fold them again.
    private(set) var events: [NavigationEvent] = []

    func append(_ event: NavigationEvent) {
        entries.append(event.description)
        events.append(event)
    }

    /// Records a delegate call between the events.
    func note(_ call: String) { entries.append("delegate \(call)") }
}

/// A child flow shown in a sheet, the way coordinator apps write it: a navigation controller
/// whose screen's Cancel button ends the flow. As the sheet's presentation controller
/// delegate (`handlesSwipe`), it also ends the flow when the user swipes the sheet away;
/// without it, a swipe leaves the coordinator stored by its parent forever.
@MainActor final class SheetFlowCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
    let navigationController = UINavigationController()
    weak var parent: TestCoordinator?
    private let timeline: Timeline
    /// What `presentationControllerShouldDismiss` answers.
    var allowsDismissal = true
    /// Whether the flow's screen sets `isModalInPresentation` (its navigation controller does not).
    var contentIsModal = false
    /// Whether a refused swipe asks "Discard changes?" in an alert, as apps with unsaved
    /// changes do.
    var asksToDiscard = false
    /// Whether `presentationControllerWillDismiss` tries to dismiss the sheet itself.
    var dismissesWhileSwiped = false

    init(parent: TestCoordinator, timeline: Timeline, handlesSwipe: Bool) {
        self.parent = parent
        self.timeline = timeline
        super.init()
        if handlesSwipe { navigationController.presentationController?.delegate = self }
    }

    /// Shows the flow's first screen, "Sheet", with a Cancel button.
    func start() {
        let screen = SheetViewController(coordinator: self)
        screen.isModalInPresentation = contentIsModal
        navigationController.pushViewController(screen, animated: false)
    }

    /// The flow's own way out: dismiss the sheet and let the parent release the flow.
    func cancel() {
        navigationController.dismiss(animated: true)
        finish()
    }

    private func finish() {
        parent?.sheetFlows.removeAll { $0 === self }
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        timeline.note("presentationControllerShouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        timeline.note("presentationControllerWillDismiss")
        if dismissesWhileSwiped { navigationController.dismiss(animated: true) }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        timeline.note("presentationControllerDidAttemptToDismiss")
        guard asksToDiscard else { return }
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
        navigationController.present(alert, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        timeline.note("presentationControllerDidDismiss")
        finish()
    }
}

/// The sheet's screen: a Cancel button that ends its flow.
final class SheetViewController: UIViewController, NavSimNamed {
    let navSimName = "Sheet"
    weak var coordinator: SheetFlowCoordinator?

    init(coordinator: SheetFlowCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "cancel") { [weak self] _ in self?.coordinator?.cancel() }))
        view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "more") { [weak self] _ in
                    self?.present(ButtonsViewController("Top", coordinator: nil), animated: true)
                }))
    }
}
