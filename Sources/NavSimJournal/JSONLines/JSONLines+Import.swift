import NavSimCore

// MARK: - Reading lines

extension JSONLines {
    /// Reads the header line.
    static func readHeader(_ node: JSONNode) throws(JSONLinesProblem) -> TraceManifest {
        guard case .object(let members) = node else { throw .invalidHeader(reason: "it is not an object") }
        var fields = JSONFields(members)
        guard (try? fields.string("format")) == formatName else {
            throw .invalidHeader(reason: "\"format\" must be \"\(formatName)\"")
        }
        let versionText = try fields.string("version")
        let parts = versionText.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let major = JSONFields.decimal(parts[0]).flatMap(UInt16.init(exactly:)),
            let minor = JSONFields.decimal(parts[1]).flatMap(UInt16.init(exactly:))
        else {
            throw .invalidField("version", expected: "\"major.minor\"")
        }
        let version = TraceFormatVersion(major: major, minor: minor)
        guard version.isReadable else {
            throw .unsupportedVersion(found: version, supported: .current)
        }
        var manifest = TraceManifest(app: try fields.string("app"))
        manifest.variant = try fields.string("variant")
        manifest.navSimVersion = try fields.string("navSimVersion")
        manifest.clockOrigin = Int64(try fields.integer("clockOrigin"))
        guard case .array(let typeNodes) = try fields.take("eventTypes") else {
            throw .invalidField("eventTypes", expected: "an array")
        }
        var types: [TraceEventType] = []
        for typeNode in typeNodes {
            guard case .object(let typeMembers) = typeNode else {
                throw .invalidField("eventTypes", expected: "an array of objects")
            }
            var typeFields = JSONFields(typeMembers)
            types.append(
                TraceEventType(
                    code: try typeFields.unsigned("code"), name: try typeFields.string("name"),
                    version: try typeFields.unsigned("version")))
            try typeFields.finish()
        }
        manifest.eventTypes = types
        try fields.finish()
        do {
            _ = try manifest.checkedTypeNames()
        } catch {
            throw .invalidHeader(reason: error.description)
        }
        return manifest
    }

    /// Reads one event line, checking its `step` (optional) against `expectedStep`.
    static func readEvent(_ node: JSONNode, expectedStep: UInt64) throws(JSONLinesProblem) -> NavigationEvent {
        guard case .object(let members) = node else { throw .notAnObject }
        var fields = JSONFields(members)
        if fields.has("step") {
            let step = try fields.unsigned("step")
            guard step == expectedStep else { throw .stepOutOfOrder(expected: expectedStep, found: step) }
        }
        let typeName = try fields.string("type")
        guard let type = EventType.byName[typeName] else { throw .unknownEventType(typeName) }
        let event = try readFields(of: type, from: &fields)
        try fields.finish()
        return event
    }

    // swift-format-ignore: FunctionBodyLength
    private static func readFields(
        of type: EventType, from fields: inout JSONFields
    ) throws(JSONLinesProblem) -> NavigationEvent {
        switch type {
        case .launched: return .launched
        case .animationsEnded: return .animationsEnded
        case .timePassed: return .timePassed(milliseconds: try fields.integer("milliseconds"))
        case .ownerFound: return .ownerFound(try fields.controller("controller"), owner: try fields.id("owner"))
        case .timerScheduled:
            return .timerScheduled(
                milliseconds: try fields.integer("milliseconds"), source: try fields.string("source"))
        case .transitionNested:
            return .transitionNested(container: try fields.id("container"), reason: try fields.string("reason"))
        case .userTapped:
            return .userTapped(
                screen: try fields.id("screen"), action: try fields.string("action"),
                argument: try fields.value("argument"))
        case .backTapped: return .backTapped(container: try fields.id("container"))
        case .interactiveBackBegan: return .interactiveBackBegan(container: try fields.id("container"))
        case .interactiveBackCancelled: return .interactiveBackCancelled(container: try fields.id("container"))
        case .interactiveBackFinished: return .interactiveBackFinished(container: try fields.id("container"))
        case .tabTapped: return .tabTapped(container: try fields.id("container"), index: try fields.integer("index"))
        case .deepLinkOpened: return .deepLinkOpened(url: try fields.string("url"))
        case .launchedWith:
            return .launchedWith(
                link: fields.has("shortcut")
                    ? .shortcut(type: try fields.string("shortcut")) : .url(try fields.string("url")))
        case .shortcutPerformed: return .shortcutPerformed(type: try fields.string("shortcut"))
        case .appStateChanged: return .appStateChanged(to: try fields.choice("state"))
        case .serviceResponded:
            return .serviceResponded(
                service: try fields.string("service"), request: try fields.integer("request"),
                response: try fields.value("response"))
        case .coordinatorCreated:
            return .coordinatorCreated(try fields.id("coordinator"), type: try fields.string("coordinatorType"))
        case .coordinatorStarted: return .coordinatorStarted(try fields.id("coordinator"))
        case .coordinatorFinished: return .coordinatorFinished(try fields.id("coordinator"))
        case .coordinatorDeallocated: return .coordinatorDeallocated(try fields.id("coordinator"))
        case .childAdded: return .childAdded(try fields.id("coordinator"), parent: try fields.id("parent"))
        case .childRemoved: return .childRemoved(try fields.id("coordinator"), parent: try fields.id("parent"))
        case .screenCreated:
            return .screenCreated(
                try fields.id("screen"), name: try fields.string("name"), owner: try fields.optionalID("owner"),
                state: try fields.value("state"))
        case .screenDeallocated: return .screenDeallocated(try fields.id("screen"))
        case .containerCreated:
            return .containerCreated(
                try fields.id("container"), style: try fields.choice("style"), owner: try fields.optionalID("owner"))
        case .containerDeallocated: return .containerDeallocated(try fields.id("container"))
        case .windowCreated: return .windowCreated(try fields.id("window"))
        case .windowOrderedFront: return .windowOrderedFront(try fields.id("window"))
        case .windowHidden: return .windowHidden(try fields.id("window"))
        case .windowShown: return .windowShown(try fields.id("window"))
        case .windowRootSet: return .windowRootSet(try fields.id("window"), root: try fields.optionalController("root"))
        case .pushed: return .pushed(try fields.stackEntry(), container: try fields.id("container"))
        case .popped: return .popped(try fields.stackEntry(), container: try fields.id("container"))
        case .poppedTo: return .poppedTo(try fields.stackEntry(), container: try fields.id("container"))
        case .poppedToRoot: return .poppedToRoot(container: try fields.id("container"))
        case .stackReplaced:
            return .stackReplaced(container: try fields.id("container"), stack: try fields.stackEntries("stack"))
        case .presented:
            return .presented(
                try fields.controller("controller"), presenter: try fields.controller("presenter"),
                style: try fields.choice("style"))
        case .dismissed: return .dismissed(try fields.controller("controller"))
        case .sheetSwipeBegan: return .sheetSwipeBegan(controller: try fields.controller("controller"))
        case .sheetSwipeCancelled: return .sheetSwipeCancelled(controller: try fields.controller("controller"))
        case .sheetSwipeFinished: return .sheetSwipeFinished(controller: try fields.controller("controller"))
        case .sheetSwipeRefused: return .sheetSwipeRefused(controller: try fields.controller("controller"))
        case .tappedOutsidePopover: return .tappedOutsidePopover(controller: try fields.controller("controller"))
        case .tabsSet: return .tabsSet(container: try fields.id("container"), tabs: try fields.controllers("tabs"))
        case .tabSelected:
            return .tabSelected(container: try fields.id("container"), index: try fields.integer("index"))
        case .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return .lifecycle(try fields.id("screen"), type.callback ?? .viewDidLoad)
        case .viewModelStateChanged:
            return .viewModelStateChanged(try fields.id("screen"), state: try fields.value("state"))
        case .commandIgnored:
            return .commandIgnored(command: try fields.string("command"), reason: try fields.string("reason"))
        case .crashed:
            return .crashed(reason: try fields.string("reason"), coordinator: try fields.optionalID("coordinator"))
        case .serviceRequested:
            return .serviceRequested(
                service: try fields.string("service"), request: try fields.integer("request"),
                payload: try fields.value("payload"))
        case .screenEmbedded: return .screenEmbedded(try fields.id("screen"), parent: try fields.id("parent"))
        case .screenUnembedded: return .screenUnembedded(try fields.id("screen"))
        case .containerEmbedded: return .containerEmbedded(try fields.id("container"), parent: try fields.id("parent"))
        case .containerUnembedded: return .containerUnembedded(try fields.id("container"))
        case .embeddedAt:
            return .embeddedAt(
                try fields.controller("controller"), parent: try fields.id("parent"), index: try fields.integer("index")
            )
        case .annotated:
            return .annotated(
                name: try fields.string("name"), coordinator: try fields.optionalID("coordinator"),
                payload: try fields.value("payload"))
        case .interrupted: return .interrupted(signal: try fields.string("signal"))
        case .pendingWorkHeld:
            return .pendingWorkHeld(coordinators: try fields.ids("coordinators"), screens: try fields.ids("screens"))
        }
    }
}
