/// The activity type of a universal link: the user opened a web page the app handles.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Something the user was doing that the app continues: in NavSim, a universal link
/// (Linux's Foundation has no `NSUserActivity`).
@preconcurrency @MainActor
open class NSUserActivity: NSObject {
    /// What kind of activity it is: ``NSUserActivityTypeBrowsingWeb`` for a universal link.
    public let activityType: String
    /// The web page's URL, for a universal link.
    open var webpageURL: URL?
    /// The activity's title.
    open var title: String?
    /// Data the activity carries; NavSim's universal links carry none.
    open var userInfo: [AnyHashable: Any]?

    /// Creates an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
