import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// Popovers on NavSim's iPhone screen: adapted to a form sheet the user can swipe down,
/// unless the delegate's `adaptivePresentationStyle` says otherwise; a popover kept as one is
/// dismissed by a tap outside it, except on its `passthroughViews`.
@Suite @MainActor struct PopoverTests {
    /// A popover's delegate that answers `adaptivePresentationStyle` with `style` (`nil`: not
    /// implemented) and writes down what it is told.
    private final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
        let style: UIModalPresentationStyle?
        let allowsDismissal: Bool
        var calls: [String] = []

        init(style: UIModalPresentationStyle?, allowsDismissal: Bool = true) {
            self.style = style
            self.allowsDismissal = allowsDismissal
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
            return allowsDismissal
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("willDismiss")
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("didDismiss")
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("didAttemptToDismiss")
        }
    }

    /// Launches an app whose root presents a popover from its "choose" button, with a
    /// delegate answering `style` and `allowsDismissal`; the popover is modal in presentation
    /// with `isModal`, and lets taps through to the root's view with `passesThroughRoot`. The
    /// root's "count" button counts its taps in `taps`.
    private func launchedWithPopover(
        style: UIModalPresentationStyle?, allowsDismissal: Bool = true, isModal: Bool = false,
        passesThroughRoot: Bool = false, taps: Counter = Counter()
    ) throws -> (Session, EventLog, Delegate) {
        let delegate = Delegate(style: style, allowsDismissal: allowsDismissal)
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("choose") { [unowned root] in
                let choices = coordinator.screen("Choices")
                choices.modalPresentationStyle = .popover
                choices.isModalInPresentation = isModal
                let popover = choices.popoverPresentationController
                popover?.sourceView = root.view
                popover?.delegate = delegate
                if passesThroughRoot { popover?.passthroughViews = [root.view] }
                root.present(choices, animated: false)
            }
            root.addButton("count") { taps.value += 1 }
        }
        return (session, log, delegate)
    }

    /// The events of a kept popover dismissed by a tap outside it.
    private let dismissedByATapOutside = [
        "tappedOutsidePopover s2", "viewWillDisappear s2", "dismissed s2", "viewDidDisappear s2",
        "screenDeallocated s2",
    ]

    /// What the popover's delegate hears when the user dismisses it.
    private let callsOfADismissal = [
        "adaptivePresentationStyle compact", "shouldDismiss true", "willDismiss", "didDismiss",
    ]

    /// A number a test's button adds to.
    final class Counter {
        var value = 0
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
        #expect(delegate.calls == callsOfADismissal)
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

    @Test func aTapOutsideAKeptPopoverDismissesIt() throws {
        let (session, log, delegate) = try launchedWithPopover(style: UIModalPresentationStyle.none)
        try session.tap("choose")
        #expect(session.availableInputs() == [.tappedOutsidePopover(controller: .screen(ScreenID(2)))])
        let mark = log.events.count
        try session.tapOutsidePopover()
        #expect(events(of: log, after: mark) == dismissedByATapOutside)
        #expect(delegate.calls == callsOfADismissal)
        #expect(session.state.frontPopover == nil)
        #expect(session.state.screensInView == [ScreenID(1)])
        #expect(throws: SessionError.noPopover(nil)) { try session.tapOutsidePopover() }
    }

    @Test func aDelegateThatRefusesKeepsThePopoverAndHearsTheAttempt() throws {
        let (session, log, delegate) = try launchedWithPopover(
            style: UIModalPresentationStyle.none, allowsDismissal: false)
        try session.tap("choose")
        let mark = log.events.count
        try session.tapOutsidePopover()
        #expect(events(of: log, after: mark) == ["tappedOutsidePopover s2"])
        #expect(delegate.calls == ["adaptivePresentationStyle compact", "shouldDismiss true", "didAttemptToDismiss"])
        #expect(session.state.frontPopover?.controller == .screen(ScreenID(2)))
        #expect(session.state.screensInView == [ScreenID(1), ScreenID(2)])
    }

    @Test func aPopoverModalInPresentationIsKeptWithoutAskingTheDelegate() throws {
        let (session, log, delegate) = try launchedWithPopover(style: UIModalPresentationStyle.none, isModal: true)
        try session.tap("choose")
        let mark = log.events.count
        try session.tapOutsidePopover()
        #expect(events(of: log, after: mark) == ["tappedOutsidePopover s2"])
        #expect(delegate.calls == ["adaptivePresentationStyle compact", "didAttemptToDismiss"])
        #expect(session.state.frontPopover?.controller == .screen(ScreenID(2)))
    }

    @Test func passthroughViewsTakeTapsAndKeepThePopover() throws {
        let taps = Counter()
        let (session, log, delegate) = try launchedWithPopover(
            style: UIModalPresentationStyle.none, passesThroughRoot: true, taps: taps)
        try session.tap("choose")
        #expect(
            session.availableInputs() == [
                .userTapped(screen: ScreenID(1), action: "choose", argument: .null),
                .userTapped(screen: ScreenID(1), action: "count", argument: .null),
                .tappedOutsidePopover(controller: .screen(ScreenID(2))),
            ])
        let mark = log.events.count
        try session.send(.userTapped(screen: ScreenID(1), action: "count", argument: .null))
        #expect(events(of: log, after: mark) == ["userTapped count on s1"])
        #expect(taps.value == 1)
        #expect(session.state.frontPopover?.controller == .screen(ScreenID(2)))
        #expect(delegate.calls == ["adaptivePresentationStyle compact"])
    }

    /// Launches an app whose root's bar holds "cancel" on the left and "share" and "edit" on
    /// the right: "share" presents a popover anchored on it, kept as a popover; "cancel" and
    /// "edit" count their taps in `taps`.
    private func launchedWithBarPopover(taps: Counter) throws -> (Session, EventLog, Delegate) {
        let delegate = Delegate(style: UIModalPresentationStyle.none)
        let (session, log) = try launched { _, coordinator, root in
            let share = UIBarButtonItem(title: "share")
            share.primaryAction = UIAction(title: "share") { [unowned root, unowned share] _ in
                let choices = coordinator.screen("Choices")
                choices.modalPresentationStyle = .popover
                choices.popoverPresentationController?.barButtonItem = share
                choices.popoverPresentationController?.delegate = delegate
                root.present(choices, animated: false)
            }
            let edit = UIBarButtonItem(primaryAction: UIAction(title: "edit") { _ in taps.value += 1 })
            root.navigationItem.rightBarButtonItems = [share, edit]
            root.navigationItem.leftBarButtonItem = UIBarButtonItem(
                primaryAction: UIAction(title: "cancel") { _ in taps.value += 1 })
        }
        return (session, log, delegate)
    }

    @Test func aBarButtonItemsPopoverLetsTapsThroughToItsSiblingsButNotToItsItem() throws {
        let taps = Counter()
        let (session, log, delegate) = try launchedWithBarPopover(taps: taps)
        try session.tap("share")
        #expect(
            session.availableInputs() == [
                .userTapped(screen: ScreenID(1), action: "cancel", argument: .null),
                .userTapped(screen: ScreenID(1), action: "edit", argument: .null),
                .tappedOutsidePopover(controller: .screen(ScreenID(2))),
            ])
        var mark = log.events.count
        try session.send(.userTapped(screen: ScreenID(1), action: "edit", argument: .null))
        #expect(events(of: log, after: mark) == ["userTapped edit on s1"])
        #expect(taps.value == 1)
        #expect(session.state.frontPopover?.controller == .screen(ScreenID(2)))
        #expect(throws: SessionError.notInFront(ScreenID(1), front: ScreenID(2))) {
            try session.send(.userTapped(screen: ScreenID(1), action: "share", argument: .null))
        }
        mark = log.events.count
        try session.tapOutsidePopover()
        #expect(events(of: log, after: mark) == dismissedByATapOutside)
        #expect(delegate.calls == callsOfADismissal)
    }

    @Test func withoutPassthroughViewsTheScreenUnderThePopoverTakesNoTaps() throws {
        let taps = Counter()
        let (session, _, _) = try launchedWithPopover(style: UIModalPresentationStyle.none, taps: taps)
        try session.tap("choose")
        #expect(throws: SessionError.notInFront(ScreenID(1), front: ScreenID(2))) {
            try session.send(.userTapped(screen: ScreenID(1), action: "count", argument: .null))
        }
        #expect(taps.value == 0)
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
