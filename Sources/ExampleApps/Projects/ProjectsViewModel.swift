#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// What the projects list shows.
final class ProjectsViewModel {
    var projects: [String] = []
}
