import Foundation
import NavSimCore
import SwiftProtobuf

/// The swift-protobuf baseline: events stored as `navsim_events.proto` messages, each
/// prefixed by its length as a varint (what `BinaryDelimited` writes), read back and folded.
enum ProtobufEvents {
    /// Writes `events` to `path` as length-delimited `Event` messages.
    static func write(_ events: [NavigationEvent], to path: String) throws {
        var bytes: [UInt8] = []
        for (index, event) in events.enumerated() {
            var message = try message(for: event)
            message.step = UInt64(index + 1)
            let body: [UInt8] = try message.serializedBytes()
            var length = body.count
            while length >= 0x80 {
                bytes.append(UInt8(length & 0x7F) | 0x80)
                length >>= 7
            }
            bytes.append(UInt8(length))
            bytes += body
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Reads the file at `path` and folds every message into a state.
    static func fold(path: String) throws -> NavigationState {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var state = NavigationState()
        var offset = data.startIndex
        while offset < data.endIndex {
            var length = 0
            var shift = 0
            while true {
                let byte = data[offset]
                offset += 1
                length |= Int(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { break }
            }
            let message = try Navsim_Bench_Event(serializedBytes: data[offset..<offset + length])
            offset += length
            try state.apply(try event(from: message))
        }
        return state
    }

    // MARK: - Events to messages

    /// An event `navsim_events.proto` has no message for: the columns of trace format 2.0 and
    /// what pending work holds (2.1), which the benchmark's walks (the editor example) never
    /// record.
    struct NotInTheSchema: Error {
        let event: NavigationEvent
    }

    static func message(for event: NavigationEvent) throws -> Navsim_Bench_Event {
        var message = Navsim_Bench_Event()
        message.kind = try kind(of: event)
        return message
    }

    private static func kind(of event: NavigationEvent) throws -> Navsim_Bench_Event.OneOf_Kind {
        switch event {
        case .containerEmbedded, .containerUnembedded, .pendingWorkHeld, .embeddedAt: throw NotInTheSchema(event: event)
        case .launched: .launched(.init())
        case .userTapped(let screen, let action, let argument):
            .userTapped(
                .with {
                    $0.screen = screen.rawValue
                    $0.action = action
                    $0.argument = value(argument)
                })
        case .backTapped(let id): .backTapped(containerInput(id))
        case .interactiveBackBegan(let id): .interactiveBackBegan(containerInput(id))
        case .interactiveBackCancelled(let id): .interactiveBackCancelled(containerInput(id))
        case .interactiveBackFinished(let id): .interactiveBackFinished(containerInput(id))
        case .sheetSwipeBegan(let id): .sheetSwipeBegan(controllerInput(id))
        case .sheetSwipeCancelled(let id): .sheetSwipeCancelled(controllerInput(id))
        case .sheetSwipeFinished(let id): .sheetSwipeFinished(controllerInput(id))
        case .sheetSwipeRefused(let id): .sheetSwipeRefused(controllerInput(id))
        case .tappedOutsidePopover(let id): .tappedOutsidePopover(controllerInput(id))
        case .dismissed(let id): .dismissed(controllerInput(id))
        case .tabTapped(let id, let index): .tabTapped(tabIndex(id, index))
        case .tabSelected(let id, let index): .tabSelected(tabIndex(id, index))
        case .deepLinkOpened(let url): .deepLinkOpened(.with { $0.url = url })
        case .serviceResponded(let service, let request, let response):
            .serviceResponded(serviceCall(service, request, response))
        case .serviceRequested(let service, let request, let payload):
            .serviceRequested(serviceCall(service, request, payload))
        case .coordinatorCreated(let id, let type):
            .coordinatorCreated(
                .with {
                    $0.coordinator = id.rawValue
                    $0.type = type
                })
        case .coordinatorStarted(let id): .coordinatorStarted(.with { $0.coordinator = id.rawValue })
        case .coordinatorFinished(let id): .coordinatorFinished(.with { $0.coordinator = id.rawValue })
        case .coordinatorDeallocated(let id): .coordinatorDeallocated(.with { $0.coordinator = id.rawValue })
        case .childAdded(let id, let parent): .childAdded(childLink(id, parent))
        case .childRemoved(let id, let parent): .childRemoved(childLink(id, parent))
        case .screenCreated(let id, let name, let owner, let state):
            .screenCreated(
                .with {
                    $0.screen = id.rawValue
                    $0.name = name
                    if let owner { $0.owner = owner.rawValue }
                    $0.state = value(state)
                })
        case .screenDeallocated(let id): .screenDeallocated(.with { $0.screen = id.rawValue })
        case .screenUnembedded(let id): .screenUnembedded(.with { $0.screen = id.rawValue })
        case .containerCreated(let id, let style, let owner):
            .containerCreated(
                .with {
                    $0.container = id.rawValue
                    $0.style = style == .navigation ? .navigation : .tabBar
                    if let owner { $0.owner = owner.rawValue }
                })
        case .containerDeallocated(let id): .containerDeallocated(containerInput(id))
        case .poppedToRoot(let id): .poppedToRoot(containerInput(id))
        case .windowCreated(let id): .windowCreated(.with { $0.window = id.rawValue })
        case .windowOrderedFront(let id): .windowOrderedFront(.with { $0.window = id.rawValue })
        case .windowHidden(let id): .windowHidden(.with { $0.window = id.rawValue })
        case .windowShown(let id): .windowShown(.with { $0.window = id.rawValue })
        case .windowRootSet(let id, let root):
            .windowRootSet(
                .with {
                    $0.window = id.rawValue
                    if let root { $0.root = controller(root) }
                })
        case .pushed(let id, let container): .pushed(stackMove(id, container))
        case .popped(let id, let container): .popped(stackMove(id, container))
        case .poppedTo(let id, let container): .poppedTo(stackMove(id, container))
        case .stackReplaced(let id, let stack):
            .stackReplaced(
                .with {
                    $0.container = id.rawValue
                    $0.stack = stack.map(stackNumber)
                })
        case .presented(let id, let presenter, let style):
            .presented(
                .with {
                    $0.controller = controller(id)
                    $0.presenter = controller(presenter)
                    $0.style =
                        Navsim_Bench_ModalStyle(rawValue: ModalStyle.allCases.firstIndex(of: style) ?? 0) ?? .fullScreen
                })
        case .tabsSet(let id, let tabs):
            .tabsSet(
                .with {
                    $0.container = id.rawValue
                    $0.tabs = tabs.map(controller)
                })
        case .lifecycle(let id, let callback):
            .lifecycle(
                .with {
                    $0.screen = id.rawValue
                    $0.callback =
                        Navsim_Bench_LifecycleCallback(
                            rawValue: LifecycleCallback.allCases.firstIndex(of: callback) ?? 0) ?? .viewDidLoad
                })
        case .screenEmbedded(let id, let parent):
            .screenEmbedded(
                .with {
                    $0.screen = id.rawValue
                    $0.parent = parent.rawValue
                })
        case .viewModelStateChanged(let id, let state):
            .viewModelStateChanged(
                .with {
                    $0.screen = id.rawValue
                    $0.state = value(state)
                })
        case .commandIgnored(let command, let reason):
            .commandIgnored(
                .with {
                    $0.command = command
                    $0.reason = reason
                })
        case .crashed(let reason, let coordinator):
            .crashed(
                .with {
                    $0.reason = reason
                    if let coordinator { $0.coordinator = coordinator.rawValue }
                })
        case .interrupted(let signal): .interrupted(.with { $0.signal = signal })
        case .launchedWith(.url(let url)): .launchedWith(.with { $0.url = url })
        case .launchedWith(.shortcut(let type)): .launchedWith(.with { $0.shortcut = type })
        case .shortcutPerformed(let type): .shortcutPerformed(.with { $0.type = type })
        case .appStateChanged(let state):
            .appStateChanged(.with { $0.state = UInt32(AppState.allCases.firstIndex(of: state) ?? 0) })
        case .annotated(let name, let coordinator, let payload):
            .annotated(
                .with {
                    $0.name = name
                    if let coordinator { $0.coordinator = coordinator.rawValue }
                    $0.payload = value(payload)
                })
        case .animationsEnded: .animationsEnded(.init())
        case .transitionNested(let container, let reason):
            .transitionNested(
                .with {
                    $0.container = container.rawValue
                    $0.reason = reason
                })
        case .timePassed(let milliseconds): .timePassed(.with { $0.milliseconds = Int64(milliseconds) })
        case .timerScheduled(let milliseconds, let source):
            .timerScheduled(
                .with {
                    $0.milliseconds = Int64(milliseconds)
                    $0.source = source
                })
        case .ownerFound(let id, let owner):
            .ownerFound(
                .with {
                    $0.controller = controller(id)
                    $0.owner = owner.rawValue
                })
        }
    }

    private static func containerInput(_ id: ContainerID) -> Navsim_Bench_ContainerInput {
        .with { $0.container = id.rawValue }
    }

    private static func controllerInput(_ id: ControllerID) -> Navsim_Bench_ControllerInput {
        .with { $0.controller = controller(id) }
    }

    private static func tabIndex(_ id: ContainerID, _ index: Int) -> Navsim_Bench_TabIndex {
        .with {
            $0.container = id.rawValue
            $0.index = Int64(index)
        }
    }

    private static func serviceCall(_ service: String, _ request: Int, _ payload: JSONValue) -> Navsim_Bench_ServiceCall
    {
        .with {
            $0.service = service
            $0.request = Int64(request)
            $0.payload = value(payload)
        }
    }

    private static func childLink(_ id: CoordinatorID, _ parent: CoordinatorID) -> Navsim_Bench_ChildLink {
        .with {
            $0.coordinator = id.rawValue
            $0.parent = parent.rawValue
        }
    }

    private static func stackMove(_ id: ControllerID, _ container: ContainerID) -> Navsim_Bench_StackMove {
        .with {
            $0.screen = stackNumber(id)
            $0.container = container.rawValue
        }
    }

    /// The number of a stack entry: the baseline's schema knows screens only on stacks, as
    /// the workloads push nothing else.
    private static func stackNumber(_ id: ControllerID) -> UInt32 {
        switch id {
        case .screen(let id): id.rawValue
        case .container(let id): id.rawValue
        }
    }

    private static func controller(_ id: ControllerID) -> Navsim_Bench_Controller {
        switch id {
        case .screen(let screen): .with { $0.screen = screen.rawValue }
        case .container(let container): .with { $0.container = container.rawValue }
        }
    }

    private static func value(_ json: JSONValue) -> Navsim_Bench_Value {
        switch json {
        case .null: .with { $0.nullValue = true }
        case .bool(let flag): .with { $0.boolValue = flag }
        case .number(let number): .with { $0.numberValue = number }
        case .string(let text): .with { $0.stringValue = text }
        case .array(let elements): .with { $0.arrayValue = .with { $0.values = elements.map(value) } }
        case .object(let members):
            .with {
                $0.objectValue = .with {
                    $0.members = members.sorted { $0.key < $1.key }.map { member in
                        .with {
                            $0.key = member.key
                            $0.value = value(member.value)
                        }
                    }
                }
            }
        }
    }

    // MARK: - Messages to events

    /// The event a message holds; throws for a message with no event.
    static func event(from message: Navsim_Bench_Event) throws -> NavigationEvent {
        guard let kind = message.kind else { throw BenchError("event \(message.step) has no kind") }
        switch kind {
        case .launched: return .launched
        case .userTapped(let tap):
            return .userTapped(screen: ScreenID(tap.screen), action: tap.action, argument: json(tap.argument))
        case .backTapped(let input): return .backTapped(container: ContainerID(input.container))
        case .interactiveBackBegan(let input): return .interactiveBackBegan(container: ContainerID(input.container))
        case .interactiveBackCancelled(let input):
            return .interactiveBackCancelled(container: ContainerID(input.container))
        case .interactiveBackFinished(let input):
            return .interactiveBackFinished(container: ContainerID(input.container))
        case .sheetSwipeBegan(let input): return .sheetSwipeBegan(controller: try controller(input.controller))
        case .sheetSwipeCancelled(let input): return .sheetSwipeCancelled(controller: try controller(input.controller))
        case .sheetSwipeFinished(let input): return .sheetSwipeFinished(controller: try controller(input.controller))
        case .sheetSwipeRefused(let input): return .sheetSwipeRefused(controller: try controller(input.controller))
        case .tappedOutsidePopover(let input):
            return .tappedOutsidePopover(controller: try controller(input.controller))
        case .dismissed(let input): return .dismissed(try controller(input.controller))
        case .tabTapped(let tab): return .tabTapped(container: ContainerID(tab.container), index: Int(tab.index))
        case .tabSelected(let tab): return .tabSelected(container: ContainerID(tab.container), index: Int(tab.index))
        case .deepLinkOpened(let link): return .deepLinkOpened(url: link.url)
        case .serviceResponded(let call):
            return .serviceResponded(service: call.service, request: Int(call.request), response: json(call.payload))
        case .serviceRequested(let call):
            return .serviceRequested(service: call.service, request: Int(call.request), payload: json(call.payload))
        case .coordinatorCreated(let created):
            return .coordinatorCreated(CoordinatorID(created.coordinator), type: created.type)
        case .coordinatorStarted(let only): return .coordinatorStarted(CoordinatorID(only.coordinator))
        case .coordinatorFinished(let only): return .coordinatorFinished(CoordinatorID(only.coordinator))
        case .coordinatorDeallocated(let only): return .coordinatorDeallocated(CoordinatorID(only.coordinator))
        case .childAdded(let link):
            return .childAdded(CoordinatorID(link.coordinator), parent: CoordinatorID(link.parent))
        case .childRemoved(let link):
            return .childRemoved(CoordinatorID(link.coordinator), parent: CoordinatorID(link.parent))
        case .screenCreated(let created):
            return .screenCreated(
                ScreenID(created.screen), name: created.name,
                owner: created.hasOwner ? CoordinatorID(created.owner) : nil, state: json(created.state))
        case .screenDeallocated(let only): return .screenDeallocated(ScreenID(only.screen))
        case .screenUnembedded(let only): return .screenUnembedded(ScreenID(only.screen))
        case .containerCreated(let created):
            return .containerCreated(
                ContainerID(created.container), style: created.style == .tabBar ? .tabBar : .navigation,
                owner: created.hasOwner ? CoordinatorID(created.owner) : nil)
        case .containerDeallocated(let input): return .containerDeallocated(ContainerID(input.container))
        case .poppedToRoot(let input): return .poppedToRoot(container: ContainerID(input.container))
        case .windowCreated(let created): return .windowCreated(WindowID(created.window))
        case .windowOrderedFront(let ordered): return .windowOrderedFront(WindowID(ordered.window))
        case .windowHidden(let hidden): return .windowHidden(WindowID(hidden.window))
        case .windowShown(let shown): return .windowShown(WindowID(shown.window))
        case .windowRootSet(let set):
            return .windowRootSet(WindowID(set.window), root: set.hasRoot ? try controller(set.root) : nil)
        case .pushed(let move): return .pushed(.screen(ScreenID(move.screen)), container: ContainerID(move.container))
        case .popped(let move): return .popped(.screen(ScreenID(move.screen)), container: ContainerID(move.container))
        case .poppedTo(let move):
            return .poppedTo(.screen(ScreenID(move.screen)), container: ContainerID(move.container))
        case .stackReplaced(let replaced):
            return .stackReplaced(
                container: ContainerID(replaced.container), stack: replaced.stack.map { .screen(ScreenID($0)) })
        case .presented(let presented):
            guard ModalStyle.allCases.indices.contains(presented.style.rawValue) else {
                throw BenchError("unknown modal style \(presented.style.rawValue)")
            }
            return .presented(
                try controller(presented.controller), presenter: try controller(presented.presenter),
                style: ModalStyle.allCases[presented.style.rawValue])
        case .tabsSet(let set):
            return .tabsSet(container: ContainerID(set.container), tabs: try set.tabs.map(controller))
        case .lifecycle(let lifecycle):
            guard LifecycleCallback.allCases.indices.contains(lifecycle.callback.rawValue) else {
                throw BenchError("unknown callback \(lifecycle.callback.rawValue)")
            }
            return .lifecycle(ScreenID(lifecycle.screen), LifecycleCallback.allCases[lifecycle.callback.rawValue])
        case .screenEmbedded(let embedded):
            return .screenEmbedded(ScreenID(embedded.screen), parent: ScreenID(embedded.parent))
        case .viewModelStateChanged(let changed):
            return .viewModelStateChanged(ScreenID(changed.screen), state: json(changed.state))
        case .commandIgnored(let ignored): return .commandIgnored(command: ignored.command, reason: ignored.reason)
        case .crashed(let crashed):
            return .crashed(
                reason: crashed.reason, coordinator: crashed.hasCoordinator ? CoordinatorID(crashed.coordinator) : nil)
        case .annotated(let note):
            return .annotated(
                name: note.name, coordinator: note.hasCoordinator ? CoordinatorID(note.coordinator) : nil,
                payload: json(note.payload))
        case .animationsEnded: return .animationsEnded
        case .transitionNested(let nested):
            return .transitionNested(container: ContainerID(nested.container), reason: nested.reason)
        case .timePassed(let passed): return .timePassed(milliseconds: Int(passed.milliseconds))
        case .timerScheduled(let timer):
            return .timerScheduled(milliseconds: Int(timer.milliseconds), source: timer.source)
        case .ownerFound(let found):
            return .ownerFound(try controller(found.controller), owner: CoordinatorID(found.owner))
        case .interrupted(let interrupted): return .interrupted(signal: interrupted.signal)
        case .launchedWith(let launch):
            if case .shortcut(let type)? = launch.link { return .launchedWith(link: .shortcut(type: type)) }
            return .launchedWith(link: .url(launch.url))
        case .shortcutPerformed(let shortcut): return .shortcutPerformed(type: shortcut.type)
        case .appStateChanged(let change):
            guard AppState.allCases.indices.contains(Int(change.state)) else {
                throw BenchError("unknown app state \(change.state)")
            }
            return .appStateChanged(to: AppState.allCases[Int(change.state)])
        }
    }

    private static func controller(_ message: Navsim_Bench_Controller) throws -> ControllerID {
        switch message.kind {
        case .screen(let id): .screen(ScreenID(id))
        case .container(let id): .container(ContainerID(id))
        case nil: throw BenchError("a controller with no kind")
        }
    }

    private static func json(_ message: Navsim_Bench_Value) -> JSONValue {
        switch message.kind {
        case .nullValue, nil: .null
        case .boolValue(let flag): .bool(flag)
        case .numberValue(let number): .number(number)
        case .stringValue(let text): .string(text)
        case .arrayValue(let list): .array(list.values.map(json))
        case .objectValue(let object):
            .object(Dictionary(object.members.map { ($0.key, json($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}
