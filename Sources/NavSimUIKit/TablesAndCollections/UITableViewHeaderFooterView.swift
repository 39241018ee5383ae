/// A section's header or footer view, registered with the table and dequeued in the
/// delegate's `tableView(_:viewForHeaderInSection:)`, as UIKit's; the controls in it can be
/// tapped while its section shows.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView, ReusableView {
    /// The identifier the view is reused by.
    open private(set) var reuseIdentifier: String?
    /// The view the content goes in.
    public let contentView = UIView()
    /// The main label.
    open private(set) var textLabel: UILabel?
    /// The secondary label.
    open private(set) var detailTextLabel: UILabel?
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The content configuration.
    open var contentConfiguration: (any UIContentConfiguration)?

    /// A header or footer view reused by `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        makeSubviews()
    }

    /// An empty header or footer view; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeSubviews()
    }

    /// A header or footer view with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes a view reused by `identifier` through ``init(reuseIdentifier:)`` (a subclass's
    /// override runs). NavSim only: how a table makes a registered class, which Swift can do
    /// only through a `required` initializer. A subclass inherits it unless it declares a
    /// designated initializer without overriding ``init(reuseIdentifier:)``.
    public required convenience init(navSimReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the view is reused; NavSim never reuses views.
    open func prepareForReuse() {}

    private func makeSubviews() {
        addSubview(contentView)
        let textLabel = UILabel()
        contentView.addSubview(textLabel)
        self.textLabel = textLabel
        let detailTextLabel = UILabel()
        contentView.addSubview(detailTextLabel)
        self.detailTextLabel = detailTextLabel
    }
}
