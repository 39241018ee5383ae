#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// What the details screen shows.
final class ProjectDetailsViewModel {
    let project: String

    init(project: String) {
        self.project = project
    }
}
