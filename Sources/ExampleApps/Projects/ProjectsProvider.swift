#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The projects, held in memory; names are unique.
final class ProjectsProvider {
    private(set) var projects = ["Apollo", "Gemini"]

    func add(_ name: String) {
        if !projects.contains(name) { projects.append(name) }
    }
}
