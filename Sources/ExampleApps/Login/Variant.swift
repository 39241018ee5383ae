/// What Login's cancel does: the seed's improvement, and the pop real code often has; or
/// the login form run by child coordinators, whose parent references are strong as the seed
/// writes them, or weak, presented full screen or as a page sheet. The app takes it as
/// configuration at launch.
enum Variant: String {
    /// ViewModels navigate through the `LoginNavigator` protocol; cancel rebuilds Main.
    case navigator
    /// Login's cancel pops, as if Login had been pushed.
    case popOnCancel
    /// Main's Next starts a child `AuthCoordinator`, presented over Main, whose child
    /// `LoginCoordinator` shows Login; each keeps `var parentCoordinator: Coordinator?`,
    /// a strong reference, as the seed's classes write it.
    case strongParent
    /// As `strongParent`, with the parent references weak: the fix.
    case weakParent
    /// As `weakParent`, with the scene presented in the default style, as the seed writes
    /// its code (it sets no presentation style anywhere): a page sheet since iOS 13, which a
    /// swipe down dismisses without Login's cancel.
    case pageSheet

    /// Whether Main's Next starts the child coordinators rather than showing Login itself.
    var startsAuthFlow: Bool { self == .strongParent || holdsParentWeakly }

    /// Whether the child coordinators hold their parent weakly (the fix).
    var holdsParentWeakly: Bool { self == .weakParent || self == .pageSheet }
}
