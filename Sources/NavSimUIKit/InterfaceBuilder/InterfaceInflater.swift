/// Makes the objects of an Interface Builder document as UIKit's storyboard and nib loading
/// does: each object from its class (`customClass`, else the element's UIKit class) through
/// `init(coder:)`, the attributes NavSim models, then the connections: outlets set through
/// the app's `@IBOutlet`s, actions added as target–action pairs, segues performed by their
/// controls. What is read and what is left out is in docs/uikit.md ("Storyboards and xibs").
///
/// One inflater makes one instantiation: a scene with the scenes its relationships name, or
/// a nib's objects. Ids are the document's, unique in it.
@MainActor
final class InterfaceInflater {
    private let document: InterfaceElement
    private let storyboard: UIStoryboard?
    /// The objects made, by id, held weakly: what holds them is what UIKit's would (their
    /// superviews, controllers and items), so a scene the app drops is released.
    private var made: [String: WeakReference] = [:]
    /// Connections whose destination did not exist yet: made when a view loads. A tab's outlets
    /// wait for its own view, however many of the other tabs load theirs first; their source
    /// and scene are held weakly, as `made` holds its objects.
    private var deferred: [(connection: InterfaceElement, source: WeakReference, scene: WeakReference?)] = []
    /// The embed segues of the container views made, performed once the scene's view is made.
    private var pendingEmbeds: [(segue: InterfaceElement, container: UIView, scene: UIViewController)] = []

    init(document: InterfaceElement, storyboard: UIStoryboard?) {
        self.document = document
        self.storyboard = storyboard
    }

    // MARK: - Scenes

    private static let controllerElements: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
    ]

    /// Every scene's controller element.
    private var sceneControllers: [InterfaceElement] {
        (document.child(named: "scenes")?.children(named: "scene") ?? []).compactMap { scene in
            scene.child(named: "objects")?.children.first {
                Self.controllerElements[$0.name] != nil || $0.name == "viewControllerPlaceholder"
            }
        }
    }

    /// The controller element with Storyboard ID `identifier`.
    func scene(withIdentifier identifier: String) -> InterfaceElement? {
        sceneControllers.first { $0["storyboardIdentifier"] == identifier }
    }

    /// The initial controller's element.
    var initialScene: InterfaceElement? {
        document["initialViewController"].flatMap { id in sceneControllers.first { $0["id"] == id } }
    }

    /// A new controller of the scene `element`: `creator`'s, else one of its class, with its
    /// title, items, presentation style and relationships (a navigation controller's root, a
    /// tab bar controller's tabs); its view is made when it loads.
    func viewController(
        _ element: InterfaceElement, creator: ((NSCoder) -> UIViewController?)? = nil
    ) -> UIViewController {
        if element.name == "viewControllerPlaceholder" { return referencedController(element) }
        let controller =
            creator?(NSCoder()) ?? make(element, as: UIViewController.self, default: Self.controllerElements)
        register(controller, for: element)
        controller.storyboard = storyboard
        if let title = element["title"] { controller.title = title }
        if let style = element["modalPresentationStyle"].flatMap(Self.presentationStyle) {
            controller.modalPresentationStyle = style
        }
        if let item = element.child(named: "navigationItem", key: "navigationItem") {
            applyNavigationItem(item, to: controller)
        }
        if let title = element.child(named: "tabBarItem", key: "tabBarItem")?["title"] {
            controller.tabBarItem.title = title
        }
        if let table = element.child(named: "tableView", key: "view"),
            let tableController = controller as? UITableViewController
        {
            tableController.tableView = makeView(table, scene: controller) as? UITableView
        } else if let view = element.children.first(where: { $0["key"] == "view" }) {
            controller.interfaceViewLoader = { [self, unowned controller] in loadView(view, of: controller) }
        }
        if let connections = element.child(named: "connections") {
            connect(connections, of: controller, scene: controller)
        }
        controller.awakeFromNib()
        return controller
    }

    /// The controller a storyboard reference names, from its storyboard.
    private func referencedController(_ element: InterfaceElement) -> UIViewController {
        let other = element["storyboardName"].map { UIStoryboard(name: $0, bundle: nil) } ?? storyboard
        guard let other else { fatalError("A storyboard reference names no storyboard") }
        if let identifier = element["referencedIdentifier"] {
            return other.instantiateViewController(withIdentifier: identifier)
        }
        guard let initial = other.instantiateInitialViewController() else {
            fatalError("Storyboard (\(element["storyboardName"] ?? "")) has no initial view controller")
        }
        return initial
    }

    private func applyNavigationItem(_ element: InterfaceElement, to controller: UIViewController) {
        let item = controller.navigationItem
        register(item, for: element)
        if let title = element["title"] { item.title = title }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"):
                item.leftBarButtonItem = barButtonItem(child, scene: controller)
            case ("barButtonItem", "rightBarButtonItem"):
                item.rightBarButtonItem = barButtonItem(child, scene: controller)
            case ("barButtonItem", "backBarButtonItem"):
                item.backBarButtonItem = barButtonItem(child, scene: controller)
            case ("leftBarButtonItems", _):
                item.leftBarButtonItems = child.children(named: "barButtonItem").map {
                    barButtonItem($0, scene: controller)
                }
            case ("rightBarButtonItems", _):
                item.rightBarButtonItems = child.children(named: "barButtonItem").map {
                    barButtonItem($0, scene: controller)
                }
            default: break
            }
        }
    }

    private func barButtonItem(_ element: InterfaceElement, scene: UIViewController) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = element["systemItem"].flatMap(Self.systemItem) {
            item = UIBarButtonItem(systemItem: system)
        } else {
            item = UIBarButtonItem(title: element["title"])
        }
        if element["style"] == "done" { item.style = .done }
        if element["enabled"] == "NO" { item.isEnabled = false }
        register(item, for: element)
        if let connections = element.child(named: "connections") { connect(connections, of: item, scene: scene) }
        return item
    }

    // MARK: - Views

    private static let viewElements: [String: UIView.Type] = [
        "view": UIView.self, "button": UIButton.self, "label": UILabel.self, "textField": UITextField.self,
        "switch": UISwitch.self, "segmentedControl": UISegmentedControl.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "scrollView": UIScrollView.self, "tableView": UITableView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "searchBar": UISearchBar.self,
        "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self, "containerView": UIView.self,
    ]

    /// The scene's view, made when the controller loads it, with the connections that wait for
    /// it, then the children its container views embed.
    private func loadView(_ element: InterfaceElement, of controller: UIViewController) -> UIView {
        let view = makeView(element, scene: controller)
        connectDeferred()
        view.awakeFromNibTree()
        let embeds = pendingEmbeds
        pendingEmbeds = []
        for (segue, container, scene) in embeds { embed(segue, in: container, of: scene) }
        return view
    }

    /// A new view of `element`, with its attributes, subviews and connections.
    func makeView(_ element: InterfaceElement, scene: UIViewController?) -> UIView {
        let view = make(element, as: UIView.self, default: Self.viewElements)
        populate(view, from: element, scene: scene)
        return view
    }

    /// Gives `view` what `element` holds: its attributes, its subviews (a cell's in its
    /// content view), a table's prototypes or static sections, a collection view's
    /// prototypes, a cell's style labels, and its connections.
    private func populate(_ view: UIView, from element: InterfaceElement, scene: UIViewController?) {
        register(view, for: element)
        applyAttributes(of: element, to: view)
        let content = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
        for group in element.children where group.name == "subviews" || group["key"] == "contentView" {
            let children = group.name == "subviews" ? group.children : group.child(named: "subviews")?.children ?? []
            for child in children {
                let subview = makeView(child, scene: scene)
                if let stack = view as? UIStackView {
                    stack.addArrangedSubview(subview)
                } else {
                    (content ?? view).addSubview(subview)
                }
            }
        }
        switch view {
        case let table as UITableView:
            for prototype in element.child(named: "prototypes")?.children(named: "tableViewCell") ?? [] {
                guard let (identifier, cellClass, fill) = self.prototype(prototype, scene: scene) else { continue }
                table.register(cellClass ?? UITableViewCell.self, forCellReuseIdentifier: identifier)
                table.prototypes[identifier] = fill
            }
            if element["dataMode"] == "static" { table.staticSections = staticSections(of: element, scene: scene) }
        case let collection as UICollectionView:
            for prototype in element.child(named: "cells")?.children(named: "collectionViewCell") ?? [] {
                guard let (identifier, cellClass, fill) = self.prototype(prototype, scene: scene) else { continue }
                collection.register(cellClass ?? UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
                collection.prototypes[identifier] = fill
            }
        case let cell as UITableViewCell:
            cell.adoptStyleLabels(
                text: element["textLabel"].flatMap(object) as? UILabel,
                detail: element["detailTextLabel"].flatMap(object) as? UILabel)
        default: break
        }
        if let connections = element.child(named: "connections") { connect(connections, of: view, scene: scene) }
    }

    /// A prototype cell's reuse identifier, its class (`nil` for the UIKit cell), and what
    /// makes its content in each cell dequeued for it, the cell the table or collection
    /// view made of that class; `nil` for a prototype with no reuse identifier.
    private func prototype(
        _ element: InterfaceElement, scene: UIViewController?
    ) -> (identifier: String, cellClass: AnyClass?, fill: (UIView) -> Void)? {
        guard let identifier = element["reuseIdentifier"] else { return nil }
        let fill = { [document, storyboard, weak scene] (cell: UIView) in
            InterfaceInflater(document: document, storyboard: storyboard).fill(cell, from: element, scene: scene)
        }
        return (identifier, element["customClass"].flatMap(PortedInterface.appClass(named:)), fill)
    }

    /// Makes a prototype's content in `cell`, a cell of its class the table or collection
    /// view made.
    func fill(_ cell: UIView, from element: InterfaceElement, scene: UIViewController?) {
        populate(cell, from: element, scene: scene)
        connectDeferred()
        cell.awakeFromNib()
    }

    /// A static table's sections with their cells, made now, as a storyboard makes them
    /// with the table.
    private func staticSections(of table: InterfaceElement, scene: UIViewController?) -> [UITableView.StaticSection] {
        (table.child(named: "sections")?.children(named: "tableViewSection") ?? []).map { section in
            UITableView.StaticSection(
                headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                cells: (section.child(named: "cells")?.children(named: "tableViewCell") ?? []).compactMap {
                    makeView($0, scene: scene) as? UITableViewCell
                })
        }
    }

    private func applyAttributes(of element: InterfaceElement, to view: UIView) {
        if element.isYes("hidden") { view.isHidden = true }
        if element["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if let accessibility = element.child(named: "accessibility", key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = accessibility["label"] { view.accessibilityLabel = label }
        }
        if let control = view as? UIControl, element["enabled"] == "NO" { control.isEnabled = false }
        switch view {
        case let button as UIButton:
            // A configured button shows its configuration's title (Xcode also writes "Button" as
            // its normal state's).
            let title =
                element.child(named: "buttonConfiguration", key: "configuration")?["title"]
                ?? element.children(named: "state").first { $0["key"] == "normal" }?["title"]
            if let title { button.setTitle(title, for: .normal) }
        case let label as UILabel: label.text = element["text"]
        case let field as UITextField:
            field.text = element["text"]
            field.placeholder = element["placeholder"]
            if element.child(named: "textInputTraits")?.isYes("secureTextEntry") == true {
                field.isSecureTextEntry = true
            }
        case let toggle as UISwitch: toggle.isOn = element.isYes("on")
        case let segments as UISegmentedControl:
            for (index, segment) in (element.child(named: "segments")?.children ?? []).enumerated() {
                segments.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap(Int.init) {
                segments.selectedSegmentIndex = selected
            }
        case let stack as UIStackView: if element["axis"] == "vertical" { stack.axis = .vertical }
        case let image as UIImageView: image.image = element["image"].flatMap { UIImage(named: $0) }
        case let cell as UITableViewCell:
            if let accessory = element["accessoryType"].flatMap({
                Self.named($0, 0...4) as UITableViewCell.AccessoryType?
            }) {
                cell.accessoryType = accessory
            }
            if let style = element["selectionStyle"].flatMap({
                Self.named($0, 0...3) as UITableViewCell.SelectionStyle?
            }) {
                cell.selectionStyle = style
            }
        default: break
        }
    }

    // MARK: - Connections

    /// Makes the outlets, actions and segues `connections` holds for `source`. One whose
    /// destination is not made yet waits for the view (`deferring`), else it is left out.
    private func connect(
        _ connections: InterfaceElement, of source: AnyObject, scene: UIViewController?, deferring: Bool = true
    ) {
        for connection in connections.children {
            if waits(connection) {
                if deferring { deferred.append((connection, WeakReference(source), scene.map(WeakReference.init))) }
            } else {
                establish(connection, of: source, scene: scene)
            }
        }
    }

    /// Whether `connection`'s destination is not made yet.
    private func waits(_ connection: InterfaceElement) -> Bool {
        connection.name != "segue" && connection["destination"].map { $0 != "-2" && object($0) == nil } == true
    }

    /// Makes the connections that waited for the objects made since; the others wait on.
    private func connectDeferred() {
        let waiting = deferred
        deferred = []
        for entry in waiting {
            guard let source = entry.source.object else { continue }
            if waits(entry.connection) {
                deferred.append(entry)
            } else {
                establish(entry.connection, of: source, scene: entry.scene?.object as? UIViewController)
            }
        }
    }

    /// Makes one outlet, action or segue of `source`.
    private func establish(_ connection: InterfaceElement, of source: AnyObject, scene: UIViewController?) {
        switch connection.name {
        case "outlet", "outletCollection": setOutlet(connection, of: source)
        case "action": addAction(connection, to: source)
        case "segue": addSegue(connection, from: source, scene: scene)
        default: break
        }
    }

    private func setOutlet(_ outlet: InterfaceElement, of source: AnyObject) {
        guard let property = outlet["property"], let destination = outlet["destination"].flatMap(object) else {
            return
        }
        switch (property, source) {
        case ("view", let controller as UIViewController): controller.view = destination as? UIView
        case ("dataSource", let table as UITableView): table.dataSource = destination as? any UITableViewDataSource
        case ("delegate", let table as UITableView): table.delegate = destination as? any UITableViewDelegate
        case ("prefetchDataSource", let table as UITableView):
            table.prefetchDataSource = destination as? any UITableViewDataSourcePrefetching
        case ("prefetchDataSource", let collection as UICollectionView):
            collection.prefetchDataSource = destination as? any UICollectionViewDataSourcePrefetching
        case ("dataSource", let collection as UICollectionView):
            collection.dataSource = destination as? any UICollectionViewDataSource
        case ("delegate", let collection as UICollectionView):
            collection.delegate = destination as? any UICollectionViewDelegate
        case ("delegate", let field as UITextField): field.delegate = destination as? any UITextFieldDelegate
        case ("delegate", let bar as UISearchBar): bar.delegate = destination as? any UISearchBarDelegate
        default:
            guard PortedInterface.connect(outlet: property, of: source, to: destination) else {
                fatalError(
                    "[<\(type(of: source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant "
                        + "for the key \(property).")
            }
        }
    }

    private func addAction(_ action: InterfaceElement, to source: AnyObject) {
        guard let name = action["selector"] else { return }
        let target = action["destination"].flatMap(object)
        guard let selector = target.flatMap({ PortedInterface.action(name, of: $0) }) ?? Self.unrecognized(name) else {
            return
        }
        switch source {
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        case let control as UIControl:
            let event = action["eventType"].flatMap { Self.events[$0] } ?? .touchUpInside
            control.addTarget(target, action: selector, for: event)
        default: break
        }
    }

    /// A selector that stops the app as UIKit does when the target has no method `name`.
    private static func unrecognized(_ name: String) -> Selector? {
        Selector(
            navSimPort: name,
            takingNothing: { (target: AnyObject) in
                { fatalError("-[\(type(of: target)) \(name)]: unrecognized selector sent to instance") }
            })
    }

    private func addSegue(_ segue: InterfaceElement, from source: AnyObject, scene: UIViewController?) {
        if segue["kind"] == "relationship" {
            addRelationship(segue, to: source)
            return
        }
        if segue["kind"] == "embed" {
            if let container = source as? UIView, let scene { pendingEmbeds.append((segue, container, scene)) }
            return
        }
        guard let scene else { return }
        let perform = { [self, weak scene] (sender: Any?, triggered: Bool) in
            if let scene { performSegue(segue, from: scene, sender: sender, triggered: triggered) }
        }
        if let identifier = segue["identifier"] {
            scene.storyboardSegues[identifier] = { perform($0, false) }
        }
        switch source {
        case let control as UIControl:
            control.addAction(UIAction { [weak control] _ in perform(control, true) }, for: .touchUpInside)
        case let item as UIBarButtonItem:
            item.primaryAction = UIAction { [weak item] _ in perform(item, true) }
        case let cell as UIView
        where (cell is UITableViewCell || cell is UICollectionViewCell) && segue["trigger"] != "accessoryAction":
            // Performed when the cell's row is selected.
            cell.selectionSegue = { [weak cell] in perform(cell, true) }
        default: break
        }
    }

    private func addRelationship(_ segue: InterfaceElement, to source: AnyObject) {
        guard let element = segue["destination"].flatMap(controllerElement(id:)) else { return }
        let child = viewController(element)
        switch (segue["relationship"], source) {
        case ("rootViewController", let navigation as UINavigationController):
            navigation.setViewControllers([child], animated: false)
        case ("viewControllers", let tabs as UITabBarController):
            tabs.setViewControllers((tabs.viewControllers ?? []) + [child], animated: false)
        default: break
        }
    }

    private func controllerElement(id: String) -> InterfaceElement? { sceneControllers.first { $0["id"] == id } }

    /// Embeds an embed segue's destination in `container` as the scene's child, once the
    /// scene's view is made and connected and before it loads (its `viewDidLoad`): the
    /// scene prepares for the segue, then adopts the child, whose view goes in the container.
    private func embed(_ element: InterfaceElement, in container: UIView, of scene: UIViewController) {
        guard let destination = element["destination"].flatMap(controllerElement(id:)) else { return }
        let child = InterfaceInflater(document: document, storyboard: storyboard).viewController(destination)
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: scene, destination: child) {
            scene.addChild(child)
            container.addSubview(child.view)
            child.didMove(toParent: scene)
        }
        scene.prepare(for: segue, sender: nil)
        segue.perform()
    }

    /// Performs a segue from `source`: asks `shouldPerformSegue` when a control triggered it,
    /// makes a new destination, lets `source` prepare, and shows or presents it as its kind says.
    private func performSegue(_ element: InterfaceElement, from source: UIViewController, sender: Any?, triggered: Bool)
    {
        let identifier = element["identifier"]
        if triggered, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        if element["kind"] == "unwind" { return unwind(element, from: source, sender: sender) }
        guard let destinationElement = element["destination"].flatMap(controllerElement(id:)) else { return }
        let destination = InterfaceInflater(document: document, storyboard: storyboard).viewController(
            destinationElement)
        let animated = element["animates"] != "NO"
        let segue: UIStoryboardSegue
        if let custom = element["customClass"].flatMap(PortedInterface.appClass(named:)) as? UIStoryboardSegue.Type {
            segue = custom.init(identifier: identifier, source: source, destination: destination)
        } else {
            let kind = element["kind"] ?? "show"
            let style = element["modalPresentationStyle"].flatMap(Self.presentationStyle)
            segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                switch kind {
                case "presentation", "modal", "popoverPresentation":
                    if let style { destination.modalPresentationStyle = style }
                    source.present(destination, animated: animated)
                default:
                    source.show(destination, sender: sender)
                }
            }
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Unwinds to the nearest controller that has the segue's unwind action (``unwindDestination``):
    /// the source prepares, the destination's action runs with the segue, then what the
    /// destination presents is dismissed and its stack pops to it, in the order of Apple's
    /// "Dismissing a view controller with an unwind segue". With no such controller nothing
    /// happens.
    private func unwind(_ element: InterfaceElement, from source: UIViewController, sender: Any?) {
        guard let name = element["unwindAction"],
            let (destination, action) = Self.unwindDestination(for: name, from: source)
        else { return }
        let animated = element["animates"] != "NO"
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: source, destination: destination) {
            let container = destination.navigationController ?? destination
            if container.presentedViewController != nil { container.dismiss(animated: animated) }
            if let navigation = destination.navigationController, navigation.topViewController !== destination {
                navigation.popToViewController(destination, animated: animated)
            }
        }
        source.prepare(for: segue, sender: sender)
        action.perform(on: destination, sender: segue)
        segue.perform()
    }

    /// The controller an unwind to `action` (`unwindToList:`) goes to, and its action: from
    /// `source` outwards, the controllers below it on its navigation stack, nearest first,
    /// then the controller presenting its stack (a navigation controller's stack from the
    /// top, a tab bar controller's selected tab), and so on, as UIKit searches (Apple's
    /// `canPerformUnwindSegueAction(_:from:withSender:)`).
    private static func unwindDestination(
        for action: String, from source: UIViewController
    ) -> (UIViewController, Selector)? {
        var current = source
        while true {
            if let navigation = current.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === current })
            {
                for candidate in navigation.viewControllers[..<index].reversed() {
                    if let selector = PortedInterface.action(action, of: candidate) { return (candidate, selector) }
                }
            }
            let container: UIViewController = current.navigationController ?? current.tabBarController ?? current
            guard let presenter = container.presentingViewController else { return nil }
            var shown = presenter
            if let tabs = shown as? UITabBarController, let selected = tabs.selectedViewController { shown = selected }
            if let navigation = shown as? UINavigationController, let top = navigation.topViewController { shown = top }
            if let selector = PortedInterface.action(action, of: shown) { return (shown, selector) }
            current = shown
        }
    }

    // MARK: - Making objects

    /// A new object of `element`'s class, which must be a `Base`: its `customClass` when the
    /// app declares one or it names one of UIKit's classes the element could be
    /// (`<viewController customClass="UINavigationController">`, as ApplicationCoordinator's
    /// tabs are), else the UIKit class its element names (`defaults`), else `Base`.
    private func make<Base: NSObject>(
        _ element: InterfaceElement, as base: Base.Type, default defaults: [String: Base.Type]
    )
        -> Base
    {
        let named = element["customClass"]
        let uiKitClass = named.flatMap { name in defaults.values.first { String(describing: $0) == name } }
        let made: AnyClass =
            named.flatMap(PortedInterface.appClass(named:)) ?? uiKitClass ?? defaults[element.name] ?? base
        if let controller = made as? UIViewController.Type, let object = controller.init(coder: NSCoder()) as? Base {
            return object
        }
        if let view = made as? UIView.Type, let object = view.init(coder: NSCoder()) as? Base { return object }
        fatalError("Unknown class \(named ?? element.name) in Interface Builder file (NavSim: not a \(Base.self))")
    }

    private func register(_ object: AnyObject, for element: InterfaceElement) {
        if let id = element["id"] { made[id] = WeakReference(object) }
    }

    private func object(_ id: String) -> AnyObject? { made[id]?.object }

    /// Makes `file`'s top-level objects with `owner` as File's Owner, connecting the owner's
    /// outlets and actions; returns them in document order.
    func instantiateNib(owner: AnyObject?) -> [AnyObject] {
        let content = document.child(named: "objects")?.children ?? []
        if let owner { made["-1"] = WeakReference(owner) }
        let scene = owner as? UIViewController
        let topLevel = content.filter { $0.name != "placeholder" }.map { makeView($0, scene: scene) as AnyObject }
        for placeholder in content where placeholder.name == "placeholder" {
            if let owner, let connections = placeholder.child(named: "connections") {
                connect(connections, of: owner, scene: scene, deferring: false)
            }
        }
        connectDeferred()
        for case let view as UIView in topLevel { view.awakeFromNibTree() }
        return topLevel
    }

    // MARK: - Names

    private static let events: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchUpInside": .touchUpInside,
        "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel, "valueChanged": .valueChanged,
        "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    private static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? { named(name, 0...24) }

    private static func presentationStyle(_ name: String) -> UIModalPresentationStyle? { named(name, -2...7) }

    /// The case of `Value` named `name` (Interface Builder writes the Swift case names), of
    /// those whose raw values are in `rawValues`.
    private static func named<Value: RawRepresentable<Int>>(_ name: String, _ rawValues: ClosedRange<Int>) -> Value? {
        rawValues.lazy.compactMap { Value(rawValue: $0) }.first { "\($0)" == name }
    }
}

extension UIView {
    /// Sends `awakeFromNib()` to this view and every view under it, deepest last.
    func awakeFromNibTree() {
        awakeFromNib()
        for subview in subviews { subview.awakeFromNibTree() }
    }
}
