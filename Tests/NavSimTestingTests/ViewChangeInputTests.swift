import Foundation
import NavSimCore
import NavSimExploration
import NavSimJournal
import NavSimReplay
import NavSimSimulator
import NavSimUIKit
import Testing

/// A sign-up form whose button stays disabled until the terms, pushed above it, are agreed.
private final class SignUpFormViewController: UIViewController {
    let signUp = UIButton(type: .system)
    var agreed = false {
        didSet { signUp.isEnabled = agreed }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        signUp.accessibilityIdentifier = "signUp"
        signUp.isEnabled = false
        signUp.addAction(UIAction { _ in print("signed up") }, for: .touchUpInside)
        let terms = UIButton(type: .system)
        terms.accessibilityIdentifier = "terms"
        terms.addAction(
            UIAction { [unowned self] _ in
                let controller = TermsViewController()
                controller.onAgreementChanged = { [unowned self] in agreed = $0 }
                navigationController?.pushViewController(controller, animated: true)
            }, for: .touchUpInside)
        view.addSubview(signUp)
        view.addSubview(terms)
    }
}

/// The terms: `agree` only enables the form's button beneath, `details` only shows or
/// hides a button here, `inert` does nothing at all.
private final class TermsViewController: UIViewController {
    var onAgreementChanged: ((Bool) -> Void)?
    let readMore = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        readMore.accessibilityIdentifier = "readMore"
        readMore.isHidden = true
        readMore.addAction(UIAction { _ in print("more") }, for: .touchUpInside)
        let agree = UISwitch()
        agree.accessibilityIdentifier = "agree"
        agree.addAction(UIAction { [unowned self] _ in onAgreementChanged?(agree.isOn) }, for: .valueChanged)
        let details = UISwitch()
        details.accessibilityIdentifier = "details"
        details.addAction(UIAction { [unowned self] _ in readMore.isHidden = !details.isOn }, for: .valueChanged)
        let inert = UISwitch()
        inert.accessibilityIdentifier = "inert"
        inert.addAction(UIAction { _ in }, for: .valueChanged)
        for view in [agree, details, inert, readMore] { self.view.addSubview(view) }
    }
}

private final class SignUpSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: SignUpFormViewController())
        window?.makeKeyAndVisible()
    }
}

/// An input whose only effect is on what the user sees or can do (a button beneath
/// enabled, a button shown) is recorded as `viewsChanged` and is no dead input, live and
/// in a check of its trace; a switch whose action does nothing still is.
@Suite @MainActor struct ViewChangeInputTests {
    private func app() -> NavSimApp { NavSimApp(sceneDelegate: SignUpSceneDelegate.init) }

    /// The events of launching, opening the terms and tapping each of `switches` on them.
    private func events(tapping switches: [String]) throws -> [NavigationEvent] {
        let log = EventLog()
        let session = Session(app: app(), sink: log)
        try session.launch()
        try session.tap("terms")
        for name in switches { try session.tap(name) }
        session.close()
        return log.events
    }

    @Test func aSwitchThatEnablesAButtonBeneathOrShowsOneRecordsWhichPropertiesChanged() throws {
        let events = try events(tapping: ["agree", "details", "inert"])
        let taps = events.indices.filter { if case .userTapped = events[$0] { true } else { false } }.suffix(3)
        let followers = taps.map { events.indices.contains($0 + 1) ? events[$0 + 1] : nil }
        #expect(
            followers == [
                .annotated(name: "viewsChanged", coordinator: nil, payload: ["changed": ["isEnabled"]]),
                .annotated(name: "viewsChanged", coordinator: nil, payload: ["changed": ["isHidden"]]),
                nil,
            ])
    }

    @Test func theExplorerAndACheckOfTheTraceFindOnlyTheSwitchThatDoesNothing() throws {
        let explored = SystematicExploration(depth: 3) { app() }.run()
        #expect(explored.complete)
        #expect(explored.findings.map(\.rule) == ["deadInput"])
        #expect(explored.findings.first?.message.contains("`inert`") == true)

        let path = try temporaryDirectory() + "/terms.navtrace"
        let writer = try TraceWriter(creating: path, manifest: TraceManifest(app: "terms"), policy: .never)
        for event in try events(tapping: ["agree", "details", "agree", "inert"]) { try writer.append(event) }
        try writer.close()
        var source = try TraceReader.readAll(path: path).events.makeIterator()
        let checked = try InvariantReport(checking: &source).findings.map(\.violation)
        #expect(checked.map(\.rule) == [.deadInput])
        #expect(checked.first?.message.contains("`inert`") == true)
    }
}
