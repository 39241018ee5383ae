import NavSimCore
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

    @Test func aTapDismissesTheAlertThenRunsTheHandler() {
        withSession {
            let presenter = UIViewController()
            let window = UIWindow()
            window.rootViewController = presenter
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            var presentedWhenHandled: [Bool] = []
            sheet.addAction(
                UIAlertAction(title: "Share", style: .default) { action in
                    #expect(action.title == "Share")
                    presentedWhenHandled.append(presenter.presentedViewController != nil)
                })
            presenter.present(sheet, animated: true)
            #expect(presenter.presentedViewController === sheet)

            sheet.ownControls.first?.tap(argument: .null)

            #expect(presentedWhenHandled == [false], "the handler runs after the alert is dismissed")
            #expect(sheet.presentingViewController == nil)
        }
    }

    @Test func aDisabledActionDoesNothingWhenTapped() {
        withSession {
            let presenter = UIViewController()
            let window = UIWindow()
            window.rootViewController = presenter
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
