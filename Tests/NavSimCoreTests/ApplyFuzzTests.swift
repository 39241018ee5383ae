import Foundation
import NavSimCore
import Testing

/// Seeded fuzzing of `apply` with events drawn from a small id space, so that most of them
/// meet the objects they name: whatever a hostile or hand-edited trace holds, `apply`
/// either takes the event or refuses it with a typed error and leaves the state as it was,
/// and everything `check` and `replay` ask of a state works on what it took.
///
/// Set `NAVSIM_FUZZ_ITERATIONS` (events per seed) for a longer run.
@Suite struct ApplyFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["NAVSIM_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 20_000

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func anyEventIsTakenOrRefusedAtomically(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var state = NavigationState()
        var taken = 0
        var refused = 0
        for _ in 0..<Self.iterations {
            let event = Self.event(using: &random)
            let before = state
            do {
                try state.apply(event)
                taken += 1
                #expect(state.step == before.step + 1)
            } catch {
                refused += 1
                #expect(state == before, "a refused \(event.kind) changed the state")
            }
            _ = state.invariantViolations()
            _ = state.screensInView
            _ = state.frontScreen
            if taken % 97 == 0 { _ = state.outline }
            if state.crash != nil || random.next() % 500 == 0 { state = NavigationState() }
        }
        #expect(taken > 2_000)
        #expect(refused > 2_000)
    }

    /// An event of any kind with ids from 1 to 4 and indices around the edges.
    static func event(using random: inout SplitMix64) -> NavigationEvent {
        func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        let coordinator = CoordinatorID(UInt32(1 + pick(4)))
        let screen = ScreenID(UInt32(1 + pick(4)))
        let container = ContainerID(UInt32(1 + pick(4)))
        let window = WindowID(UInt32(1 + pick(2)))
        let controllers: [ControllerID] = [.screen(screen), .container(container)]
        let controller = controllers[pick(2)]
        let index = [0, 1, 2, -1, Int.max, Int.min][pick(6)]
        let name = ["A", "", "\n", "\u{202E}x"][pick(4)]
        let value: JSONValue = [.null, .number(1e308), .object(["k": .array([.string(name)])])][pick(3)]
        switch pick(33) {
        case 0: return .launched
        case 1: return .userTapped(screen: screen, action: name, argument: value)
        case 2: return .backTapped(container: container)
        case 3: return .interactiveBackBegan(container: container)
        case 4: return .interactiveBackCancelled(container: container)
        case 5: return .interactiveBackFinished(container: container)
        case 6: return .tabTapped(container: container, index: index)
        case 7: return .deepLinkOpened(url: name)
        case 8: return .serviceResponded(service: name, request: index, response: value)
        case 9: return .coordinatorCreated(coordinator, type: name)
        case 10: return .coordinatorStarted(coordinator)
        case 11: return .coordinatorFinished(coordinator)
        case 12: return .coordinatorDeallocated(coordinator)
        case 13: return .childAdded(coordinator, parent: CoordinatorID(UInt32(1 + pick(4))))
        case 14: return .childRemoved(coordinator, parent: CoordinatorID(UInt32(1 + pick(4))))
        case 15, 16: return .screenCreated(screen, name: name, owner: pick(3) == 0 ? nil : coordinator, state: value)
        case 17: return .screenDeallocated(screen)
        case 18: return .containerCreated(container, style: pick(2) == 0 ? .navigation : .tabBar, owner: nil)
        case 19: return .containerDeallocated(container)
        case 20: return .windowCreated(window)
        case 21: return .windowRootSet(window, root: pick(4) == 0 ? nil : controller)
        case 22, 23: return .pushed(.screen(screen), container: container)
        case 24:
            return [.popped(.screen(screen), container: container), .poppedTo(.screen(screen), container: container)][
                pick(2)]
        case 25: return .poppedToRoot(container: container)
        case 26:
            return .stackReplaced(
                container: container, stack: (0..<pick(4)).map { _ in .screen(ScreenID(UInt32(1 + pick(4)))) })
        case 27:
            return .presented(controller, presenter: controllers[pick(2)], style: ModalStyle.allCases[pick(8)])
        case 28:
            return [
                .dismissed(controller), .dismissed(controller), .sheetSwipeBegan(controller: controller),
                .sheetSwipeCancelled(controller: controller), .sheetSwipeFinished(controller: controller),
                .sheetSwipeRefused(controller: controller),
            ][pick(6)]
        case 29: return .tabsSet(container: container, tabs: (0..<pick(4)).map { _ in controllers[pick(2)] })
        case 30:
            return [
                .tabSelected(container: container, index: index),
                .lifecycle(screen, LifecycleCallback.allCases[pick(5)]),
            ][pick(2)]
        case 31:
            return [.screenEmbedded(screen, parent: ScreenID(UInt32(1 + pick(4)))), .screenUnembedded(screen)][pick(2)]
        default:
            return [
                .serviceRequested(service: name, request: index, payload: value),
                .viewModelStateChanged(screen, state: value), .commandIgnored(command: name, reason: name),
                .crashed(reason: name, coordinator: coordinator),
                .annotated(name: name, coordinator: coordinator, payload: value),
            ][pick(5)]
        }
    }
}
