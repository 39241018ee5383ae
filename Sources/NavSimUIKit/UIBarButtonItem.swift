/// A button in a navigation bar or toolbar.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The item's title.
    open var title: String?
}
