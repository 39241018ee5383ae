/// A weak reference to keep in a collection or hand to a closure: what UIKit holds weakly
/// (targets, observers) must not keep the app's objects alive in NavSim either.
struct WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
