/// A text input with the views UIKit shows in place of the keyboard and above it while it
/// is the first responder: a text field whose `inputView` is a date picker and whose
/// `inputAccessoryView` is a toolbar with Done. "When the text field becomes the first
/// responder, the system displays the input view instead of the standard keyboard"
/// (https://developer.apple.com/documentation/uikit/uitextfield/inputview), and the accessory
/// view "above the keyboard" or input view
/// (https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview).
/// NavSim shows them as the controls of the screen holding the input, right after it,
/// accessory first: what is on screen from the top.
@MainActor
protocol KeyboardInputViews: UIResponder {
    var inputView: UIView? { get }
    var inputAccessoryView: UIView? { get }
}

extension KeyboardInputViews {
    /// The views shown while this input is the first responder.
    var shownInputViews: [UIView] {
        isFirstResponder ? [inputAccessoryView, inputView].compactMap { $0 } : []
    }
}

extension UITextField: KeyboardInputViews {}
extension UITextView: KeyboardInputViews {}
