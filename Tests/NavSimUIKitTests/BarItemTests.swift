import NavSimCore
import Testing

@testable import NavSimUIKit

/// Bar button items, the navigation item that holds them, and tab bar items.
@Suite @MainActor struct BarItemTests {
    @Test func aBarButtonItemIsNamedByIdentifierThenTitleThenSystemItem() {
        withSession {
            let log = Log()
            let titled = UIBarButtonItem(title: "Edit", primaryAction: log.action("edit"))
            let system = UIBarButtonItem(systemItem: .add, primaryAction: log.action("add", title: "Ignored"))
            let identified = UIBarButtonItem(systemItem: .done, primaryAction: log.action("done"))
            identified.accessibilityIdentifier = "finish"
            let imageOnly = UIBarButtonItem(image: UIImage(systemName: "gear"), primaryAction: log.action("gear"))

            #expect(titled.controlName == "Edit")
            #expect(system.controlName == "add")
            #expect(system.title == nil, "a system item does not take the action's title")
            #expect(identified.controlName == "finish")
            #expect(imageOnly.controlName == "barButton")
            #expect(UIBarButtonItem(systemItem: .fastForward).controlName == "fastForward")
        }
    }

    /// Each system item names an item by its case, from a table: one with no entry would
    /// still be named, only more slowly.
    @Test func everySystemItemIsNamedByItsCase() {
        let items = (0...24).compactMap(UIBarButtonItem.SystemItem.init(rawValue:))
        #expect(items.count == 25)
        #expect(UIBarButtonItem.SystemItem(rawValue: 25) == nil, "a new case needs a row in the table of names")
        for item in items { #expect(item.name == "\(item)") }
        #expect(UIBarButtonItem.SystemItem.pageCurl.name == "pageCurl")
    }

    @Test func aPrimaryActionsTitleAndImageTakePrecedence() {
        withSession {
            let log = Log()
            let item = UIBarButtonItem(
                title: "Given", image: UIImage(named: "given"),
                primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                    log.append("share")
                })
            #expect(item.title == "Share")
            #expect(item.image == UIImage(systemName: "square.and.arrow.up"))

            let untitledAction = UIBarButtonItem(title: "Kept", primaryAction: log.action("kept"))
            #expect(untitledAction.title == "Kept", "an action without a title leaves the item's title")

            untitledAction.primaryAction = log.action("renamed", title: "Renamed")
            #expect(untitledAction.controlName == "Renamed")
        }
    }

    @Test func aTapRunsThePrimaryActionWithTheItemAsSender() {
        withSession {
            let item = UIBarButtonItem(systemItem: .save)
            var senders: [ObjectIdentifier?] = []
            item.primaryAction = UIAction { action in
                senders.append((action.sender as? UIBarButtonItem).map(ObjectIdentifier.init))
            }

            item.tap(argument: .null)

            #expect(senders == [ObjectIdentifier(item)])
        }
    }

    @Test func theNavigationItemListsLeftItemsTitleViewControlsThenRightItems() {
        withSession {
            let log = Log()
            let navigationItem = UINavigationItem(title: "Inbox")
            navigationItem.leftBarButtonItems = [
                UIBarButtonItem(systemItem: .edit, primaryAction: log.action("edit")),
                UIBarButtonItem(title: "Menu only", menu: UIMenu(children: [log.action("hidden")])),
            ]
            let filter = UIButton(primaryAction: log.action("filter", title: "Filter"))
            navigationItem.titleView = filter
            navigationItem.rightBarButtonItems = [
                UIBarButtonItem(systemItem: .compose, primaryAction: log.action("compose")),
                .flexibleSpace(),
                .fixedSpace(8),
                UIBarButtonItem(systemItem: .search, primaryAction: log.action("search")),
            ]
            #expect(navigationItem.tappableControls.map(\.controlName) == ["edit", "Filter", "compose", "search"])

            navigationItem.rightBarButtonItems?[0].isEnabled = false
            navigationItem.rightBarButtonItems?[3].isHidden = true
            #expect(navigationItem.tappableControls.map(\.controlName) == ["edit", "Filter"])

            navigationItem.tappableControls[0].tap(argument: .null)
            #expect(log.entries == ["edit"])
        }
    }

    @Test func aCustomViewItemIsTappedThroughItsControls() {
        withSession {
            let log = Log()
            let bell = UIButton(type: .custom)
            bell.accessibilityIdentifier = "notifications"
            bell.addAction(log.action("bell"), for: .touchUpInside)
            let navigationItem = UINavigationItem()
            navigationItem.rightBarButtonItem = UIBarButtonItem(customView: bell)

            #expect(navigationItem.tappableControls.map(\.controlName) == ["notifications"])
            navigationItem.tappableControls.first?.tap(argument: .null)
            #expect(log.entries == ["bell"])
        }
    }

    @Test func settingTheSingleItemReplacesTheArray() {
        withSession {
            let log = Log()
            let navigationItem = UINavigationItem()
            navigationItem.setRightBarButtonItems(
                [
                    UIBarButtonItem(systemItem: .add, primaryAction: log.action("add")),
                    UIBarButtonItem(systemItem: .edit),
                ],
                animated: true)
            #expect(navigationItem.rightBarButtonItem?.controlName == "add")

            navigationItem.setRightBarButton(
                UIBarButtonItem(systemItem: .done, primaryAction: log.action("done")), animated: false)
            #expect(navigationItem.rightBarButtonItems?.map(\.controlName) == ["done"])
            navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: log.action("cancel"))
            navigationItem.setLeftBarButton(nil, animated: true)
            #expect(navigationItem.leftBarButtonItems == nil)

            navigationItem.setHidesBackButton(true, animated: true)
            #expect(navigationItem.hidesBackButton)
            #expect(navigationItem.tappableControls.map(\.controlName) == ["done"])
        }
    }

    @Test func tabBarItemsKeepTitleImageTagAndBadge() {
        withSession {
            let item = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 3)
            item.badgeValue = "2"
            #expect(item.title == "Home")
            #expect(item.tag == 3)
            #expect(item.navSimName == "Home")

            let selectable = UITabBarItem(
                title: "Search", image: nil, selectedImage: UIImage(systemName: "magnifyingglass"))
            #expect(selectable.selectedImage == UIImage(systemName: "magnifyingglass"))

            let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
            #expect(system.title == nil)
            #expect(system.navSimName == "favorites")
        }
    }
}
