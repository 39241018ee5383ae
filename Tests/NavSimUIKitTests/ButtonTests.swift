import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// Buttons: their names in traces and what a tap runs.
@Suite @MainActor struct ButtonTests {
    @Test func aButtonIsNamedByIdentifierThenTitleThenConfigurationTitle() {
        withSession {
            let titled = UIButton(type: .system)
            titled.setTitle("Save", for: .normal)
            titled.setTitle("Saving", for: .disabled)
            #expect(titled.controlName == "Save")
            titled.isEnabled = false
            #expect(titled.controlName == "Save", "the name is the normal title, whatever the state")
            #expect(titled.currentTitle == "Saving")

            let identified = UIButton(type: .system)
            identified.setTitle("Save", for: .normal)
            identified.accessibilityIdentifier = "saveDraft"
            #expect(identified.controlName == "saveDraft")

            var configuration = UIButton.Configuration.filled()
            configuration.title = "Continue"
            let configured = UIButton(configuration: configuration)
            #expect(configured.controlName == "Continue")

            let untitled = UIButton(type: .close)
            untitled.setTitle("", for: .normal)
            #expect(untitled.controlName == "button", "an empty title does not name a button")

            let padded = UIButton(type: .system)
            padded.setTitle("   Log in\n", for: .normal)
            #expect(padded.controlName == "Log in", "the spaces around a title are not part of the name")
            padded.setTitle("  ", for: .normal)
            #expect(padded.controlName == "button", "a blank title does not name a button")
        }
    }

    /// A button that shows only an image is named by its accessibility label, else by the
    /// image's name (an SF Symbol's without its mark), not `button`, `button#2`.
    @Test func anImageOnlyButtonIsNamedByItsLabelThenItsImage() {
        withSession {
            let heart = UIButton(type: .system)
            heart.setImage(UIImage(systemName: "heart.fill"), for: .normal)
            #expect(heart.controlName == "heart.fill")
            heart.accessibilityLabel = "Like"
            #expect(heart.controlName == "Like")

            var configuration = UIButton.Configuration.plain()
            configuration.image = UIImage(named: "share")
            #expect(UIButton(configuration: configuration).controlName == "share")

            let titled = UIButton(type: .system)
            titled.setTitle("Close", for: .normal)
            titled.setImage(UIImage(systemName: "xmark"), for: .normal)
            #expect(titled.controlName == "Close", "a title names a button before its image")

            let decoded = UIButton(type: .system)
            decoded.setImage(UIImage(data: Data()), for: .normal)
            #expect(decoded.controlName == "button", "an image made from data has no name")
        }
    }

    @Test func aPrimaryActionTitlesTheButtonAndRunsOnTap() {
        withSession {
            let log = Log()
            let button = UIButton(primaryAction: log.action("primary", title: "Next"))
            #expect(button.buttonType == .system)
            #expect(button.title(for: .normal) == "Next")
            #expect(button.titleLabel?.text == "Next")
            #expect(button.controlName == "Next")

            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Old"
            let configured = UIButton(
                configuration: configuration, primaryAction: log.action("configured", title: "New"))
            #expect(configured.configuration?.title == "New", "the action's title goes into the configuration")
            #expect(configured.controlName == "New")

            button.tap(argument: .null)
            configured.tap(argument: .null)
            #expect(log.entries == ["primary", "configured"])
        }
    }

    @Test func aTapRunsTouchDownThenTheTapActionsInTheOrderAdded() {
        withSession {
            let log = Log()
            let button = UIButton(type: .system)
            button.addAction(log.action("up 1"), for: .touchUpInside)
            button.addAction(log.action("primary"), for: .primaryActionTriggered)
            button.addAction(log.action("both"), for: [.touchUpInside, .primaryActionTriggered])
            button.addAction(log.action("down"), for: .touchDown)
            button.addAction(log.action("value"), for: .valueChanged)
            button.addAction(log.action("up 2"), for: .touchUpInside)

            button.tap(argument: .null)

            #expect(log.entries == ["down", "up 1", "primary", "both", "up 2"])
        }
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOneForThoseEvents() {
        withSession {
            let log = Log()
            let button = UIButton(type: .system)
            let identifier = UIAction.Identifier("save")
            button.addAction(UIAction(identifier: identifier) { _ in log.append("first") }, for: .touchUpInside)
            button.addAction(UIAction { _ in log.append("other") }, for: .touchUpInside)
            button.addAction(UIAction(identifier: identifier) { _ in log.append("second") }, for: .touchUpInside)

            button.tap(argument: .null)
            #expect(log.entries == ["other", "second"])

            button.removeAction(identifiedBy: identifier, for: .touchUpInside)
            button.tap(argument: .null)
            #expect(log.entries == ["other", "second", "other"])
            #expect(button.allControlEvents == .touchUpInside)
        }
    }

    @Test func removingAnActionFromSomeEventsKeepsItForTheOthers() {
        withSession {
            let log = Log()
            let button = UIButton(type: .system)
            let action = log.action("run")
            button.addAction(action, for: [.touchUpInside, .valueChanged])
            button.removeAction(action, for: .touchUpInside)

            button.tap(argument: .null)
            #expect(log.entries.isEmpty)
            #expect(!button.isTappable, "no action runs on a tap any more")
            button.sendActions(for: .valueChanged)
            #expect(log.entries == ["run"])
        }
    }

    @Test func theSenderIsTheControlWhileTheHandlerRuns() {
        withSession {
            let button = UIButton(type: .system)
            var senders: [ObjectIdentifier?] = []
            let action = UIAction { action in
                senders.append((action.sender as? UIButton).map(ObjectIdentifier.init))
            }
            button.addAction(action, for: .touchUpInside)

            button.tap(argument: .null)

            #expect(senders == [ObjectIdentifier(button)])
            #expect(action.sender == nil, "the sender is cleared when the handler returns")
        }
    }

    @Test func aDisabledButtonOrOneWithoutActionsCannotBeTapped() {
        withSession {
            let log = Log()
            let button = UIButton(type: .system)
            #expect(!button.isTappable, "a button with no action does nothing")
            button.addAction(log.action("tapped"), for: .touchUpInside)
            #expect(button.isTappable)

            button.isEnabled = false
            #expect(!button.isTappable)
            #expect(button.state == .disabled)
            button.tap(argument: .null)
            #expect(log.entries.isEmpty, "a tap on a disabled button does nothing")
        }
    }

    @Test func aButtonThatChangesSelectionTogglesItBeforeItsActions() {
        withSession {
            let button = UIButton(type: .custom)
            button.changesSelectionAsPrimaryAction = true
            button.setTitle("Follow", for: .normal)
            button.setTitle("Following", for: .selected)
            var selectedWhenRun: [Bool] = []
            button.addAction(
                UIAction { [unowned button] _ in selectedWhenRun.append(button.isSelected) }, for: .touchUpInside)

            button.tap(argument: .null)
            button.tap(argument: .null)

            #expect(selectedWhenRun == [true, false])
            #expect(button.controlName == "Follow")
        }
    }

    @Test func aPlainControlIsTappedThroughTouchUpInside() {
        withSession {
            let log = Log()
            let card = UIControl(frame: .zero, primaryAction: log.action("primary"))
            #expect(!card.isTappable, "a plain control sends no primary action on a tap")
            card.addAction(log.action("up"), for: .touchUpInside)
            card.accessibilityIdentifier = "card"

            card.tap(argument: .null)

            #expect(card.controlName == "card")
            #expect(log.entries == ["up"])
        }
    }
}
