/// The dots under a set of pages: how many, which is current. Kept; its dots are not
/// inputs (a page is turned by the app's own controls or its page view controller).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The number of pages.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }
    /// The current page, from 0.
    open var currentPage = 0
    /// Whether the control hides with a single page.
    open var hidesForSinglePage = false
    /// The colour of the dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current dot.
    open var currentPageIndicatorTintColor: UIColor?
}

/// The share sheet: presented like any controller (a screen named `ActivityView`), with the
/// items to share; NavSim shares nothing and never calls its completion.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController, NavSimNamed {
    /// What is shared.
    public let activityItems: [Any]
    /// The activities excluded.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet ends; never in NavSim.
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    public var navSimName: String { "ActivityView" }

    /// A share sheet of `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        super.init(coder: coder)
    }
}

/// A service the share sheet offers.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// An activity's kind.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
    }
}
