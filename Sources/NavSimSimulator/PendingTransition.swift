package import NavSimCore

/// A transition the app asked for (a push, a pop, a presentation, a dismissal) from the
/// call until it finishes, as UIKit's transition context holds it.
///
/// The call records what UIKit changes at once (`pushed`, `presented`); the commit at the
/// end of the run loop's turn starts it (``Runtime/commitTransitions()``: `viewDidLoad` and
/// the `will` callbacks, then ``willWork``); it finishes at that commit when nothing is
/// animated, else when the animations end (``NavigationEvent/animationsEnded``): the
/// ``deferredEvents`` (a dismissal's `dismissed`), the `did` callbacks, then ``didWork``
/// (`didShow`, completion handlers). Then it lets go of the controllers it holds, so
/// that their `deinit` runs when UIKit would release them.
@MainActor
package final class PendingTransition {
    /// The order of the appearance callbacks.
    package let order: TransitionOrder
    /// Whether the app asked for an animation.
    package let isAnimated: Bool
    /// Whether it is a presentation or a dismissal, which UIKit runs one at a time per window.
    package let isModal: Bool
    /// The events recorded when it finishes rather than at the call (a dismissal's).
    package let deferredEvents: [NavigationEvent]
    /// Runs after the `will` callbacks: a navigation controller delegate's `willShow`.
    package var willWork: [() -> Void] = []
    /// Runs after the `did` callbacks: `didShow`, coordinator and completion handlers.
    package var didWork: [() -> Void] = []
    /// The controllers it holds until it finishes.
    private var retained: [AnyObject]
    /// Whether the commit started it.
    package private(set) var hasStarted = false
    /// Whether it finished: its ``didWork`` ran.
    package private(set) var isFinished = false
    /// Runs the app's animator, a custom transition's (`animateTransition(using:)`), after
    /// ``willWork``: then the transition ends when the animator says so
    /// (``Runtime/animatorCompleted(_:didComplete:)``), not when the animations end.
    package var animation: (() -> Void)?
    /// The class of the animator, for the warning of a touch it makes UIKit drop.
    package var animatorName: String?
    /// Whether its animator started and has not called `completeTransition(_:)` yet.
    package private(set) var awaitsAnimator = false
    /// Whether its animator ended it with `completeTransition(false)`: it is undone.
    package private(set) var wasCancelled = false
    /// Runs first when the animator cancels it, before the callbacks that undo its
    /// appearances: undoes what the call recorded (a presentation's `dismissed`).
    package var undoWork: [() -> Void] = []
    /// Runs instead of ``didWork`` when the animator cancelled it.
    package var cancelWork: [() -> Void] = []
    /// The completions of the view animations its animator started, which run when the
    /// animations end (``NavigationEvent/animationsEnded``).
    private(set) var animationCompletions: [() -> Void] = []
    /// Whether the app's gesture drives its animations (an interaction controller runs
    /// them): they do not end until the app finishes or cancels the interaction.
    private var isInteracting = false
    /// Whether the animations' end came while the app's gesture drove them: they end when
    /// the interaction does.
    private var endedDuringInteraction = false

    /// Creates a transition that holds `retaining` until it finishes.
    package init(
        _ order: TransitionOrder, animated: Bool, modal: Bool = false, deferredEvents: [NavigationEvent] = [],
        retaining: [AnyObject]
    ) {
        self.order = order
        isAnimated = animated
        isModal = modal
        self.deferredEvents = deferredEvents
        retained = retaining
    }

    /// Runs the work between the `will` and `did` callbacks.
    func start(in runtime: Runtime) {
        hasStarted = true
        let work = willWork
        willWork = []
        for step in work where runtime.isRunning { step() }
        guard let animation, runtime.isRunning else { return }
        awaitsAnimator = true
        runtime.animatorTransition = self
        animation()
        runtime.animatorTransition = nil
    }

    /// Keeps the completion of a view animation its animator started, for when the
    /// animations end.
    package func addAnimationCompletion(_ completion: @escaping () -> Void) {
        animationCompletions.append(completion)
    }

    /// Marks its animations driven by the app's gesture (``endInteraction(in:)`` ends that).
    package func beginInteraction() {
        isInteracting = true
    }

    /// The app finished or cancelled the interaction: its animations end on their own, at
    /// once if their end came meanwhile.
    package func endInteraction(in runtime: Runtime) {
        isInteracting = false
        guard endedDuringInteraction else { return }
        endedDuringInteraction = false
        endAnimations(in: runtime)
    }

    /// Runs the completions of the view animations its animator started: the animations
    /// ended. While the app's gesture drives them, they run when the interaction ends.
    func endAnimations(in runtime: Runtime) {
        guard !isInteracting else {
            endedDuringInteraction = true
            return
        }
        let completions = animationCompletions
        animationCompletions = []
        for completion in completions where runtime.isRunning { completion() }
    }

    /// Records the animator's `completeTransition(_:)`; whether it was the first call.
    func completeAnimation(didComplete: Bool) -> Bool {
        guard awaitsAnimator else { return false }
        awaitsAnimator = false
        wasCancelled = !didComplete
        return true
    }

    /// Runs ``undoWork``: the animator cancelled it.
    func undo(in runtime: Runtime) {
        let work = undoWork
        undoWork = []
        for step in work where runtime.isRunning { step() }
    }

    /// Runs the work after the `did` callbacks (``cancelWork`` when the animator cancelled
    /// it), then lets go of everything it holds.
    func finish(in runtime: Runtime) {
        let work = wasCancelled ? cancelWork : didWork
        didWork = []
        undoWork = []
        cancelWork = []
        for step in work where runtime.isRunning { step() }
        isFinished = true
        retained = []
        animation = nil
    }
}

/// How a runtime runs the transitions the app asks for.
public enum TransitionMode: Sendable {
    /// As UIKit does: a transition starts at the end of the run loop's turn and an animated
    /// one finishes when the animations end (``NavigationEvent/animationsEnded``).
    case runLoop
    /// As NavSim did before trace format 1.2: every transition runs inside the call that
    /// asked for it. Traces written before 1.2 replay in this mode.
    case synchronous
}
