public import NavSimCore
public import NavSimUIKit

/// A view controller showing a SwiftUI view, as UIKit apps put SwiftUI screens in their
/// navigation stacks: `UIHostingController(rootView: HomeView(viewModel: viewModel))`.
///
/// Its view is the root view drawn as UIKit views (``View``), drawn again each time NavSim
/// looks at its controls, so a button the view model's state shows or hides is offered
/// exactly when the body shows it. Its screen is named after the root view's type
/// (`HomeView` is `Home`), and its ViewModel state is that of the root view's property
/// named `viewModel`, else of the first whose type's name ends in `ViewModel`, `VM`,
/// `Store` or `State`, through `@ObservedObject` and `@StateObject`.
open class UIHostingController<Content: View>: UIViewController, NavSimNamed, NavSimStateProviding, DrawnOnDemand {
    /// The view shown; setting it draws the view again.
    public var rootView: Content {
        didSet { if isViewLoaded { drawAgain() } }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A hosting controller from a storyboard needs its root view: `nil`, as UIKit's
    /// `init?(coder:)` is without one.
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        view = UIView()
        drawAgain()
    }

    package func drawAgain() {
        guard let view = viewIfLoaded else { return }
        for subview in view.subviews { subview.removeFromSuperview() }
        for drawn in rootView.drawnViews { view.addSubview(drawn) }
    }

    public var navSimName: String {
        let name = String(String(describing: Content.self).prefix { $0 != "<" })
        return name.hasSuffix("View") && name.count > 4 ? String(name.dropLast(4)) : name
    }

    public var navSimState: JSONValue {
        for child in Mirror(reflecting: rootView).children {
            guard let label = child.label else { continue }
            let held = (child.value as? any HoldsObject)?.heldObject ?? child.value
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            if name == "viewModel" || StateSnapshot.hasViewModelName(Swift.type(of: held)) {
                return StateSnapshot.state(ofViewModel: held)
            }
        }
        return .null
    }
}
