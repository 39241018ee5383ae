import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Alerts and action sheets: their actions are the screen's controls.
@Suite @MainActor struct AlertTests {
    @Test func theEnabledActionsAreTheAlertsControlsInOrder() {
        withSession {
            let alert = UIAlertController(
                title: "Delete draft?", message: "It cannot be undone.", preferredStyle: .alert)
            let keep = UIAlertAction(title: "Keep", style: .default)
            let delete = UIAlertAction(title: "Delete", style: .destructive)
            alert.addAction(keep)
            alert.addAction(delete)
            alert.addAction(UIAlertAction(title: nil, style: .cancel))
            alert.addAction(UIAlertAction(title: "", style: .default))
            alert.preferredAction = delete

            #expect(alert.title == "Delete draft?")
            #expect(alert.message == "It cannot be undone.")
            #expect(alert.preferredStyle == .alert)
            #expect(alert.ownControls.map(\.controlName) == ["Keep", "Delete", "cancel", "action"])

            delete.isEnabled = false
            #expect(alert.ownControls.map(\.controlName) == ["Keep", "cancel", "action"])
        }
    }

    @Test func aTapDismissesTheAlertThenRunsTheHandler() throws {
        let session = Session(app: NavSimApp(), sink: EventLog())
        let (window, presenter, sheet) = session.runtime.asCurrent {
            let presenter = UIViewController()
            let window = UIWindow()
            window.rootViewController = presenter
            window.makeKeyAndVisible()
            return (window, presenter, UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet))
        }
        defer { withExtendedLifetime(window) {} }
        var presentedWhenHandled: [Bool] = []
        session.runtime.asCurrent {
            sheet.addAction(
                UIAlertAction(title: "Share", style: .default) { action in
                    #expect(action.title == "Share")
                    presentedWhenHandled.append(presenter.presentedViewController != nil)
                })
            presenter.present(sheet, animated: true)
            #expect(presenter.presentedViewController === sheet)
        }
        try session.settle()
        session.runtime.asCurrent { sheet.ownControls.first?.tap(argument: .null) }
        #expect(presentedWhenHandled == [], "the handler waits for the dismissal's animation to end")
        try session.settle()
        #expect(presentedWhenHandled == [false], "the handler runs after the alert is dismissed")
        #expect(sheet.presentingViewController == nil)
    }

    @Test func aDisabledActionDoesNothingWhenTapped() {
        withSession {
            let presenter = UIViewController()
            let window = UIWindow()
            window.rootViewController = presenter
            window.makeKeyAndVisible()
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            var handled = 0
            let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in handled += 1 }
            signIn.isEnabled = false
            alert.addAction(signIn)
            presenter.present(alert, animated: true)

            signIn.tap(argument: .null)

            #expect(handled == 0)
            #expect(presenter.presentedViewController === alert, "the alert stays")
        }
    }

    @Test func textFieldsAreConfiguredAndReadByHandlers() {
        withSession {
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            #expect(alert.textFields == nil)
            alert.addTextField { field in
                field.placeholder = "Name"
                field.text = "Draft"
            }
            alert.addTextField()
            var names: [String] = []
            alert.addAction(
                UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in
                    names.append(alert.textFields?.first?.text ?? "none")
                })

            alert.ownControls.first?.tap(argument: .null)

            #expect(alert.textFields?.count == 2)
            #expect(alert.textFields?.first?.placeholder == "Name")
            #expect(names == ["Draft"], "not presented, the handler still runs")
        }
    }
}

/// An alert in a running app: presented like any controller (as `custom`: the screen below
/// stays in view), refused while something is presented, and each action a user input that
/// dismisses the alert before its handler runs.
@Suite @MainActor struct AlertSessionTests {
    @Test func anActionIsAnInputThatDismissesTheAlertBeforeItsHandler() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("delete") { [unowned root] in
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                alert.addAction(
                    UIAlertAction(title: "Delete", style: .destructive) { _ in
                        root.present(coordinator.screen("Undo"), animated: true)
                    })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                root.present(alert, animated: true)
                root.present(coordinator.screen("Second"), animated: true)
            }
        }
        var mark = log.events.count
        try session.tap("delete")
        #expect(
            events(of: log, after: mark) == [
                "userTapped delete on s1", "screenCreated s2 UIAlert by c1 state null",
                "presented s2 by k1 as custom", "screenCreated s3 Second by c1 state null",
                "commandIgnored present s3 from s1: s1 is already presenting", "screenDeallocated s3",
                "viewDidLoad s2", "viewWillAppear s2", "animationsEnded", "viewDidAppear s2",
            ])
        #expect(session.state.frontScreen == ScreenID(2))
        mark = log.events.count
        try session.tap("Delete")
        #expect(
            events(of: log, after: mark) == [
                "userTapped Delete on s2", "viewWillDisappear s2", "animationsEnded", "dismissed s2",
                "viewDidDisappear s2", "screenCreated s4 Undo by c1 state null", "presented s4 by k1 as pageSheet",
                "screenDeallocated s2", "viewDidLoad s4", "viewWillAppear s4", "animationsEnded", "viewDidAppear s4",
            ])
    }
}
