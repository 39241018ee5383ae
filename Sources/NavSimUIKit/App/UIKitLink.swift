import NavSimCore

/// A link as UIKit hands it to an app: a URL to open, an activity to continue (a universal
/// link), or a quick action.
@MainActor
struct UIKitLink {
    /// The custom-scheme URL to open.
    let urlContext: UIOpenURLContext?
    /// The universal link, as an activity of type ``NSUserActivityTypeBrowsingWeb``.
    let userActivity: NSUserActivity?
    /// The quick action.
    let shortcutItem: UIApplicationShortcutItem?

    /// The UIKit form of `link`; `nil` for a URL that does not parse.
    init?(_ link: AppLink) {
        switch link {
        case .url(let text):
            guard let url = URL(string: text) else { return nil }
            if AppLink.isUniversalLink(text) {
                let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
                activity.webpageURL = url
                (urlContext, userActivity) = (nil, activity)
            } else {
                (urlContext, userActivity) = (UIOpenURLContext(url: url), nil)
            }
            shortcutItem = nil
        case .shortcut(let type):
            (urlContext, userActivity) = (nil, nil)
            shortcutItem = UIApplicationShortcutItem(type: type, localizedTitle: type)
        }
    }

    /// The launch options of an app without scenes launched with this link.
    var launchOptions: [UIApplication.LaunchOptionsKey: Any] {
        if let urlContext { return [.url: urlContext.url] }
        if let userActivity {
            return [
                .userActivityType: userActivity.activityType,
                .userActivityDictionary: [
                    "UIApplicationLaunchOptionsUserActivityTypeKey": userActivity.activityType,
                    "UIApplicationLaunchOptionsUserActivityKey": userActivity,
                ] as [String: Any],
            ]
        }
        if let shortcutItem { return [.shortcutItem: shortcutItem] }
        return [:]
    }
}
