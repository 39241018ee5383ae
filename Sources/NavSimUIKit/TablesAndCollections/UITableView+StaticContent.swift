/// A storyboard's static table (`dataMode="static"`): its sections, with their header and
/// footer titles and the cells Interface Builder lays out, made once with the table.
///
/// UIKit serves them through ``UITableViewController``'s data source methods, so a
/// controller that writes none shows them, and one that overrides a method and calls
/// `super` gets them (Apple's Table View Programming Guide, "Populating a Static Table View
/// With Data"); a static table is valid only in a table view controller.
extension UITableView {
    /// One section of a static table.
    struct StaticSection {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
    }

    /// The static cell at `indexPath`, or `nil` if the table has no such static row.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = staticSections, sections.indices.contains(indexPath.section) else { return nil }
        let cells = sections[indexPath.section].cells
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }

    /// The static section `section`, or `nil` if the table has no such static section.
    func staticSection(_ section: Int) -> StaticSection? {
        guard let sections = staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }
}
