import Foundation
import NavSimCore
import NavSimUIKit

/// How a test animator ends its transition.
enum AnimatorEnding: Sendable {
    /// `completeTransition(true)` in the completion of its view animation.
    case afterAnimations
    /// `completeTransition(true)` in a block queued on the main queue.
    case inQueuedBlock
    /// Never: the transition never ends (a real iOS bug: the app freezes).
    case never
    /// `completeTransition(false)` in the completion of its view animation.
    case cancelled
    /// `completeTransition(!transitionWasCancelled)` in the completion of its view animation:
    /// an interactive transition's animator, which the gesture finishes or cancels.
    case asTheGestureEnds
}

/// A custom transition's animator that notes its calls on a timeline and ends as told.
@MainActor final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let name: String
    private let ending: AnimatorEnding
    private let timeline: Timeline
    private var context: (any UIViewControllerContextTransitioning)?

    init(_ name: String, ending: AnimatorEnding, timeline: Timeline) {
        self.name = name
        self.ending = ending
        self.timeline = timeline
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        timeline.note("\(name) transitionDuration")
        return 0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = label(transitionContext.viewController(forKey: .from))
        let to = label(transitionContext.viewController(forKey: .to))
        let views = [("from", UITransitionContextViewKey.from), ("to", .to)]
            .filter { transitionContext.view(forKey: $0.1) != nil }.map(\.0)
        timeline.note("\(name) animateTransition \(from) to \(to), views \(views)")
        if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
        context = transitionContext
        switch ending {
        case .afterAnimations, .cancelled, .asTheGestureEnds:
            UIView.animate(withDuration: 0.35) {
                self.timeline.note("\(self.name) animations")
            } completion: { _ in
                let cancelled = self.ending == .asTheGestureEnds && transitionContext.transitionWasCancelled
                self.complete(self.ending != .cancelled && !cancelled)
            }
        case .inQueuedBlock:
            DispatchQueue.main.async { [self] in MainActor.assumeIsolated { complete(true) } }
        case .never:
            break
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        timeline.note("\(name) animationEnded \(transitionCompleted)")
    }

    private func complete(_ didComplete: Bool) {
        timeline.note("\(name) completeTransition(\(didComplete))")
        context?.completeTransition(didComplete)
        timeline.note("\(name) completeTransition returned")
    }
}

/// The test's name of a controller: its NavSim name, or "navigation".
@MainActor func label(_ controller: UIViewController?) -> String {
    switch controller {
    case let named as any NavSimNamed: named.navSimName
    case is UINavigationController: "navigation"
    default: "nil"
    }
}

/// A child flow shown with a custom transition: its coordinator is the card's transitioning
/// delegate, whose animators end as the test says (`nil`: UIKit's own animation). The
/// card's Close button dismisses it and, in the dismissal's completion, ends the flow
/// (`removesItself`); without that, the flow stays stored by its parent forever.
@MainActor final class CardFlowCoordinator: NSObject, UIViewControllerTransitioningDelegate {
    weak var parent: TestCoordinator?
    private let timeline: Timeline
    private let presenting: AnimatorEnding?
    private let dismissing: AnimatorEnding?
    private let removesItself: Bool
    private let style: UIModalPresentationStyle
    /// The card: a Close button that ends its flow.
    private(set) lazy var card: ButtonsViewController = {
        let card = ButtonsViewController("Card", coordinator: nil)
        card.addButton("close") { [weak self] in self?.close() }
        return card
    }()

    init(
        parent: TestCoordinator, timeline: Timeline, presenting: AnimatorEnding?, dismissing: AnimatorEnding?,
        style: UIModalPresentationStyle = .fullScreen, removesItself: Bool = true
    ) {
        self.parent = parent
        self.timeline = timeline
        self.presenting = presenting
        self.dismissing = dismissing
        self.style = style
        self.removesItself = removesItself
    }

    /// Presents the card from `presenter` with this coordinator's transition.
    func start(from presenter: UIViewController, animated: Bool = true) {
        card.modalPresentationStyle = style
        card.transitioningDelegate = self
        presenter.present(card, animated: animated) { [timeline] in timeline.note("present completion") }
    }

    /// The card's Close button.
    func close() {
        card.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            timeline.note("dismiss completion")
            if removesItself { parent?.cardFlows.removeAll { $0 === self } }
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        timeline.note(
            "animationController(forPresented: \(label(presented)), presenting: \(label(presenting)), source: \(label(source)))"
        )
        return self.presenting.map { CardAnimator("present", ending: $0, timeline: timeline) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        timeline.note("animationController(forDismissed: \(label(dismissed)))")
        return dismissing.map { CardAnimator("dismiss", ending: $0, timeline: timeline) }
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        timeline.note(
            "presentationController(forPresented: \(label(presented)), presenting: \(label(presenting)), source: \(label(source)))"
        )
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A `.custom` presentation's own presentation controller.
final class DimmingPresentationController: UIPresentationController {}

/// A navigation controller's delegate whose animator runs the animated pushes and pops.
@MainActor class NavigationAnimatorDelegate: NSObject, UINavigationControllerDelegate {
    let timeline: Timeline
    private let ending: AnimatorEnding

    init(timeline: Timeline, ending: AnimatorEnding) {
        self.timeline = timeline
        self.ending = ending
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        timeline.note("willShow \(label(viewController))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        timeline.note("didShow \(label(viewController))")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        timeline.note(
            "animationControllerFor \(operation == .push ? "push" : "pop") from \(label(fromVC)) to \(label(toVC))")
        return CardAnimator(operation == .push ? "push" : "pop", ending: ending, timeline: timeline)
    }

    /// No interaction controller: the animator runs alone. Implemented so that a subclass's
    /// answer reaches UIKit (a protocol extension's default would be called instead).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
