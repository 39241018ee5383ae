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
    }

    /// Runs the work after the `did` callbacks, then lets go of everything it holds.
    func finish(in runtime: Runtime) {
        let work = didWork
        didWork = []
        for step in work where runtime.isRunning { step() }
        isFinished = true
        retained = []
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
