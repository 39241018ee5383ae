import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Popovers on NavSim's iPhone screen: adapted to a form sheet the user can swipe down,
/// unless the delegate's `adaptivePresentationStyle` says otherwise.
@Suite @MainActor struct PopoverTests {
    /// A popover's delegate that answers `adaptivePresentationStyle` with `style` (`nil`: not
    /// implemented) and writes down what it is told.
    private final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        let style: UIModalPresentationStyle?
        var calls: [String] = []

        init(style: UIModalPresentationStyle?) {
            self.style = style
        }

        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle {
            calls.append(
                "adaptivePresentationStyle \(traitCollection.horizontalSizeClass == .compact ? "compact" : "")")
            return style ?? adaptivePresentationStyle(for: controller)
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("shouldDismiss \(presentationController is UIPopoverPresentationController)")
            return true
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }
    }

    /// Launches an app whose root presents a popover from its "choose" button, with a
    /// delegate answering `style`.
    private func launchedWithPopover(style: UIModalPresentationStyle?) throws -> (Session, EventLog, Delegate) {
        let delegate = Delegate(style: style)
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("choose") { [unowned root] in
                let choices = coordinator.screen("Choices")
                choices.modalPresentationStyle = .popover
                let popover = choices.popoverPresentationController
                popover?.sourceView = root.view
                popover?.delegate = delegate
                root.present(choices, animated: false)
            }
        }
        return (session, log, delegate)
    }

    @Test func aPopoverIsAFormSheetOnAnIPhoneThatTheUserSwipesAway() throws {
        let (session, log, delegate) = try launchedWithPopover(style: nil)
        try session.tap("choose")
        #expect(
            log.events.contains(
                .presented(.screen(ScreenID(2)), presenter: .container(ContainerID(1)), style: .formSheet)))
        #expect(session.state.frontSheet?.controller == .screen(ScreenID(2)))
        let mark = log.events.count
        try session.swipeDownSheet(completing: true)
        #expect(
            events(of: log, after: mark) == [
                "sheetSwipeBegan s2", "viewWillDisappear s2", "sheetSwipeFinished s2", "dismissed s2",
                "viewDidDisappear s2", "screenDeallocated s2",
            ])
        #expect(delegate.calls == ["adaptivePresentationStyle compact", "shouldDismiss true", "didDismiss"])
    }

    @Test func aDelegateThatSaysNoneKeepsThePopoverWhichCannotBeSwipedDown() throws {
        let (session, log, delegate) = try launchedWithPopover(style: UIModalPresentationStyle.none)
        try session.tap("choose")
        #expect(
            log.events.contains(
                .presented(.screen(ScreenID(2)), presenter: .container(ContainerID(1)), style: .popover)))
        #expect(session.state.frontSheet == nil)
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2)])
        #expect(delegate.calls == ["adaptivePresentationStyle compact"])
    }

    @Test func aDelegateThatAsksForFullScreenTakesThePresenterOutOfView() throws {
        let (session, log, _) = try launchedWithPopover(style: .fullScreen)
        try session.tap("choose")
        #expect(
            log.events.contains(
                .presented(.screen(ScreenID(2)), presenter: .container(ContainerID(1)), style: .fullScreen)))
        #expect(session.state.screensInView == [ScreenID(2)])
    }

    @Test func onlyAPopoverHasAPopoverPresentationController() throws {
        let (session, _) = try launched()
        session.runtime.asCurrent {
            let sheet = UIViewController()
            #expect(sheet.popoverPresentationController == nil)
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            #expect(popover.popoverPresentationController === popover.presentationController)
            #expect(popover.popoverPresentationController?.adaptiveSheetPresentationController != nil)
        }
    }
}
