#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// How this build of the app is written: the seed's router, or one that watches pops.
enum AppVariant: String {
    /// `onComplete` runs only when a child completes itself.
    case seed
    /// The router also completes a pushed child whose screen was popped, and an add link
    /// that comes while AddProject is presented waits: it opens AddProject again once the
    /// first is dismissed.
    case routerTracksPops
}
