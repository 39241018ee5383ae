import NavSimJournal
import NavSimTestSupport
import Testing

@testable import NavSimCore

/// The two ways of finding the window that holds a controller agree: the direct climb of
/// ``NavigationState/windowID(holding:)`` and the remembering `WindowLookup` that the
/// invariant checks use, for every controller at every step of every sample trace.
@Suite struct WindowClimbTests {
    @Test(arguments: sampleTraces)
    func directClimbAgreesWithTheLookup(name: String) throws {
        let reader = try TraceReader(path: repositoryRoot.appendingPathComponent("Traces/\(name).navtrace").path)
        var state = NavigationState()
        var compared = 0
        var disagreements: [String] = []
        while let record = try reader.next() {
            try state.apply(record.event)
            var lookup = WindowLookup(state: state)
            let controllers =
                state.screens.keys.map(ControllerID.screen) + state.containers.keys.map(ControllerID.container)
            for controller in controllers {
                let direct = state.windowID(holding: controller)
                if direct != lookup.windowID(holding: controller) {
                    disagreements.append("step \(state.step): \(controller)")
                }
                compared += 1
            }
        }
        #expect(disagreements.isEmpty)
        #expect(compared > 0)
    }

    @Test("a screen in a navigation controller no window holds is in no window, until that is a root")
    func unheldControllers() throws {
        var state = NavigationState()
        for event: NavigationEvent in [
            .launched, .windowCreated(WindowID(1)), .containerCreated(ContainerID(1), style: .navigation, owner: nil),
            .screenCreated(ScreenID(1), name: "A", owner: nil, state: .null),
            .pushed(.screen(ScreenID(1)), container: ContainerID(1)),
        ] {
            try state.apply(event)
        }
        #expect(state.windowID(holding: .screen(ScreenID(1))) == nil)
        #expect(state.windowID(holding: .container(ContainerID(1))) == nil)
        try state.apply(.windowRootSet(WindowID(1), root: .container(ContainerID(1))))
        #expect(state.windowID(holding: .screen(ScreenID(1))) == WindowID(1))
    }

    @Test("a screen and a container holding each other are in no window, for the climb and the lookup")
    func cycleOfControllers() throws {
        var state = NavigationState()
        for event: NavigationEvent in [
            .launched, .windowCreated(WindowID(1)), .screenCreated(ScreenID(1), name: "A", owner: nil, state: .null),
            .containerCreated(ContainerID(1), style: .navigation, owner: nil),
            .containerEmbedded(ContainerID(1), parent: ScreenID(1)),
            .pushed(.screen(ScreenID(1)), container: ContainerID(1)),
        ] {
            try state.apply(event)
        }
        var lookup = WindowLookup(state: state)
        for controller in [ControllerID.screen(ScreenID(1)), .container(ContainerID(1))] {
            #expect(state.windowID(holding: controller) == nil)
            #expect(lookup.windowID(holding: controller) == nil)
        }
        #expect(state.location(of: .screen(ScreenID(1))) == .stack(ContainerID(1)))
    }
}
