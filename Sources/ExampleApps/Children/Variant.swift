/// How the app stores and removes its child coordinator: the seed, three other ways real apps
/// write it wrong, and the fix. The app takes it as configuration at launch.
enum Variant: String {
    /// The seed: the child's first screen reports the end in `viewDidDisappear`.
    case removedOnDisappear
    /// The child is started but never appended to `childCoordinators`.
    case notStored
    /// The scene delegate keeps the root `MainCoordinator` in a local constant, not in its
    /// `mainCoordinator` property: nothing holds it once `scene(_:willConnectTo:options:)`
    /// returns.
    case rootNotStored
    /// The first screen reports the end in `viewWillDisappear` when `isMovingFromParent`.
    case removedOnWillDisappear
    /// The child is appended but never removed.
    case neverRemoved
    /// The fix: the parent, as navigation controller delegate, removes the child once its
    /// first screen has really left the stack.
    case navigationDelegate
}
