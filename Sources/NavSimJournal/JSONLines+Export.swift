import NavSimCore

// MARK: - Writing lines

extension JSONLines {
    /// Appends the header line for `manifest`, without its newline.
    static func writeHeader(_ manifest: TraceManifest, version: TraceFormatVersion, to json: inout JSONTextWriter) {
        json.raw("{")
        json.key("format")
        json.string(formatName)
        json.nextKey("version")
        json.string(version.description)
        json.nextKey("app")
        json.string(manifest.app)
        json.nextKey("variant")
        json.string(manifest.variant)
        json.nextKey("navSimVersion")
        json.string(manifest.navSimVersion)
        json.nextKey("clockOrigin")
        json.integer(manifest.clockOrigin)
        json.nextKey("eventTypes")
        json.raw("[")
        for (index, type) in manifest.eventTypes.enumerated() {
            json.raw(index == 0 ? "{" : ",{")
            json.key("code")
            json.integer(type.code)
            json.nextKey("name")
            json.string(type.name)
            json.nextKey("version")
            json.integer(type.version)
            json.raw("}")
        }
        json.raw("]}")
    }

    /// Appends the line for one event, without its newline: `step`, `type`, then the
    /// event's fields in declaration order.
    ///
    /// - Throws: ``JSONLinesProblem/unrepresentableNumber`` for NaN or an infinity.
    static func writeEvent(_ event: NavigationEvent, step: UInt64, to json: inout JSONTextWriter)
        throws(JSONLinesProblem)
    {
        json.raw("{")
        json.key("step")
        json.integer(step)
        json.nextKey("type")
        json.string(event.kind)
        switch event {
        case .launched: break
        case .userTapped(let screen, let action, let argument):
            json.nextKey("screen")
            json.integer(screen.rawValue)
            json.nextKey("action")
            json.string(action)
            json.nextKey("argument")
            try json.value(argument)
        case .backTapped(let container), .interactiveBackBegan(let container),
            .interactiveBackCancelled(let container), .interactiveBackFinished(let container),
            .poppedToRoot(let container):
            json.nextKey("container")
            json.integer(container.rawValue)
        case .tabTapped(let container, let index), .tabSelected(let container, let index):
            json.nextKey("container")
            json.integer(container.rawValue)
            json.nextKey("index")
            json.integer(index)
        case .deepLinkOpened(let url):
            json.nextKey("url")
            json.string(url)
        case .serviceResponded(let service, let request, let response):
            json.nextKey("service")
            json.string(service)
            json.nextKey("request")
            json.integer(request)
            json.nextKey("response")
            try json.value(response)
        case .coordinatorCreated(let id, let type):
            json.nextKey("coordinator")
            json.integer(id.rawValue)
            json.nextKey("coordinatorType")
            json.string(type)
        case .coordinatorStarted(let id), .coordinatorFinished(let id), .coordinatorDeallocated(let id):
            json.nextKey("coordinator")
            json.integer(id.rawValue)
        case .childAdded(let id, let parent), .childRemoved(let id, let parent):
            json.nextKey("coordinator")
            json.integer(id.rawValue)
            json.nextKey("parent")
            json.integer(parent.rawValue)
        case .screenCreated(let id, let name, let owner, let state):
            json.nextKey("screen")
            json.integer(id.rawValue)
            json.nextKey("name")
            json.string(name)
            json.nextKey("owner")
            json.optionalID(owner)
            json.nextKey("state")
            try json.value(state)
        case .screenDeallocated(let id), .lifecycle(let id, _):
            json.nextKey("screen")
            json.integer(id.rawValue)
        case .containerCreated(let id, let style, let owner):
            json.nextKey("container")
            json.integer(id.rawValue)
            json.nextKey("style")
            json.string(style.rawValue)
            json.nextKey("owner")
            json.optionalID(owner)
        case .containerDeallocated(let id):
            json.nextKey("container")
            json.integer(id.rawValue)
        case .windowCreated(let id):
            json.nextKey("window")
            json.integer(id.rawValue)
        case .windowRootSet(let id, let root):
            json.nextKey("window")
            json.integer(id.rawValue)
            json.nextKey("root")
            if let root { json.controller(root) } else { json.raw("null") }
        case .pushed(let id, let container), .popped(let id, let container), .poppedTo(let id, let container):
            json.nextKey("screen")
            json.integer(id.rawValue)
            json.nextKey("container")
            json.integer(container.rawValue)
        case .stackReplaced(let container, let stack):
            json.nextKey("container")
            json.integer(container.rawValue)
            json.nextKey("stack")
            json.raw("[")
            for (index, screen) in stack.enumerated() {
                if index > 0 { json.raw(",") }
                json.integer(screen.rawValue)
            }
            json.raw("]")
        case .presented(let id, let presenter, let style):
            json.nextKey("controller")
            json.controller(id)
            json.nextKey("presenter")
            json.controller(presenter)
            json.nextKey("style")
            json.string(style.rawValue)
        case .dismissed(let id):
            json.nextKey("controller")
            json.controller(id)
        case .tabsSet(let container, let tabs):
            json.nextKey("container")
            json.integer(container.rawValue)
            json.nextKey("tabs")
            json.raw("[")
            for (index, tab) in tabs.enumerated() {
                if index > 0 { json.raw(",") }
                json.controller(tab)
            }
            json.raw("]")
        case .viewModelStateChanged(let id, let state):
            json.nextKey("screen")
            json.integer(id.rawValue)
            json.nextKey("state")
            try json.value(state)
        case .commandIgnored(let command, let reason):
            json.nextKey("command")
            json.string(command)
            json.nextKey("reason")
            json.string(reason)
        case .crashed(let reason, let coordinator):
            json.nextKey("reason")
            json.string(reason)
            json.nextKey("coordinator")
            json.optionalID(coordinator)
        }
        json.raw("}")
    }
}
