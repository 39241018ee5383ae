public import Foundation
public import NavSimUIKit

/// The Sign in with Apple button: a control an app adds a target to, tapped as
/// `signInWithApple` (its accessibility identifier until the app sets one; on iOS it has
/// none, and NavSim names a control without one `control`).
open class ASAuthorizationAppleIDButton: UIControl {
    /// What the button says.
    public enum ButtonType: Int, Sendable {
        case signIn = 0
        case `continue` = 1
        case signUp = 2
        public static let `default` = ButtonType.signIn
    }

    /// How the button looks.
    public enum Style: Int, Sendable {
        case white = 0
        case whiteOutline = 1
        case black = 2
    }

    public let buttonType: ButtonType
    public let style: Style
    open var cornerRadius: CGFloat = 6

    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        buttonType = type
        self.style = style
        super.init(frame: .zero)
        accessibilityIdentifier = "signInWithApple"
    }

    public convenience init(type: ButtonType, style: Style) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }

    public convenience init() {
        self.init(authorizationButtonType: .default, authorizationButtonStyle: .black)
    }

    public required init?(coder: NSCoder) {
        buttonType = .default
        style = .black
        super.init(coder: coder)
        accessibilityIdentifier = "signInWithApple"
    }
}
