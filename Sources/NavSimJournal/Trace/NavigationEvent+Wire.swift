import NavSimCore

// MARK: - Encoding

extension NavigationEvent {
    /// The event type that names this event in traces.
    var eventType: EventType {
        switch self {
        case .launched: .launched
        case .launchedWith: .launchedWith
        case .shortcutPerformed: .shortcutPerformed
        case .appStateChanged: .appStateChanged
        case .userTapped: .userTapped
        case .backTapped: .backTapped
        case .interactiveBackBegan: .interactiveBackBegan
        case .interactiveBackCancelled: .interactiveBackCancelled
        case .interactiveBackFinished: .interactiveBackFinished
        case .tabTapped: .tabTapped
        case .deepLinkOpened: .deepLinkOpened
        case .serviceResponded: .serviceResponded
        case .coordinatorCreated: .coordinatorCreated
        case .coordinatorStarted: .coordinatorStarted
        case .coordinatorFinished: .coordinatorFinished
        case .coordinatorDeallocated: .coordinatorDeallocated
        case .childAdded: .childAdded
        case .childRemoved: .childRemoved
        case .screenCreated: .screenCreated
        case .screenDeallocated: .screenDeallocated
        case .containerCreated: .containerCreated
        case .containerDeallocated: .containerDeallocated
        case .windowCreated: .windowCreated
        case .windowRootSet: .windowRootSet
        case .windowOrderedFront: .windowOrderedFront
        case .windowHidden: .windowHidden
        case .windowShown: .windowShown
        case .pushed: .pushed
        case .popped: .popped
        case .poppedTo: .poppedTo
        case .poppedToRoot: .poppedToRoot
        case .stackReplaced: .stackReplaced
        case .presented: .presented
        case .dismissed: .dismissed
        case .tabsSet: .tabsSet
        case .tabSelected: .tabSelected
        case .lifecycle(_, let callback): EventType(callback)
        case .viewModelStateChanged: .viewModelStateChanged
        case .commandIgnored: .commandIgnored
        case .crashed: .crashed
        case .serviceRequested: .serviceRequested
        case .sheetSwipeBegan: .sheetSwipeBegan
        case .sheetSwipeCancelled: .sheetSwipeCancelled
        case .sheetSwipeFinished: .sheetSwipeFinished
        case .sheetSwipeRefused: .sheetSwipeRefused
        case .tappedOutsidePopover: .tappedOutsidePopover
        case .screenEmbedded: .screenEmbedded
        case .screenUnembedded: .screenUnembedded
        case .containerEmbedded: .containerEmbedded
        case .containerUnembedded: .containerUnembedded
        case .embeddedAt: .embeddedAt
        case .annotated: .annotated
        case .animationsEnded: .animationsEnded
        case .transitionNested: .transitionNested
        case .timePassed: .timePassed
        case .timerScheduled: .timerScheduled
        case .ownerFound: .ownerFound
        case .interrupted: .interrupted
        case .pendingWorkHeld: .pendingWorkHeld
        }
    }

    /// Appends the event's payload: its type code, then its fields in declaration order.
    ///
    /// - Throws: ``PayloadProblem/nestingTooDeep(limit:)`` for JSON values nested too deep.
    func encode(into bytes: inout [UInt8]) throws(PayloadProblem) {
        bytes.appendVarint(UInt64(eventType.rawValue))
        switch self {
        case .launched, .animationsEnded: break
        case .userTapped(let screen, let action, let argument):
            bytes.appendID(screen)
            bytes.appendString(action)
            try argument.encode(into: &bytes)
        case .backTapped(let container), .interactiveBackBegan(let container),
            .interactiveBackCancelled(let container), .interactiveBackFinished(let container),
            .poppedToRoot(let container):
            bytes.appendID(container)
        case .tabTapped(let container, let index), .tabSelected(let container, let index):
            bytes.appendID(container)
            bytes.appendSignedVarint(Int64(index))
        case .deepLinkOpened(let url): bytes.appendString(url)
        case .launchedWith(.url(let url)):
            bytes.append(0)
            bytes.appendString(url)
        case .launchedWith(.shortcut(let type)):
            bytes.append(1)
            bytes.appendString(type)
        case .shortcutPerformed(let type): bytes.appendString(type)
        case .appStateChanged(let state): bytes.append(state.wireCode)
        case .serviceResponded(let service, let request, let response):
            bytes.appendString(service)
            bytes.appendSignedVarint(Int64(request))
            try response.encode(into: &bytes)
        case .coordinatorCreated(let id, let type):
            bytes.appendID(id)
            bytes.appendString(type)
        case .coordinatorStarted(let id), .coordinatorFinished(let id), .coordinatorDeallocated(let id):
            bytes.appendID(id)
        case .childAdded(let id, let parent), .childRemoved(let id, let parent):
            bytes.appendID(id)
            bytes.appendID(parent)
        case .screenCreated(let id, let name, let owner, let state):
            bytes.appendID(id)
            bytes.appendString(name)
            bytes.appendOptionalID(owner)
            try state.encode(into: &bytes)
        case .screenDeallocated(let id), .lifecycle(let id, _):
            bytes.appendID(id)
        case .containerCreated(let id, let style, let owner):
            bytes.appendID(id)
            bytes.append(style == .navigation ? 0 : 1)
            bytes.appendOptionalID(owner)
        case .containerDeallocated(let id): bytes.appendID(id)
        case .windowCreated(let id), .windowOrderedFront(let id), .windowHidden(let id), .windowShown(let id):
            bytes.appendID(id)
        case .windowRootSet(let id, let root):
            bytes.appendID(id)
            bytes.appendVarint(root.map { $0.wireValue + 1 } ?? 0)
        case .pushed(let id, let container), .popped(let id, let container), .poppedTo(let id, let container):
            bytes.appendVarint(UInt64(id.number))
            bytes.appendID(container)
            // Version 2: a container (a tab bar controller) is marked by an appended 1.
            if case .container = id { bytes.append(1) }
        case .stackReplaced(let container, let stack):
            bytes.appendID(container)
            bytes.appendVarint(UInt64(stack.count))
            for controller in stack { bytes.appendVarint(UInt64(controller.number)) }
            // Version 2: the positions of the containers, when there are any.
            let containers = stack.indices.filter { if case .container = stack[$0] { true } else { false } }
            if !containers.isEmpty {
                bytes.appendVarint(UInt64(containers.count))
                for position in containers { bytes.appendVarint(UInt64(position)) }
            }
        case .presented(let id, let presenter, let style):
            bytes.appendVarint(id.wireValue)
            bytes.appendVarint(presenter.wireValue)
            bytes.append(style.hidesPresenter ? 0 : 1)
            bytes.append(style.wireCode)
        case .dismissed(let id), .sheetSwipeBegan(let id), .sheetSwipeCancelled(let id), .sheetSwipeFinished(let id),
            .sheetSwipeRefused(let id), .tappedOutsidePopover(let id):
            bytes.appendVarint(id.wireValue)
        case .tabsSet(let container, let tabs):
            bytes.appendID(container)
            bytes.appendVarint(UInt64(tabs.count))
            for tab in tabs { bytes.appendVarint(tab.wireValue) }
        case .viewModelStateChanged(let id, let state):
            bytes.appendID(id)
            try state.encode(into: &bytes)
        case .commandIgnored(let command, let reason):
            bytes.appendString(command)
            bytes.appendString(reason)
        case .transitionNested(let container, let reason):
            bytes.appendID(container)
            bytes.appendString(reason)
        case .crashed(let reason, let coordinator):
            bytes.appendString(reason)
            bytes.appendOptionalID(coordinator)
        case .serviceRequested(let service, let request, let payload):
            bytes.appendString(service)
            bytes.appendSignedVarint(Int64(request))
            try payload.encode(into: &bytes)
        case .screenEmbedded(let id, let parent):
            bytes.appendID(id)
            bytes.appendID(parent)
        case .screenUnembedded(let id): bytes.appendID(id)
        case .containerEmbedded(let id, let parent):
            bytes.appendID(id)
            bytes.appendID(parent)
        case .containerUnembedded(let id): bytes.appendID(id)
        case .embeddedAt(let id, let parent, let index):
            bytes.appendVarint(id.wireValue)
            bytes.appendID(parent)
            bytes.appendSignedVarint(Int64(index))
        case .annotated(let name, let coordinator, let payload):
            bytes.appendString(name)
            bytes.appendOptionalID(coordinator)
            try payload.encode(into: &bytes)
        case .timePassed(let milliseconds): bytes.appendSignedVarint(Int64(milliseconds))
        case .timerScheduled(let milliseconds, let source):
            bytes.appendSignedVarint(Int64(milliseconds))
            bytes.appendString(source)
        case .ownerFound(let id, let owner):
            bytes.appendVarint(id.wireValue)
            bytes.appendID(owner)
        case .interrupted(let signal): bytes.appendString(signal)
        case .pendingWorkHeld(let coordinators, let screens):
            bytes.appendIDs(coordinators)
            bytes.appendIDs(screens)
        }
    }
}

// MARK: - Decoding

extension NavigationEvent {
    /// Reads an event payload written by ``encode(into:)``.
    ///
    /// Bytes after the last field the reader knows are left unread: later minor versions
    /// may append fields.
    ///
    /// - Parameters:
    ///   - names: The manifest's event type names by code, used to name an unknown type
    ///     in the error.
    ///   - cache: Where JSON payloads decoded before are found again, if anywhere.
    static func decode(
        from reader: inout ByteReader, names: [UInt64: String] = [:], cache: JSONValueCache? = nil
    ) throws(PayloadProblem) -> NavigationEvent {
        func json() throws(PayloadProblem) -> JSONValue {
            if let cache { try cache.decode(from: &reader) } else { try JSONValue.decode(from: &reader) }
        }
        let code = try reader.readVarint()
        guard code < 256, let type = EventType(rawValue: UInt8(code)) else {
            throw .unknownEventType(code: code, name: names[code])
        }
        switch type {
        case .launched: return .launched
        case .animationsEnded: return .animationsEnded
        case .timePassed: return .timePassed(milliseconds: try reader.readSignedVarint())
        case .timerScheduled:
            return .timerScheduled(milliseconds: try reader.readSignedVarint(), source: try reader.readString())
        case .ownerFound: return .ownerFound(try reader.readController(), owner: try reader.readID())
        case .transitionNested:
            return .transitionNested(container: try reader.readID(), reason: try reader.readString())
        case .userTapped:
            return .userTapped(
                screen: try reader.readID(), action: try reader.readString(), argument: try json())
        case .backTapped: return .backTapped(container: try reader.readID())
        case .interactiveBackBegan: return .interactiveBackBegan(container: try reader.readID())
        case .interactiveBackCancelled: return .interactiveBackCancelled(container: try reader.readID())
        case .interactiveBackFinished: return .interactiveBackFinished(container: try reader.readID())
        case .tabTapped: return .tabTapped(container: try reader.readID(), index: try reader.readSignedVarint())
        case .deepLinkOpened: return .deepLinkOpened(url: try reader.readString())
        case .launchedWith: return .launchedWith(link: try reader.readAppLink())
        case .shortcutPerformed: return .shortcutPerformed(type: try reader.readString())
        case .appStateChanged: return .appStateChanged(to: try reader.readAppState())
        case .serviceResponded:
            return .serviceResponded(
                service: try reader.readString(), request: try reader.readSignedVarint(),
                response: try json())
        case .coordinatorCreated: return .coordinatorCreated(try reader.readID(), type: try reader.readString())
        case .coordinatorStarted: return .coordinatorStarted(try reader.readID())
        case .coordinatorFinished: return .coordinatorFinished(try reader.readID())
        case .coordinatorDeallocated: return .coordinatorDeallocated(try reader.readID())
        case .childAdded: return .childAdded(try reader.readID(), parent: try reader.readID())
        case .childRemoved: return .childRemoved(try reader.readID(), parent: try reader.readID())
        case .screenCreated:
            return .screenCreated(
                try reader.readID(), name: try reader.readString(), owner: try reader.readOptionalID(),
                state: try json())
        case .screenDeallocated: return .screenDeallocated(try reader.readID())
        case .containerCreated:
            return .containerCreated(
                try reader.readID(), style: try reader.readContainerStyle(), owner: try reader.readOptionalID())
        case .containerDeallocated: return .containerDeallocated(try reader.readID())
        case .windowCreated: return .windowCreated(try reader.readID())
        case .windowOrderedFront: return .windowOrderedFront(try reader.readID())
        case .windowHidden: return .windowHidden(try reader.readID())
        case .windowShown: return .windowShown(try reader.readID())
        case .windowRootSet: return .windowRootSet(try reader.readID(), root: try reader.readOptionalController())
        case .pushed:
            let (controller, container) = try reader.readStackMove()
            return .pushed(controller, container: container)
        case .popped:
            let (controller, container) = try reader.readStackMove()
            return .popped(controller, container: container)
        case .poppedTo:
            let (controller, container) = try reader.readStackMove()
            return .poppedTo(controller, container: container)
        case .poppedToRoot: return .poppedToRoot(container: try reader.readID())
        case .stackReplaced:
            let container: ContainerID = try reader.readID()
            let count = try reader.readCount()
            var stack: [ControllerID] = []
            stack.reserveCapacity(count)
            for _ in 0..<count { stack.append(.screen(try reader.readID())) }
            try reader.readStackContainers(into: &stack)
            return .stackReplaced(container: container, stack: stack)
        case .presented:
            return .presented(
                try reader.readController(), presenter: try reader.readController(),
                style: try reader.readModalStyles())
        case .dismissed: return .dismissed(try reader.readController())
        case .sheetSwipeBegan: return .sheetSwipeBegan(controller: try reader.readController())
        case .sheetSwipeCancelled: return .sheetSwipeCancelled(controller: try reader.readController())
        case .sheetSwipeFinished: return .sheetSwipeFinished(controller: try reader.readController())
        case .sheetSwipeRefused: return .sheetSwipeRefused(controller: try reader.readController())
        case .tappedOutsidePopover: return .tappedOutsidePopover(controller: try reader.readController())
        case .tabsSet:
            let container: ContainerID = try reader.readID()
            let count = try reader.readCount()
            var tabs: [ControllerID] = []
            tabs.reserveCapacity(count)
            for _ in 0..<count { tabs.append(try reader.readController()) }
            return .tabsSet(container: container, tabs: tabs)
        case .tabSelected: return .tabSelected(container: try reader.readID(), index: try reader.readSignedVarint())
        case .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return .lifecycle(try reader.readID(), type.callback ?? .viewDidLoad)
        case .viewModelStateChanged:
            return .viewModelStateChanged(try reader.readID(), state: try json())
        case .commandIgnored: return .commandIgnored(command: try reader.readString(), reason: try reader.readString())
        case .crashed: return .crashed(reason: try reader.readString(), coordinator: try reader.readOptionalID())
        case .serviceRequested:
            return .serviceRequested(
                service: try reader.readString(), request: try reader.readSignedVarint(),
                payload: try json())
        case .screenEmbedded: return .screenEmbedded(try reader.readID(), parent: try reader.readID())
        case .screenUnembedded: return .screenUnembedded(try reader.readID())
        case .containerEmbedded: return .containerEmbedded(try reader.readID(), parent: try reader.readID())
        case .containerUnembedded: return .containerUnembedded(try reader.readID())
        case .embeddedAt:
            return .embeddedAt(
                try reader.readController(), parent: try reader.readID(), index: try reader.readSignedVarint())
        case .annotated:
            return .annotated(
                name: try reader.readString(), coordinator: try reader.readOptionalID(),
                payload: try json())
        case .interrupted: return .interrupted(signal: try reader.readString())
        case .pendingWorkHeld:
            return .pendingWorkHeld(coordinators: try reader.readIDs(), screens: try reader.readIDs())
        }
    }
}

// MARK: - Ids and styles

extension ModalStyle {
    /// The style's number on the wire: UIKit's `UIModalPresentationStyle` raw value, which
    /// is the case's index.
    var wireCode: UInt8 { UInt8(Self.allCases.firstIndex(of: self) ?? 0) }
}

extension AppState {
    /// The state's byte on the wire: its case's index (0 active, 1 inactive, 2 background).
    var wireCode: UInt8 { UInt8(Self.allCases.firstIndex(of: self) ?? 0) }
}

extension ControllerID {
    /// The number of the screen or container id.
    var number: UInt32 {
        switch self {
        case .screen(let id): id.rawValue
        case .container(let id): id.rawValue
        }
    }

    /// The id's number shifted left by one, with the low bit 0 for a screen and 1 for a
    /// container.
    var wireValue: UInt64 {
        switch self {
        case .screen(let id): UInt64(id.rawValue) << 1
        case .container(let id): UInt64(id.rawValue) << 1 | 1
        }
    }

    /// The controller for a ``wireValue``.
    init(wireValue: UInt64) throws(PayloadProblem) {
        guard wireValue >> 1 <= UInt64(UInt32.max) else { throw .valueOutOfRange(wireValue) }
        let raw = UInt32(wireValue >> 1)
        self = wireValue & 1 == 0 ? .screen(ScreenID(raw)) : .container(ContainerID(raw))
    }
}

extension [UInt8] {
    /// Appends an id's number as a varint.
    @inline(__always)
    mutating func appendID<Kind: IdentifierKind>(_ id: Identifier<Kind>) { appendVarint(UInt64(id.rawValue)) }

    /// Appends an optional id: 0 for `nil`, else the id's number plus one.
    mutating func appendOptionalID<Kind: IdentifierKind>(_ id: Identifier<Kind>?) {
        appendVarint(id.map { UInt64($0.rawValue) + 1 } ?? 0)
    }

    /// Appends a list of ids: the count, then each id's number.
    mutating func appendIDs<Kind: IdentifierKind>(_ ids: [Identifier<Kind>]) {
        appendVarint(UInt64(ids.count))
        for id in ids { appendID(id) }
    }
}

extension ByteReader {
    /// Reads an id's number.
    @inline(__always)
    mutating func readID<Kind: IdentifierKind>() throws(PayloadProblem) -> Identifier<Kind> {
        Identifier(try readUInt32())
    }

    /// Reads a list of ids written by `appendIDs`.
    mutating func readIDs<Kind: IdentifierKind>() throws(PayloadProblem) -> [Identifier<Kind>] {
        let count = try readCount()
        var ids: [Identifier<Kind>] = []
        ids.reserveCapacity(count)
        for _ in 0..<count { ids.append(try readID()) }
        return ids
    }

    /// Reads an optional id written by `appendOptionalID`.
    mutating func readOptionalID<Kind: IdentifierKind>() throws(PayloadProblem) -> Identifier<Kind>? {
        let raw = try readVarint()
        guard raw > 0 else { return nil }
        guard raw - 1 <= UInt64(UInt32.max) else { throw .valueOutOfRange(raw) }
        return Identifier(UInt32(raw - 1))
    }

    /// Reads the fields of a `pushed`, `popped` or `poppedTo`: the controller's number and
    /// the container; the controller is a screen unless version 2's appended 1 follows.
    mutating func readStackMove() throws(PayloadProblem) -> (ControllerID, ContainerID) {
        let number = try readUInt32()
        let container: ContainerID = try readID()
        guard remaining > 0 else { return (.screen(ScreenID(number)), container) }
        let tag = try readByte()
        guard tag == 1 else { throw .invalidTag(field: "stack entry", tag: UInt64(tag)) }
        return (.container(ContainerID(number)), container)
    }

    /// Reads version 2's appended positions of the containers in a `stackReplaced`'s
    /// `stack`, read as screens so far, when there are any.
    mutating func readStackContainers(into stack: inout [ControllerID]) throws(PayloadProblem) {
        guard remaining > 0 else { return }
        let count = try readCount()
        for _ in 0..<count {
            let position = try readVarint()
            guard position < UInt64(stack.count), case .screen(let id) = stack[Int(position)] else {
                throw .valueOutOfRange(position)
            }
            stack[Int(position)] = .container(ContainerID(id.rawValue))
        }
    }

    /// Reads a controller id.
    mutating func readController() throws(PayloadProblem) -> ControllerID {
        try ControllerID(wireValue: try readVarint())
    }

    /// Reads an optional controller id: 0 for `nil`, else the wire value plus one.
    mutating func readOptionalController() throws(PayloadProblem) -> ControllerID? {
        let raw = try readVarint()
        return raw == 0 ? nil : try ControllerID(wireValue: raw - 1)
    }

    /// Reads a container style byte: 0 navigation, 1 tab bar.
    mutating func readAppLink() throws(PayloadProblem) -> AppLink {
        switch try readByte() {
        case 0: .url(try readString())
        case 1: .shortcut(type: try readString())
        case let tag: throw .invalidTag(field: "link", tag: UInt64(tag))
        }
    }

    /// Reads an ``AppState`` by its ``AppState/wireCode``.
    mutating func readAppState() throws(PayloadProblem) -> AppState {
        let tag = try readByte()
        guard AppState.allCases.indices.contains(Int(tag)) else {
            throw .invalidTag(field: "app state", tag: UInt64(tag))
        }
        return AppState.allCases[Int(tag)]
    }

    mutating func readContainerStyle() throws(PayloadProblem) -> ContainerStyle {
        switch try readByte() {
        case 0: .navigation
        case 1: .tabBar
        case let tag: throw .invalidTag(field: "container style", tag: UInt64(tag))
        }
    }

    /// Reads the modal style of a `presented` payload: the version 1 byte (0 full screen,
    /// 1 page sheet: whether the presenter leaves the screen), then, from version 2 on, the
    /// UIKit style (``ModalStyle/wireCode``), which must agree with the first.
    mutating func readModalStyles() throws(PayloadProblem) -> ModalStyle {
        let coarse: ModalStyle =
            switch try readByte() {
            case 0: .fullScreen
            case 1: .pageSheet
            case let tag: throw .invalidTag(field: "modal style", tag: UInt64(tag))
            }
        guard remaining > 0 else { return coarse }
        let tag = try readByte()
        guard ModalStyle.allCases.indices.contains(Int(tag)),
            ModalStyle.allCases[Int(tag)].hidesPresenter == coarse.hidesPresenter
        else { throw .invalidTag(field: "UIKit modal style", tag: UInt64(tag)) }
        return ModalStyle.allCases[Int(tag)]
    }
}
