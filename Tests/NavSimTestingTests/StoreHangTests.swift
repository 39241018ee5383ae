import Foundation
import NavSimTesting
import NavSimUIKit
import Testing

/// An input whose app code never returns: the store cannot stop it, so it records the hang
/// at the input's line, says so on standard error and ends the process with status 124.
@Suite struct StoreHangTests {
    @Test(.timeLimit(.minutes(2)))
    func anInputThatNeverReturnsEndsTheProcessWithTheHangRecorded() async throws {
        try await withKnownIssue {
            let result = try await #require(
                processExitsWith: .exitCode(124), observing: [\.standardErrorContent],
                performing: {
                    await MainActor.run {
                        let store = NavigationTestStore(inputLimit: .milliseconds(200)) {
                            NavSimApp(appDelegate: { HangingAppDelegate() })
                        }
                        store.launch()
                    }
                })
            // The line the store names is the exit test's: its body's locations are its macro's.
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.hasPrefix("NavSimTesting: StoreHangTests.swift:"))
            #expect(
                message.hasSuffix(
                    ": input 1 (launch) hung: the app did not return within 0.2 s (inputLimit); a hung input "
                        + "cannot be stopped, so the test process ends with status 124\n"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("input 1 (launch) hung") }
        }
    }

    @Test @MainActor func theDefaultLimitIsTenSeconds() {
        #expect(NavigationTestStore { NotesApp.make() }.inputLimit == .seconds(10))
    }
}

/// An app delegate that never returns from launching.
private final class HangingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        while true { pause() }
    }
}
