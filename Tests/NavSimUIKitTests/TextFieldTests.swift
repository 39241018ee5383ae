import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// Typing: an input that taps a text field with a string replaces its text, as a user's
/// whole edit would, with the delegate's say.
@Suite @MainActor struct TextFieldTests {
    /// A delegate that logs what it is asked and may refuse.
    final class Delegate: NSObject, UITextFieldDelegate {
        let log: Log
        var allowsBegin = true
        var allowsChange = true
        init(log: Log) { self.log = log }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            log.append("shouldChange \(range.location) \(range.length) \(string)")
            return allowsChange
        }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd")
            return true
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    }

    /// A field in a view, with every editing event logged.
    func makeField(log: Log) -> (view: UIView, field: UITextField) {
        let view = UIView()
        let field = UITextField()
        field.addAction(log.action("editingDidBegin"), for: .editingDidBegin)
        field.addAction(log.action("editingChanged"), for: .editingChanged)
        field.addAction(log.action("editingDidEnd"), for: .editingDidEnd)
        view.addSubview(field)
        return (view, field)
    }

    /// A field in a view, with every editing event and delegate call logged.
    func makeDelegatedField(log: Log) -> (view: UIView, field: UITextField, delegate: Delegate) {
        let (view, field) = makeField(log: log)
        let delegate = Delegate(log: log)
        field.delegate = delegate
        return (view, field, delegate)
    }

    @Test func typingReplacesTheTextWithTheDelegatesSayAtEachStep() {
        withSession {
            let log = Log()
            let (view, field, delegate) = makeDelegatedField(log: log)
            field.text = "Milk"
            field.accessibilityIdentifier = "title"

            view.control(named: "title")?.tap(argument: "Oat milk")

            #expect(field.text == "Oat milk")
            #expect(
                log.entries == [
                    "shouldBegin", "didBegin", "editingDidBegin", "shouldChange 0 4 Oat milk", "editingChanged",
                    "shouldEnd", "didEnd", "editingDidEnd",
                ])
            #expect(!field.isEditing, "each input is one whole edit")
            #expect(field.delegate === delegate)
        }
    }

    @Test func theDelegateCanRefuseToBeginOrToChange() {
        withSession {
            let log = Log()
            let (_, field, delegate) = makeDelegatedField(log: log)
            delegate.allowsBegin = false
            field.tap(argument: "Bread")
            #expect(field.text == "")
            #expect(log.entries == ["shouldBegin"])

            delegate.allowsBegin = true
            delegate.allowsChange = false
            field.tap(argument: "Bread")
            #expect(field.text == "", "a refused change keeps the text")
            #expect(!log.entries.contains("editingChanged"))
            #expect(log.entries.last == "editingDidEnd")
        }
    }

    @Test func aFieldIsNamedAndSampledByItsIdentifierOrPlaceholder() {
        withSession {
            let log = Log()
            let (view, field) = makeField(log: log)
            #expect(view.controlNames == ["textField"])
            #expect(field.sampleArguments == [""])
            field.placeholder = "Mercury"
            #expect(view.controlNames == ["Mercury"])
            #expect(field.sampleArguments == ["Mercury", ""])
            field.accessibilityIdentifier = "name"
            #expect(view.controlNames == ["name"])
        }
    }

    @Test func aDisabledOrHiddenFieldTakesNoTyping() {
        withSession {
            let log = Log()
            let (view, field) = makeField(log: log)
            field.isEnabled = false
            #expect(view.controlNames.isEmpty)
            field.tap(argument: "Bread")
            #expect(field.text == "")
            field.isEnabled = true
            field.isHidden = true
            #expect(view.controlNames.isEmpty)
            #expect(log.entries.isEmpty)
        }
    }

    @Test func anArgumentThatIsNotTextIsAPlainTap() {
        withSession {
            let log = Log()
            let (_, field) = makeField(log: log)
            field.addAction(log.action("touchUpInside"), for: .touchUpInside)
            field.text = "Milk"
            field.tap(argument: .null)
            field.tap(argument: 3)
            #expect(field.text == "Milk")
            #expect(log.entries == ["touchUpInside", "touchUpInside"])
        }
    }
}
