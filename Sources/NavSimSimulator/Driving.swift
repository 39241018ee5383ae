package import NavSimCore

/// A recorded screen as the session drives it: its controls and its lifecycle.
///
/// The simulator's view-controller layer (NavSimUIKit) implements it; the session only
/// reaches screens through it.
@MainActor
package protocol ScreenDriving: StackEntryDriving {
    /// The names of the controls a user can tap now, in a stable order.
    var controlNames: [String] { get }
    /// The arguments a random walk tries on the control `name` (`[null]` for a button).
    func sampleArguments(ofControl name: String) -> [JSONValue]
    /// Each control a user can tap now with the arguments a random walk tries on it, in
    /// the order of ``controlNames``.
    var controlSamples: [(name: String, arguments: [JSONValue])] { get }
    /// The control named `name` that a user can tap now, `nil` when there is none.
    func control(named name: String) -> AnyObject?
    /// Taps `control`, which ``control(named:)`` found with no code run since.
    func tap(_ control: AnyObject, argument: JSONValue)
    /// Lets the screen's code answer a lifecycle callback that was just recorded.
    func receive(_ callback: LifecycleCallback)
    /// Whether the screens embedded in this one get its appearance callbacks and appear and
    /// disappear with it (UIKit's `shouldAutomaticallyForwardAppearanceMethods`).
    var forwardsAppearanceToChildren: Bool { get }
}

extension ScreenDriving {
    package var forwardsAppearanceToChildren: Bool { true }

    package var controlSamples: [(name: String, arguments: [JSONValue])] {
        controlNames.map { ($0, sampleArguments(ofControl: $0)) }
    }
}

/// A control a user types text into (a text field, a text view), as the session reads it.
@MainActor
package protocol TextEntryDriving: AnyObject {
    /// The text it holds now; `""` when empty.
    var enteredText: String { get }
}

/// A controller on a navigation stack (a screen, or a tab bar controller pushed there): the
/// navigation bar shows its back button.
@MainActor
package protocol StackEntryDriving: AnyObject {
    /// Whether the controller shows no back button (hidden, or its navigation bar is), so
    /// the user cannot go back from it.
    var hidesBackButton: Bool { get }
    /// Whether the user can swipe back from the controller: its navigation controller's
    /// back swipe is enabled and its delegate lets it begin (UIKit's own delegate only
    /// where the back button is the system's). Asking it may run app code.
    var allowsBackSwipe: Bool { get }
}

/// A recorded navigation or tab bar controller as the session drives it.
@MainActor
package protocol ContainerDriving: StackEntryDriving {
    /// The back button was tapped.
    func userTappedBack()
    /// A back swipe began.
    func userBeganBackSwipe()
    /// The back swipe was let go early.
    func userCancelledBackSwipe()
    /// The back swipe was completed.
    func userFinishedBackSwipe()
    /// Tab `index` was tapped.
    func userTappedTab(_ index: Int)
    /// The container came into view: load its view if it has none, running its
    /// `viewDidLoad`.
    ///
    /// - Returns: Whether the view was loaded now (app code ran).
    func loadViewForDisplay() -> Bool
    /// Lets the container's code answer an appearance callback (containers have no
    /// lifecycle events: it is not recorded).
    func receive(_ callback: LifecycleCallback)
    /// Whether the container is of an app's subclass, whose code can run in its callbacks:
    /// UIKit's own classes run none, so the tracker need not look after them.
    var isAppSubclass: Bool { get }
}

/// A presented controller the user can swipe down, or tap outside of, as the session drives it.
@MainActor
package protocol SheetDriving: AnyObject {
    /// A swipe down began: the controller asks whether it may be dismissed and records
    /// `sheetSwipeRefused` when it may not.
    func userBeganSheetSwipe()
    /// The swipe down was let go early.
    func userCancelledSheetSwipe()
    /// The swipe down was completed: the controller is dismissed.
    func userFinishedSheetSwipe()
    /// The user tapped outside the controller, a popover: it is dismissed unless the app
    /// refuses.
    func userTappedOutsidePopover()
    /// The controls of the screen under the popover that a tap reaches with the popover up
    /// (its `passthroughViews`), with the arguments a walk tries on each.
    var passthroughControls: [(screen: ScreenID, name: String, arguments: [JSONValue])] { get }
}

/// What the app layer does at the boundaries between app code and the simulator.
@MainActor
package protocol RuntimeObserver: AnyObject {
    /// App code ran since the last event: bring what the simulator cannot see happen
    /// (coordinators created, stored or released) up to date before the next event.
    func appCodeRan()
    /// The input's work is over, the run loop turned (main queue drained, transitions
    /// committed): the last chance to record
    /// changes (ViewModel states) before the next input.
    func inputEnded()
    /// Records the screens' ViewModel states that changed since they were last recorded, as
    /// ``inputEnded()`` does unless ``Runtime/recordsEachInputsEnd`` is off.
    func recordViewModelStates()
    /// The coordinator that owns `controller`, which the code on the current stack is
    /// recording: found through its properties, or the coordinator below that one whose
    /// method is showing it.
    func owner(of controller: AnyObject) -> CoordinatorID?
    /// `screen` was recorded without an owner, by the code on the current stack.
    func recordedWithoutOwner(_ screen: ScreenID)
    /// The id of `object` if it is a tracked coordinator, as the last look at the app's
    /// objects found it.
    func trackedCoordinator(_ object: AnyObject) -> CoordinatorID?
}

extension ContainerDriving {
    package func userTappedBack() {}
    package func userBeganBackSwipe() {}
    package func userCancelledBackSwipe() {}
    package func userFinishedBackSwipe() {}
    package func userTappedTab(_ index: Int) {}
    package func loadViewForDisplay() -> Bool { false }
}
