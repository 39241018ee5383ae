import Foundation
import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Storyboards resolve identifiers through the registry a NavSim-only file fills.
@Suite @MainActor struct StoryboardTests {
    @Test func aRegisteredIdentifierMakesANewViewControllerEachTime() {
        withSession {
            var made = 0
            UIStoryboard.register(storyboard: "Orders", identifier: "OrderList") {
                made += 1
                let controller = UIViewController()
                controller.title = "Orders \(made)"
                return controller
            }
            let storyboard = UIStoryboard(name: "Orders", bundle: nil)

            let first = storyboard.instantiateViewController(withIdentifier: "OrderList")
            let second = UIStoryboard(name: "Orders", bundle: .main).instantiateViewController(
                withIdentifier: "OrderList")

            #expect(first !== second)
            #expect([first.title, second.title] == ["Orders 1", "Orders 2"])
        }
    }

    @Test func registeringAgainReplacesTheClosure() {
        withSession {
            UIStoryboard.register(storyboard: "Replaced", identifier: "Screen") { ProfileViewController() }
            UIStoryboard.register(storyboard: "Replaced", identifier: "Screen") { SettingsViewController() }
            let made = UIStoryboard(name: "Replaced", bundle: nil).instantiateViewController(withIdentifier: "Screen")
            #expect(made is SettingsViewController)
        }
    }

    @Test func theInitialViewControllerIsRegisteredOrNil() {
        withSession {
            #expect(UIStoryboard(name: "NoInitial", bundle: nil).instantiateInitialViewController() == nil)
            UIStoryboard.registerInitial(storyboard: "Onboarding") { ProfileViewController() }

            let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
            #expect(storyboard.instantiateInitialViewController() is ProfileViewController)
            let typed: ProfileViewController? = storyboard.instantiateInitialViewController()
            #expect(typed != nil)
        }
    }

    @Test func theStoryboardedHelperCompilesAndRunsUnchanged() {
        withSession {
            UIStoryboard.register(storyboard: "Main", identifier: "ProfileViewController") {
                let profile = ProfileViewController()
                profile.userName = "ada"
                return profile
            }
            UIStoryboard.register(storyboard: "Settings", identifier: "SettingsViewController") {
                SettingsViewController()
            }

            let profile = ProfileViewController.instantiate()
            let settings = SettingsViewController.instantiate(from: "Settings")

            #expect(profile.userName == "ada")
            #expect(settings.showsAdvanced == false)
        }
    }

    @Test func aCreatorMakesTheViewControllerWithACoder() {
        withSession {
            UIStoryboard.register(storyboard: "Creators", identifier: "Settings") { SettingsViewController() }
            let storyboard = UIStoryboard(name: "Creators", bundle: nil)

            let created: SettingsViewController = storyboard.instantiateViewController(identifier: "Settings") {
                coder in
                let settings = SettingsViewController(coder: coder)
                settings?.showsAdvanced = true
                return settings
            }
            let registered: SettingsViewController = storyboard.instantiateViewController(identifier: "Settings") { _ in
                nil
            }

            #expect(created.showsAdvanced, "the creator's view controller")
            #expect(!registered.showsAdvanced, "a creator returning nil falls back to the registry")
        }
    }
}

/// What happens when a storyboard has no view controller for an identifier: the program
/// stops with a message saying what to register (UIKit raises an exception).
@Suite struct StoryboardFailureTests {
    @Test func anUnregisteredIdentifierStopsTheProgramNamingWhatToRegister() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                _ = await MainActor.run {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Missing")
                }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "Storyboard (Main) doesn't contain a view controller with identifier 'Missing': register it with "
                    + "UIStoryboard.register(storyboard: \"Main\", identifier: \"Missing\")"))
    }
}

/// UIKit's exceptions on app code are recorded as the session's `crashed` event, with UIKit's
/// reason, before the program stops: the events a sink has seen end with it.
@Suite struct UIKitExceptionTests {
    /// Writes each event to standard error as it is recorded, where the parent process reads it.
    final class PrintingLog: EventSink {
        func append(_ event: NavigationEvent) {
            FileHandle.standardError.write(Data("event: \(event)\n".utf8))
        }
    }

    /// Launches an app whose scene delegate runs `body` as it connects, each event written to
    /// standard error as it is recorded.
    @MainActor static func launchPrintingEvents(_ body: @escaping @MainActor () -> Void) {
        let app = NavSimApp(sceneDelegate: { TestSceneDelegate { _, _, _ in body() } })
        try? Session(app: app, sink: PrintingLog()).launch()
    }

    /// The events a session printed before the exit test's process stopped.
    static func printedEvents(_ result: ExitTest.Result) -> [String] {
        String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix("event: ") }.map { String($0.dropFirst("event: ".count)) }
    }

    @Test func anUnregisteredStoryboardIdentifierIsRecordedAsACrash() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                await UIKitExceptionTests.launchPrintingEvents {
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Gone")
                }
            })
        #expect(
            Self.printedEvents(result).last
                == "crashed in app: Storyboard (Main) doesn't contain a view controller with identifier 'Gone': "
                + "register it with UIStoryboard.register(storyboard: \"Main\", identifier: \"Gone\") { … } in a "
                + "NavSim-only file")
    }

    @Test func anUnregisteredCellIdentifierIsRecordedAsACrash() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                await UIKitExceptionTests.launchPrintingEvents {
                    _ = UITableView(frame: .zero, style: .plain)
                        .dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
                }
            })
        #expect(
            Self.printedEvents(result).last
                == "crashed in app: UITableView.dequeueReusableCell: unable to dequeue a cell with identifier 'Row': "
                + "register a class for it")
    }
}
