/// What a text view tells its delegate. Every method is optional, as in UIKit (here: a
/// default). NavSim calls the editing methods when an input types into the view.
///
/// Where NavSim differs: a default in a protocol extension is not overridden by a method
/// of a subclass whose superclass adopted the protocol.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typed text may replace the characters in `range`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
}
