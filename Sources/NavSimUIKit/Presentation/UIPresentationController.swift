/// How a presented view controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet
    case formSheet
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    case popover
    case none = -1
    case automatic = -2
}

/// The animation of a presentation; NavSim does not animate.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal
    case crossDissolve
    case partialCurl
}

/// The object that manages a presentation; here it only carries the delegate.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    open private(set) unowned var presentedViewController: UIViewController
    /// Told about the user swiping the sheet down (the `sheetSwipeBegan` input): asked
    /// whether it may go, told when it will go, went, or was refused.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }

    /// The controller that presents, once presented.
    open var presentingViewController: UIViewController? { presentedViewController.presenter }
}

/// Told when the user dismisses a sheet by swiping it down.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Whether the sheet may be swiped away.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The sheet is about to be swiped away.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The sheet was swiped away.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to swipe away a sheet that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to show a popover in on a compact screen: `.fullScreen`, `.overFullScreen`,
    /// `.formSheet`, `.pageSheet`, or `.none` for no adaptation; any other keeps UIKit's
    /// default. The default implementation asks ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The style to show a popover in on a compact screen (before iOS 8.3); by default
    /// `.automatic`, which keeps UIKit's default.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
}
