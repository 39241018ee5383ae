#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// How this build of the app is written: the coordinator owns the data, or the screens
/// hand copies to each other.
enum AppVariant: String {
    /// The scene coordinator owns the data and updates List and Details.
    case coordinator
    /// Data is passed from screen to screen as copies.
    case naive
}
