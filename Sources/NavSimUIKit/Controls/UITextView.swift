import NavSimCore
import NavSimSimulator

/// A scrolling, multi-line text view.
///
/// A user types into an editable one: an input that taps the view with a string (`{"tap":
/// "textView", "with": "Buy milk"}`) replaces its text, as typing and then leaving the view
/// would. A random walk types a word or clears it. Its name in traces is its
/// `accessibilityIdentifier`, else `textView`
/// (https://developer.apple.com/documentation/uikit/uitextview).
///
/// Where NavSim differs: it has no keyboard, so each input is one whole edit (begin,
/// change, end).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private var storedText = ""

    /// The text; `""` when empty (setting `nil` makes it empty, as in UIKit).
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    /// The styled text; setting it sets ``text`` to its characters, as in UIKit.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { storedText = newValue?.string ?? "" }
    }
    /// The font.
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// The text color.
    open var textColor: UIColor? = .label
    /// How the text lines up.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the user can select the text.
    open var isSelectable = true
    /// The space between the view's edges and its text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The keyboard to show.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the keyboard capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The view shown instead of the keyboard.
    open var inputView: UIView?
    /// The view shown above the keyboard.
    open var inputAccessoryView: UIView?

    /// The delegate as a text view's: ``UIScrollView/delegate`` holds it, as in UIKit, where
    /// `UITextViewDelegate` refines `UIScrollViewDelegate`.
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// Types `argument` when it is a string, each step with the delegate's say, as UIKit
    /// orders them: `textViewShouldBeginEditing` (may refuse), `textViewDidBeginEditing`;
    /// `textView(_:shouldChangeTextIn:replacementText:)` for the whole text (may refuse),
    /// `textViewDidChange`; then `textViewShouldEndEditing`, `textViewDidEndEditing`.
    func type(_ typed: String) {
        guard isEditable, receivesTouches, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return }
        textDelegate?.textViewDidBeginEditing(self)
        let whole = NSRange(location: 0, length: storedText.utf16.count)
        if textDelegate?.textView(self, shouldChangeTextIn: whole, replacementText: typed) ?? true {
            storedText = typed
            textDelegate?.textViewDidChange(self)
        }
        _ = textDelegate?.textViewShouldEndEditing(self)
        textDelegate?.textViewDidEndEditing(self)
    }
}

extension UITextView: TappableControl {
    var controlName: String { ControlNaming.name(accessibilityIdentifier) ?? "textView" }

    var isTappable: Bool { isEditable && receivesTouches }

    /// A word, then the empty text.
    var sampleArguments: [JSONValue] { ["Text", ""] }

    func tap(argument: JSONValue) {
        if case .string(let typed) = argument { type(typed) }
    }
}

/// The text the session reads from a view typed into: part of a state's identity in an
/// exploration (docs/exploration.md, "Past a login screen").
extension UITextView: TextEntryDriving {
    package var enteredText: String { storedText }
}
