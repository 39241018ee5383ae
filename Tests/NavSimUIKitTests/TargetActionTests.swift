import NavSimCore
import Testing

@testable import NavSimUIKit

/// Target–action with the selectors `navsim init`'s build writes for `#selector(…)`.
@Suite @MainActor struct TargetActionTests {
    /// A screen with methods of each shape `#selector` names.
    final class Screen: UIViewController {
        var calls: [String] = []

        func refresh() { calls.append("refresh") }
        func tapped(_ sender: UIButton) { calls.append("tapped \(sender.title(for: .normal) ?? "")") }
        func itemTapped(_ sender: UIBarButtonItem) { calls.append("item \(sender.title ?? "")") }
        func gesture(_ sender: UITapGestureRecognizer) { calls.append("gesture \(sender.numberOfTapsRequired)") }
        func notified(_ notification: Notification) { calls.append("notified \(notification.name.rawValue)") }
        func create(_ sender: UIBarButtonItem) { calls.append("create") }
    }

    /// A button that handles its own action: what a `nil` target reaches first.
    final class SelfHandlingButton: UIButton {
        var handled = 0
        func handle() { handled += 1 }
    }

    private func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    @Test func aTapSendsTheActionToTheTargetWithTheControlAsSender() {
        withSession {
            let screen = Screen()
            let save = button("Save")
            save.addTarget(screen, action: Selector(navSimPort: "tapped(_:)", Screen.tapped(_:)), for: .touchUpInside)
            save.addTarget(screen, action: Selector(navSimPort: "refresh", Screen.refresh), for: .touchDown)

            save.tap(argument: .null)

            #expect(screen.calls == ["refresh", "tapped Save"], "touchDown, then touchUpInside")
        }
    }

    @Test func thePairAddedTwiceIsSentOnceAndRemovingItStopsIt() {
        withSession {
            let screen = Screen()
            let save = button("Save")
            let action = Selector(navSimPort: "tapped(_:)", Screen.tapped(_:))
            save.addTarget(screen, action: action, for: .touchUpInside)
            save.addTarget(screen, action: action, for: .touchUpInside)
            save.tap(argument: .null)
            #expect(screen.calls == ["tapped Save"])

            save.removeTarget(screen, action: action, for: .touchUpInside)
            save.tap(argument: .null)
            #expect(screen.calls == ["tapped Save"])
            #expect(save.allControlEvents.isEmpty)
        }
    }

    @Test func removingEveryTargetKeepsTheControlsOwnActions() {
        withSession {
            let screen = Screen()
            let log = Log()
            let save = button("Save")
            save.addAction(log.action("own"), for: .touchUpInside)
            save.addTarget(screen, action: Selector(navSimPort: "refresh", Screen.refresh), for: .touchUpInside)

            save.removeTarget(nil, action: nil, for: .allEvents)
            save.tap(argument: .null)

            #expect(screen.calls.isEmpty)
            #expect(log.entries == ["own"])
        }
    }

    @Test func theControlHoldsItsTargetWeakly() {
        withSession {
            let save = button("Save")
            weak var released: Screen?
            do {
                let screen = Screen()
                released = screen
                save.addTarget(screen, action: Selector(navSimPort: "refresh", Screen.refresh), for: .touchUpInside)
            }
            #expect(released == nil, "the control kept its target alive")
            save.tap(argument: .null)  // Sends to no one, as UIKit does.
        }
    }

    /// Objective-C sends an action without checking the sender's type: a button connected
    /// to an action taking a bar button item reaches it when the body never reads the sender
    /// (`unreadSender:`, which `navsim init`'s build writes then), and is refused otherwise.
    @Test func anActionThatNeverReadsItsSenderTakesASenderOfAnotherClass() {
        withSession {
            let screen = Screen()
            let create = button("Create item")
            let unchecked = Selector(navSimPort: "create(_:)", unreadSender: Screen.create(_:))
            create.addTarget(screen, action: unchecked, for: .touchUpInside)
            create.tap(argument: .null)
            #expect(screen.calls == ["create"])
            let checked = Selector(navSimPort: "itemTapped(_:)", Screen.itemTapped(_:))
            #expect(!checked.performThroughResponderChain(from: screen, sender: create), "the sender is checked")
            #expect(!unchecked.performThroughResponderChain(from: UIButton(), sender: create), "another target")
            #expect(!unchecked.performThroughResponderChain(from: screen, sender: 7), "a sender that is no object")
            #expect(screen.calls == ["create"])
        }
    }

    @Test func aNilTargetReachesTheFirstResponderInTheChainThatHasTheMethod() {
        withSession {
            let own = SelfHandlingButton(type: .system)
            own.addTarget(nil, action: Selector(navSimPort: "handle", SelfHandlingButton.handle), for: .touchUpInside)

            own.tap(argument: .null)

            #expect(own.handled == 1)
        }
    }

    /// `addTarget(self, …)` in a property's initializer passes a value released at once
    /// (Swift warns "'self' refers to the method"): the action goes up the responder chain,
    /// from the button through its superviews to the controller whose view holds it.
    @Test func anActionWhoseTargetIsGoneReachesTheControllerUpTheResponderChain() {
        withSession {
            let screen = Screen()
            let row = UIView()
            let save = button("Save")
            row.addSubview(save)
            screen.view.addSubview(row)
            save.addTarget(
                { () -> Int in 0 } as Any, action: Selector(navSimPort: "tapped(_:)", Screen.tapped(_:)),
                for: .touchUpInside)
            #expect(save.next === row && row.next === screen.view && screen.view.next === screen)

            save.tap(argument: .null)

            #expect(screen.calls == ["tapped Save"])
        }
    }

    @Test func aBarButtonItemWithATargetAndActionIsTappableAndSendsItselfAsSender() {
        withSession {
            let screen = Screen()
            let item = UIBarButtonItem(
                title: "Done", style: .done, target: screen,
                action: Selector(navSimPort: "itemTapped(_:)", Screen.itemTapped(_:)))
            let system = UIBarButtonItem(
                barButtonSystemItem: .refresh, target: screen, action: Selector(navSimPort: "refresh", Screen.refresh))
            let noTarget = UIBarButtonItem(title: "Orphan", style: .plain, target: nil, action: system.action)

            #expect(item.isTappable && system.isTappable)
            #expect(!noTarget.isTappable, "NavSim does not send a bar item's action up a responder chain")
            item.tap(argument: .null)
            system.tap(argument: .null)

            #expect(screen.calls == ["item Done", "refresh"])
            #expect(item.style == .done && item.controlName == "Done")
        }
    }

    @Test func aGestureRecognizerKeepsItsTargetsWeaklyAndSendsThemItself() {
        withSession {
            let screen = Screen()
            let card = UIView()
            let tap = UITapGestureRecognizer(
                target: screen, action: Selector(navSimPort: "gesture(_:)", Screen.gesture(_:)))
            tap.numberOfTapsRequired = 2
            card.addGestureRecognizer(tap)
            #expect(card.gestureRecognizers?.first === tap && tap.view === card)

            tap.sendActions()
            #expect(screen.calls == ["gesture 2"])
            tap.removeTarget(screen, action: nil)
            tap.sendActions()
            #expect(screen.calls == ["gesture 2"])
            card.removeGestureRecognizer(tap)
            #expect(card.gestureRecognizers == nil && tap.view == nil)
        }
    }

    @Test func aSelectorObserverGetsItsNotificationsUntilRemovedOrReleased() {
        withSession {
            let name = Notification.Name("NavSimTargetActionTests")
            let screen = Screen()
            NotificationCenter.default.addObserver(
                screen, selector: Selector(navSimPort: "notified(_:)", Screen.notified(_:)), name: name, object: nil)
            NotificationCenter.default.post(name: name, object: nil)
            #expect(screen.calls == ["notified NavSimTargetActionTests"])
            NotificationCenter.default.removeObserver(screen)
            NotificationCenter.default.post(name: name, object: nil)
            #expect(screen.calls.count == 1)

            weak var released: Screen?
            do {
                let other = Screen()
                released = other
                NotificationCenter.default.addObserver(
                    other, selector: Selector(navSimPort: "refresh", Screen.refresh), name: name, object: nil)
            }
            #expect(released == nil, "the center kept its observer alive")
            NotificationCenter.default.post(name: name, object: nil)  // Sent to no one.
        }
    }

    @Test func osLogMessagesKeepTheirInterpolatedValues() {
        let count = 3
        let message: OSLogMessage =
            "loaded \(count, privacy: .public) items for \("ada", privacy: .private(mask: .hash))"
        #expect(message.text == "loaded 3 items for ada")
        Logger(subsystem: "shop", category: "tests").debug(
            "compiles as apps write it: \(1.5, format: .fixed(precision: 2))")
    }

    @Test func selectorsAreEqualByTheMethodTheyName() {
        let first = Selector(navSimPort: "refresh", Screen.refresh)
        let again = Selector(navSimPort: "refresh", Screen.refresh)
        let other = Selector(navSimPort: "tapped(_:)", Screen.tapped(_:))
        #expect(first == again && first != other)
        #expect(Set([first, again, other]).count == 2)
        #expect("\(other)" == "tapped(_:)")
    }
}
