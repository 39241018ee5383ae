#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// What the projects list shows.
final class ProjectsViewModel {
    var projects: [String] = []
}
