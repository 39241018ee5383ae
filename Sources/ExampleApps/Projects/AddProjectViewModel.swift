#if canImport(UIKit)
    import UIKit
#else
    import NavSimUIKit
#endif

/// Where saving a new project is.
final class AddProjectViewModel {
    var status = "editing"
}
