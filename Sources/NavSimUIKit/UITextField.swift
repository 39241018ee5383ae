import NavSimCore

/// A one-line text field.
///
/// Where NavSim differs: it has no keyboard. A field whose Return key does something (an
/// action for `.editingDidEndOnExit` or `.primaryActionTriggered`) is a control: a tap
/// with a string argument types it and presses Return, sending the editing events; the
/// delegate hears only what code does. Actions added for `.touchUpInside` make it
/// tappable, as in UIKit.
@preconcurrency @MainActor
open class UITextField: UIControl {
    private var storedText = ""

    /// The text; `""` when empty (setting `nil` makes it empty, as in UIKit).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    /// The styled text.
    open var attributedText: NSAttributedString?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The styled placeholder.
    open var attributedPlaceholder: NSAttributedString?
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

    /// The events pressing Return sends; a field is a control only when one has an action.
    private static let returnEvents: UIControl.Event = [.editingDidEndOnExit, .primaryActionTriggered]

    override var controlName: String {
        ControlNaming.first(accessibilityIdentifier, or: "textField")
    }

    /// Whether a tap (an action for `.touchUpInside`) or typing and pressing Return (an
    /// action for `.editingDidEndOnExit` or `.primaryActionTriggered`) would do something.
    override var isTappable: Bool { super.isTappable || (acceptsTouches && hasActions(for: Self.returnEvents)) }

    /// `null` (a tap) if a tap does something; what a random walk types if Return does:
    /// the placeholder (else `text`), and nothing.
    override var sampleArguments: [JSONValue] {
        var samples: [JSONValue] = super.isTappable ? [.null] : []
        if hasActions(for: Self.returnEvents) { samples += [.string(placeholder ?? "text"), .string("")] }
        return samples
    }

    /// A string argument is typed in place of the text, then Return is pressed:
    /// `.editingDidBegin`, `.editingChanged` if the text changed, `.editingDidEndOnExit`
    /// and `.primaryActionTriggered`, then `.editingDidEnd`. The delegate is not asked
    /// (UIKit also calls it, `textFieldShouldReturn` included). Any other argument is a tap.
    override func tap(argument: JSONValue) {
        guard case .string(let typed) = argument else { return super.tap(argument: argument) }
        guard acceptsTouches else { return }
        sendActions(for: .editingDidBegin)
        if typed != storedText {
            storedText = typed
            sendActions(for: .editingChanged)
        }
        sendActions(for: Self.returnEvents)
        sendActions(for: .editingDidEnd)
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
