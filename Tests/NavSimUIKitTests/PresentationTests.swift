import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Modal presentation as UIKit refuses it.
@Suite @MainActor struct PresentationTests {
    @Test func aRefusedPresentationStillRecordsTheControllerItInvolved() {
        let log = EventLog()
        let session = Session(app: NavSimApp(), sink: log)
        // The app keeps its window, or the window would be released with the closure.
        let window = session.runtime.asCurrent {
            let root = UIViewController()
            let window = UIWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.present(UIViewController(), animated: true)
            let refused = UINavigationController(rootViewController: UIViewController())
            var completed = false
            root.present(refused, animated: true) { completed = true }
            #expect(!completed)
            #expect(refused.presentingViewController == nil)
            return window
        }
        defer { withExtendedLifetime(window) {} }
        #expect(
            Array(log.events.suffix(6)) == [
                .containerCreated(ContainerID(1), style: .navigation, owner: nil),
                .screenCreated(ScreenID(3), name: "UI", owner: nil, state: .null),
                .stackReplaced(container: ContainerID(1), stack: [.screen(ScreenID(3))]),
                .commandIgnored(command: "present k1 from s1", reason: "s1 is already presenting"),
                .containerDeallocated(ContainerID(1)), .screenDeallocated(ScreenID(3)),
            ])
    }
}
