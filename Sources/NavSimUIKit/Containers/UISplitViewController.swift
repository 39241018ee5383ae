import NavSimCore
import NavSimSimulator

/// A split view controller: collapsed on NavSim's default, compact-width screen (an iPhone),
/// expanded when the app runs in a regular width (`NavSimApp`'s `horizontalSizeClass`, an
/// iPad).
///
/// Collapsed, it shows one navigation controller, as UIKit shows a collapsed split view
/// interface. The trace records the split view controller as that navigation controller: its
/// id is the navigation controller's, so `show(_:sender:)` and
/// `showDetailViewController(_:sender:)` are pushes onto it. It collapses once, when it is
/// first shown (a window's root, presented):
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
/// primary too).
///
/// Expanded, it is recorded as a screen of its own with its columns side by side as child
/// controllers embedded in it: primary, then supplementary (triple column), then secondary,
/// added when its view loads. No collapse question is asked. A navigation controller is
/// embedded with its stack (`containerEmbedded`), and pushes, pops and the back button work
/// in each column on its own. The column style shows a plain controller in a navigation
/// controller it makes, as UIKit's does; the classic style shows it alone (an embedded
/// screen, `screenEmbedded`). `show(_:sender:)` replaces the primary (from a controller of a
/// column's navigation controller it pushes there) and `showDetailViewController(_:sender:)`
/// the secondary, as Apple documents for a regular width: the old column's controller
/// disappears and leaves, the new one is added and appears. `setViewController(_:for:)` of a
/// plain controller for a secondary column that shows a navigation controller pushes it
/// there, as Apple answered FB8640357. docs/uikit.md, "Split view controllers", has the
/// sources and what is inferred.
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
    /// Kept: NavSim shows the columns of an expanded interface side by side, and one collapsed.
    open var preferredDisplayMode = DisplayMode.automatic
    /// Kept: NavSim has no gesture to show or hide the primary column.
    open var presentsWithGesture = true
    /// Whether the interface is collapsed: `true` unless the app runs in a regular width.
    open var isCollapsed: Bool { !isExpanded }

    private var classicControllers: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]
    /// The navigation controller the collapsed interface shows, once it collapsed.
    private var collapsed: UINavigationController?
    /// The controller each column of the expanded interface shows, once its view loaded: the
    /// one set for the column, or the navigation controller made to show it.
    private var shownColumns: [Column: UIViewController] = [:]

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
    /// is shown: NavSim collapses, or adds the expanded columns, once.
    open var viewControllers: [UIViewController] {
        get { collapsed.map { [$0] } ?? classicControllers }
        set { classicControllers = newValue }
    }

    /// Sets the controller of `column` (column style). Collapsed, set it before the split
    /// view controller is shown; expanded, a column already shown is replaced, except that a
    /// controller that is not a navigation controller, set for a secondary column showing a
    /// navigation controller, is pushed onto it ("it's pushed onto the nav stack", Apple's
    /// answer to FB8640357); set `nil` first to replace it.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        let old = columns[column]
        columns[column] = viewController
        guard showsColumns, expandedColumns.contains(column), old !== viewController else { return }
        if column == .secondary, let viewController, !(viewController is UINavigationController),
            let navigation = shownColumns[.secondary] as? UINavigationController
        {
            return navigation.pushViewController(viewController, animated: false)
        }
        shownColumns[column].map(removeColumn)
        shownColumns[column] = nil
        viewController.map { install($0, in: column) }
    }

    /// Shows `column`. Expanded, every column is already on screen; collapsed, NavSim does
    /// not move between columns: either way nothing changes.
    open func show(_ column: Column) {}

    /// The controller set for `column`.
    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    /// Shows `vc`: the classic style's delegate may do it (`splitViewController(_:show:sender:)`,
    /// which "only applies to classic split view interfaces"); else, collapsed, it is pushed
    /// onto the navigation controller the interface shows, and expanded, it replaces the
    /// primary.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isExpanded { return replace(.primary, with: vc) }
        collapsedNavigation.pushViewController(vc, animated: true)
    }

    /// Shows `vc` as the detail: the classic style's delegate may do it
    /// (`splitViewController(_:showDetail:sender:)`, classic only as for `show`); else,
    /// collapsed, it is pushed as `show(_:sender:)` on the primary does, and expanded, it
    /// replaces the secondary.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true {
            return
        }
        if isExpanded { return replace(.secondary, with: vc) }
        collapsedNavigation.pushViewController(vc, animated: true)
    }

    override func makeRecord() -> ControllerID {
        isExpanded ? super.makeRecord() : collapsedNavigation.recordIfNeeded()
    }

    // MARK: - Expanded

    /// Makes the view and, expanded, adds the columns' controllers side by side in it.
    open override func loadView() {
        super.loadView()
        guard isExpanded else { return }
        for column in expandedColumns {
            if let controller = controller(in: column) { install(controller, in: column) }
        }
    }

    /// Whether the app runs in a regular width, where the interface is expanded.
    private var isExpanded: Bool {
        (runtime.observer as? NavSimApp)?.horizontalSizeClass == .regular
    }

    /// Whether the columns are on screen: expanded, once the view is loaded.
    private var showsColumns: Bool { isExpanded && isViewLoaded }

    /// The columns an expanded interface shows, from leading to trailing.
    private var expandedColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// The controller of `column`: for the classic style, the first of `viewControllers` is
    /// the primary and the second the secondary.
    private func controller(in column: Column) -> UIViewController? {
        guard style == .unspecified else { return columns[column] }
        let index = column == .primary ? 0 : 1
        return column != .supplementary && classicControllers.indices.contains(index) ? classicControllers[index] : nil
    }

    /// Puts `controller` in `column` instead of the controller there, on screen when the
    /// columns are.
    private func replace(_ column: Column, with controller: UIViewController) {
        guard self.controller(in: column) !== controller else { return }
        if style == .unspecified {
            let index = column == .primary ? 0 : 1
            while classicControllers.count <= index { classicControllers.append(UIViewController()) }
            classicControllers[index] = controller
        } else {
            columns[column] = controller
        }
        guard showsColumns else { return }
        shownColumns[column].map(removeColumn)
        install(controller, in: column)
    }

    /// Shows `controller` in `column`: the column style puts a controller that is not a
    /// navigation controller in one it makes ("if you set a child view controller that's not
    /// a navigation controller, the split view controller creates a navigation controller for
    /// it", Apple's documentation of the column style); the classic style shows it alone.
    /// Either is added as a child whose view is in this one's, before the later columns' views,
    /// so a replaced column keeps its place.
    private func install(_ controller: UIViewController, in column: Column) {
        let shown =
            style == .unspecified || controller is UINavigationController
            ? controller : UINavigationController(rootViewController: controller)
        shownColumns[column] = shown
        addChild(shown)
        let later = expandedColumns.drop { $0 != column }.dropFirst().lazy.compactMap {
            self.shownColumns[$0]?.viewIfLoaded
        }
        if let next = later.first(where: { $0.superview === view }) {
            view.insertSubview(shown.view, belowSubview: next)
        } else {
            view.addSubview(shown.view)
        }
        shown.didMove(toParent: self)
    }

    /// Takes `controller` out of the children and its view out of this one's.
    private func removeColumn(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    // MARK: - Collapsed

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
