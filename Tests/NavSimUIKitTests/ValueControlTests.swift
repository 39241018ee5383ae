import NavSimCore
import Testing

@testable import NavSimUIKit

/// Switches, segmented controls and text fields: a tap changes their value and sends its events.
@Suite @MainActor struct ValueControlTests {
    @Test func aTapTogglesASwitchAndSendsValueChanged() {
        withSession {
            let toggle = UISwitch()
            var values: [Bool] = []
            toggle.addAction(UIAction { [unowned toggle] _ in values.append(toggle.isOn) }, for: .valueChanged)
            #expect(toggle.controlName == "switch")
            #expect(toggle.sampleArguments == [.null])

            toggle.tap(argument: .null)
            toggle.tap(argument: .null)
            toggle.setOn(true, animated: true)

            #expect(values == [true, false], "setOn does not send actions, as in UIKit")
            #expect(toggle.isOn)
        }
    }

    @Test func aSwitchCanBeTappedWithoutActionsButNotWhenDisabled() {
        withSession {
            let toggle = UISwitch(frame: .zero)
            toggle.accessibilityIdentifier = "notifications"
            #expect(toggle.isTappable)
            #expect(toggle.controlName == "notifications")
            toggle.isEnabled = false
            #expect(!toggle.isTappable)
            toggle.tap(argument: .null)
            #expect(!toggle.isOn)
        }
    }

    @Test func aSwitchMadeWithAPrimaryActionRunsItWhenToggled() {
        withSession {
            let log = Log()
            let toggle = UISwitch(frame: .zero, primaryAction: log.action("toggled"))
            toggle.tap(argument: .null)
            #expect(log.entries == ["toggled"])
        }
    }

    @Test func aSliderMovesToTheArgumentClampedAndOffersTheBoundsItIsNotAt() {
        withSession {
            let slider = UISlider()
            slider.minimumValue = 18
            slider.maximumValue = 100
            slider.value = 18
            var values: [Float] = []
            slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
            #expect(slider.controlName == "slider")
            #expect(slider.sampleArguments == [100])

            slider.tap(argument: 42.5)
            slider.tap(argument: 42.5)
            slider.tap(argument: 500)
            slider.tap(argument: .null)
            slider.setValue(-3, animated: false)

            #expect(values == [42.5, 100], "the same value, or no number, sends nothing")
            #expect(slider.value == 18, "setValue clamps and sends no action, as in UIKit")
            #expect(slider.sampleArguments == [100])
        }
    }

    @Test func aSegmentIsSelectedByItsIndex() {
        withSession {
            let control = UISegmentedControl(items: ["Day", "Week", UIImage(systemName: "calendar")!])
            var selections: [Int] = []
            control.addAction(
                UIAction { [unowned control] _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            #expect(control.numberOfSegments == 3)
            #expect(control.titleForSegment(at: 1) == "Week")
            #expect(control.imageForSegment(at: 2) == UIImage(systemName: "calendar"))
            #expect(control.controlName == "segmentedControl")
            #expect(control.sampleArguments == [0, 1, 2])

            control.tap(argument: 1)
            control.tap(argument: 1)
            control.tap(argument: 5)
            control.tap(argument: -1)
            control.tap(argument: "Day")
            control.tap(argument: 0)

            #expect(selections == [1, 0], "the selected segment, an index out of range or a non-number does nothing")
            #expect(control.selectedSegmentIndex == 0)
            #expect(control.sampleArguments == [1, 2], "the selected segment is not offered: its tap does nothing")
        }
    }

    @Test func aDisabledSegmentIsNeitherSampledNorSelected() {
        withSession {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.setEnabled(false, forSegmentAt: 1)
            #expect(control.sampleArguments == [0, 2])
            control.tap(argument: 1)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)

            control.tap(argument: 0)
            control.setEnabled(false, forSegmentAt: 2)
            #expect(!control.isTappable, "the only enabled segment is the selected one")
        }
    }

    @Test func segmentsMadeFromActionsRunTheirActionThenValueChanged() {
        withSession {
            let log = Log()
            let control = UISegmentedControl(
                frame: .zero, actions: [log.action("list", title: "List"), log.action("grid", title: "Grid")])
            control.addAction(log.action("changed"), for: .valueChanged)
            #expect(control.titleForSegment(at: 1) == "Grid")

            control.tap(argument: 1)

            #expect(log.entries == ["grid", "changed"])
        }
    }

    @Test func aMomentaryControlSendsEveryTapAndKeepsNoSelection() {
        withSession {
            let log = Log()
            let control = UISegmentedControl(items: ["Undo", "Redo"])
            control.isMomentary = true
            control.addAction(log.action("tapped"), for: .valueChanged)

            control.tap(argument: 0)
            control.tap(argument: 0)

            #expect(log.entries == ["tapped", "tapped"])
            #expect(control.sampleArguments == [0, 1], "a momentary control's every segment does something")
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        }
    }

    @Test func typingInAFieldWhoseReturnKeyActsReplacesTheTextAndPressesReturn() {
        withSession {
            let field = UITextField()
            field.accessibilityIdentifier = "user"
            field.placeholder = "User name"
            var log: [String] = []
            for (event, name) in [
                (UIControl.Event.editingDidBegin, "began"), (.editingChanged, "changed"),
                (.editingDidEndOnExit, "return"), (.editingDidEnd, "ended"),
            ] {
                field.addAction(UIAction { [unowned field] _ in log.append("\(name) \(field.text ?? "")") }, for: event)
            }
            #expect(field.controlName == "user")
            #expect(field.isTappable)
            #expect(field.sampleArguments == ["User name", ""])

            field.tap(argument: "alice")

            #expect(log == ["began ", "changed alice", "return alice", "ended alice"])
            #expect(field.text == "alice")
        }
    }

    @Test func theDelegateCanRefuseReturnAndAFieldWithTapActionsIsSampledWithATap() {
        withSession {
            final class Refusing: NSObject, UITextFieldDelegate {
                func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
            }
            let submitting = UITextField()
            var submitted: [String] = []
            submitting.addAction(
                UIAction { [unowned submitting] _ in submitted.append(submitting.text ?? "") },
                for: .primaryActionTriggered)
            let refusing = Refusing()
            submitting.delegate = refusing
            submitting.tap(argument: "draft")
            #expect(submitted.isEmpty, "textFieldShouldReturn said no")
            #expect(submitting.text == "draft")
            submitting.delegate = nil
            submitting.tap(argument: "final")
            #expect(submitted == ["final"])

            let tapped = UITextField()
            var taps = 0
            tapped.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            #expect(tapped.sampleArguments == [.null, ""])
            tapped.tap(argument: .null)
            #expect(taps == 1)
        }
    }
}
