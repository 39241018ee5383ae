package import NavSimCore
import NavSimSimulator

/// How the session taps a screen's controls and delivers its lifecycle callbacks.
extension UIViewController: ScreenDriving {
    package var controlNames: [String] {
        tappableControls.map(\.name)
    }

    package func sampleArguments(ofControl name: String) -> [JSONValue] {
        guard let control = tappableControls.first(where: { $0.name == name })?.control else { return [] }
        return Self.samples(of: control)
    }

    package var controlSamples: [(name: String, arguments: [JSONValue])] {
        tappableControls.map { ($0.name, Self.samples(of: $0.control)) }
    }

    private static func samples(of control: any TappableControl) -> [JSONValue] {
        let arguments = control.sampleArguments
        return arguments.isEmpty ? [.null] : arguments
    }

    package func control(named name: String) -> AnyObject? {
        tappableControls.first { $0.name == name }?.control
    }

    package func tap(_ control: AnyObject, argument: JSONValue) {
        (control as? any TappableControl)?.tap(argument: argument)
    }

    /// Whether embedding and unembedding a child sends it the parent's appearance: not while
    /// a page view controller turns a page, as it sends its pages' callbacks itself.
    package var forwardsAppearanceToChildren: Bool {
        shouldAutomaticallyForwardAppearanceMethods && (self as? UIPageViewController)?.isTurningPage != true
    }

    /// Hidden, hidden with its bar, or replaced by custom left items (Apple: "the presence
    /// of custom left bar button items causes the back button to be removed", unless
    /// `leftItemsSupplementBackButton`).
    package var hidesBackButton: Bool {
        navigationItem.hidesBackButton || navigationController?.isNavigationBarHidden == true
            || (navigationItem.leftBarButtonItems?.isEmpty == false && !navigationItem.leftItemsSupplementBackButton)
    }

    /// The navigation controller's `interactivePopGestureRecognizer` is enabled and its
    /// delegate lets it begin: UIKit's own only where the system back button shows, an
    /// app's as it answers (docs/uikit.md cites the reports).
    package var allowsBackSwipe: Bool {
        guard let recognizer = navigationController?.interactivePopGestureRecognizer, recognizer.isEnabled else {
            return false
        }
        return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    }

    package func receive(_ callback: LifecycleCallback) {
        switch callback {
        case .viewDidLoad: performViewLoad()
        case .viewWillAppear:
            viewWillAppear(isAnimating)
            viewIsAppearing(isAnimating)
        case .viewDidAppear:
            viewAppeared = true
            viewDidAppear(isAnimating)
        case .viewWillDisappear: viewWillDisappear(isAnimating)
        case .viewDidDisappear:
            viewAppeared = false
            viewDidDisappear(isAnimating)
        }
    }

    /// The ViewModel state recorded for this screen: ``NavSimStateProviding`` if the
    /// controller conforms, else a snapshot of its ViewModel (``StateSnapshot``), else `null`.
    var recordedState: JSONValue {
        if ClassConformances.isStateProviding(self), let provider = self as? any NavSimStateProviding {
            return provider.navSimState
        }
        return StateSnapshot.viewModelState(of: self, reading: runtime.objectReading)
    }
}

extension UIViewController {
    /// Loads the view of a navigation or tab bar controller that came into view, as UIKit
    /// does before it shows what the container holds.
    ///
    /// - Returns: Whether the view was loaded now, running `viewDidLoad()`.
    package func loadViewForDisplay() -> Bool {
        guard !isViewLoaded else { return false }
        performViewLoad()
        return true
    }

    /// Whether the controller is of an app's subclass rather than a navigation or tab bar
    /// controller of UIKit's own, whose callbacks run no app code.
    package var isAppSubclass: Bool {
        let type = type(of: self)
        return type != UINavigationController.self && type != UITabBarController.self
    }
}
