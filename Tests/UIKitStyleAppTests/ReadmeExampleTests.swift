import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// The README's "Driving a session from code", run on the shop app it shows.
@Suite @MainActor
struct ReadmeExampleTests {
    @Test func theReadmeSessionRunsAsDescribed() throws {
        let app = NavSimApp(sceneDelegate: SceneDelegate.init, deepLinks: ["shop://product/lamp"])
        let session = Session(app: app, sink: EventLog())
        try session.launch()
        try session.tap("Checkout")
        #expect(session.state.outline.contains("Address"), "the checkout's first screen is in the outline")
        #expect(session.state.invariantViolations().isEmpty)
        #expect(!session.availableInputs().isEmpty)
        #expect(session.state.coordinators.values.map(\.type).sorted() == ["AppCoordinator", "CheckoutCoordinator"])
    }
}
