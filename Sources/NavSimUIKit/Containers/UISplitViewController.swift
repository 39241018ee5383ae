import NavSimCore
import NavSimSimulator

/// A split view controller on NavSim's iPhone screen: always collapsed (a compact width, the
/// only size class NavSim has), showing one navigation controller, as UIKit shows a
/// collapsed split view interface.
///
/// The trace records the split view controller as that navigation controller: its id is
/// the navigation controller's, so `show(_:sender:)` and `showDetailViewController(_:sender:)`
/// are pushes onto it. It collapses once, when it is first shown (a window's root, presented):
///
/// - the classic style (`init()`, `viewControllers = [primary, secondary]`): the primary
///   navigation controller is shown; the delegate's `splitViewController(_:collapseSecondary:onto:)`
///   is asked, and unless it returns `true` (then the secondary is not shown) the secondary's
///   screens are pushed onto it, so the secondary shows on top;
/// - the column style (`init(style:)`, `setViewController(_:for:)`): the `.compact` column's
///   controller when one is set; else the primary column with, on top, the secondary
///   column's screens unless the delegate's
///   `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` answers `.primary`;
///   then the delegate hears `splitViewControllerDidCollapse(_:)`.
///
/// A column's controller that is not a navigation controller is shown in one the split view
/// controller makes, as UIKit's column style does (NavSim does it for the classic style's
/// primary too). docs/uikit.md, "Split view controllers", has the sources.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout: `.unspecified` is the classic, `viewControllers`-based interface.
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// A column of the column-style interface; `.compact` is the one shown when collapsed.
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// How the columns show side by side; kept, as a collapsed interface shows one.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
            twoOverSecondary, twoDisplaceSecondary
    }

    /// Asked how to collapse and how to show controllers.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The interface's style.
    public let style: Style
    /// Kept: a collapsed interface shows one column.
    open var preferredDisplayMode = DisplayMode.automatic
    /// Kept: a collapsed interface has no gesture to show the primary column.
    open var presentsWithGesture = true
    /// Always `true` on NavSim's compact screen.
    open var isCollapsed: Bool { true }

    private var classicControllers: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]
    /// The navigation controller the collapsed interface shows, once it collapsed.
    private var collapsed: UINavigationController?

    /// Creates a split view controller of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller; the coder is not read.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The primary and secondary controllers of the classic style; once collapsed, only the
    /// navigation controller it shows ("when the split view interface is collapsed, this
    /// property contains only one view controller"). Set it before the split view controller
    /// is shown: NavSim collapses once.
    open var viewControllers: [UIViewController] {
        get { collapsed.map { [$0] } ?? classicControllers }
        set { classicControllers = newValue }
    }

    /// Sets the controller of `column` (column style); set it before the split view
    /// controller is shown.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        columns[column] = viewController
    }

    /// The controller set for `column`.
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    /// Shows `vc`: the delegate's `splitViewController(_:show:sender:)` may do it; else it
    /// is pushed onto the navigation controller the collapsed interface shows.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        collapsedNavigation.pushViewController(vc, animated: true)
    }

    /// Shows `vc` as the detail: the delegate's `splitViewController(_:showDetail:sender:)`
    /// may do it; else, collapsed, it is pushed as `show(_:sender:)` on the primary does.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        collapsedNavigation.pushViewController(vc, animated: true)
    }

    override func makeRecord() -> ControllerID {
        collapsedNavigation.recordIfNeeded()
    }

    /// The navigation controller the collapsed interface shows, collapsing first if needed.
    private var collapsedNavigation: UINavigationController {
        if let collapsed { return collapsed }
        let navigation = style == .unspecified ? collapseClassic() : collapseColumns()
        navigation.parent = self
        containedChildren = [navigation]
        collapsed = navigation
        if style != .unspecified {
            delegate?.splitViewControllerDidCollapse(self)
            runtime.observer?.appCodeRan()
        }
        return navigation
    }

    private func collapseClassic() -> UINavigationController {
        let primary = classicControllers.first ?? UIViewController()
        let navigation = Self.navigation(showing: primary)
        guard classicControllers.count > 1 else { return navigation }
        let secondary = classicControllers[1]
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        runtime.observer?.appCodeRan()
        if !handled { navigation.appendUnshown(Self.screens(of: secondary)) }
        return navigation
    }

    private func collapseColumns() -> UINavigationController {
        if let compact = columns[.compact] { return Self.navigation(showing: compact) }
        let navigation = Self.navigation(showing: columns[.primary] ?? UIViewController())
        let proposed: Column = columns[.secondary] == nil ? .primary : .secondary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        runtime.observer?.appCodeRan()
        let above: [Column] =
            switch top {
            case .secondary: [.supplementary, .secondary]
            case .supplementary: [.supplementary]
            case .primary, .compact: []
            }
        for column in above {
            if let controller = columns[column] { navigation.appendUnshown(Self.screens(of: controller)) }
        }
        return navigation
    }

    /// `controller` if it is a navigation controller, else a navigation controller showing it.
    private static func navigation(showing controller: UIViewController) -> UINavigationController {
        controller as? UINavigationController ?? UINavigationController(rootViewController: controller)
    }

    /// The controllers a collapse puts on the primary stack for `controller`: a navigation
    /// controller's stack (taken from it), else the controller.
    private static func screens(of controller: UIViewController) -> [UIViewController] {
        guard let navigation = controller as? UINavigationController else { return [controller] }
        return navigation.takeUnshownStack()
    }
}

/// Told how a split view controller collapses and shows controllers.
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Whether the delegate handled the secondary controller when the classic interface
    /// collapses: `true` leaves it out (the primary shows alone); `false`, the default, puts
    /// it on top of the primary.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The column on top when the column-style interface collapses; by default `proposedTopColumn`.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The column-style interface collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Whether the delegate showed `vc` itself for `show(_:sender:)`; by default `false`.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Whether the delegate showed `vc` itself for `showDetailViewController(_:sender:)`; by
    /// default `false`.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
}
