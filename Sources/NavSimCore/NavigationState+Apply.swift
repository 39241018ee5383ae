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
        case .launched, .launchedWith:
            guard step == 0 else { throw .launchedTwice }
        case .userTapped(let screen, _, _):
            let index = try screenIndex(screen)
            let appearance = Self.inPlace(&screens.values[index]) { $0.appearance }
            guard takesTaps(appearance) else { throw .screenNotVisible(screen) }
        case .backTapped(let id), .interactiveBackBegan(let id):
            let index = try navigationIndex(id)
            let (isSwipingBack, depth) = Self.inPlace(&containers.values[index]) { ($0.isSwipingBack, $0.stack.count) }
            guard !isSwipingBack else { throw .swipeInProgress(id) }
            guard depth > 1 else { throw .popOfRoot(id) }
            if case .interactiveBackBegan = event { containers.values[index].isSwipingBack = true }
        case .interactiveBackCancelled(let id), .interactiveBackFinished(let id):
            let index = try navigationIndex(id)
            guard Self.inPlace(&containers.values[index], { $0.isSwipingBack }) else { throw .noSwipeInProgress(id) }
            containers.values[index].isSwipingBack = false
        case .sheetSwipeBegan(let id):
            let (window, index) = try topPresentation(id)
            let presentation = window.modals[index]
            guard presentation.style.isSheet else { throw .notASheet(id, style: presentation.style) }
            guard !presentation.isSwipingDown else { throw .sheetSwipeInProgress(id) }
            windows.modify(window.id) { $0.modals[index].isSwipingDown = true }
        case .tappedOutsidePopover(let id):
            let (window, index) = try topPresentation(id)
            let style = window.modals[index].style
            guard style == .popover else { throw .notAPopover(id, style: style) }
        case .sheetSwipeCancelled(let id), .sheetSwipeFinished(let id), .sheetSwipeRefused(let id):
            let (window, index) = try topPresentation(id)
            guard window.modals[index].isSwipingDown else { throw .noSheetSwipeInProgress(id) }
            windows.modify(window.id) { $0.modals[index].isSwipingDown = false }
        case .tabTapped(let id, let index):
            try checkTab(index, of: id)
        case .deepLinkOpened, .shortcutPerformed:
            break
        case .appStateChanged(let target):
            guard target != appState else { throw .alreadyInAppState(target) }
            appState = target
        case .serviceResponded(let service, let request, _):
            guard pendingRequests[request] == service else { throw .noPendingRequest(service, request: request) }
            pendingRequests[request] = nil
        case .animationsEnded:
            guard isAnimating else { throw .notAnimating }
        case .timePassed(let milliseconds):
            let (later, overflow) = clock.addingReportingOverflow(milliseconds)
            guard milliseconds > 0, !overflow else { throw .timeOutOfOrder(milliseconds) }
            if let next = timers.first, later > next { throw .pastTimer(deadline: next) }
            clock = later
            timers.removeAll { $0 == clock }

        case .coordinatorCreated(let id, let type):
            guard coordinators.index(forKey: id) == nil else { throw .duplicateID(id.description) }
            var node = CoordinatorNode(id: id, type: type)
            if let owner = frontScreen.flatMap({ screens[$0]?.owner }), let creator = coordinators[owner],
                !creator.isDeallocated
            {
                node.creator = CoordinatorNode.Creator(id: owner, type: creator.type)
            }
            coordinators[id] = node
        case .coordinatorStarted(let id):
            let index = try aliveCoordinatorIndex(id)
            guard Self.inPlace(&coordinators.values[index], { $0.phase }) == .created else {
                throw .wrongPhase(id, phase: .started)
            }
            coordinators.values[index].phase = .started
        case .coordinatorFinished(let id):
            let index = try aliveCoordinatorIndex(id)
            let phase = Self.inPlace(&coordinators.values[index]) { $0.phase }
            guard phase != .finished else { throw .wrongPhase(id, phase: phase) }
            coordinators.values[index].phase = .finished
        case .coordinatorDeallocated(let id):
            try deallocateCoordinator(id)
        case .childAdded(let id, let parent):
            let child = try aliveCoordinatorIndex(id)
            let parentIndex = try aliveCoordinatorIndex(parent)
            let (current, hasChildren) = Self.inPlace(&coordinators.values[child]) { ($0.parent, !$0.children.isEmpty) }
            if let current { throw .alreadyChild(id, parent: current) }
            try checkNotAncestor(id, of: parent, hasChildren: hasChildren)
            coordinators.values[child].parent = parent
            coordinators.values[child].creator = CoordinatorNode.Creator(
                id: parent, type: coordinators.values[parentIndex].type)
            coordinators.values[parentIndex].children.append(id)
            let shown = Self.inPlace(&coordinators.values[child]) {
                $0.hasShownScreens || $0.hasShownScreensThroughChildren
            }
            if shown { markShownThroughChildren(above: id) }
        case .childRemoved(let id, let parent):
            let child = try coordinatorIndex(id)
            guard Self.inPlace(&coordinators.values[child], { $0.parent }) == parent else {
                throw .notChild(id, parent: parent)
            }
            coordinators.values[child].parent = nil
            coordinators.modify(parent) { $0.children.removeAll { $0 == id } }

        case .screenCreated(let id, let name, let owner, let state):
            guard screens.index(forKey: id) == nil else { throw .duplicateID(id.description) }
            let ownerIndex = try owner.map { id throws(Problem) in try aliveCoordinatorIndex(id) }
            var node = ScreenNode(id: id, name: name, owner: owner, state: state)
            node.isMadeAnew = keptScreenNames[name] != nil
            screens[id] = node
            if let ownerIndex { coordinators.values[ownerIndex].screens.append(id) }
        case .screenDeallocated(let id):
            let index = try screenIndex(id)
            if let location = Self.inPlace(&screens.values[index], { $0.location }) {
                throw .stillHeld(.screen(id), at: location)
            }
            let node = screens.remove(at: index).value
            heldByPendingWork.screens.remove(id)
            if node.isKept { countKept(node.name, by: -1) }
            // Its children went with it, as a container's stack does.
            for child in node.embedded { setLocation(nil, of: child) }
            if let owner = node.owner { changeDroppingTombstone(owner) { $0.screens.removeAll { $0 == id } } }
        case .containerCreated(let id, let style, let owner):
            guard containers.index(forKey: id) == nil else { throw .duplicateID(id.description) }
            let ownerIndex = try owner.map { id throws(Problem) in try aliveCoordinatorIndex(id) }
            containers[id] = ContainerNode(id: id, style: style, owner: owner)
            if let ownerIndex { coordinators.values[ownerIndex].containers.append(id) }
        case .containerDeallocated(let id):
            let index = try containerIndex(id)
            if let location = Self.inPlace(&containers.values[index], { $0.location }) {
                throw .stillHeld(.container(id), at: location)
            }
            let node = containers.remove(at: index).value
            for controller in node.stack + node.tabs { setLocation(nil, of: controller) }
            if let owner = node.owner { changeDroppingTombstone(owner) { $0.containers.removeAll { $0 == id } } }
        case .ownerFound(let id, let owner):
            let ownerIndex = try aliveCoordinatorIndex(owner)
            switch id {
            case .screen(let screen):
                let index = try screenIndex(screen)
                let (current, placed) = Self.inPlace(&screens.values[index]) { ($0.owner, $0.location != nil) }
                if let current { throw .alreadyOwned(id, by: current) }
                screens.values[index].owner = owner
                coordinators.values[ownerIndex].screens.append(screen)
                if placed {
                    coordinators.values[ownerIndex].hasShownScreens = true
                    markShownThroughChildren(above: owner)
                }
            case .container(let container):
                let index = try containerIndex(container)
                if let current = Self.inPlace(&containers.values[index], { $0.owner }) {
                    throw .alreadyOwned(id, by: current)
                }
                containers.values[index].owner = owner
                coordinators.values[ownerIndex].containers.append(container)
            }
        case .windowCreated(let id):
            guard windows.index(forKey: id) == nil else { throw .duplicateID(id.description) }
            windows[id] = WindowNode(id: id)
        case .windowRootSet(let id, let root):
            guard let window = windows[id] else { throw .unknownWindow(id) }
            if let root, root != window.root { try checkUnheld(root) }
            if let old = window.root { setLocation(nil, of: old) }
            windows.modify(id) { $0.root = root }
            if let root { setLocation(.windowRoot(id), of: root) }
        case .windowOrderedFront(let id):
            guard windows[id] != nil else { throw .unknownWindow(id) }
            windows.modify(id) { $0.frontSince = step + 1 }
        case .windowHidden(let id), .windowShown(let id):
            guard let window = windows[id] else { throw .unknownWindow(id) }
            let hides = event == .windowHidden(id)
            guard window.isHidden != hides else { throw hides ? .windowAlreadyHidden(id) : .windowNotHidden(id) }
            windows.modify(id) { $0.isHidden = hides }

        case .pushed(let controller, let id):
            let index = try idleNavigationIndex(id)
            try checkStackable(controller, in: id)
            containers.values[index].stack.append(controller)
            setLocation(.stack(id), of: controller)
        case .popped(let controller, let id):
            let stack = try idleStack(of: id)
            guard stack.last == controller else { throw .notTopOfStack(controller, container: id) }
            guard stack.count > 1 else { throw .popOfRoot(id) }
            try replaceStack(of: id, with: stack.dropLast())
        case .poppedTo(let controller, let id):
            let stack = try idleStack(of: id)
            guard let index = stack.firstIndex(of: controller) else { throw .notInStack(controller, container: id) }
            guard index < stack.count - 1 else { throw .popOfRoot(id) }
            try replaceStack(of: id, with: stack.prefix(through: index))
        case .poppedToRoot(let id):
            let stack = try idleStack(of: id)
            guard stack.count > 1 else { throw .popOfRoot(id) }
            try replaceStack(of: id, with: stack.prefix(1))
        case .stackReplaced(let id, let stack):
            _ = try idleNavigationIndex(id)
            try replaceStack(of: id, with: stack)

        case .presented(let controller, let presenter, let style):
            let window = try window(holding: presenter)
            guard layer(of: presenter, in: window) == window.modals.count else { throw .alreadyPresenting(presenter) }
            try checkNoSheetSwipe(in: window)
            try checkUnheld(controller)
            windows.modify(window.id) {
                $0.modals.append(Presentation(controller: controller, presenter: presenter, style: style))
            }
            setLocation(.presented(window.id), of: controller)
        case .dismissed(let controller):
            let (window, _) = try topPresentation(controller)
            try checkNoSheetSwipe(in: window)
            windows.modify(window.id) { $0.modals.removeLast() }
            setLocation(nil, of: controller)
        case .tabsSet(let id, let tabs):
            let container = try tabBar(id)
            for tab in tabs where !container.tabs.contains(tab) { try checkUnheld(tab) }
            guard Set(tabs).count == tabs.count else { throw .duplicateID("a tab") }
            for case .container(let tab) in tabs { try checkNotAround(id, inner: tab) }
            for tab in container.tabs { setLocation(nil, of: tab) }
            containers.modify(id) {
                $0.tabs = tabs
                $0.selectedTab = 0
            }
            for tab in tabs { setLocation(.tab(id), of: tab) }
        case .tabSelected(let id, let index):
            try checkTab(index, of: id)
            containers.modify(id) { $0.selectedTab = index }
        case .lifecycle(let id, let callback):
            let index = try screenIndex(id)
            let step = step + 1
            let (wasKept, isKept) = Self.inPlace(&screens.values[index]) { screen in
                let wasKept = screen.isKept
                let (next, isInOrder) = screen.appearance.after(callback)
                if !isInOrder, screen.lifecycleFault == nil {
                    screen.lifecycleFault = LifecycleFault(callback: callback, phase: screen.appearance, step: step)
                }
                screen.appearance = next
                return (wasKept, screen.isKept)
            }
            if wasKept != isKept { countKept(screens.values[index].name, by: isKept ? 1 : -1) }
        case .screenEmbedded(let id, let parent):
            try embed(.screen(id), in: parent, at: nil)
        case .screenUnembedded(let id):
            let index = try screenIndex(id)
            guard case .embedded(let parent) = Self.inPlace(&screens.values[index], { $0.location }) else {
                throw .notEmbedded(id)
            }
            screens.modify(parent) { $0.embedded.removeAll { $0 == .screen(id) } }
            setLocation(nil, of: .screen(id))
        case .containerEmbedded(let id, let parent):
            try embed(.container(id), in: parent, at: nil)
        case .embeddedAt(let child, let parent, let index):
            try embed(child, in: parent, at: index)
        case .containerUnembedded(let id):
            guard case .embedded(let parent) = containers[id]?.location else { throw .containerNotEmbedded(id) }
            screens.modify(parent) { $0.embedded.removeAll { $0 == .container(id) } }
            setLocation(nil, of: .container(id))

        case .serviceRequested(let service, let request, _):
            guard pendingRequests[request] == nil else { throw .duplicateID("request #\(request)") }
            pendingRequests[request] = service
        case .viewModelStateChanged(let id, let state):
            screens.values[try screenIndex(id)].state = state
        case .timerScheduled(let milliseconds, _):
            let (deadline, overflow) = clock.addingReportingOverflow(milliseconds)
            guard milliseconds > 0, !overflow else { throw .timeOutOfOrder(milliseconds) }
            timers.insert(deadline, at: timers.firstIndex { $0 > deadline } ?? timers.endIndex)
        case .commandIgnored:
            break
        case .transitionNested(let id, _):
            _ = try navigationIndex(id)
        case .crashed(let reason, let coordinator):
            crash = Crash(reason: reason, coordinator: coordinator, step: step + 1)
        case .annotated(let name, let coordinator, _):
            guard let coordinator else { break }
            let index = try coordinatorIndex(coordinator)
            // Sorted, each name once: the same outputs noted in another order are one history.
            let (position, isNoted) = Self.inPlace(&coordinators.values[index]) { node in
                let position = node.notes.firstIndex { $0 >= name } ?? node.notes.endIndex
                return (position, node.notes[position...].first == name)
            }
            if !isNoted { coordinators.values[index].notes.insert(name, at: position) }
        case .interrupted:
            break
        case .pendingWorkHeld(let held, let screens):
            for id in held {
                guard let node = coordinators[id] else { throw .unknownCoordinator(id) }
                guard !node.isDeallocated else { throw .coordinatorDeallocated(id) }
            }
            for id in screens { _ = try screenIndex(id) }
            heldByPendingWork = PendingWorkHolds(screens: Set(screens), coordinators: Set(held))
        }
    }
}

// MARK: - Lookups that throw

extension NavigationState {
    // Lookups give positions rather than nodes: a node read through its position and
    // changed in place is neither copied nor hashed again.

    private func coordinatorIndex(_ id: CoordinatorID) throws(Problem) -> [CoordinatorID: CoordinatorNode].Index {
        guard let index = coordinators.index(forKey: id) else { throw .unknownCoordinator(id) }
        return index
    }

    /// The position of alive coordinator `id`, for callers that change it next: it is read
    /// in place, as they will change it.
    private mutating func aliveCoordinatorIndex(
        _ id: CoordinatorID
    ) throws(Problem) -> [CoordinatorID: CoordinatorNode].Index {
        let index = try coordinatorIndex(id)
        guard !Self.inPlace(&coordinators.values[index], { $0.isDeallocated }) else {
            throw .coordinatorDeallocated(id)
        }
        return index
    }

    /// What `read` finds in `node`, read where it is stored rather than from a copy: reading
    /// a field through a dictionary's getter copies the whole node (its strings, arrays and
    /// ViewModel state retained and released). For nodes about to be changed anyway.
    @inline(__always)
    private static func inPlace<Node, Result>(_ node: inout Node, _ read: (inout Node) -> Result) -> Result {
        read(&node)
    }

    /// The position of screen `id`, for reading and changing it with one hash lookup.
    private func screenIndex(_ id: ScreenID) throws(Problem) -> [ScreenID: ScreenNode].Index {
        guard let index = screens.index(forKey: id) else { throw .unknownScreen(id) }
        return index
    }

    private func containerIndex(_ id: ContainerID) throws(Problem) -> [ContainerID: ContainerNode].Index {
        guard let index = containers.index(forKey: id) else { throw .unknownContainer(id) }
        return index
    }

    private mutating func navigationIndex(_ id: ContainerID) throws(Problem) -> [ContainerID: ContainerNode].Index {
        let index = try containerIndex(id)
        guard Self.inPlace(&containers.values[index], { $0.style }) == .navigation else {
            throw .notNavigationController(id)
        }
        return index
    }

    /// A navigation controller with no back swipe under way.
    private mutating func idleNavigationIndex(_ id: ContainerID) throws(Problem) -> [ContainerID: ContainerNode].Index {
        let index = try navigationIndex(id)
        guard !Self.inPlace(&containers.values[index], { $0.isSwipingBack }) else { throw .swipeInProgress(id) }
        return index
    }

    /// The stack of a navigation controller with no back swipe under way.
    private mutating func idleStack(of id: ContainerID) throws(Problem) -> [ControllerID] {
        let index = try idleNavigationIndex(id)
        return Self.inPlace(&containers.values[index]) { $0.stack }
    }

    private func tabBar(_ id: ContainerID) throws(Problem) -> ContainerNode {
        let node = containers.values[try containerIndex(id)]
        guard node.style == .tabBar else { throw .notTabBarController(id) }
        return node
    }

    private func checkExists(_ controller: ControllerID) throws(Problem) {
        switch controller {
        case .screen(let id): _ = try screenIndex(id)
        case .container(let id): _ = try containerIndex(id)
        }
    }

    private mutating func checkUnheld(_ controller: ControllerID) throws(Problem) {
        let location =
            switch controller {
            case .screen(let id): Self.inPlace(&screens.values[try screenIndex(id)]) { $0.location }
            case .container(let id): Self.inPlace(&containers.values[try containerIndex(id)]) { $0.location }
            }
        if let location { throw .stillHeld(controller, at: location) }
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
    /// Notes on the ancestors of coordinator `id` that their flow showed screens through
    /// their children. An ancestor noted already had its own ancestors noted with it (a
    /// coordinator given a parent later notes that parent's), so the climb stops there; it
    /// is as long as the tree is deep.
    private mutating func markShownThroughChildren(above id: CoordinatorID) {
        var current = coordinators[id]?.parent
        while let parent = current, let index = coordinators.index(forKey: parent) {
            let isNoted = Self.inPlace(&coordinators.values[index]) { $0.hasShownScreensThroughChildren }
            if isNoted { return }
            coordinators.values[index].hasShownScreensThroughChildren = true
            current = Self.inPlace(&coordinators.values[index]) { $0.parent }
        }
    }

    private func checkNotAncestor(_ id: CoordinatorID, of parent: CoordinatorID, hasChildren: Bool) throws(Problem) {
        guard id != parent else { throw .cycle(id, parent: parent) }
        guard hasChildren else { return }
        var ancestor = coordinators[parent]?.parent
        while let current = ancestor {
            if current == id { throw .cycle(id, parent: parent) }
            ancestor = coordinators[current]?.parent
        }
    }

    /// Refuses to put container `inner` in `holder` (a tab, or an entry of its stack) when
    /// `holder` is `inner` itself or inside it: the controller hierarchy would get a cycle.
    ///
    /// Only a container that holds others can hold `holder`, and then the walk up from
    /// `holder` is as long as the hierarchy is deep.
    private func checkNotAround(_ holder: ContainerID, inner: ContainerID) throws(Problem) {
        guard inner != holder else { throw .containerCycle(inner, holder: holder) }
        guard let node = containers[inner], !node.tabs.isEmpty || !node.stack.isEmpty else { return }
        var above = holder
        while let location = containers[above]?.location {
            switch location {
            case .tab(let next), .stack(let next):
                if next == inner { throw .containerCycle(inner, holder: holder) }
                above = next
            default: return
            }
        }
    }

    /// Checks that `controller` may join the stack of navigation controller `id`: held by
    /// nothing, and a screen or a tab bar controller (UIKit refuses a navigation controller)
    /// that does not hold `id`.
    private mutating func checkStackable(_ controller: ControllerID, in id: ContainerID) throws(Problem) {
        if case .container(let container) = controller {
            _ = try tabBar(container)
            try checkNotAround(id, inner: container)
        }
        try checkUnheld(controller)
    }

    /// Embeds `child` in screen `parent`, at `index` of its embedded children or, when `nil`,
    /// after them; refuses a child that something holds or that would hold its parent.
    private mutating func embed(_ child: ControllerID, in parent: ScreenID, at index: Int?) throws(Problem) {
        let count = screens.values[try screenIndex(parent)].embedded.count
        switch child {
        case .screen(let id):
            try checkUnheld(child)
            try checkNotAbove(id, parent: parent)
        case .container(let id):
            _ = try navigationIndex(id)
            try checkUnheld(child)
            if holds(child, .screen(parent)) { throw .containerEmbeddingCycle(id, parent: parent) }
        }
        if let index, !(0...count).contains(index) { throw .embeddingOutOfRange(index, count: count) }
        screens.modify(parent) { $0.embedded.insert(child, at: index ?? count) }
        setLocation(.embedded(parent), of: child)
    }

    /// Refuses to embed screen `id` in `parent` when `parent` is `id` itself or embedded in
    /// it, directly or deeper: the screens would hold each other.
    ///
    /// `id` is held by nothing, so only when it has children can `parent` be below it, and
    /// then the walk up from `parent` is as long as the embedding is deep.
    private func checkNotAbove(_ id: ScreenID, parent: ScreenID) throws(Problem) {
        guard id != parent else { throw .embeddingCycle(id, parent: parent) }
        guard screens[id]?.embedded.isEmpty == false else { return }
        var above = parent
        while case .embedded(let holder)? = screens[above]?.location {
            if holder == id { throw .embeddingCycle(id, parent: parent) }
            above = holder
        }
    }

    /// Whether `holder` holds `controller`, climbing from `controller` through what holds it.
    private func holds(_ holder: ControllerID, _ controller: ControllerID) -> Bool {
        var current = controller
        for _ in 0...(containers.count + screens.count) {
            switch location(of: current) {
            case .stack(let id), .tab(let id): current = .container(id)
            case .embedded(let id): current = .screen(id)
            case .windowRoot, .presented, nil: return false
            }
            if current == holder { return true }
        }
        return false
    }

    private mutating func deallocateCoordinator(_ id: CoordinatorID) throws(Problem) {
        let index = try aliveCoordinatorIndex(id)
        if let parent = Self.inPlace(&coordinators.values[index], { $0.parent }) {
            throw .stillHeldByParent(id, parent: parent)
        }
        // Its `childCoordinators` went with it: the children lose their parent.
        let children = Self.inPlace(&coordinators.values[index]) { node in
            defer {
                node.children = []
                node.isDeallocated = true
            }
            return node.children
        }
        for child in children { coordinators.modify(child) { $0.parent = nil } }
        changeDroppingTombstone(id) { _ in }
        heldByPendingWork.coordinators.remove(id)
    }

    /// Applies `change` to coordinator `id` in place, then drops it if it is a tombstone that
    /// no longer owns anything.
    private mutating func changeDroppingTombstone(_ id: CoordinatorID, _ change: (inout CoordinatorNode) -> Void) {
        guard let index = coordinators.index(forKey: id) else { return }
        let isDroppable = Self.inPlace(&coordinators.values[index]) { node in
            change(&node)
            return node.isDeallocated && node.screens.isEmpty && node.containers.isEmpty
        }
        if isDroppable { coordinators.remove(at: index) }
    }

    /// Stacks up to this size are checked for repeated screens by comparing each with the
    /// ones before it, larger ones with a set.
    private static let smallStack = 16

    private mutating func replaceStack(of id: ContainerID, with stack: some Collection<ControllerID>)
        throws(NavigationError.Problem)
    {
        let index = try containerIndex(id)
        let old = Self.inPlace(&containers.values[index]) { $0.stack }
        let new = Array(stack)
        let isLarge = new.count > Self.smallStack
        var seen = Set<ControllerID>()
        for (position, controller) in new.enumerated() {
            let isRepeated = isLarge ? !seen.insert(controller).inserted : new[..<position].contains(controller)
            guard !isRepeated else { throw .duplicateInStack(controller) }
            if !old.contains(controller) { try checkStackable(controller, in: id) }
        }
        for controller in old where !(isLarge ? seen.contains(controller) : new.contains(controller)) {
            setLocation(nil, of: controller)
        }
        containers.values[index].stack = new
        // A controller that stays in the stack is already located there.
        for controller in new where !old.contains(controller) { setLocation(.stack(id), of: controller) }
    }

    /// Adds `delta` to the number of kept screens named `name` (``keptScreenNames``).
    private mutating func countKept(_ name: String, by delta: Int) {
        let count = (keptScreenNames[name] ?? 0) + delta
        keptScreenNames[name] = count > 0 ? count : nil
    }

    private mutating func setLocation(_ location: Location?, of controller: ControllerID) {
        switch controller {
        case .screen(let id):
            guard let index = screens.index(forKey: id) else { return }
            let (owner, wasKept, isKept) = Self.inPlace(&screens.values[index]) { screen in
                let wasKept = screen.isKept
                screen.location = location
                return (screen.owner, wasKept, screen.isKept)
            }
            if wasKept != isKept { countKept(screens.values[index].name, by: isKept ? 1 : -1) }
            if location != nil, let owner {
                var isFirst = false
                coordinators.modify(owner) {
                    isFirst = !$0.hasShownScreens
                    if isFirst { $0.hasShownScreens = true }
                }
                if isFirst { markShownThroughChildren(above: owner) }
            }
        case .container(let id):
            containers.modify(id) { $0.location = location }
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

extension Dictionary {
    /// Changes the value under `key` in place, when there is one: one hash lookup, and the
    /// value is neither copied nor moved out and back.
    @inline(__always)
    mutating func modify(_ key: Key, _ change: (inout Value) -> Void) {
        if let index = index(forKey: key) { change(&values[index]) }
    }
}
