import NavSimSimulator

/// A storyboard: the app's `.storyboard` file, in a package `navsim init` wrote (its build
/// gives NavSim the file, see ``PortedInterface``), or a registry a NavSim-only file fills.
///
/// From the file, `instantiateViewController(withIdentifier:)` and
/// `instantiateInitialViewController()` make the scene as UIKit does (docs/uikit.md,
/// "Storyboards and xibs"). Without one, the registry's closures make the controllers:
///
/// ```swift
/// // LoginNavSim.swift, compiled only for NavSim
/// UIStoryboard.register(storyboard: "Main", identifier: "LoginViewController") { LoginViewController() }
/// UIStoryboard.registerInitial(storyboard: "Main") { UINavigationController(rootViewController: HomeViewController()) }
/// ```
///
/// so the common `Storyboarded` helper (`instantiate()` from the class name) compiles and
/// runs unchanged. A registered closure takes precedence over the file. Asking for an
/// identifier neither has stops the program with a message, where UIKit raises
/// `NSInvalidArgumentException`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private static var registry: [String: [String: () -> UIViewController]] = [:]
    private static var initialRegistry: [String: () -> UIViewController] = [:]

    /// The storyboard's name.
    private let name: String

    /// The storyboard named `name` (the bundle is ignored). Its view controllers are the
    /// ones registered under `name`, whenever they are registered.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    // MARK: - The registry (NavSim only)

    /// Registers `make` as the way storyboard `storyboard` makes its view controller with
    /// Storyboard ID `identifier`. NavSim only: call it from a NavSim-only file, before the
    /// app asks for the view controller.
    public static func register(
        storyboard: String, identifier: String, _ make: @escaping () -> UIViewController
    ) {
        registry[storyboard, default: [:]][identifier] = make
    }

    /// Registers `make` as the way storyboard `storyboard` makes its initial view
    /// controller. NavSim only.
    public static func registerInitial(storyboard: String, _ make: @escaping () -> UIViewController) {
        initialRegistry[storyboard] = make
    }

    // MARK: - Making view controllers

    /// A new view controller for `identifier`, made by the closure registered for it.
    ///
    /// With nothing registered for `identifier` it is a recorded crash that stops the program
    /// with a message (UIKit raises an exception; `UIKitException`).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if Self.registry[name]?[identifier] == nil, let inflater = inflater(),
            let scene = inflater.scene(withIdentifier: identifier)
        {
            return autoreleased(inflater.viewController(scene))
        }
        guard let make = Self.registry[name]?[identifier] else {
            UIKitException.raise(
                "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)': register "
                    + "it with UIStoryboard.register(storyboard: \"\(name)\", identifier: \"\(identifier)\") { … } "
                    + "in a NavSim-only file")
        }
        return autoreleased(make())
    }

    /// A new initial view controller, made by the closure registered with
    /// ``registerInitial(storyboard:_:)``, or `nil` if none is (as for a storyboard with no
    /// initial view controller).
    open func instantiateInitialViewController() -> UIViewController? {
        if let make = Self.initialRegistry[name] { return autoreleased(make()) }
        guard let inflater = inflater(), let scene = inflater.initialScene else { return nil }
        return autoreleased(inflater.viewController(scene))
    }

    /// `controller`, kept until the run loop's turn ends: UIKit returns a new view controller
    /// autoreleased, so an app that holds it only weakly until it shows it still has it.
    private func autoreleased<Controller: UIViewController>(_ controller: Controller) -> Controller {
        Runtime.current?.autorelease(controller)
        return controller
    }

    /// An inflater of the app's file for this storyboard, if it has one.
    private func inflater() -> InterfaceInflater? {
        PortedInterface.document("\(name).storyboard").map { InterfaceInflater(document: $0, storyboard: self) }
    }

    /// A new view controller for `identifier`: the one `creator` makes (it gets an empty
    /// coder), or, if there is no creator or it returns `nil`, the registered one.
    ///
    /// Stops the program with a message if nothing is registered for `identifier` or the
    /// registered view controller is not a `ViewController`.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if Self.registry[name]?[identifier] == nil, let inflater = inflater(),
            let scene = inflater.scene(withIdentifier: identifier)
        {
            let made = autoreleased(inflater.viewController(scene, creator: creator))
            return cast(made, identifier: "identifier '\(identifier)'")
        }
        if let made = creator?(NSCoder()) { return autoreleased(made) }
        return cast(instantiateViewController(withIdentifier: identifier), identifier: "identifier '\(identifier)'")
    }

    /// A new initial view controller: the one `creator` makes (it gets an empty coder),
    /// or, if there is no creator or it returns `nil`, the registered one, or `nil`.
    ///
    /// Stops the program with a message if the registered view controller is not a
    /// `ViewController`.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        if Self.initialRegistry[name] == nil, let inflater = inflater(), let scene = inflater.initialScene {
            let made = autoreleased(inflater.viewController(scene, creator: creator))
            return cast(made, identifier: "its initial view controller")
        }
        if let made = creator?(NSCoder()) { return autoreleased(made) }
        return instantiateInitialViewController().map { cast($0, identifier: "its initial view controller") }
    }

    private func cast<ViewController: UIViewController>(
        _ viewController: UIViewController, identifier: String
    ) -> ViewController {
        guard let viewController = viewController as? ViewController else {
            UIKitException.raise(
                "Storyboard (\(name)): the view controller registered for \(identifier) is a "
                    + "\(type(of: viewController)), not a \(ViewController.self)")
        }
        return viewController
    }
}
