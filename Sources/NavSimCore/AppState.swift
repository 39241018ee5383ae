/// Where the app stands in its life cycle, as `UIApplication.State` and a scene's
/// activation state say: in front and taking events, in front without events (a call, the
/// app switcher), or in the background.
public enum AppState: String, Hashable, Sendable, Codable, CaseIterable {
    /// In the foreground, taking events.
    case active
    /// In the foreground, taking no events.
    case inactive
    /// Off screen.
    case background

    /// The states UIKit passes through from this one to `target`, `target` last: leaving
    /// `active` and coming back both pass through `inactive`.
    public func path(to target: AppState) -> [AppState] {
        switch (self, target) {
        case (.active, .background): [.inactive, .background]
        case (.background, .active): [.inactive, .active]
        default: self == target ? [] : [target]
        }
    }
}
