import NavSimCore

/// The event types with their wire codes and versions (codes 40 to 60 came with 1.1, 70 and
/// 71 with 1.2, 80 and 81 with 1.3, 82 with 1.4, 83 with 1.6, 84 to 86 with 1.7, 87 and 88
/// with 1.8, 89 and 90 with 1.9, 91 and 92 with 2.0, 93 with 2.1).
///
/// The codes never change meaning; a new event type takes a new code. A type's version
/// goes up when a later minor format version appends fields to its payload.
enum EventType: UInt8, CaseIterable, Sendable {
    case launched = 1
    case userTapped
    case backTapped
    case interactiveBackBegan
    case interactiveBackCancelled
    case interactiveBackFinished
    case tabTapped
    case deepLinkOpened
    case serviceResponded
    case coordinatorCreated
    case coordinatorStarted
    case coordinatorFinished
    case coordinatorDeallocated
    case childAdded
    case childRemoved
    case screenCreated
    case screenDeallocated
    case containerCreated
    case containerDeallocated
    case windowCreated
    case windowRootSet
    case pushed
    case popped
    case poppedTo
    case poppedToRoot
    case stackReplaced
    case presented
    case dismissed
    case tabsSet
    case tabSelected
    case viewDidLoad
    case viewWillAppear
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case viewModelStateChanged
    case commandIgnored
    case crashed
    case serviceRequested
    case sheetSwipeBegan = 40
    case sheetSwipeCancelled = 41
    case sheetSwipeFinished = 42
    case sheetSwipeRefused = 43
    case screenEmbedded = 50
    case screenUnembedded = 51
    case annotated = 60
    case animationsEnded = 70
    case transitionNested = 71
    case timePassed = 80
    case timerScheduled = 81
    case ownerFound = 82
    case interrupted = 83
    case launchedWith = 84
    case shortcutPerformed = 85
    case appStateChanged = 86
    case tappedOutsidePopover = 87
    case windowOrderedFront = 88
    case windowHidden = 89
    case windowShown = 90
    case containerEmbedded = 91
    case containerUnembedded = 92
    case pendingWorkHeld = 93
    case embeddedAt = 94

    /// The name in the manifest and in JSON Lines: the event's ``NavigationEvent/kind``.
    var name: String { "\(self)" }

    /// The version of the payload layout: 2 for `presented`, which appended UIKit's
    /// modal style, and for the stack events, which appended the containers on a stack (1.5).
    var version: UInt64 {
        switch self {
        case .presented, .pushed, .popped, .poppedTo, .stackReplaced: 2
        default: 1
        }
    }

    /// The type for a name, if there is one.
    static let byName: [String: EventType] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.name, $0) }
    )

    /// The type of a lifecycle callback.
    init(_ callback: LifecycleCallback) {
        switch callback {
        case .viewDidLoad: self = .viewDidLoad
        case .viewWillAppear: self = .viewWillAppear
        case .viewDidAppear: self = .viewDidAppear
        case .viewWillDisappear: self = .viewWillDisappear
        case .viewDidDisappear: self = .viewDidDisappear
        }
    }

    /// The lifecycle callback of this type, if it is one.
    var callback: LifecycleCallback? {
        switch self {
        case .viewDidLoad: .viewDidLoad
        case .viewWillAppear: .viewWillAppear
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        default: nil
        }
    }
}
