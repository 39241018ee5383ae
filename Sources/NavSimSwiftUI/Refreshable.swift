import NavSimUIKit

/// A view the user pulls to refresh, drawn as its own views and a `UIRefreshControl`
/// (named `refresh`, a pull is a tap, as in UIKit): a pull runs the action in a task and
/// ends refreshing when it returns. A control is drawn afresh by each update, so an update
/// while the action runs offers the pull again, which iOS would not (inferred: NavSim keeps
/// no refreshing state across drawings).
public struct Refreshable<Content: View>: PrimitiveView, ModifiedView {
    let content: Content
    let action: @Sendable () async -> Void
    func draw(into views: inout [UIView]) {
        content.drawn(into: &views)
        let control = UIRefreshControl()
        let action = self.action
        control.addAction(
            UIAction { [weak control] _ in
                Task {
                    await action()
                    control?.endRefreshing()
                }
            }, for: .valueChanged)
        views.append(control)
    }
}

extension View {
    public func refreshable(action: @escaping @Sendable () async -> Void) -> Refreshable<Self> {
        Refreshable(content: self, action: action)
    }
}
