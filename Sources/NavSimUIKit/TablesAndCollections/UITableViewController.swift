/// A view controller whose view is a table, and which is the table's data source and
/// delegate.
///
/// It declares every data source and delegate method (returning UIKit's defaults), so a
/// subclass overrides them with `override func tableView(_:numberOfRowsInSection:)` and
/// so on, as on iOS, and the table calls the subclass's methods. The data source methods
/// serve a storyboard's static cells, as UIKit's do.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The table, which is the controller's view.
    open var tableView: UITableView!
    /// Whether the selection is cleared when the view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// The table's pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Creates a controller with a table of `style`.
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        makeTableView(style: style)
    }

    /// Creates a controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        makeTableView(style: .plain)
    }

    /// Creates a controller with a plain table; the coder is not read (a storyboard sets what it holds after).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeTableView(style: .plain)
    }

    private func makeTableView(style: UITableView.Style) {
        let tableView = UITableView(frame: .zero, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        self.tableView = tableView
    }

    /// Makes the table the controller's view.
    open override func loadView() {
        view = tableView
    }

    /// Clears the selection if ``clearsSelectionOnViewWillAppear``.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear {
            for indexPath in tableView.indexPathsForSelectedRows ?? [] {
                tableView.deselectRow(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: - UITableViewDataSource

    /// The number of sections: a storyboard's static sections, else 1.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }

    /// The number of rows in `section`: its static cells, else 0.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSection(section)?.cells.count ?? 0
    }

    /// The cell for the row at `indexPath`: its static cell, else an empty default cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The title of `section`'s header: its static section's, else none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSection(section)?.headerTitle
    }

    /// The title of `section`'s footer: its static section's, else none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSection(section)?.footerTitle
    }

    /// Whether the row at `indexPath` can be edited: yes.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Commits an edit: nothing.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Whether the row at `indexPath` can be moved: no.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Moves a row: nothing.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: - UITableViewDelegate

    /// The row to select: `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// The user selected a row: nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// A row was deselected: nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The height of a row: automatic.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The estimated height of a row: automatic.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The view of a section's header: none.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The view of a section's footer: none.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// The height of a section's header: automatic.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// The height of a section's footer: automatic.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// A cell is about to show: nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// The editing style of a row: delete.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    /// A row's accessory button was tapped: nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    // MARK: - UIScrollViewDelegate

    /// The table scrolled: nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
