/// What the system can launch an app with, or hand a running app: a URL or a Home Screen
/// quick action.
///
/// A URL with the scheme `http` or `https` is a universal link, which UIKit delivers as
/// an `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`; any other scheme is the
/// app's own, delivered as a URL to open (docs/uikit.md, "Launch and links").
public enum AppLink: Hashable, Sendable {
    /// A URL: a custom-scheme deep link, or a universal link.
    case url(String)
    /// A Home Screen quick action (`UIApplicationShortcutItem`), by its `type`.
    case shortcut(type: String)

    /// Whether `url` is a universal link: its scheme is `http` or `https`.
    public static func isUniversalLink(_ url: String) -> Bool {
        let scheme = url.prefix { $0 != ":" }.lowercased()
        return scheme == "http" || scheme == "https"
    }
}

extension AppLink: CustomStringConvertible {
    /// `url "…"` or `shortcut "…"`.
    public var description: String {
        switch self {
        case .url(let url): "url \(JSONValue.string(url))"
        case .shortcut(let type): "shortcut \(JSONValue.string(type))"
        }
    }
}
