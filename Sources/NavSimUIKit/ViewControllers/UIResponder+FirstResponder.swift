import NavSimSimulator

/// The first responder: the one object of the app that gets typing first (a text field
/// being edited). NavSim has no keyboard, so it changes nothing on screen and records no
/// event; it is kept so that code that moves focus (`nextField.becomeFirstResponder()`,
/// `view.endEditing(true)`, a check of `isFirstResponder`) runs as on iOS.
///
/// As in UIKit ([`becomeFirstResponder()`](https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder())):
/// a responder becomes first responder only if its `canBecomeFirstResponder` is `true`
/// (text fields and search bars; `false` for other views and controllers unless overridden),
/// the current one agrees to resign (`canResignFirstResponder`), and, for a view, it is in a
/// window ("only … if it is part of an active view hierarchy"). Where NavSim differs: a text
/// field's delegate is not asked (`textFieldShouldBeginEditing(_:)`), as typing, which NavSim
/// does in one input, already tells it.
extension UIResponder {
    /// What ``becomeFirstResponder()`` does.
    func takeFirstResponder() -> Bool {
        guard let application = UIApplication.current else { return false }
        if application.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        return true
    }

    /// What ``resignFirstResponder()`` does.
    func giveUpFirstResponder() -> Bool {
        guard let application = UIApplication.current, application.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        application.firstResponder = nil
        return true
    }
}

extension UIApplication {
    /// The app of the running session, if any.
    static var current: UIApplication? { (Runtime.current?.observer as? NavSimApp)?.application }
}

extension UIResponder {
    /// The app this responder is in: the running session's, else, when NavSim lists a
    /// screen's controls between inputs, its window's or its controller's.
    var owningApplication: UIApplication? {
        if let current = UIApplication.current { return current }
        let runtime = (self as? UIView)?.window?.runtime ?? (self as? UIViewController)?.runtime
        return (runtime?.observer as? NavSimApp)?.application
    }
}
