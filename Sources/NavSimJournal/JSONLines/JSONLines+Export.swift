import NavSimCore

// MARK: - Writing lines

extension JSONLines {
    /// Appends the header line for `manifest`, without its newline.
    static func writeHeader(_ manifest: TraceManifest, version: TraceFormatVersion, to json: inout JSONTextWriter) {
        json.raw("{")
        json.key("format")
        json.string(formatName)
        json.field("version", string: version.description)
        json.field("app", string: manifest.app)
        json.field("variant", string: manifest.variant)
        json.field("navSimVersion", string: manifest.navSimVersion)
        json.field("clockOrigin", integer: manifest.clockOrigin)
        json.nextKey("eventTypes")
        json.raw("[")
        for (index, type) in manifest.eventTypes.enumerated() {
            json.raw(index == 0 ? "{" : ",{")
            json.firstField("code", integer: type.code)
            json.field("name", string: type.name)
            json.field("version", integer: type.version)
            json.raw("}")
        }
        json.raw("]}")
    }

    /// Appends the line for one event, without its newline: `step`, `type`, then the
    /// event's fields in declaration order.
    ///
    /// - Throws: ``JSONLinesProblem`` when a value cannot be written as JSON; NaN and the
    ///   infinities are written as the strings naming them.
    static func writeEvent(_ event: NavigationEvent, step: UInt64, to json: inout JSONTextWriter)
        throws(JSONLinesProblem)
    {
        json.raw("{")
        json.firstField("step", integer: step)
        json.field("type", string: event.kind)
        switch event {
        case .launched, .animationsEnded: break
        case .userTapped(let screen, let action, let argument):
            json.field("screen", integer: screen.rawValue)
            json.field("action", string: action)
            json.nextKey("argument")
            try json.value(argument)
        case .backTapped(let container), .interactiveBackBegan(let container),
            .interactiveBackCancelled(let container), .interactiveBackFinished(let container),
            .poppedToRoot(let container):
            json.field("container", integer: container.rawValue)
        case .tabTapped(let container, let index), .tabSelected(let container, let index):
            json.field("container", integer: container.rawValue)
            json.field("index", integer: index)
        case .deepLinkOpened(let url), .launchedWith(.url(let url)):
            json.field("url", string: url)
        case .launchedWith(.shortcut(let type)), .shortcutPerformed(let type):
            json.field("shortcut", string: type)
        case .appStateChanged(let state):
            json.field("state", string: state.rawValue)
        case .serviceResponded(let service, let request, let response):
            json.field("service", string: service)
            json.field("request", integer: request)
            json.nextKey("response")
            try json.value(response)
        case .coordinatorCreated(let id, let type):
            json.field("coordinator", integer: id.rawValue)
            json.field("coordinatorType", string: type)
        case .coordinatorStarted(let id), .coordinatorFinished(let id), .coordinatorDeallocated(let id):
            json.field("coordinator", integer: id.rawValue)
        case .childAdded(let id, let parent), .childRemoved(let id, let parent):
            json.field("coordinator", integer: id.rawValue)
            json.field("parent", integer: parent.rawValue)
        case .screenCreated(let id, let name, let owner, let state):
            json.field("screen", integer: id.rawValue)
            json.field("name", string: name)
            json.nextKey("owner")
            json.optionalID(owner)
            json.nextKey("state")
            try json.value(state)
        case .screenDeallocated(let id), .lifecycle(let id, _):
            json.field("screen", integer: id.rawValue)
        case .containerCreated(let id, let style, let owner):
            json.field("container", integer: id.rawValue)
            json.field("style", string: style.rawValue)
            json.nextKey("owner")
            json.optionalID(owner)
        case .containerDeallocated(let id):
            json.field("container", integer: id.rawValue)
        case .windowCreated(let id), .windowOrderedFront(let id), .windowHidden(let id), .windowShown(let id):
            json.field("window", integer: id.rawValue)
        case .windowRootSet(let id, let root):
            json.field("window", integer: id.rawValue)
            json.nextKey("root")
            if let root { json.controller(root) } else { json.raw("null") }
        case .pushed(let id, let container), .popped(let id, let container), .poppedTo(let id, let container):
            switch id {
            case .screen(let screen): json.field("screen", integer: screen.rawValue)
            case .container:
                json.nextKey("controller")
                json.controller(id)
            }
            json.field("container", integer: container.rawValue)
        case .stackReplaced(let container, let stack):
            json.field("container", integer: container.rawValue)
            // A screen is its number, as before 1.5; a container is its name.
            let entries = stack.map { entry in
                switch entry {
                case .screen(let id): String(id.rawValue)
                case .container(let id): "\"\(id)\""
                }
            }
            json.field("stack", array: entries, quoted: false)
        case .presented(let id, let presenter, let style):
            json.nextKey("controller")
            json.controller(id)
            json.nextKey("presenter")
            json.controller(presenter)
            json.field("style", string: style.rawValue)
        case .dismissed(let id), .sheetSwipeBegan(let id), .sheetSwipeCancelled(let id), .sheetSwipeFinished(let id),
            .sheetSwipeRefused(let id), .tappedOutsidePopover(let id):
            json.nextKey("controller")
            json.controller(id)
        case .tabsSet(let container, let tabs):
            json.field("container", integer: container.rawValue)
            json.field("tabs", array: tabs.map(\.description), quoted: true)
        case .viewModelStateChanged(let id, let state):
            json.field("screen", integer: id.rawValue)
            json.nextKey("state")
            try json.value(state)
        case .commandIgnored(let command, let reason):
            json.field("command", string: command)
            json.field("reason", string: reason)
        case .transitionNested(let container, let reason):
            json.field("container", integer: container.rawValue)
            json.field("reason", string: reason)
        case .crashed(let reason, let coordinator):
            json.field("reason", string: reason)
            json.nextKey("coordinator")
            json.optionalID(coordinator)
        case .serviceRequested(let service, let request, let payload):
            json.field("service", string: service)
            json.field("request", integer: request)
            json.nextKey("payload")
            try json.value(payload)
        case .screenEmbedded(let id, let parent):
            json.field("screen", integer: id.rawValue)
            json.field("parent", integer: parent.rawValue)
        case .screenUnembedded(let id):
            json.field("screen", integer: id.rawValue)
        case .containerEmbedded(let id, let parent):
            json.field("container", integer: id.rawValue)
            json.field("parent", integer: parent.rawValue)
        case .containerUnembedded(let id):
            json.field("container", integer: id.rawValue)
        case .embeddedAt(let id, let parent, let index):
            json.nextKey("controller")
            json.controller(id)
            json.field("parent", integer: parent.rawValue)
            json.field("index", integer: index)
        case .annotated(let name, let coordinator, let payload):
            json.field("name", string: name)
            json.nextKey("coordinator")
            json.optionalID(coordinator)
            json.nextKey("payload")
            try json.value(payload)
        case .timePassed(let milliseconds):
            json.field("milliseconds", integer: milliseconds)
        case .timerScheduled(let milliseconds, let source):
            json.field("milliseconds", integer: milliseconds)
            json.field("source", string: source)
        case .ownerFound(let id, let owner):
            json.nextKey("controller")
            json.controller(id)
            json.field("owner", integer: owner.rawValue)
        case .interrupted(let signal):
            json.field("signal", string: signal)
        case .pendingWorkHeld(let coordinators, let screens):
            json.field("coordinators", array: coordinators.map { String($0.rawValue) }, quoted: false)
            json.field("screens", array: screens.map { String($0.rawValue) }, quoted: false)
        }
        json.raw("}")
    }
}
