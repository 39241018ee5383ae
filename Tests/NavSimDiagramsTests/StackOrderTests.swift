import Foundation
import NavSimCore
import NavSimDiagrams
import Testing

/// A navigation stack's screens are drawn in stack order, left to right, wherever their
/// coordinators' boxes are: seed 002's hierarchy at step 33 drew `1, 3 top, 2`.
@Suite struct StackOrderTests {
    /// Seed 002 at step 33 (`Traces/children-removedOnDisappear`): Main (MainCoordinator),
    /// then Add and AddSecond (AddCoordinator, deallocated) on one stack.
    static let seed002: [NavigationEvent] = {
        typealias F = Fixtures
        var events: [NavigationEvent] = [
            .launched, .windowCreated(F.w1), .coordinatorCreated(F.c(1), type: "MainCoordinator"),
        ]
        events += [.containerCreated(F.k(1), style: .navigation, owner: F.c(1)), .coordinatorStarted(F.c(1))]
        events += [
            .screenCreated(F.s(1), name: "Main", owner: F.c(1), state: .null),
            .pushed(.screen(F.s(1)), container: F.k(1)),
        ]
        events += [.windowRootSet(F.w1, root: .container(F.k(1)))] + F.transition(hiding: nil, showing: 1)
        events += [F.tap(1, "add")] + F.coordinator(2, "AddCoordinator", parent: 1)
        events += [
            .screenCreated(F.s(2), name: "Add", owner: F.c(2), state: .null),
            .pushed(.screen(F.s(2)), container: F.k(1)),
        ]
        events += F.transition(hiding: 1, showing: 2)
        events += [F.tap(2, "next"), .screenCreated(F.s(3), name: "AddSecond", owner: F.c(2), state: .null)]
        events += [.pushed(.screen(F.s(3)), container: F.k(1))] + F.transition(hiding: 2, showing: 3)
        events += [
            .coordinatorFinished(F.c(2)), .childRemoved(F.c(2), parent: F.c(1)), .coordinatorDeallocated(F.c(2)),
        ]
        return events
    }()

    /// A stack whose screens were created, and so numbered, in another order than they are
    /// stacked: two of the parent's, then three of its child's.
    static let shuffled = stack([4, 2, 5, 1, 3])

    /// Screens 1…5, of the parent (even) and its child (odd), stacked in `order`.
    static func stack(_ order: [UInt32]) -> [NavigationEvent] {
        typealias F = Fixtures
        var events: [NavigationEvent] = [.launched, .windowCreated(F.w1)]
        events += F.coordinator(1, "AppCoordinator") + F.coordinator(2, "ChildCoordinator", parent: 1)
        events += [.containerCreated(F.k(1), style: .navigation, owner: F.c(1))]
        for id: UInt32 in 1...5 {
            events.append(.screenCreated(F.s(id), name: "Screen\(id)", owner: F.c(id % 2 == 0 ? 1 : 2), state: .null))
        }
        events += [.stackReplaced(container: F.k(1), stack: order.map { .screen(F.s($0)) })]
        events += [.windowRootSet(F.w1, root: .container(F.k(1)))]
        return events
    }

    @Test(arguments: [seed002, shuffled])
    func screensStandInStackOrderLeftToRight(events: [NavigationEvent]) throws {
        let state = try Fixtures.state(after: events)
        let entries = try #require(state.containers.values.first?.stack)
        let stack = entries.compactMap { entry -> ScreenID? in if case .screen(let id) = entry { id } else { nil } }
        #expect(stack.count == entries.count)
        let layout = try LayoutGeometry(HierarchyDiagram(state: state).graph)
        let xs = try stack.map { screen in
            let id = "s" + String(repeating: "0", count: 10 - String(screen.rawValue).count) + String(screen.rawValue)
            return try #require(layout.nodes[id]).midX
        }
        #expect(xs == xs.sorted(), "screens \(stack.map(\.rawValue)) at x \(xs)")
        #expect(Set(xs).count == xs.count)
    }
}

extension StackOrderTests {
    /// A stack that alternates between two coordinators cannot stand in order with each
    /// coordinator's screens in one box; it is still drawn, every screen once.
    @Test func anInterleavedStackStillRenders() throws {
        let state = try Fixtures.state(after: Self.stack([1, 2, 3, 4, 5]))
        let layout = try LayoutGeometry(HierarchyDiagram(state: state).graph)
        #expect(layout.nodes.keys.filter { $0.hasPrefix("s") }.count == 5)
    }
}
