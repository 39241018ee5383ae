/// What a scroll view tells its delegate. Every method is optional, as in UIKit (here:
/// a default that does nothing).
///
/// Where NavSim differs: a default in a protocol extension is not overridden by a method
/// of a subclass whose superclass adopted the protocol; declare the method in the class
/// that adopts the protocol (UIKit's `@objc optional` methods have no such trap).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
