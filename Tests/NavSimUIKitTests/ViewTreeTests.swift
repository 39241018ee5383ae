import NavSimCore
import Testing

@testable import NavSimUIKit

/// Which controls of a view tree a user can tap, and in what order they are listed.
@Suite @MainActor struct ViewTreeTests {
    private func button(_ title: String, log: Log) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.addAction(log.action(title), for: .touchUpInside)
        return button
    }

    @Test func controlsAreListedDepthFirstInSubviewOrderWithRepeatedNamesKept() {
        withSession {
            let log = Log()
            let root = UIView()
            let header = UIView()
            header.addSubview(button("Save", log: log))
            root.addSubview(header)
            root.addSubview(button("Save", log: log))
            root.addSubview(button("Delete", log: log))
            root.insertSubview(button("First", log: log), at: 0)

            #expect(root.controlNames == ["First", "Save", "Save", "Delete"])
        }
    }

    @Test func hiddenTransparentAndUntouchableViewsHideTheirControls() {
        withSession {
            let log = Log()
            let root = UIView()
            let visible = button("Visible", log: log)
            let hiddenContainer = UIView()
            hiddenContainer.isHidden = true
            hiddenContainer.addSubview(button("InHidden", log: log))
            let untouchable = UIView()
            untouchable.isUserInteractionEnabled = false
            let deep = UIView()
            deep.addSubview(button("InUntouchable", log: log))
            untouchable.addSubview(deep)
            let transparent = button("Transparent", log: log)
            transparent.alpha = 0
            let faint = button("Faint", log: log)
            faint.alpha = 0.01
            let disabled = button("Disabled", log: log)
            disabled.isEnabled = false
            for view in [visible, hiddenContainer, untouchable, transparent, faint, disabled] { root.addSubview(view) }

            #expect(root.controlNames == ["Visible", "Faint"])

            untouchable.isUserInteractionEnabled = true
            hiddenContainer.isHidden = false
            #expect(root.controlNames == ["Visible", "InHidden", "InUntouchable", "Faint"])
        }
    }

    @Test func aControlInsideALabelOrImageViewCannotBeTapped() {
        withSession {
            let log = Log()
            let label = UILabel()
            label.addSubview(button("InLabel", log: log))
            let imageView = UIImageView(image: UIImage(named: "banner"))
            imageView.addSubview(button("InImage", log: log))
            #expect(label.controlNames.isEmpty, "labels ignore touches, as in UIKit")
            #expect(imageView.controlNames.isEmpty, "image views ignore touches, as in UIKit")

            imageView.isUserInteractionEnabled = true
            #expect(imageView.controlNames == ["InImage"])
        }
    }

    @Test func arrangedSubviewsAreSubviewsSoTheirControlsAreFound() {
        withSession {
            let log = Log()
            let stack = UIStackView(arrangedSubviews: [button("One", log: log), UILabel()])
            let two = button("Two", log: log)
            stack.insertArrangedSubview(two, at: 0)
            #expect(stack.arrangedSubviews.first === two)
            #expect(stack.subviews.count == 3)
            #expect(stack.controlNames == ["One", "Two"], "subview order, not arrangement order")

            stack.removeArrangedSubview(two)
            #expect(stack.arrangedSubviews.count == 2)
            #expect(two.superview === stack, "removing an arranged view keeps it as a subview, as in UIKit")
            let one = stack.arrangedSubviews[0]
            one.removeFromSuperview()
            #expect(stack.arrangedSubviews.count == 1, "leaving the stack view leaves its arrangement")
            #expect(stack.controlNames == ["Two"])
        }
    }

    @Test func reorderingSubviewsKeepsThemAndAddingAnAncestorDoesNothing() {
        withSession {
            let root = UIView()
            let first = UIView()
            let second = UIView()
            let third = UIView()
            root.addSubview(first)
            root.addSubview(second)
            root.insertSubview(third, belowSubview: second)
            #expect(root.subviews.map(ObjectIdentifier.init) == [first, third, second].map(ObjectIdentifier.init))
            root.bringSubviewToFront(first)
            root.sendSubviewToBack(second)
            #expect(root.subviews.map(ObjectIdentifier.init) == [second, third, first].map(ObjectIdentifier.init))

            first.addSubview(root)
            first.addSubview(first)
            #expect(root.superview == nil, "a view cannot go inside its own subview")
            #expect(first.subviews.isEmpty)
            #expect(first.isDescendant(of: root))
        }
    }

    @Test func aTaggedViewIsFoundAnywhereInTheTree() {
        withSession {
            let root = UIView()
            let inner = UIView()
            let target = UILabel()
            target.tag = 7
            inner.addSubview(target)
            root.addSubview(inner)
            #expect(root.viewWithTag(7) === target)
            #expect(root.viewWithTag(8) == nil)
        }
    }

    @Test func tableHeaderAndFooterControlsAndRefreshControlsAreFound() {
        withSession {
            let log = Log()
            let table = UITableView(frame: .zero, style: .plain)
            let header = UIView()
            header.addSubview(button("Filter", log: log))
            table.tableHeaderView = header
            table.tableFooterView = button("Load more", log: log)
            let refresh = UIRefreshControl()
            refresh.addAction(log.action("refreshed"), for: .valueChanged)
            table.refreshControl = refresh

            #expect(
                table.controlNames == ["Filter", "Load more", "refresh"], "a table with no rows is not itself tappable")

            refresh.tap(argument: .null)
            #expect(log.entries == ["refreshed"])
            #expect(refresh.isRefreshing)
            #expect(table.controlNames == ["Filter", "Load more"], "a refreshing control cannot be pulled again")
            refresh.endRefreshing()
            table.tableFooterView = nil
            #expect(table.controlNames == ["Filter", "refresh"])
        }
    }

    @Test func aPullDragsTheTableWhileItsRefreshActionsRun() {
        withSession {
            let table = UITableView(frame: .zero, style: .plain)
            let refresh = UIRefreshControl()
            var draggingInAction: Bool?
            refresh.addAction(UIAction { _ in draggingInAction = table.isDragging }, for: .valueChanged)
            table.refreshControl = refresh

            #expect(!table.isDragging)
            refresh.tap(argument: .null)
            #expect(draggingInAction == true, "a handler that checks isDragging sees the user's pull")
            #expect(!table.isDragging, "the finger is lifted once the actions ran")
        }
    }
}
