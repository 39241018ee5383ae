import NavSimUIKit

/// A text field whose text is hidden, drawn as a `UITextField` with `isSecureTextEntry`:
/// an input typed into as a ``TextField`` is.
public struct SecureField: PrimitiveView {
    let field: TextField
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { field = TextField(title, text: text) }
    func draw(into views: inout [UIView]) {
        let drawn = field.drawnViews
        for case let textField as UITextField in drawn { textField.isSecureTextEntry = true }
        views += drawn
    }
}
