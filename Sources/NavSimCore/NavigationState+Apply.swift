extension NavigationState {
    /// Returns the state after `event`.
    ///
    /// - Throws: ``NavigationError`` when the event cannot happen in this state.
    public func applying(_ event: NavigationEvent) throws(NavigationError) -> NavigationState {
        var next = self
        try next.apply(event)
        return next
    }

    /// Folds one event into the state: the only way the state ever changes.
    ///
    /// The fold is atomic: when it throws, the state is unchanged.
    ///
    /// ```swift
    /// var state = NavigationState()
    /// try state.apply(.launched)
    /// try state.apply(.windowCreated(WindowID(1)))
    /// ```
    ///
    /// - Throws: ``NavigationError`` naming the event and the step when the event is
    ///   impossible here: an unknown id, a pop of a root, a dismiss with nothing presented, a
    ///   present while already presenting, a tap on a screen that is not on screen, ….
    public mutating func apply(_ event: NavigationEvent) throws(NavigationError) {
        do throws(Problem) {
            if let crash { throw .afterCrash(step: crash.step) }
            try fold(event)
        } catch {
            throw NavigationError(step: step + 1, event: event, problem: error)
        }
        step += 1
    }

    private typealias Problem = NavigationError.Problem

    // Every case checks all of its preconditions before it changes anything.
    private mutating func fold(_ event: NavigationEvent) throws(Problem) {
        switch event {
        case .launched:
            guard step == 0 else { throw .launchedTwice }
        case .userTapped(let screen, _, _):
            let appearance = screens.values[try screenIndex(screen)].appearance
            // While a transition animates, a fast touch can still land on its screens.
            guard appearance == .appeared || (appearance == .appearing || appearance == .disappearing) && isAnimating
            else { throw .screenNotVisible(screen) }
        case .backTapped(let id), .interactiveBackBegan(let id):
            let container = try navigation(id)
            guard !container.isSwipingBack else { throw .swipeInProgress(id) }
            guard container.stack.count > 1 else { throw .popOfRoot(id) }
            if case .interactiveBackBegan = event { containers[id]?.isSwipingBack = true }
        case .interactiveBackCancelled(let id), .interactiveBackFinished(let id):
            guard try navigation(id).isSwipingBack else { throw .noSwipeInProgress(id) }
            containers[id]?.isSwipingBack = false
        case .sheetSwipeBegan(let id):
            let (window, index) = try topPresentation(id)
            let presentation = window.modals[index]
            guard presentation.style.isSheet else { throw .notASheet(id, style: presentation.style) }
            guard !presentation.isSwipingDown else { throw .sheetSwipeInProgress(id) }
            windows[window.id]?.modals[index].isSwipingDown = true
        case .sheetSwipeCancelled(let id), .sheetSwipeFinished(let id), .sheetSwipeRefused(let id):
            let (window, index) = try topPresentation(id)
            guard window.modals[index].isSwipingDown else { throw .noSheetSwipeInProgress(id) }
            windows[window.id]?.modals[index].isSwipingDown = false
        case .tabTapped(let id, let index):
            try checkTab(index, of: id)
        case .deepLinkOpened:
            break
        case .serviceResponded(let service, let request, _):
            guard pendingRequests[request] == service else { throw .noPendingRequest(service, request: request) }
            pendingRequests[request] = nil
        case .animationsEnded:
            guard isAnimating else { throw .notAnimating }

        case .coordinatorCreated(let id, let type):
            guard coordinators[id] == nil else { throw .duplicateID(id.description) }
            coordinators[id] = CoordinatorNode(id: id, type: type)
        case .coordinatorStarted(let id):
            guard try aliveCoordinator(id).phase == .created else { throw .wrongPhase(id, phase: .started) }
            coordinators[id]?.phase = .started
        case .coordinatorFinished(let id):
            let phase = try aliveCoordinator(id).phase
            guard phase != .finished else { throw .wrongPhase(id, phase: phase) }
            coordinators[id]?.phase = .finished
        case .coordinatorDeallocated(let id):
            try deallocateCoordinator(id)
        case .childAdded(let id, let parent):
            let child = try aliveCoordinator(id)
            _ = try aliveCoordinator(parent)
            if let current = child.parent { throw .alreadyChild(id, parent: current) }
            try checkNotAncestor(id, of: parent, hasChildren: !child.children.isEmpty)
            coordinators[id]?.parent = parent
            coordinators[parent]?.children.append(id)
        case .childRemoved(let id, let parent):
            guard try coordinator(id).parent == parent else { throw .notChild(id, parent: parent) }
            coordinators[id]?.parent = nil
            coordinators[parent]?.children.removeAll { $0 == id }

        case .screenCreated(let id, let name, let owner, let state):
            guard screens[id] == nil else { throw .duplicateID(id.description) }
            if let owner { _ = try aliveCoordinator(owner) }
            screens[id] = ScreenNode(id: id, name: name, owner: owner, state: state)
            if let owner { coordinators[owner]?.screens.append(id) }
        case .screenDeallocated(let id):
            let node = try screen(id)
            if let location = node.location { throw .stillHeld(.screen(id), at: location) }
            screens[id] = nil
            // Its children went with it, as a container's stack does.
            for child in node.children { setLocation(nil, of: .screen(child)) }
            if let owner = node.owner {
                coordinators[owner]?.screens.removeAll { $0 == id }
                dropTombstoneIfUnused(owner)
            }
        case .containerCreated(let id, let style, let owner):
            guard containers[id] == nil else { throw .duplicateID(id.description) }
            if let owner { _ = try aliveCoordinator(owner) }
            containers[id] = ContainerNode(id: id, style: style, owner: owner)
            if let owner { coordinators[owner]?.containers.append(id) }
        case .containerDeallocated(let id):
            let node = try container(id)
            if let location = node.location { throw .stillHeld(.container(id), at: location) }
            containers[id] = nil
            for screen in node.stack { setLocation(nil, of: .screen(screen)) }
            for tab in node.tabs { setLocation(nil, of: tab) }
            if let owner = node.owner {
                coordinators[owner]?.containers.removeAll { $0 == id }
                dropTombstoneIfUnused(owner)
            }
        case .windowCreated(let id):
            guard windows[id] == nil else { throw .duplicateID(id.description) }
            windows[id] = WindowNode(id: id)
        case .windowRootSet(let id, let root):
            guard let window = windows[id] else { throw .unknownWindow(id) }
            if let root, root != window.root { try checkUnheld(root) }
            if let old = window.root { setLocation(nil, of: old) }
            windows[id]?.root = root
            if let root { setLocation(.windowRoot(id), of: root) }

        case .pushed(let screen, let id):
            try checkIdle(navigation(id))
            try checkUnheld(.screen(screen))
            containers[id]?.stack.append(screen)
            setLocation(.stack(id), of: .screen(screen))
        case .popped(let screen, let id):
            let container = try navigation(id)
            try checkIdle(container)
            guard container.stack.last == screen else { throw .notTopOfStack(screen, container: id) }
            guard container.stack.count > 1 else { throw .popOfRoot(id) }
            try replaceStack(of: id, with: container.stack.dropLast())
        case .poppedTo(let screen, let id):
            let container = try navigation(id)
            try checkIdle(container)
            guard let index = container.stack.firstIndex(of: screen) else { throw .notInStack(screen, container: id) }
            guard index < container.stack.count - 1 else { throw .popOfRoot(id) }
            try replaceStack(of: id, with: container.stack.prefix(through: index))
        case .poppedToRoot(let id):
            let container = try navigation(id)
            try checkIdle(container)
            guard container.stack.count > 1 else { throw .popOfRoot(id) }
            try replaceStack(of: id, with: container.stack.prefix(1))
        case .stackReplaced(let id, let stack):
            try checkIdle(navigation(id))
            try replaceStack(of: id, with: stack)

        case .presented(let controller, let presenter, let style):
            let window = try window(holding: presenter)
            guard layer(of: presenter, in: window) == window.modals.count else { throw .alreadyPresenting(presenter) }
            try checkNoSheetSwipe(in: window)
            try checkUnheld(controller)
            windows[window.id]?.modals.append(Presentation(controller: controller, presenter: presenter, style: style))
            setLocation(.presented(window.id), of: controller)
        case .dismissed(let controller):
            let (window, _) = try topPresentation(controller)
            try checkNoSheetSwipe(in: window)
            windows[window.id]?.modals.removeLast()
            setLocation(nil, of: controller)
        case .tabsSet(let id, let tabs):
            let container = try tabBar(id)
            for tab in tabs where !container.tabs.contains(tab) { try checkUnheld(tab) }
            guard Set(tabs).count == tabs.count else { throw .duplicateID("a tab") }
            for case .container(let tab) in tabs { try checkNotAround(id, tab: tab) }
            for tab in container.tabs { setLocation(nil, of: tab) }
            containers[id]?.tabs = tabs
            containers[id]?.selectedTab = 0
            for tab in tabs { setLocation(.tab(id), of: tab) }
        case .tabSelected(let id, let index):
            try checkTab(index, of: id)
            containers[id]?.selectedTab = index
        case .lifecycle(let id, let callback):
            let index = try screenIndex(id)
            let phase = screens.values[index].appearance
            let (next, isInOrder) = phase.after(callback)
            if !isInOrder, screens.values[index].lifecycleFault == nil {
                screens.values[index].lifecycleFault = LifecycleFault(callback: callback, phase: phase, step: step + 1)
            }
            screens.values[index].appearance = next
        case .screenEmbedded(let id, let parent):
            _ = try screen(parent)
            try checkUnheld(.screen(id))
            try checkNotAbove(id, parent: parent)
            screens[parent]?.children.append(id)
            setLocation(.embedded(parent), of: .screen(id))
        case .screenUnembedded(let id):
            guard case .embedded(let parent) = try screen(id).location else { throw .notEmbedded(id) }
            screens[parent]?.children.removeAll { $0 == id }
            setLocation(nil, of: .screen(id))

        case .serviceRequested(let service, let request, _):
            guard pendingRequests[request] == nil else { throw .duplicateID("request #\(request)") }
            pendingRequests[request] = service
        case .viewModelStateChanged(let id, let state):
            screens.values[try screenIndex(id)].state = state
        case .commandIgnored:
            break
        case .transitionNested(let id, _):
            _ = try navigation(id)
        case .crashed(let reason, let coordinator):
            crash = Crash(reason: reason, coordinator: coordinator, step: step + 1)
        case .annotated(_, let coordinator, _):
            if let coordinator { _ = try self.coordinator(coordinator) }
        }
    }
}

// MARK: - Lookups that throw

extension NavigationState {
    private func coordinator(_ id: CoordinatorID) throws(Problem) -> CoordinatorNode {
        guard let node = coordinators[id] else { throw .unknownCoordinator(id) }
        return node
    }

    private func aliveCoordinator(_ id: CoordinatorID) throws(Problem) -> CoordinatorNode {
        let node = try coordinator(id)
        guard !node.isDeallocated else { throw .coordinatorDeallocated(id) }
        return node
    }

    /// The position of screen `id`, for reading and changing it with one hash lookup.
    private func screenIndex(_ id: ScreenID) throws(Problem) -> [ScreenID: ScreenNode].Index {
        guard let index = screens.index(forKey: id) else { throw .unknownScreen(id) }
        return index
    }

    private func screen(_ id: ScreenID) throws(Problem) -> ScreenNode {
        guard let node = screens[id] else { throw .unknownScreen(id) }
        return node
    }

    private func container(_ id: ContainerID) throws(Problem) -> ContainerNode {
        guard let node = containers[id] else { throw .unknownContainer(id) }
        return node
    }

    private func navigation(_ id: ContainerID) throws(Problem) -> ContainerNode {
        let node = try container(id)
        guard node.style == .navigation else { throw .notNavigationController(id) }
        return node
    }

    private func tabBar(_ id: ContainerID) throws(Problem) -> ContainerNode {
        let node = try container(id)
        guard node.style == .tabBar else { throw .notTabBarController(id) }
        return node
    }

    private func checkExists(_ controller: ControllerID) throws(Problem) {
        switch controller {
        case .screen(let id): _ = try screen(id)
        case .container(let id): _ = try container(id)
        }
    }

    private func checkUnheld(_ controller: ControllerID) throws(Problem) {
        try checkExists(controller)
        if let location = location(of: controller) { throw .stillHeld(controller, at: location) }
    }

    private func checkIdle(_ container: ContainerNode) throws(Problem) {
        guard !container.isSwipingBack else { throw .swipeInProgress(container.id) }
    }

    /// The window where `controller` is the top-most presentation, and that presentation's
    /// index in the window's modal chain.
    private func topPresentation(_ controller: ControllerID) throws(Problem) -> (WindowNode, Int) {
        try checkExists(controller)
        guard case .presented(let id) = location(of: controller), let window = windows[id],
            let index = window.modals.indices.last, window.modals[index].controller == controller
        else { throw .notTopmostPresentation(controller) }
        return (window, index)
    }

    private func checkNoSheetSwipe(in window: WindowNode) throws(Problem) {
        if let top = window.modals.last, top.isSwipingDown { throw .sheetSwipeInProgress(top.controller) }
    }

    private func checkTab(_ index: Int, of id: ContainerID) throws(Problem) {
        let count = try tabBar(id).tabs.count
        guard index >= 0, index < count else { throw .tabOutOfRange(index, count: count) }
    }

    /// The window whose hierarchy holds `controller`.
    private func window(holding controller: ControllerID) throws(Problem) -> WindowNode {
        try checkExists(controller)
        guard let id = windowID(holding: controller), let window = windows[id] else { throw .notInWindow(controller) }
        return window
    }
}

// MARK: - Changes

extension NavigationState {
    /// Refuses to make `id` a child of `parent` when `parent` is `id` itself or one of its
    /// descendants: the coordinator tree would get a cycle.
    ///
    /// `id` has no parent, so it is the root of its own tree; only when it has children
    /// can `parent` be below it, and then the walk up from `parent` is as long as the tree
    /// is deep.
    private func checkNotAncestor(_ id: CoordinatorID, of parent: CoordinatorID, hasChildren: Bool) throws(Problem) {
        guard id != parent else { throw .cycle(id, parent: parent) }
        guard hasChildren else { return }
        var ancestor = coordinators[parent]?.parent
        while let current = ancestor {
            if current == id { throw .cycle(id, parent: parent) }
            ancestor = coordinators[current]?.parent
        }
    }

    /// Refuses to make container `tab` a tab of `tabBar` when `tabBar` is `tab` itself or
    /// inside it: the controller hierarchy would get a cycle.
    ///
    /// Only a tab that has tabs of its own can hold `tabBar`, and then the walk up from
    /// `tabBar` is as long as the hierarchy is deep.
    private func checkNotAround(_ tabBar: ContainerID, tab: ContainerID) throws(Problem) {
        guard tab != tabBar else { throw .containerCycle(tab, tabBar: tabBar) }
        guard containers[tab]?.tabs.isEmpty == false else { return }
        var above = tabBar
        while case .tab(let holder)? = containers[above]?.location {
            if holder == tab { throw .containerCycle(tab, tabBar: tabBar) }
            above = holder
        }
    }

    /// Refuses to embed screen `id` in `parent` when `parent` is `id` itself or embedded in
    /// it, directly or deeper: the screens would hold each other.
    ///
    /// `id` is held by nothing, so only when it has children can `parent` be below it, and
    /// then the walk up from `parent` is as long as the embedding is deep.
    private func checkNotAbove(_ id: ScreenID, parent: ScreenID) throws(Problem) {
        guard id != parent else { throw .embeddingCycle(id, parent: parent) }
        guard screens[id]?.children.isEmpty == false else { return }
        var above = parent
        while case .embedded(let holder)? = screens[above]?.location {
            if holder == id { throw .embeddingCycle(id, parent: parent) }
            above = holder
        }
    }

    private mutating func deallocateCoordinator(_ id: CoordinatorID) throws(Problem) {
        let node = try aliveCoordinator(id)
        if let parent = node.parent { throw .stillHeldByParent(id, parent: parent) }
        // Its `childCoordinators` went with it: the children lose their parent.
        for child in node.children { coordinators[child]?.parent = nil }
        coordinators[id]?.children = []
        coordinators[id]?.isDeallocated = true
        dropTombstoneIfUnused(id)
    }

    private mutating func dropTombstoneIfUnused(_ id: CoordinatorID) {
        guard let node = coordinators[id], node.isDeallocated, node.screens.isEmpty, node.containers.isEmpty
        else { return }
        coordinators[id] = nil
    }

    private mutating func replaceStack(of id: ContainerID, with stack: some Collection<ScreenID>) throws(NavigationError
        .Problem)
    {
        let old = containers[id]?.stack ?? []
        var seen = Set<ScreenID>()
        for screen in stack {
            guard seen.insert(screen).inserted else { throw .duplicateInStack(screen) }
            if !old.contains(screen) { try checkUnheld(.screen(screen)) }
        }
        for screen in old where !seen.contains(screen) { setLocation(nil, of: .screen(screen)) }
        containers[id]?.stack = Array(stack)
        for screen in stack { setLocation(.stack(id), of: .screen(screen)) }
    }

    private mutating func setLocation(_ location: Location?, of controller: ControllerID) {
        switch controller {
        case .screen(let id):
            screens[id]?.location = location
            if location != nil, let owner = screens[id]?.owner { coordinators[owner]?.hasShownScreens = true }
        case .container(let id):
            containers[id]?.location = location
        }
    }
}

// MARK: - Lifecycle order

extension Appearance {
    /// The phase after `callback`, and whether UIKit sends `callback` in this phase.
    package func after(_ callback: LifecycleCallback) -> (Appearance, isInOrder: Bool) {
        switch callback {
        case .viewDidLoad: (.disappeared, self == .unloaded)
        case .viewWillAppear: (.appearing, self == .disappeared || self == .disappearing)
        case .viewDidAppear: (.appeared, self == .appearing)
        case .viewWillDisappear: (.disappearing, self == .appeared || self == .appearing)
        case .viewDidDisappear: (.disappeared, self == .disappearing)
        }
    }
}
