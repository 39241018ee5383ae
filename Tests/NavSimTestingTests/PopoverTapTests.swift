import Foundation
import NavSimCore
import NavSimSimulator
import NavSimTesting
import NavSimUIKit
import Testing

/// A shop whose coordinator shows the filter flow in a popover it keeps as a popover: the
/// flow's child coordinator ends with its Apply button, and, when `hearsDismissal`, when the
/// user taps outside the popover (its presentation controller's delegate).
@MainActor private final class ShopCoordinator: NSObject, UIPopoverPresentationControllerDelegate {
    let root = FilterScreen(name: "Shop")
    var childCoordinators: [FilterCoordinator] = []
    private let hearsDismissal: Bool

    init(hearsDismissal: Bool) {
        self.hearsDismissal = hearsDismissal
        super.init()
        root.add("Filter") { [unowned self] in showFilter() }
    }

    private func showFilter() {
        let child = FilterCoordinator()
        child.onFinish = { [unowned self, unowned child] in
            child.screen.dismiss(animated: false)
            childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        child.screen.modalPresentationStyle = .popover
        child.screen.popoverPresentationController?.sourceView = root.view
        child.screen.popoverPresentationController?.delegate = self
        root.present(child.screen, animated: false)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { .none }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard hearsDismissal else { return }
        childCoordinators.removeAll { $0.screen === presentationController.presentedViewController }
    }
}

/// The filter flow: one screen whose Apply button ends it.
@MainActor private final class FilterCoordinator {
    let screen = FilterScreen(name: "Filter")
    var onFinish: () -> Void = {}

    init() {
        screen.add("Apply") { [unowned self] in onFinish() }
    }
}

/// A named screen with buttons.
private final class FilterScreen: UIViewController, NavSimNamed {
    let navSimName: String

    init(name: String) {
        navSimName = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func add(_ title: String, action: @escaping @MainActor () -> Void) {
        view.addSubview(UIButton(primaryAction: UIAction(title: title) { _ in action() }))
    }
}

private final class ShopSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: ShopCoordinator?
    let hearsDismissal: Bool

    init(hearsDismissal: Bool) {
        self.hearsDismissal = hearsDismissal
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let coordinator = ShopCoordinator(hearsDismissal: hearsDismissal)
        self.coordinator = coordinator
        window = UIWindow(windowScene: scene)
        window?.rootViewController = coordinator.root
        window?.makeKeyAndVisible()
    }
}

/// A tap outside a popover as an input of the test store, the explorers and scenarios: the
/// child flow a popover shows leaks when only its own button ends it.
@Suite @MainActor struct PopoverTapTests {
    private static func shop(hearsDismissal: Bool) -> NavSimApp {
        NavSimApp(sceneDelegate: { ShopSceneDelegate(hearsDismissal: hearsDismissal) })
    }

    @Test func theStoreTapsOutsideThePopover() {
        let store = NavigationTestStore { Self.shop(hearsDismissal: true) }
        store.launch()
        store.skipEvents()
        store.tap("Filter") {
            $0.front = "Filter"
            $0.modals = ["Filter"]
            $0.coordinators.append("FilterCoordinator")
        }
        store.tapOutsidePopover {
            $0.front = "Shop"
            $0.modals = []
            $0.coordinators.removeLast()
        }
        store.finish()
    }

    @Test func theExplorerFindsTheFlowATapOutsideLeaks() {
        let leaky = SystematicExploration(depth: 3) { Self.shop(hearsDismissal: false) }.run()
        #expect(
            leaky.findings.map { $0.inputs.map(ScenarioFile.line(for:)) } == [
                [#"{"tap": "Filter", "on": "Shop"}"#, #"{"popover": "tapOutside"}"#]
            ])
        let fixed = SystematicExploration(depth: 3) { Self.shop(hearsDismissal: true) }.run()
        #expect(fixed.findings.isEmpty && fixed.isProof)
    }

    @Test func aScenarioTapsOutsideThePopover() throws {
        let steps = try JSONDecoder().decode(
            [Scenario.Step].self, from: Data(#"[{"tap": "Filter"}, {"popover": "tapOutside"}]"#.utf8))
        #expect(steps == [.tap("Filter", on: nil, argument: .null), .popover(.tapOutside)])
        #expect(String(decoding: try JSONEncoder().encode(steps[1]), as: UTF8.self) == #"{"popover":"tapOutside"}"#)
        let session = Session(app: Self.shop(hearsDismissal: false), sink: EventLog())
        try session.launch()
        try session.perform(steps)
        #expect(session.state.frontPopover == nil)
        #expect(session.state.frontScreen.flatMap { session.state.screens[$0]?.name } == "Shop")
        #expect(throws: ScenarioError.self) { try session.perform([.popover(.tapOutside)]) }
    }
}
