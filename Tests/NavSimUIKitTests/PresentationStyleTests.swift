import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Each `modalPresentationStyle`: the style the trace records and which presenter gets
/// appearance callbacks (UIKit removes the presenter's views only for `.fullScreen` and
/// `.currentContext`; docs/architecture.md cites Apple's documentation).
@Suite @MainActor struct PresentationStyleTests {
    nonisolated static let styles: [(UIModalPresentationStyle, ModalStyle)] = [
        (.automatic, .pageSheet), (.none, .pageSheet), (.fullScreen, .fullScreen), (.pageSheet, .pageSheet),
        (.formSheet, .formSheet), (.currentContext, .currentContext), (.custom, .custom),
        (.overFullScreen, .overFullScreen), (.overCurrentContext, .overCurrentContext), (.popover, .formSheet),
    ]

    @Test(arguments: styles)
    func presentAndDismissInUIKitOrder(style: UIModalPresentationStyle, recorded: ModalStyle) throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("present") {
                let modal = coordinator.screen("Modal")
                modal.modalPresentationStyle = style
                modal.addButton("close") { [unowned modal] in modal.dismiss(animated: true) }
                root.present(modal, animated: true)
            }
        }
        var mark = log.events.count
        try session.tap("present")
        let hides = recorded == .fullScreen || recorded == .currentContext
        #expect(
            events(of: log, after: mark) == [
                "userTapped present on s1", "screenCreated s2 Modal by c1 state null",
                "presented s2 by k1 as \(recorded.rawValue)", "viewDidLoad s2",
            ]
                + (hides
                    ? [
                        "viewWillDisappear s1", "viewWillAppear s2", "animationsEnded", "viewDidAppear s2",
                        "viewDidDisappear s1",
                    ]
                    : ["viewWillAppear s2", "animationsEnded", "viewDidAppear s2"]))
        #expect(session.state.screensInView == (hides ? [ScreenID(2)] : [ScreenID(1), ScreenID(2)]))
        #expect((session.state.frontSheet != nil) == (recorded == .pageSheet || recorded == .formSheet))
        mark = log.events.count
        try session.tap("close")
        #expect(
            events(of: log, after: mark)
                == ["userTapped close on s2", "viewWillDisappear s2"]
                + (hides
                    ? [
                        "viewWillAppear s1", "animationsEnded", "dismissed s2", "viewDidAppear s1",
                        "viewDidDisappear s2",
                    ]
                    : ["animationsEnded", "dismissed s2", "viewDidDisappear s2"]) + ["screenDeallocated s2"])
        #expect(session.state.invariantViolations().isEmpty)
    }

    @Test func anAlertIsRecordedAsACustomPresentationThatCannotBeSwipedDown() throws {
        let (session, log) = try launched { _, _, root in
            root.addButton("ask") {
                let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                root.present(alert, animated: true)
            }
        }
        try session.tap("ask")
        #expect(
            log.events.contains(.presented(.screen(ScreenID(2)), presenter: .container(ContainerID(1)), style: .custom))
        )
        #expect(session.state.frontSheet == nil)
    }
}
