import NavSimCore
import Testing

@testable import NavSimUIKit

/// Each shape of `#selector` an iOS app compiles, sent as Objective-C sends it: by name,
/// whatever the target's class and the sender's. The selectors are those `navsim init`'s
/// build writes; the registered methods those it registers for `@objc` and `@IBAction`.
@Suite @MainActor struct SelectorShapeTests {
    /// A controller whose actions take each kind of sender.
    final class Editor: UIViewController {
        var calls: [String] = []

        func buttonTapped(_ sender: UIButton) { calls.append("buttonTapped") }
        func titleRead(_ sender: UIButton) { calls.append("titleRead \(sender.title(for: .normal) ?? "")") }
        func anySender(_ sender: Any) { calls.append("any \(type(of: sender))") }
        func objectSender(_ sender: AnyObject) { calls.append("object \(type(of: sender))") }
        func optionalSender(_ sender: Any?) { calls.append("optional \(sender.map { "\(type(of: $0))" } ?? "nil")") }
        func noSender() { calls.append("noSender") }
        func withEvent(_ sender: UIControl, forEvent event: UIEvent) { calls.append("withEvent") }
        func reload() { calls.append("reload") }
        func reload(animated: Bool) { calls.append("reload animated") }
    }

    /// Another class with a method of one of the editor's names, as an app's view model has.
    final class Refresher {
        var refreshed = 0
        func noSender() { refreshed += 1 }
    }

    /// What `navsim init`'s build registers for the classes' `@objc` methods.
    private func installRegistry() {
        PortedInterface.install(
            documents: [:], classes: [:],
            connections: [
                .init(
                    of: Editor.self, outlets: [:],
                    actions: [
                        "buttonTapped:": Selector(
                            navSimPort: "buttonTapped(_:)", unreadSender: Editor.buttonTapped(_:)),
                        "titleRead:": Selector(navSimPort: "titleRead(_:)", Editor.titleRead(_:)),
                        "noSender": Selector(navSimPort: "noSender", takingNothing: Editor.noSender),
                        "reload": Selector(navSimPort: "reload", takingNothing: Editor.reload),
                    ]),
                .init(
                    of: Refresher.self, outlets: [:],
                    actions: ["noSender": Selector(navSimPort: "noSender", takingNothing: Refresher.noSender)]),
            ])
    }

    private func button(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    /// `@objc func buttonTapped(_ sender: UIButton)` wired to a bar button item and to a
    /// gesture recognizer: the body never reads the sender, so it runs, as on iOS.
    @Test func anActionTakingAButtonRunsForABarButtonItemAndAGestureWhenItNeverReadsTheSender() {
        installRegistry()
        withSession {
            let editor = Editor()
            let action = Selector(navSimPort: "buttonTapped(_:)", Editor.buttonTapped(_:))
            let item = UIBarButtonItem(title: "Done", style: .done, target: editor, action: action)
            let tap = UITapGestureRecognizer(target: editor, action: action)

            item.tap(argument: .null)
            tap.sendActions()

            #expect(editor.calls == ["buttonTapped", "buttonTapped"])
        }
    }

    /// `@objc protocol Dismissable { func close() }`, as the port leaves it, with an
    /// extension constrained on `Self` that wires `#selector(close)` (named on `Self`).
    fileprivate final class Sheet: UIViewController, Dismissable {
        var closed = 0
        func close() { closed += 1 }
    }

    /// A selector written in a protocol extension reaches the adopting class's method.
    @Test func aSelectorInAProtocolExtensionReachesTheAdoptingClassesMethod() {
        withSession {
            let sheet = Sheet()
            sheet.addClose()
            sheet.navigationItem.leftBarButtonItem?.tap(argument: .null)
            #expect(sheet.closed == 1)
        }
    }

    /// A body that reads a sender of another class than its parameter's is not run: Swift
    /// cannot pass it, and the stop says what to change.
    @Test func anActionThatReadsASenderOfAnotherClassIsNotRun() {
        installRegistry()
        withSession {
            let editor = Editor()
            let action = Selector(navSimPort: "titleRead(_:)", Editor.titleRead(_:))

            #expect(
                action.deliver(to: editor, sender: UIBarButtonItem(), event: nil)
                    == .senderOfAnotherType(expected: "UIButton"))
            #expect(action.deliver(to: editor, sender: button("Save"), event: nil) == .delivered)
            #expect(editor.calls == ["titleRead Save"])
        }
    }

    @Test func senderParametersOfAnyAnyObjectAndOptionalTakeEverySender() {
        withSession {
            let editor = Editor()
            let save = button("Save")
            save.addTarget(
                editor, action: Selector(navSimPort: "anySender(_:)", Editor.anySender(_:)), for: .touchUpInside)
            save.addTarget(
                editor, action: Selector(navSimPort: "objectSender(_:)", Editor.objectSender(_:)), for: .touchUpInside)
            let item = UIBarButtonItem(
                title: "Done", style: .done, target: editor,
                action: Selector(navSimPort: "optionalSender(_:)", Editor.optionalSender(_:)))

            save.tap(argument: .null)
            item.tap(argument: .null)
            editor.perform(Selector(navSimPort: "optionalSender(_:)", Editor.optionalSender(_:)))

            #expect(
                editor.calls == ["any UIButton", "object UIButton", "optional UIBarButtonItem", "optional nil"])
        }
    }

    @Test func noSenderASenderAndAnEventAndPerformReachTheirMethods() {
        withSession {
            let editor = Editor()
            let save = button("Save")
            save.addTarget(editor, action: Selector(navSimPort: "noSender", Editor.noSender), for: .touchUpInside)
            save.addTarget(
                editor, action: Selector(navSimPort: "withEvent(_:forEvent:)", Editor.withEvent(_:forEvent:)),
                for: .touchUpInside)

            save.tap(argument: .null)
            editor.perform(Selector(navSimPort: "noSender", Editor.noSender))
            editor.perform(Selector(navSimPort: "anySender(_:)", Editor.anySender(_:)), with: "text")

            #expect(editor.calls == ["noSender", "withEvent", "noSender", "any String"])
        }
    }

    /// `reload()` beside `reload(animated:)`: the registered selector names the one taking
    /// nothing.
    @Test func aMethodTakingNothingIsToldApartFromItsOverloads() {
        withSession {
            let editor = Editor()
            Selector(navSimPort: "reload", takingNothing: Editor.reload).perform(on: editor, sender: nil)
            #expect(editor.calls == ["reload"])
        }
    }

    /// `#selector(noSender)` written in the editor, sent to a view model that declares a
    /// method of that name: Objective-C finds the view model's.
    @Test func aSelectorSentToAnObjectOfAnotherClassReachesThatClasssMethodOfTheName() {
        installRegistry()
        withSession {
            let refresher = Refresher()
            let selector = Selector(navSimPort: "noSender", Editor.noSender)
            let save = button("Save")
            save.addTarget(refresher, action: selector, for: .touchUpInside)

            save.tap(argument: .null)

            #expect(refresher.refreshed == 1)
            #expect(selector.deliver(to: UIView(), sender: nil, event: nil) == .targetOfAnotherType)
        }
    }

    /// A selector built in a helper (`#selector(tap)` without its labels) and passed around
    /// reaches the method by its name.
    @Test func aSelectorWithoutLabelsNamesTheMethodWithThem() {
        installRegistry()
        withSession {
            let editor = Editor()
            let bare = Selector(navSimPort: "titleRead", of: Refresher()) { $0.noSender }
            #expect(bare.names(sameMethodAs: Selector(navSimPort: "titleRead(_:)", Editor.titleRead(_:))))
            #expect(!bare.names(sameMethodAs: Selector(navSimPort: "titleReader(_:)", Editor.titleRead(_:))))

            #expect(bare.deliver(to: editor, sender: button("Go"), event: nil) == .delivered)
            #expect(editor.calls == ["titleRead Go"])
        }
    }

    /// `UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))`:
    /// the `Bool` parameter gets `true` for the recognizer.
    @Test func aBoolParameterGetsTrueForAnObjectSender() {
        withSession {
            final class Field: UIView {
                var forced: [Bool] = []
                override func endEditing(_ force: Bool) -> Bool {
                    forced.append(force)
                    return true
                }
            }
            let field = Field()
            let tap = UITapGestureRecognizer(
                target: field, action: Selector(navSimPort: "endEditing(_:)", UIView.endEditing(_:)))

            tap.sendActions()

            #expect(field.forced == [true])
        }
    }
}

/// A protocol an `@objc protocol` becomes once ported.
@MainActor private protocol Dismissable {
    func close()
}

extension Dismissable where Self: UIViewController {
    /// Adds a Close button, as the port writes `#selector(close)` here.
    func addClose() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Close", style: .plain, target: self, action: Selector(navSimPort: "close", Self.close))
    }
}
