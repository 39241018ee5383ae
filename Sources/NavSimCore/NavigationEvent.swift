/// One thing that happened in a simulated app: an input from outside or a transition
/// the app made in answer. A trace is a sequence of these.
///
/// Inputs (``isInput``) are what a user, the system or a service did; re-running an app
/// model on the inputs of a trace must reproduce all the other events. Every other event
/// is an output: a coordinator, controller, lifecycle or ViewModel transition, named in the
/// past tense. ``NavigationState/apply(_:)`` folds any event into the state and throws
/// for an event that cannot happen in the state it meets.
public enum NavigationEvent: Hashable, Sendable {
    // MARK: - Inputs

    /// The app was launched; always the first event of a trace, or
    /// ``launchedWith(link:)`` is.
    case launched
    /// The system launched the app with a link (a URL, a universal link, a Home Screen
    /// quick action), which the app receives while it launches.
    case launchedWith(link: AppLink)
    /// The user tapped the control named `action` on a visible screen, with an optional
    /// argument (text typed into a field, the row chosen in a list).
    case userTapped(screen: ScreenID, action: String, argument: JSONValue)
    /// The user tapped the back button of a navigation controller's bar.
    case backTapped(container: ContainerID)
    /// The user began the interactive back swipe on a navigation controller.
    case interactiveBackBegan(container: ContainerID)
    /// The user let go of the back swipe early: the top screen stays.
    case interactiveBackCancelled(container: ContainerID)
    /// The user completed the back swipe: the top screen is popped.
    case interactiveBackFinished(container: ContainerID)
    /// The user began swiping down the sheet `controller`, the top-most presented
    /// controller of its window; the app may refuse (``sheetSwipeRefused(controller:)``).
    case sheetSwipeBegan(controller: ControllerID)
    /// The user let go of the sheet early: it stays presented.
    case sheetSwipeCancelled(controller: ControllerID)
    /// The user swiped the sheet away: it is dismissed.
    case sheetSwipeFinished(controller: ControllerID)
    /// The user tapped outside the popover `controller`, the top-most presented controller of
    /// its window, kept as a popover (style ``ModalStyle/popover``): it is dismissed unless the
    /// app refuses (`isModalInPresentation`, its presentation controller's delegate).
    case tappedOutsidePopover(controller: ControllerID)
    /// The user tapped the tab at `index` of a tab bar controller.
    case tabTapped(container: ContainerID, index: Int)
    /// The system opened the app with a deep link; an `http` or `https` URL is a universal
    /// link (``AppLink/isUniversalLink(_:)``).
    case deepLinkOpened(url: String)
    /// The user chose the Home Screen quick action `type` while the app was running.
    case shortcutPerformed(type: String)
    /// The system moved the app to `state` (``AppState``): to the background and back, or
    /// out of and into the active state.
    case appStateChanged(to: AppState)
    /// A service answered request number `request`, made earlier by the app.
    case serviceResponded(service: String, request: Int, response: JSONValue)
    /// Time passed until every running transition animation ended: the transitions in
    /// flight finish, in the order they started (only while ``NavigationState/isAnimating``).
    case animationsEnded
    /// Virtual time passed: `milliseconds` later, the clock stands at the earliest pending
    /// timer's deadline or before it, and the timers due then fire in the order they were
    /// scheduled (``NavigationState/timers``).
    case timePassed(milliseconds: Int)

    // MARK: - Coordinators

    /// A coordinator object was initialized; `type` is its class name.
    case coordinatorCreated(CoordinatorID, type: String)
    /// A coordinator's `start()` ran for the first time.
    case coordinatorStarted(CoordinatorID)
    /// A coordinator declared its flow finished; it should be released soon after.
    case coordinatorFinished(CoordinatorID)
    /// A coordinator's last strong reference went away and its `deinit` ran.
    case coordinatorDeallocated(CoordinatorID)
    /// A parent stored a child coordinator (a strong reference).
    case childAdded(CoordinatorID, parent: CoordinatorID)
    /// A parent let go of a child coordinator.
    case childRemoved(CoordinatorID, parent: CoordinatorID)

    // MARK: - Controllers

    /// A screen was created by `owner` with its ViewModel's first state (`null` for none).
    case screenCreated(ScreenID, name: String, owner: CoordinatorID?, state: JSONValue)
    /// A screen's last strong reference went away.
    case screenDeallocated(ScreenID)
    /// A navigation or tab bar controller was created, by `owner` when a coordinator made it.
    case containerCreated(ContainerID, style: ContainerStyle, owner: CoordinatorID?)
    /// A container's last strong reference went away.
    case containerDeallocated(ContainerID)
    /// The coordinator that drives a screen or container recorded without an owner was
    /// found later: it holds the controller (strongly, weakly, or through a closure), and
    /// is the lowest-id coordinator that does.
    case ownerFound(ControllerID, owner: CoordinatorID)
    /// A window was created.
    case windowCreated(WindowID)
    /// A window's root view controller was set (`nil` removes it).
    case windowRootSet(WindowID, root: ControllerID?)
    /// A window showing a controller came in front of every other such window (a higher
    /// `windowLevel`, `makeKeyAndVisible()` on an older window): the user touches it now.
    /// Recorded only where the rule without it, the newest window in front, would be wrong.
    case windowOrderedFront(WindowID)
    /// A window was hidden (`isHidden = true`): it keeps its root and its presentations, which
    /// leave the screen until ``windowShown(_:)``.
    case windowHidden(WindowID)
    /// A hidden window was shown again (`isHidden = false`, `makeKeyAndVisible()`): its root
    /// and its presentations are back on screen.
    case windowShown(WindowID)
    /// A screen, or a tab bar controller (which UIKit lets a stack hold), was pushed onto a
    /// navigation stack.
    case pushed(ControllerID, container: ContainerID)
    /// The top controller of a navigation stack was popped.
    case popped(ControllerID, container: ContainerID)
    /// Every controller above the given one was popped off a navigation stack.
    case poppedTo(ControllerID, container: ContainerID)
    /// Every screen above the root was popped off a navigation stack.
    case poppedToRoot(container: ContainerID)
    /// A navigation stack was replaced (`setViewControllers`), bottom first.
    case stackReplaced(container: ContainerID, stack: [ControllerID])
    /// A controller was presented modally by `presenter`.
    case presented(ControllerID, presenter: ControllerID, style: ModalStyle)
    /// The top-most presented controller was dismissed.
    case dismissed(ControllerID)
    /// The sheet being swiped down may not be dismissed (`isModalInPresentation`, or its
    /// presentation controller's delegate said no): the swipe ended where it began.
    case sheetSwipeRefused(controller: ControllerID)
    /// A tab bar controller's tabs were set; the first is selected.
    case tabsSet(container: ContainerID, tabs: [ControllerID])
    /// A tab bar controller selected the tab at `index`.
    case tabSelected(container: ContainerID, index: Int)
    /// A screen received a view-lifecycle callback.
    case lifecycle(ScreenID, LifecycleCallback)
    /// A child view controller's view went into its parent screen's view (`addChild(_:)`
    /// and `addSubview`): it is shown wherever and whenever its parent is.
    case screenEmbedded(ScreenID, parent: ScreenID)
    /// An embedded screen's view left its parent's view, or it left its parent.
    case screenUnembedded(ScreenID)
    /// A navigation controller's view went into a screen's view as a child view controller
    /// (a column of an expanded split view controller): its stack is shown wherever and
    /// whenever the screen is.
    case containerEmbedded(ContainerID, parent: ScreenID)
    /// An embedded navigation controller's view left its parent screen's view, or it left
    /// its parent.
    case containerUnembedded(ContainerID)
    /// A screen or navigation controller was embedded in screen `parent` at `index` of its
    /// embedded children rather than after them: its view went into the parent's view before
    /// theirs (a split view controller's column replaced keeps its place among the columns).
    case embeddedAt(ControllerID, parent: ScreenID, index: Int)

    // MARK: - ViewModels and outcomes

    /// The app asked a service for something; the answer arrives later as the input
    /// ``serviceResponded(service:request:response:)`` with the same request number.
    case serviceRequested(service: String, request: Int, payload: JSONValue)
    /// A screen's ViewModel changed its state, or the app set a SwiftUI screen's state
    /// (even to the value it had): its code reacted.
    case viewModelStateChanged(ScreenID, state: JSONValue)
    /// App code asked to run something `milliseconds` of virtual time from now: a
    /// `Task.sleep`, a `DispatchQueue.main.asyncAfter`, a `Timer`; `source` says which. It
    /// runs when ``timePassed(milliseconds:)`` reaches its deadline.
    case timerScheduled(milliseconds: Int, source: String)
    /// UIKit refused a command and only logged a warning (presenting while already
    /// presenting, popping the root); nothing changed.
    case commandIgnored(command: String, reason: String)
    /// The app pushed or popped on a navigation controller whose animated transition was
    /// still running: UIKit logs `reason` ("nested push animation can result in corrupted
    /// navigation bar") and runs the new transition after the running one.
    case transitionNested(container: ContainerID, reason: String)
    /// The app crashed (a `fatalError`, an exception); nothing happens after this.
    case crashed(reason: String, coordinator: CoordinatorID?)
    /// The app noted something NavSim cannot see, such as an output a coordinator sent its
    /// parent (`NavSim.annotate`): a name, the coordinator that sent it, and a payload.
    case annotated(name: String, coordinator: CoordinatorID?, payload: JSONValue)
    /// A signal from outside (`SIGINT`, `SIGTERM`, …, named by `signal`) ended the
    /// recording: the input before it may have been cut short, and nothing follows.
    case interrupted(signal: String)
    /// What the work the app left pending holds strongly changed, as its input ended: the
    /// coordinators and screens, by id, ascending, that a block queued for later, a
    /// one-shot timer, an unfinished task or a request's completion still holds. They are
    /// released when that work ends, so the leak rules wait for them; empty lists when the
    /// pending work holds nothing any more.
    case pendingWorkHeld(coordinators: [CoordinatorID], screens: [ScreenID])
}

/// What kind of container a container view controller is.
public enum ContainerStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A `UINavigationController`: a stack of screens.
    case navigation
    /// A `UITabBarController`: tabs, one selected.
    case tabBar
}

/// How a controller is presented modally: UIKit's `UIModalPresentationStyle`, resolved
/// (`automatic` is recorded as the style UIKit chose, a page sheet for a plain controller).
///
/// The order of the cases is UIKit's raw values; traces written before format 1.0's
/// `presented` version 2 know only `fullScreen` and `pageSheet`.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The presenter's view leaves the screen and receives disappearance callbacks.
    case fullScreen
    /// A sheet (the default since iOS 13): the presenter stays in view and receives no
    /// lifecycle callbacks; the user can swipe it down.
    case pageSheet
    /// A smaller sheet; on iPhone it looks like a page sheet. Swipeable like one.
    case formSheet
    /// Like `fullScreen` over the presentation context; NavSim covers the whole window.
    case currentContext
    /// A custom presentation (alerts use one): the presenter stays in view.
    case custom
    /// Covers the screen but leaves the presenter's views in place: no callbacks for it.
    case overFullScreen
    /// Like `overFullScreen` over the presentation context.
    case overCurrentContext
    /// A popover; on iPhone it adapts to a sheet, but NavSim offers no swipe for it.
    case popover

    /// Whether the user can swipe the presentation down to dismiss it.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Whether the presentation takes the presenter's views off the screen, so that the
    /// presenter gets `viewWillDisappear`/`viewDidDisappear` (and the reverse on dismissal).
    public var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}

/// The view-lifecycle callbacks UIKit sends a view controller.
public enum LifecycleCallback: String, Hashable, Sendable, Codable, CaseIterable {
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
}

extension NavigationEvent {
    /// Whether the event came from outside the app (user, system, service) rather than
    /// being produced by the app model.
    public var isInput: Bool {
        switch self {
        case .launched, .launchedWith, .userTapped, .backTapped, .interactiveBackBegan, .interactiveBackCancelled,
            .interactiveBackFinished, .sheetSwipeBegan, .sheetSwipeCancelled, .sheetSwipeFinished,
            .tappedOutsidePopover, .tabTapped, .deepLinkOpened, .shortcutPerformed, .appStateChanged, .serviceResponded,
            .animationsEnded, .timePassed:
            true
        default:
            false
        }
    }

    /// Whether the event launched the app: ``launched`` or ``launchedWith(link:)``.
    public var isLaunch: Bool {
        switch self {
        case .launched, .launchedWith: true
        default: false
        }
    }
}

extension NavigationEvent {
    /// The name of a tap on a view beside the controls it holds (a form's background, which
    /// apps tap to end editing), unless the view has an accessibility identifier or label.
    public static let backgroundTap = "background"

    /// Whether `action` is a background tap (``backgroundTap``, or `background#2` on a
    /// screen with several): a tap beside the controls that does nothing does nothing on iOS
    /// too, so it is not a dead input.
    public static func isBackgroundTap(_ action: String) -> Bool {
        guard action.hasPrefix(backgroundTap) else { return false }
        let rest = action.dropFirst(backgroundTap.count)
        return rest.isEmpty
            || (rest.count > 1 && rest.first == "#" && rest.dropFirst().allSatisfy { ("0"..."9").contains($0) })
    }
}
