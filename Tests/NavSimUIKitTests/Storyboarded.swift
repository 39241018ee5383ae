#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

// The storyboard helper coordinator tutorials teach, in the two shapes apps write it:
// the class name, taken from `NSStringFromClass` or `String(describing:)`, is the view
// controller's Storyboard ID in Main.storyboard. The protocols are `@MainActor` so that
// Swift 6 language mode has nothing to warn about; without it the tutorial's file compiles
// unchanged (no diagnostics in Swift 5 mode, two isolation warnings in Swift 6 mode, as
// on iOS, where UIKit is imported with `@preconcurrency` too).

@MainActor
protocol Storyboarded {
    static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
    static func instantiate() -> Self {
        // "Module.ClassName": the part after the dot is the identifier.
        let qualifiedName = NSStringFromClass(self)
        let identifier = qualifiedName.components(separatedBy: ".")[1]
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
        return storyboard.instantiateViewController(withIdentifier: identifier) as! Self
    }
}

@MainActor
protocol StoryboardInstantiable {
    static func instantiate(from storyboardName: String) -> Self
}

extension StoryboardInstantiable where Self: UIViewController {
    static func instantiate(from storyboardName: String) -> Self {
        let identifier = String(describing: self)
        let storyboard = UIStoryboard(name: storyboardName, bundle: nil)
        return storyboard.instantiateViewController(identifier: identifier)
    }
}

/// A view controller made from Main.storyboard through `Storyboarded`.
final class ProfileViewController: UIViewController, Storyboarded {
    var userName: String?
}

/// A view controller made from a storyboard through `StoryboardInstantiable`.
final class SettingsViewController: UIViewController, StoryboardInstantiable {
    var showsAdvanced = false
}
