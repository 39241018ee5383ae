import NavSimCore
import NavSimSimulator

/// A one-line text field.
///
/// A user types into it: an input that taps the field with a string (`{"tap": "name",
/// "with": "Mercury"}`) replaces its text, as typing and then leaving the field would,
/// and presses Return first if Return does something here. A random walk types the
/// placeholder or clears the field. Its name in traces is its `accessibilityIdentifier`,
/// else its placeholder, else `textField`.
///
/// A plain tap makes it the first responder, as a touch does on iOS: a field with an
/// ``inputView`` or ``inputAccessoryView`` (a date picker, a toolbar with Done) then shows
/// them as controls of its screen (`KeyboardInputViews`), and a random walk tries the
/// plain tap on such a field. Typing takes the first responder and leaves it at the end.
///
/// Where NavSim differs: it has no keyboard, so each input is one whole edit (begin,
/// change, Return, end) and ``isEditing`` is always `false`.
@preconcurrency @MainActor
open class UITextField: UIControl {
    private var storedText = "" {
        didSet {
            styledText = nil
            if storedText != oldValue { noteChange(of: "text") }
        }
    }
    private var styledText: NSAttributedString?

    /// The text; `""` when empty (setting `nil` makes it empty, as in UIKit).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    /// The styled text; setting it sets ``text`` to its string, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitextfield/attributedtext).
    open var attributedText: NSAttributedString? {
        get { styledText ?? NSAttributedString(string: storedText) }
        set {
            storedText = newValue?.string ?? ""
            styledText = newValue
        }
    }
    /// The text shown while the field is empty; setting it sets ``attributedPlaceholder`` to
    /// the same text unstyled, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitextfield/placeholder).
    open var placeholder: String? {
        didSet { styledPlaceholder = nil }
    }
    private var styledPlaceholder: NSAttributedString?
    /// The styled placeholder; setting it sets ``placeholder`` to its string, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder),
    /// so a field the app styles is named by it.
    open var attributedPlaceholder: NSAttributedString? {
        get { styledPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            placeholder = newValue?.string
            styledPlaceholder = newValue
        }
    }
    /// The font.
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// The text color.
    open var textColor: UIColor? = .label
    /// How the text lines up.
    open var textAlignment: NSTextAlignment = .natural
    /// The border's style.
    open var borderStyle: UITextField.BorderStyle = .none
    /// Whether the text is hidden, as for a password.
    open var isSecureTextEntry = false
    /// The keyboard to show.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the keyboard capitalizes.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings are marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// What the field holds, for AutoFill.
    open var textContentType: UITextContentType!
    /// When the clear button shows.
    open var clearButtonMode: UITextField.ViewMode = .never
    /// A view at the field's leading end.
    open var leftView: UIView?
    /// When the left view shows.
    open var leftViewMode: UITextField.ViewMode = .never
    /// A view at the field's trailing end.
    open var rightView: UIView?
    /// When the right view shows.
    open var rightViewMode: UITextField.ViewMode = .never
    /// The view shown instead of the keyboard.
    open var inputView: UIView?
    /// The view shown above the keyboard.
    open var inputAccessoryView: UIView?
    /// Whether the text shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size the text shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// Whether editing clears the text.
    open var clearsOnBeginEditing = false
    /// The object told about editing.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited; never in NavSim, which has no keyboard.
    open var isEditing: Bool { false }

    // MARK: - Typing

    /// The events pressing Return sends.
    private static let returnEvents: UIControl.Event = [.editingDidEndOnExit, .primaryActionTriggered]

    override var controlName: String {
        ControlNaming.name(accessibilityIdentifier) ?? ControlNaming.name(placeholder) ?? "textField"
    }

    /// A text field takes typing whenever a touch reaches it.
    override var isTappable: Bool { acceptsTouches }

    /// A plain tap if it does something or shows input views, then the placeholder (an
    /// example of what goes in the field) if there is one, then the empty text.
    override var sampleArguments: [JSONValue] {
        let showsInputViews = inputView != nil || inputAccessoryView != nil
        var samples: [JSONValue] = super.isTappable || showsInputViews ? [.null] : []
        if let placeholder, !placeholder.isEmpty { samples.append(.string(placeholder)) }
        return samples + [""]
    }

    /// Types `argument` when it is a string, each step with the delegate's say, as UIKit
    /// orders them: `textFieldShouldBeginEditing` (may refuse), `textFieldDidBeginEditing`,
    /// `.editingDidBegin`; `textField(_:shouldChangeCharactersIn:replacementString:)` for
    /// the whole text (may refuse), `.editingChanged`; if Return has actions,
    /// `textFieldShouldReturn` and, unless it refuses, `.editingDidEndOnExit` and
    /// `.primaryActionTriggered`; then `textFieldShouldEndEditing`,
    /// `textFieldDidEndEditing`, `.editingDidEnd`. Any other argument is a plain tap.
    override func tap(argument: JSONValue) {
        guard case .string(let typed) = argument else {
            if acceptsTouches { _ = becomeFirstResponder() }
            return super.tap(argument: argument)
        }
        guard acceptsTouches, delegate?.textFieldShouldBeginEditing(self) ?? true else { return }
        _ = becomeFirstResponder()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        let whole = NSRange(location: 0, length: storedText.utf16.count)
        if delegate?.textField(self, shouldChangeCharactersIn: whole, replacementString: typed) ?? true {
            storedText = typed
            sendActions(for: .editingChanged)
        }
        if hasActions(for: Self.returnEvents), delegate?.textFieldShouldReturn(self) ?? true {
            sendActions(for: Self.returnEvents)
        }
        _ = delegate?.textFieldShouldEndEditing(self)
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        _ = resignFirstResponder()
    }
}

extension UITextField {
    /// The style of a text field's border.
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }
}

/// The text the session reads from a field typed into: part of a state's identity in an
/// exploration (docs/exploration.md, "Past a login screen").
extension UITextField: TextEntryDriving {
    package var enteredText: String { storedText }
}
