extension NavigationEvent {
    /// The event's name as it appears in traces and logs: `pushed`, `viewDidAppear`, ….
    public var kind: String {
        switch self {
        case .launched: "launched"
        case .launchedWith: "launchedWith"
        case .userTapped: "userTapped"
        case .backTapped: "backTapped"
        case .interactiveBackBegan: "interactiveBackBegan"
        case .interactiveBackCancelled: "interactiveBackCancelled"
        case .interactiveBackFinished: "interactiveBackFinished"
        case .sheetSwipeBegan: "sheetSwipeBegan"
        case .sheetSwipeCancelled: "sheetSwipeCancelled"
        case .sheetSwipeFinished: "sheetSwipeFinished"
        case .tappedOutsidePopover: "tappedOutsidePopover"
        case .tabTapped: "tabTapped"
        case .deepLinkOpened: "deepLinkOpened"
        case .shortcutPerformed: "shortcutPerformed"
        case .appStateChanged: "appStateChanged"
        case .serviceResponded: "serviceResponded"
        case .animationsEnded: "animationsEnded"
        case .timePassed: "timePassed"
        case .coordinatorCreated: "coordinatorCreated"
        case .coordinatorStarted: "coordinatorStarted"
        case .coordinatorFinished: "coordinatorFinished"
        case .coordinatorDeallocated: "coordinatorDeallocated"
        case .childAdded: "childAdded"
        case .childRemoved: "childRemoved"
        case .screenCreated: "screenCreated"
        case .screenDeallocated: "screenDeallocated"
        case .containerCreated: "containerCreated"
        case .containerDeallocated: "containerDeallocated"
        case .windowCreated: "windowCreated"
        case .windowRootSet: "windowRootSet"
        case .windowOrderedFront: "windowOrderedFront"
        case .windowHidden: "windowHidden"
        case .windowShown: "windowShown"
        case .ownerFound: "ownerFound"
        case .pushed: "pushed"
        case .popped: "popped"
        case .poppedTo: "poppedTo"
        case .poppedToRoot: "poppedToRoot"
        case .stackReplaced: "stackReplaced"
        case .presented: "presented"
        case .dismissed: "dismissed"
        case .sheetSwipeRefused: "sheetSwipeRefused"
        case .tabsSet: "tabsSet"
        case .tabSelected: "tabSelected"
        case .lifecycle(_, let callback): callback.rawValue
        case .screenEmbedded: "screenEmbedded"
        case .screenUnembedded: "screenUnembedded"
        case .containerEmbedded: "containerEmbedded"
        case .containerUnembedded: "containerUnembedded"
        case .embeddedAt: "embeddedAt"
        case .serviceRequested: "serviceRequested"
        case .viewModelStateChanged: "viewModelStateChanged"
        case .timerScheduled: "timerScheduled"
        case .commandIgnored: "commandIgnored"
        case .transitionNested: "transitionNested"
        case .crashed: "crashed"
        case .annotated: "annotated"
        case .interrupted: "interrupted"
        case .pendingWorkHeld: "pendingWorkHeld"
        }
    }
}

extension NavigationEvent: CustomStringConvertible {
    /// One line for people, with ids: `pushed s4 onto k1`.
    public var description: String {
        switch self {
        case .launched, .animationsEnded: kind
        case .userTapped(let screen, let action, let argument):
            "userTapped \(action) on \(screen)" + (argument == .null ? "" : " with \(argument)")
        case .backTapped(let container), .interactiveBackBegan(let container),
            .interactiveBackCancelled(let container), .interactiveBackFinished(let container),
            .poppedToRoot(let container):
            "\(kind) \(container)"
        case .tabTapped(let container, let index), .tabSelected(let container, let index):
            "\(kind) \(index) of \(container)"
        case .launchedWith(let link): "launchedWith \(link)"
        case .deepLinkOpened(let url): "deepLinkOpened \(JSONValue.string(url))"
        case .shortcutPerformed(let type): "shortcutPerformed \(JSONValue.string(type))"
        case .appStateChanged(let state): "appStateChanged to \(state.rawValue)"
        case .serviceResponded(let service, let request, let response):
            "serviceResponded \(service) #\(request): \(response)"
        case .coordinatorCreated(let id, let type): "coordinatorCreated \(id) \(type)"
        case .coordinatorStarted(let id), .coordinatorFinished(let id), .coordinatorDeallocated(let id):
            "\(kind) \(id)"
        case .childAdded(let id, let parent): "childAdded \(id) to \(parent)"
        case .childRemoved(let id, let parent): "childRemoved \(id) from \(parent)"
        case .screenCreated(let id, let name, let owner, let state):
            "screenCreated \(id) \(name) by \(owner.map(\.description) ?? "none") state \(state)"
        case .screenDeallocated(let id): "screenDeallocated \(id)"
        case .containerCreated(let id, let style, let owner):
            "containerCreated \(id) \(style.rawValue) by \(owner.map(\.description) ?? "none")"
        case .containerDeallocated(let id): "containerDeallocated \(id)"
        case .windowCreated(let id): "windowCreated \(id)"
        case .windowOrderedFront(let id): "windowOrderedFront \(id)"
        case .windowHidden(let id): "windowHidden \(id)"
        case .windowShown(let id): "windowShown \(id)"
        case .windowRootSet(let id, let root): "windowRootSet \(id) to \(root.map(\.description) ?? "none")"
        case .ownerFound(let id, let owner): "ownerFound \(id) by \(owner)"
        case .pushed(let id, let container): "pushed \(id) onto \(container)"
        case .popped(let id, let container): "popped \(id) from \(container)"
        case .poppedTo(let id, let container): "poppedTo \(id) in \(container)"
        case .stackReplaced(let container, let stack):
            "stackReplaced \(container) with [\(stack.map(\.description).joined(separator: ", "))]"
        case .presented(let id, let presenter, let style):
            "presented \(id) by \(presenter) as \(style.rawValue)"
        case .dismissed(let id): "dismissed \(id)"
        case .sheetSwipeBegan(let id), .sheetSwipeCancelled(let id), .sheetSwipeFinished(let id),
            .sheetSwipeRefused(let id), .tappedOutsidePopover(let id):
            "\(kind) \(id)"
        case .tabsSet(let container, let tabs):
            "tabsSet \(container) to [\(tabs.map(\.description).joined(separator: ", "))]"
        case .lifecycle(let id, let callback): "\(callback.rawValue) \(id)"
        case .screenEmbedded(let id, let parent): "screenEmbedded \(id) in \(parent)"
        case .screenUnembedded(let id): "screenUnembedded \(id)"
        case .containerEmbedded(let id, let parent): "containerEmbedded \(id) in \(parent)"
        case .containerUnembedded(let id): "containerUnembedded \(id)"
        case .embeddedAt(let id, let parent, let index): "embeddedAt \(id) in \(parent) at \(index)"
        case .serviceRequested(let service, let request, let payload):
            "serviceRequested \(service) #\(request): \(payload)"
        case .viewModelStateChanged(let id, let state): "viewModelStateChanged \(id) to \(state)"
        case .timePassed(let milliseconds): "timePassed \(milliseconds) ms"
        case .timerScheduled(let milliseconds, let source): "timerScheduled \(source) in \(milliseconds) ms"
        case .commandIgnored(let command, let reason): "commandIgnored \(command): \(reason)"
        case .transitionNested(let container, let reason): "transitionNested \(container): \(reason)"
        case .crashed(let reason, let coordinator):
            "crashed in \(coordinator.map(\.description) ?? "app"): \(reason)"
        case .annotated(let name, let coordinator, let payload):
            "annotated \(name) by \(coordinator.map(\.description) ?? "app"): \(payload)"
        case .interrupted(let signal): "interrupted by \(signal)"
        case .pendingWorkHeld(let coordinators, let screens):
            "pendingWorkHeld [\((coordinators.map(\.description) + screens.map(\.description)).joined(separator: ", "))]"
        }
    }
}
