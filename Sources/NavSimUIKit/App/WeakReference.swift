/// A weak reference to keep in a collection or hand to a closure: what UIKit holds weakly
/// (targets, observers) must not keep the app's objects alive in NavSim either.
package struct WeakReference {
    package weak var object: AnyObject?
    package init(_ object: AnyObject) { self.object = object }
}
