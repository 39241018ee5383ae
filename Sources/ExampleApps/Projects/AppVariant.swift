#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// How this build of the app is written: the seed's router, or one that watches pops.
enum AppVariant: String {
    /// `onComplete` runs only when a child completes itself.
    case seed
    /// The router also completes a pushed child whose screen was popped and a presented
    /// child whose sheet was swiped away (as its presentation controller's delegate), and
    /// an add link that comes while AddProject is presented waits: it opens AddProject
    /// again once the first is dismissed.
    case routerTracksPops
}
