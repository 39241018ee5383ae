#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// How this build of the app is written: the coordinator owns the data, the screens hand
/// copies to each other, or one of the seed's own slips. The app takes it as configuration
/// at launch.
enum AppVariant: String {
    /// The scene coordinator owns the data and updates List and Details.
    case coordinator
    /// Data is passed from screen to screen as copies.
    case naive
    /// The seed's "solution head-on": Details hears the editor and tells List through
    /// `detailsViewController(_:didChangeEntity:)`, and List updates itself.
    case naiveDelegate
    /// The seed's screens hold `coordinator: Coordinator!` strongly, while the coordinator
    /// holds the scene's navigation controller and so the screens.
    case strongCoordinator
    /// The seed's `presentDetails(of:)`, which pushes `list` where it meant `details`.
    case presentDetailsPushesList
    /// The seed presents the scene with no presentation style: a page sheet since iOS 13,
    /// which a swipe down dismisses without `stop()`.
    case pageSheet
    /// The seed's `stop()`, which only dismisses the scene: nothing removes the scene's
    /// coordinator from its parent's children.
    case stopOnlyDismisses
}
