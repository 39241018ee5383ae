/// A view whose content UIKit makes at a layout pass: a table or collection view, which asks
/// its data source for its counts and visible cells in the layout pass after its rows changed
/// or it came into a window.
@MainActor
package protocol LaidOutView: AnyObject {
    /// Whether the view's content must be made again (its rows changed since it was last made).
    var needsLayout: Bool { get }
    /// Whether the view is in a window now, so UIKit's layout pass reaches it.
    var isInWindow: Bool { get }
    /// Makes the view's content, with the app's data source.
    func layOut()
}

/// A view waiting for a layout pass, not kept alive by the wait.
struct WeakLaidOutView {
    weak var view: (any LaidOutView)?
}

/// The layout pass: UIKit lays out the views that need it in the Core Animation commit at the
/// end of the run loop's turn (Apple: `setNeedsLayout()`, "the update occurs in the next update
/// cycle"; `reloadData()` "redisplays only those rows that are visible"), so a table's data
/// source is asked for its rows in the turn that reloaded it, not when someone next looks.
extension Runtime {
    /// Marks `view` to be laid out at the end of the turn, or when it next comes into a window.
    package func setNeedsLayout(_ view: any LaidOutView) {
        guard !viewsNeedingLayout.contains(where: { $0.view === view }) else { return }
        viewsNeedingLayout.append(WeakLaidOutView(view: view))
    }

    /// Lays out the views marked that still need it and are in a window, in the order they
    /// were marked; those not in a window wait for a later turn. Whether any was laid out.
    func layOutViews() -> Bool {
        guard !viewsNeedingLayout.isEmpty else { return false }
        let marked = viewsNeedingLayout
        viewsNeedingLayout = []
        var laidOut = false
        for entry in marked where isRunning {
            guard let view = entry.view, view.needsLayout else { continue }
            guard view.isInWindow else {
                setNeedsLayout(view)
                continue
            }
            view.layOut()
            laidOut = true
        }
        return laidOut
    }
}
