#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// Where saving a new project is.
final class AddProjectViewModel {
    var status = "editing"
}
