/// A Home Screen quick action: the app's `UIApplicationShortcutItems` in Info.plist, or
/// one it set in `UIApplication.shortcutItems`.
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
    /// What the action is, as the app names it.
    public let type: String
    /// The title the Home Screen shows.
    public let localizedTitle: String
    /// The subtitle the Home Screen shows.
    public let localizedSubtitle: String?
    /// Data the app gave the action.
    public let userInfo: [String: any NSSecureCoding]?

    /// Creates an action of `type` titled `localizedTitle`.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
        super.init()
    }
}
