/// Everything NavSim knows about a simulated app at one step of its trace.
///
/// The state is a pure fold of events: `events.reduce(NavigationState(), apply)`. The
/// simulator never changes it any other way, so the live state of a session always equals
/// the replay of its own trace; only an exploration's replay renumbers its step
/// (`renumber(asAt:)`), and it writes no trace.
///
/// Objects that were deallocated leave the state, except a deallocated coordinator whose
/// screens or containers are still alive: it stays as a tombstone
/// (``CoordinatorNode/isDeallocated``) so that its orphaned screens can be reported. The
/// state therefore stays as small as what the app really holds.
public struct NavigationState: Hashable, Sendable {
    /// The number of events folded into this state.
    public internal(set) var step = 0
    /// Coordinators by id: alive ones and deallocated tombstones.
    public internal(set) var coordinators: [CoordinatorID: CoordinatorNode] = [:] {
        didSet { coordinatorsStamp = .next() }
    }
    /// The change that left ``coordinators`` as they are (any access that could write them
    /// takes a new one): a check that read them at this stamp need not read them again.
    private(set) var coordinatorsStamp = ChangeStamp()
    /// Alive screens by id.
    public internal(set) var screens: [ScreenID: ScreenNode] = [:]
    /// Alive navigation and tab bar controllers by id.
    public internal(set) var containers: [ContainerID: ContainerNode] = [:]
    /// Windows by id.
    public internal(set) var windows: [WindowID: WindowNode] = [:]
    /// Service requests still waiting for an answer: request number to service name.
    public internal(set) var pendingRequests: [Int: String] = [:]
    /// Virtual milliseconds since launch: time passes only through
    /// ``NavigationEvent/timePassed(milliseconds:)``.
    public internal(set) var clock = 0
    /// The deadlines of the pending timers (``NavigationEvent/timerScheduled(milliseconds:source:)``),
    /// in virtual milliseconds since launch, earliest first.
    public internal(set) var timers: [Int] = []
    /// Where the app stands in its life cycle: active from launch until
    /// ``NavigationEvent/appStateChanged(to:)`` moves it.
    public internal(set) var appState = AppState.active
    /// Set once the app has crashed; no event can follow.
    public internal(set) var crash: Crash?
    /// What the work the app left pending holds, as the last
    /// ``NavigationEvent/pendingWorkHeld(coordinators:screens:)`` said, less what was
    /// deallocated since: what the leak rules wait for.
    package internal(set) var heldByPendingWork = PendingWorkHolds.nothing
    /// How many screens of each name are kept (``ScreenNode/isKept``), for
    /// ``ScreenNode/isMadeAnew`` in constant time; derived from the screens, kept up to date
    /// where their locations and appearances change.
    var keptScreenNames: [String: Int] = [:]

    /// Creates the state of an app that has not launched yet.
    public init() {}

    /// Takes `step` as the number of events folded so far: a session that replayed a path
    /// recording fewer events than the session that first took it (ViewModel states only at
    /// the end) numbers the events that follow as that one did.
    package mutating func renumber(asAt step: Int) {
        self.step = step
    }
}

/// A coordinator: its place in the coordinator tree and what it owns.
public struct CoordinatorNode: Hashable, Sendable, Codable {
    public let id: CoordinatorID
    /// The class name, such as `AddCoordinator`.
    public let type: String
    /// The coordinator that stores this one as a child, if any.
    public internal(set) var parent: CoordinatorID?
    /// The flow this one was made from, whose end it should not outlive: the last coordinator
    /// that stored it as a child, else the live owner of the front screen when it was made
    /// (`nil` when there was none).
    public internal(set) var creator: Creator?
    /// The children this coordinator stores, in the order they were added.
    public internal(set) var children: [CoordinatorID] = []
    /// Where the coordinator is in its own life.
    public internal(set) var phase: CoordinatorPhase = .created
    /// Whether its `deinit` has run; such a node stays only while its screens live.
    public internal(set) var isDeallocated = false
    /// The alive screens this coordinator created, oldest first.
    public internal(set) var screens: [ScreenID] = []
    /// The alive containers this coordinator created, oldest first.
    public internal(set) var containers: [ContainerID] = []
    /// Whether any of its screens has ever been shown in a container or window.
    public internal(set) var hasShownScreens = false
    /// Whether a child's flow (the child's screens, or a grandchild's, …) has been shown
    /// while this coordinator stored it: the flow of a coordinator that owns no screen and
    /// shows its steps through child coordinators.
    public internal(set) var hasShownScreensThroughChildren = false
    /// The names of the outputs it noted (its `annotated` events), sorted, each once: what
    /// an output rule (``AppInvariant/output(_:of:notes:)``) asks of it before its flow
    /// ends. History, kept in the state so that two paths that differ in it are two states.
    public internal(set) var notes: [String] = []

    /// The name people read: `AddCoordinator#3`.
    public var displayName: String { "\(type)#\(id.rawValue)" }

    /// A coordinator by its id and its type, which stays known once it is gone.
    public struct Creator: Hashable, Sendable, Codable {
        /// The creator's id, which may name a coordinator no longer in the state.
        public let id: CoordinatorID
        /// The creator's class name.
        public let type: String
    }
}

/// The phases of a coordinator's flow.
public enum CoordinatorPhase: String, Hashable, Sendable, Codable {
    /// Initialized, `start()` not yet called.
    case created
    /// `start()` ran; its flow is live.
    case started
    /// It declared its flow over.
    case finished
}

/// A screen: a content view controller and its ViewModel's state.
public struct ScreenNode: Hashable, Sendable, Codable {
    public let id: ScreenID
    /// The screen's name, such as `Login`.
    public let name: String
    /// The coordinator that drives it: the one found when it was recorded, or later
    /// (``NavigationEvent/ownerFound(_:owner:)``).
    public internal(set) var owner: CoordinatorID?
    /// The ViewModel's current state (`null` when the screen has none).
    public internal(set) var state: JSONValue
    /// Where it is held: a stack, a tab, a window's root, a presentation or a parent screen.
    public internal(set) var location: Location?
    /// The controllers embedded in this one (child view controllers whose views are in its
    /// view), screens and navigation controllers together, in the order of their views (the
    /// order they were embedded, or the position ``NavigationEvent/embeddedAt(_:parent:index:)``
    /// gave): the order its appearance callbacks reach them, and the order they are listed in.
    public internal(set) var embedded: [ControllerID] = []
    /// Where it is in the view lifecycle.
    public internal(set) var appearance: Appearance = .unloaded
    /// The first lifecycle callback that broke UIKit's order, if any.
    public internal(set) var lifecycleFault: LifecycleFault?
    /// Whether the app made this screen while another screen of its name had left the
    /// screen and was kept (alive, held by no container, window, presentation or parent
    /// screen): a new instance made instead of the kept one, as a leak that grows does.
    /// Derived when the screen is recorded (`screenCreated`); the `poppedButAlive` rule
    /// reads it.
    public internal(set) var isMadeAnew = false

    /// The name people read: `Login#4`.
    public var displayName: String { "\(name)#\(id.rawValue)" }

    /// The screens embedded in this one, in the order of ``embedded``.
    public var children: [ScreenID] {
        embedded.compactMap { if case .screen(let id) = $0 { id } else { nil } }
    }

    /// The navigation controllers embedded in this one (such as an expanded split view
    /// controller's columns), in the order of ``embedded``; each shows its stack with this
    /// screen.
    public var embeddedContainers: [ContainerID] {
        embedded.compactMap { if case .container(let id) = $0 { id } else { nil } }
    }
}

/// A navigation or tab bar controller.
public struct ContainerNode: Hashable, Sendable, Codable {
    public let id: ContainerID
    public let style: ContainerStyle
    /// The coordinator that drives it, if one was found (when it was recorded, or later).
    public internal(set) var owner: CoordinatorID?
    /// The navigation stack, bottom first (empty for a tab bar controller): screens, and tab
    /// bar controllers pushed as UIKit allows.
    public internal(set) var stack: [ControllerID] = []
    /// The tabs, left to right (empty for a navigation controller).
    public internal(set) var tabs: [ControllerID] = []
    /// The selected tab's index.
    public internal(set) var selectedTab = 0
    /// Whether an interactive back swipe is under way.
    public internal(set) var isSwipingBack = false
    /// Where it is held: a tab, a stack (a tab bar controller), a window's root, a
    /// presentation, or a parent screen (a navigation controller embedded in it).
    public internal(set) var location: Location?

    /// The name people read: `Navigation#1`.
    public var displayName: String {
        "\(style == .navigation ? "Navigation" : "TabBar")#\(id.rawValue)"
    }
}

/// A window: its root view controller and its chain of modal presentations.
public struct WindowNode: Hashable, Sendable, Codable {
    public let id: WindowID
    /// The root view controller.
    public internal(set) var root: ControllerID?
    /// Controllers presented modally, bottom first; each one presented by the layer below.
    public internal(set) var modals: [Presentation] = []
    /// The step of the window's last `windowOrderedFront`, if any: the window it names is in
    /// front of those ordered before it and of every window never ordered.
    public internal(set) var frontSince: Int?
    /// Whether the app hid the window (``NavigationEvent/windowHidden(_:)``): it still holds its
    /// root and presentations, but shows none of them and takes no touch.
    public internal(set) var isHidden = false

    /// Whether the window shows a controller: it has a root and is not hidden.
    public var showsController: Bool { root != nil && !isHidden }
}

/// One modal presentation in a window.
public struct Presentation: Hashable, Sendable, Codable {
    public let controller: ControllerID
    public let presenter: ControllerID
    public let style: ModalStyle
    /// Whether the user is swiping the sheet down (between `sheetSwipeBegan` and its
    /// cancel, finish or refusal).
    public internal(set) var isSwipingDown = false
}

/// Where a view controller is held.
public enum Location: Hashable, Sendable, Codable {
    /// In a navigation controller's stack.
    case stack(ContainerID)
    /// A tab of a tab bar controller.
    case tab(ContainerID)
    /// The root view controller of a window.
    case windowRoot(WindowID)
    /// Presented modally in a window.
    case presented(WindowID)
    /// Embedded in a parent screen: a child view controller whose view is in the parent's (a
    /// screen, or a navigation controller such as a split view controller's column).
    case embedded(ScreenID)
}

/// The view-lifecycle phase of a screen.
public enum Appearance: String, Hashable, Sendable, Codable {
    /// The view has not been loaded.
    case unloaded
    /// Loaded and off screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen: between `viewDidAppear` and `viewWillDisappear`.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
}

/// A lifecycle callback that arrived in a phase where UIKit never sends it.
public struct LifecycleFault: Hashable, Sendable, Codable {
    public let callback: LifecycleCallback
    public let phase: Appearance
    /// The step of the offending event.
    public let step: Int
}

/// A simulated crash.
public struct Crash: Hashable, Sendable, Codable {
    public let reason: String
    public let coordinator: CoordinatorID?
    /// The step of the `crashed` event.
    public let step: Int
}
