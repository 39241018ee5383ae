import Foundation
import NavSimCore

/// The typed Codable baseline: one line of the JSON Lines twin decoded by `JSONDecoder`
/// into a struct with a field for every key an event can have, then made an event, as an
/// app that logs its events as JSON with Codable would read them back.
struct CodableEvent: Decodable {
    let step: Int
    let type: String
    let screen: UInt32?
    let action: String?
    let argument: JSONValue?
    let container: UInt32?
    let index: Int?
    let url: String?
    let service: String?
    let request: Int?
    let response: JSONValue?
    let coordinator: UInt32?
    let coordinatorType: String?
    let parent: UInt32?
    let name: String?
    let owner: UInt32?
    let state: JSONValue?
    let style: String?
    let window: UInt32?
    let root: String?
    let stack: [UInt32]?
    let controller: String?
    let presenter: String?
    let tabs: [String]?
    let command: String?
    let reason: String?
    let payload: JSONValue?
    let milliseconds: Int?
    let source: String?

    /// Decodes every event line of the JSON Lines file at `path` and folds it into a state.
    static func fold(path: String) throws -> NavigationState {
        let text = try Data(contentsOf: URL(fileURLWithPath: path))
        let decoder = JSONDecoder()
        var state = NavigationState()
        for line in text.split(separator: UInt8(ascii: "\n")).dropFirst() {
            try state.apply(try decoder.decode(CodableEvent.self, from: line).event())
        }
        return state
    }

    /// The event this line describes.
    func event() throws -> NavigationEvent {
        switch type {
        case "launched": return .launched
        case "userTapped":
            return .userTapped(
                screen: ScreenID(try need(screen)), action: try need(action), argument: argument ?? .null)
        case "backTapped": return .backTapped(container: try containerID())
        case "interactiveBackBegan": return .interactiveBackBegan(container: try containerID())
        case "interactiveBackCancelled": return .interactiveBackCancelled(container: try containerID())
        case "interactiveBackFinished": return .interactiveBackFinished(container: try containerID())
        case "sheetSwipeBegan": return .sheetSwipeBegan(controller: try Self.controller(controller))
        case "sheetSwipeCancelled": return .sheetSwipeCancelled(controller: try Self.controller(controller))
        case "sheetSwipeFinished": return .sheetSwipeFinished(controller: try Self.controller(controller))
        case "sheetSwipeRefused": return .sheetSwipeRefused(controller: try Self.controller(controller))
        case "dismissed": return .dismissed(try Self.controller(controller))
        case "tabTapped": return .tabTapped(container: try containerID(), index: try need(index))
        case "tabSelected": return .tabSelected(container: try containerID(), index: try need(index))
        case "deepLinkOpened": return .deepLinkOpened(url: try need(url))
        case "serviceResponded":
            return .serviceResponded(
                service: try need(service), request: try need(request), response: response ?? .null)
        case "serviceRequested":
            return .serviceRequested(service: try need(service), request: try need(request), payload: payload ?? .null)
        case "coordinatorCreated": return .coordinatorCreated(try coordinatorID(), type: try need(coordinatorType))
        case "coordinatorStarted": return .coordinatorStarted(try coordinatorID())
        case "coordinatorFinished": return .coordinatorFinished(try coordinatorID())
        case "coordinatorDeallocated": return .coordinatorDeallocated(try coordinatorID())
        case "childAdded": return .childAdded(try coordinatorID(), parent: CoordinatorID(try need(parent)))
        case "childRemoved": return .childRemoved(try coordinatorID(), parent: CoordinatorID(try need(parent)))
        case "screenCreated":
            return .screenCreated(
                try screenID(), name: try need(name), owner: owner.map { CoordinatorID($0) }, state: state ?? .null)
        case "screenDeallocated": return .screenDeallocated(try screenID())
        case "screenUnembedded": return .screenUnembedded(try screenID())
        case "screenEmbedded": return .screenEmbedded(try screenID(), parent: ScreenID(try need(parent)))
        case "containerCreated":
            guard let style = ContainerStyle(rawValue: try need(style)) else { throw BenchError("style at \(step)") }
            return .containerCreated(try containerID(), style: style, owner: owner.map { CoordinatorID($0) })
        case "containerDeallocated": return .containerDeallocated(try containerID())
        case "poppedToRoot": return .poppedToRoot(container: try containerID())
        case "windowCreated": return .windowCreated(WindowID(try need(window)))
        case "windowRootSet":
            return .windowRootSet(WindowID(try need(window)), root: try root.map { try Self.controller($0) })
        case "pushed": return .pushed(.screen(try screenID()), container: try containerID())
        case "popped": return .popped(.screen(try screenID()), container: try containerID())
        case "poppedTo": return .poppedTo(.screen(try screenID()), container: try containerID())
        case "stackReplaced":
            return .stackReplaced(container: try containerID(), stack: try need(stack).map { .screen(ScreenID($0)) })
        case "presented":
            guard let style = ModalStyle(rawValue: try need(style)) else { throw BenchError("style at \(step)") }
            return .presented(
                try Self.controller(controller), presenter: try Self.controller(presenter), style: style)
        case "tabsSet":
            return .tabsSet(container: try containerID(), tabs: try need(tabs).map { try Self.controller($0) })
        case "viewModelStateChanged": return .viewModelStateChanged(try screenID(), state: state ?? .null)
        case "commandIgnored": return .commandIgnored(command: try need(command), reason: try need(reason))
        case "crashed": return .crashed(reason: try need(reason), coordinator: coordinator.map { CoordinatorID($0) })
        case "animationsEnded": return .animationsEnded
        case "transitionNested": return .transitionNested(container: try containerID(), reason: try need(reason))
        case "timePassed": return .timePassed(milliseconds: try need(milliseconds))
        case "timerScheduled": return .timerScheduled(milliseconds: try need(milliseconds), source: try need(source))
        case "ownerFound": return .ownerFound(try Self.controller(controller), owner: CoordinatorID(try need(owner)))
        case "annotated":
            return .annotated(
                name: try need(name), coordinator: coordinator.map { CoordinatorID($0) }, payload: payload ?? .null)
        default:
            guard let callback = LifecycleCallback(rawValue: type) else { throw BenchError("type \(type) at \(step)") }
            return .lifecycle(try screenID(), callback)
        }
    }

    private func need<Value>(_ value: Value?) throws -> Value {
        guard let value else { throw BenchError("a field is missing at step \(step)") }
        return value
    }

    private func screenID() throws -> ScreenID { ScreenID(try need(screen)) }
    private func containerID() throws -> ContainerID { ContainerID(try need(container)) }
    private func coordinatorID() throws -> CoordinatorID { CoordinatorID(try need(coordinator)) }

    /// A controller written as `s3` or `k1`.
    private static func controller(_ text: String?) throws -> ControllerID {
        guard let text, let number = UInt32(text.dropFirst()) else { throw BenchError("controller \(text ?? "nil")") }
        switch text.first {
        case "s": return .screen(ScreenID(number))
        case "k": return .container(ContainerID(number))
        default: throw BenchError("controller \(text)")
        }
    }
}
