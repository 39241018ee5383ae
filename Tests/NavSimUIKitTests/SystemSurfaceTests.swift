import Foundation
import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// `UIProgressView`, `UIView.window`, the first responder, and opening URLs in other apps.
@Suite @MainActor struct SystemSurfaceTests {
    @Test func aProgressViewPinsItsProgressAndIsNoControl() throws {
        withSession {
            let bar = UIProgressView(progressViewStyle: .bar)
            bar.progress = 1.5
            #expect(bar.progress == 1)
            bar.setProgress(-2, animated: true)
            #expect(bar.progress == 0)
            bar.setProgress(0.25, animated: false)
            #expect(bar.progress == 0.25 && bar.progressViewStyle == .bar)
            let holder = UIView()
            holder.addSubview(bar)
            #expect(holder.controlNames == [])
        }
    }

    @Test func aViewIsInAWindowWhileItsScreenIsInView() throws {
        var root: ButtonsViewController?
        let (session, _) = try launched { _, coordinator, screen in
            root = screen
            screen.addButton("Push") {
                coordinator.navigationController.pushViewController(coordinator.screen("Next"), animated: false)
            }
        }
        let screen = try #require(root)
        let label = session.runtime.asCurrent { UILabel() }
        #expect(label.window == nil, "a view in no tree is in no window")
        session.runtime.asCurrent { screen.view.addSubview(label) }
        let window = try #require(label.window)
        #expect(screen.view.window === window)
        #expect(screen.navigationController?.view.window === window)
        #expect(window.window === window, "a window is its own window")
        try session.tap("Push")
        #expect(label.window == nil, "the root, covered by the pushed screen, left the window")
        let loose = session.runtime.asCurrent { UIView() }
        session.runtime.asCurrent { window.addSubview(loose) }
        #expect(loose.window === window)
    }

    /// A text field that refuses to resign while `isLocked`.
    final class LockingField: UITextField {
        var isLocked = false
        override var canResignFirstResponder: Bool { !isLocked }
    }

    @Test func theFirstResponderMovesAsInUIKit() throws {
        var root: ButtonsViewController?
        let (session, _) = try launched { _, _, screen in root = screen }
        let screen = try #require(root)
        session.runtime.asCurrent {
            let name = LockingField()
            let email = UITextField()
            let plain = UIView()
            let detached = UITextField()
            screen.view.addSubview(name)
            screen.view.addSubview(email)
            screen.view.addSubview(plain)

            #expect(!plain.becomeFirstResponder(), "a plain view cannot become first responder")
            #expect(!detached.becomeFirstResponder(), "a view in no window cannot")
            #expect(name.becomeFirstResponder() && name.isFirstResponder)
            #expect(email.becomeFirstResponder() && email.isFirstResponder && !name.isFirstResponder)
            #expect(screen.view.endEditing(false) && !email.isFirstResponder)

            #expect(name.becomeFirstResponder())
            name.isLocked = true
            #expect(!email.becomeFirstResponder(), "the first responder refused to resign")
            #expect(!screen.view.endEditing(false) && name.isFirstResponder)
            #expect(screen.view.endEditing(true) && !name.isFirstResponder, "forced")
            #expect(name.resignFirstResponder(), "not the first responder: nothing to resign")
        }
    }

    /// A screen with an action its text field does not have, for the responder chain.
    final class SavingViewController: UIViewController {
        var saves = 0
        func save() { saves += 1 }
    }

    /// `sendAction(_:to:from:for:)` with no target goes to the first responder and up the
    /// chain; `#selector(UIResponder.resignFirstResponder)`, a method that returns `Bool`,
    /// is a selector (the common way to end editing from a SwiftUI view).
    @Test func sendingAnActionWithNoTargetGoesUpTheResponderChain() throws {
        var root: ButtonsViewController?
        let (session, _) = try launched { _, _, screen in root = screen }
        let screen = try #require(root)
        session.runtime.asCurrent {
            let application = UIApplication.shared
            let resign = Selector(navSimPort: "resignFirstResponder", UIResponder.resignFirstResponder)
            #expect(!application.sendAction(resign, to: nil, from: nil, for: nil), "no first responder")
            let field = UITextField()
            screen.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(application.sendAction(resign, to: nil, from: nil, for: nil))
            #expect(!field.isFirstResponder)

            let saving = SavingViewController()
            let save = Selector(navSimPort: "save", SavingViewController.save)
            #expect(application.sendAction(save, to: saving, from: nil, for: nil) && saving.saves == 1)
            #expect(field.becomeFirstResponder())
            #expect(!application.sendAction(save, to: nil, from: nil, for: nil), "no responder in the chain has it")
            #expect(field.isFirstResponder)
        }
    }

    @Test func openingAURLIsARequestTheSessionAnswers() throws {
        let log = Log()
        let (session, events) = try launched { _, _, screen in
            screen.addButton("Website") {
                UIApplication.shared.open(URL(string: "https://example.com/help")!) { opened in
                    log.append("opened \(opened)")
                }
            }
        }
        let start = events.events.count
        try session.tap("Website")
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Website on s1", #"serviceRequested openURL #1: {"url":"https://example.com/help"}"#,
            ])
        #expect(
            session.availableInputs().filter { if case .serviceResponded = $0 { true } else { false } } == [
                .serviceResponded(service: "openURL", request: 1, response: true),
                .serviceResponded(service: "openURL", request: 1, response: false),
            ])
        try session.respond(to: "openURL", with: false)
        #expect(log.entries == ["opened false"])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func canOpenURLAnswersTrueUnlessTheAppListsTheSchemeAndIsRecorded() throws {
        var answers: [Bool] = []
        let events = EventLog()
        let session = Session(
            app: NavSimApp(
                sceneDelegate: {
                    TestSceneDelegate { _, _, screen in
                        screen.addButton("Check") {
                            answers.append(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
                            answers.append(UIApplication.shared.canOpenURL(URL(string: "MAILTO:me@example.com")!))
                        }
                    }
                }, unopenableSchemes: ["mailto"]),
            sink: events)
        try session.launch()
        let start = events.events.count
        try session.tap("Check")
        #expect(answers == [true, false])
        #expect(
            events.events[start...].map(\.description) == [
                "userTapped Check on s1",
                #"annotated canOpenURL by app: {"answer":true,"url":"https://example.com"}"#,
                #"annotated canOpenURL by app: {"answer":false,"url":"MAILTO:me@example.com"}"#,
            ])
    }
}
