import NavSimCore

/// The presentation controller of a popover (`modalPresentationStyle = .popover`): where it
/// points (`sourceView`, `barButtonItem`) is kept for the app's code to read.
///
/// NavSim's screen is an iPhone's, horizontally compact, where a popover adapts: "in iOS 13
/// and later, for horizontally or vertically compact environments", `.popover` "behaves the
/// same as" `.formSheet`, a sheet the user can swipe down, unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` (or `adaptivePresentationStyle(for:)`)
/// returns another style, `.none` keeping the popover (docs/uikit.md, "Popovers").
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The arrow directions the popover may use; kept, changes nothing.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The views a tap outside the popover reaches without dismissing it; kept.
    open var passthroughViews: [UIView]?

    /// The sheet the popover adapts to in a compact width (iOS 15), made on first access.
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: nil)
        adaptiveSheet = sheet
        return sheet
    }
    private var adaptiveSheet: UISheetPresentationController?

    /// The style the popover is shown in on NavSim's compact screen: the delegate's answer
    /// when it is one UIKit adapts to, else a form sheet.
    var adaptedStyle: ModalStyle {
        let traits = UITraitCollection()
        return switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) {
        case .some(.none): .popover
        case .some(.fullScreen): .fullScreen
        case .some(.overFullScreen): .overFullScreen
        case .some(.pageSheet): .pageSheet
        default: .formSheet
        }
    }
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// A popover's delegate: the adaptive presentation delegate's calls.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
