#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// What the details screen shows.
final class ProjectDetailsViewModel {
    let project: String

    init(project: String) {
        self.project = project
    }
}
