public import NavSimCore

extension Session {
    /// Every input a user, the system or a service could give now, in a stable order:
    /// taps on the front screen, back, back swipe, tabs, swiping down the sheet in front or
    /// tapping outside the popover in front, service answers, deep links, and time passing to the next timer's deadline.
    ///
    /// While a transition animation runs (``isInFlight``): ``NavigationEvent/animationsEnded``
    /// first, then the service answers and deep links (UIKit does not block code), then the
    /// touches ``racingTouches`` allows.
    public func availableInputs() -> [NavigationEvent] {
        let state = state
        guard state.step > 0 else { return [.launched] + appLinks.map { .launchedWith(link: $0) } }
        guard runtime.isRunning else { return [] }
        if runtime.isInFlight { return racingInputs() }
        if let swiping = state.containers.values.first(where: \.isSwipingBack) {
            return [.interactiveBackCancelled(container: swiping.id), .interactiveBackFinished(container: swiping.id)]
        }
        let sheet = state.frontSheet
        if let sheet, sheet.isSwipingDown {
            return [
                .sheetSwipeCancelled(controller: sheet.controller), .sheetSwipeFinished(controller: sheet.controller),
            ]
        }
        var inputs: [NavigationEvent] = []
        if state.appState != .active {
            appendUntouchedInputs(to: &inputs)
            if let next = state.timers.first { inputs.append(.timePassed(milliseconds: next - state.clock)) }
            return inputs
        }
        if let front = state.frontScreen, let screen = runtime.screen(front) {
            // Looking for controls can run app code (a table's `cellForRowAt`), here and in
            // `check(_:)`: what it queues goes into the session, and runs in the next input.
            for (action, arguments) in runtime.asCurrent({ screen.controlSamples }) {
                for argument in self.arguments(arguments, of: action) {
                    inputs.append(.userTapped(screen: front, action: action, argument: argument))
                }
            }
            for (screen, action, arguments) in passthroughControls() {
                for argument in self.arguments(arguments, of: action) {
                    inputs.append(.userTapped(screen: screen, action: action, argument: argument))
                }
            }
            for (navigation, top) in backContainers(of: front) {
                if !top.hidesBackButton { inputs.append(.backTapped(container: navigation)) }
                if top.allowsBackSwipe { inputs.append(.interactiveBackBegan(container: navigation)) }
            }
            if let tabBar = state.tabBarController(above: .screen(front)), let node = state.containers[tabBar] {
                for index in node.tabs.indices { inputs.append(.tabTapped(container: tabBar, index: index)) }
            }
        }
        if let sheet { inputs.append(.sheetSwipeBegan(controller: sheet.controller)) }
        if let popover = state.frontPopover { inputs.append(.tappedOutsidePopover(controller: popover.controller)) }
        appendUntouchedInputs(to: &inputs)
        if let next = state.timers.first { inputs.append(.timePassed(milliseconds: next - state.clock)) }
        // Waiting for a custom animator, UIKit drops taps (each a recorded warning) and
        // starts no swipe.
        return runtime.isAwaitingAnimator ? inputs.filter(isPossible) : inputs
    }

    /// The inputs that can race the running animations.
    private func racingInputs() -> [NavigationEvent] {
        var touches: [NavigationEvent] = []
        switch racingTouches {
        case .none:
            break
        case .sameControl:
            if let flightStarter, case .userTapped = flightStarter { touches.append(flightStarter) }
        case .all:
            let moving = state.screens.values.filter { $0.appearance == .appearing || $0.appearance == .disappearing }
            for screen in moving.map(\.id).sorted() {
                guard let object = runtime.screen(screen) else { continue }
                for (action, arguments) in runtime.asCurrent({ object.controlSamples }) {
                    for argument in self.arguments(arguments, of: action) {
                        touches.append(.userTapped(screen: screen, action: action, argument: argument))
                    }
                }
            }
        }
        if racingTouches != .none, let front = state.frontScreen, let (navigation, top) = backContainer(of: front),
            !top.hidesBackButton
        {
            touches.append(.backTapped(container: navigation))
        }
        var inputs: [NavigationEvent] = [.animationsEnded]
        appendUntouchedInputs(to: &inputs)
        return inputs + touches.filter(isPossible)
    }

    /// The controls under the popover in front that its `passthroughViews` let a tap reach.
    private func passthroughControls() -> [(screen: ScreenID, name: String, arguments: [JSONValue])] {
        guard let popover = state.frontPopover else { return [] }
        return runtime.sheet(popover.controller)?.passthroughControls ?? []
    }

    /// The links the app declares: its deep links, then its quick actions.
    var appLinks: [AppLink] { appDeepLinks.map(AppLink.url) + appShortcuts.map { .shortcut(type: $0) } }

    /// Appends the inputs that are not touches: service answers, deep links, quick actions,
    /// and the moves in the app's life cycle when the app asks for them (out of the active
    /// state first, then to the background; back to the active state from either).
    private func appendUntouchedInputs(to inputs: inout [NavigationEvent]) {
        for request in state.pendingRequests.keys.sorted() {
            guard let service = state.pendingRequests[request] else { continue }
            for response in appResponses(for: service) {
                inputs.append(.serviceResponded(service: service, request: request, response: response))
            }
        }
        if state.appState == .active {
            for url in appDeepLinks { inputs.append(.deepLinkOpened(url: url)) }
            for type in appShortcuts { inputs.append(.shortcutPerformed(type: type)) }
        }
        guard appSamplesStates else { return }
        let moves: [AppState] = state.appState == .active ? [.inactive, .background] : [.active]
        inputs += moves.map { .appStateChanged(to: $0) }
    }

    /// Whether `input` is possible now: ``check(_:)`` throws nothing.
    private func isPossible(_ input: NavigationEvent) -> Bool {
        do {
            _ = try check(input)
            return true
        } catch {
            return false
        }
    }

    /// Throws when `input` is not possible now.
    ///
    /// - Returns: For a tap, the control it taps (found once: listing a screen's controls is
    ///   a walk of its views).
    @discardableResult
    func check(_ input: NavigationEvent) throws(SessionError) -> AnyObject? {
        let state = state
        guard input.isInput else { throw .notAnInput(input) }
        if input.isLaunch {
            guard state.step == 0 else { throw .alreadyLaunched }
            return nil
        }
        try checkRunning()
        switch input {
        case .serviceResponded, .timePassed, .animationsEnded, .appStateChanged: break
        default: if state.appState != .active { throw .notActive(state.appState, input) }
        }
        if runtime.isInFlight {
            try checkRacing(input)
        } else if case .animationsEnded = input {
            throw .notAnimating
        } else if runtime.isAwaitingAnimator {
            try checkRacing(input)
        }
        let swiping = state.containers.values.first(where: \.isSwipingBack)?.id
        let swipingDown = state.frontSheet.flatMap { $0.isSwipingDown ? $0.controller : nil }
        switch input {
        case .interactiveBackCancelled(let container), .interactiveBackFinished(let container):
            guard swiping == container else { throw .noSwipe(container) }
            return nil
        case .sheetSwipeCancelled(let controller), .sheetSwipeFinished(let controller):
            guard swipingDown == controller else { throw .noSheetSwipe(controller) }
            return nil
        default:
            if let swiping { throw .swipeInProgress(swiping) }
            if let swipingDown { throw .sheetSwipeInProgress(swipingDown) }
        }
        switch input {
        case .userTapped(let screen, let action, _):
            let appearance = state.screens[screen]?.appearance
            let isRacing = runtime.isInFlight && appearance == .disappearing
            let isPassedThrough = passthroughControls().contains { $0.screen == screen && $0.name == action }
            guard state.frontScreen == screen || isRacing || isPassedThrough, let object = runtime.screen(screen) else {
                throw .notInFront(screen, front: state.frontScreen)
            }
            // The fold's rule: a tap on a screen no transition has shown yet cannot land.
            guard let appearance, state.takesTaps(appearance) else { throw .notShownYet(screen) }
            guard let control = runtime.asCurrent({ object.control(named: action) }) else {
                throw .unknownAction(
                    action, screen: state.screens[screen]?.name ?? screen.description,
                    available: runtime.asCurrent { object.controlNames })
            }
            return control
        case .backTapped(let container):
            guard let front = state.frontScreen,
                let back = backContainers(of: front).first(where: { $0.id == container }),
                !back.top.hidesBackButton
            else { throw .cannotGoBack(container) }
        case .interactiveBackBegan(let container):
            guard let front = state.frontScreen,
                let back = backContainers(of: front).first(where: { $0.id == container })
            else {
                throw .cannotGoBack(container)
            }
            guard back.top.allowsBackSwipe else { throw .backSwipeDisabled(container) }
        case .sheetSwipeBegan(let controller):
            guard state.frontSheet?.controller == controller else { throw .cannotSwipeDown(controller) }
        case .tappedOutsidePopover(let controller):
            guard state.frontPopover?.controller == controller else { throw .noPopover(controller) }
        case .tabTapped(let container, let index):
            guard let front = state.frontScreen, state.tabBarController(above: .screen(front)) == container,
                let tabs = state.containers[container]?.tabs, tabs.indices.contains(index)
            else { throw .noSuchTab(container, index: index) }
        case .serviceResponded(let service, let request, _):
            guard state.pendingRequests[request] == service else {
                throw .noPendingRequest(service: service, request: request)
            }
        case .appStateChanged(let target):
            guard target != state.appState else { throw .alreadyInAppState(target) }
        case .timePassed(let milliseconds):
            let next = state.timers.first.map { $0 - state.clock }
            guard milliseconds > 0, milliseconds <= JobQueue.latestDeadline - state.clock,
                next.map({ milliseconds <= $0 }) ?? true
            else {
                throw .timeCannotPass(milliseconds: milliseconds, next: next)
            }
        default:
            break
        }
        return nil
    }

    /// Throws for an input that cannot race the running animations, or come while a custom
    /// animator keeps its transition going: the user's swipes and tab taps wait for them (a
    /// tap or the back button can land, or is dropped while an animator keeps it).
    private func checkRacing(_ input: NavigationEvent) throws(SessionError) {
        switch input {
        case .animationsEnded, .userTapped, .backTapped, .serviceResponded, .deepLinkOpened, .shortcutPerformed,
            .appStateChanged:
            return
        default: throw .animating(input)
        }
    }

    /// Throws unless the app is launched and still running.
    func checkRunning() throws(SessionError) {
        guard state.step > 0 else { throw .notLaunched }
        if let crash = state.crash { throw .crashed(reason: crash.reason, step: crash.step) }
        if let failure = runtime.failure { throw failure }
    }

    /// The navigation controller the front screen can go back in, if any (it shows above
    /// the root), and the controller on top of its stack whose navigation item the bar
    /// shows: the screen, or a tab bar controller pushed with the screen in a tab. Its back
    /// button may be hidden while the swipe is allowed, and the other way round.
    private func backContainer(of front: ScreenID) -> (id: ContainerID, top: any StackEntryDriving)? {
        guard let (entry, id) = state.stackEntry(holding: front), let node = state.containers[id],
            node.stack.count > 1, node.stack.last == entry, let top = runtime.stackEntry(entry)
        else { return nil }
        return (id, top)
    }

    /// The navigation controllers the user can go back in with the front screen in front:
    /// its own (``backContainer(of:)``), then each navigation controller embedded in it that
    /// shows more than its root, as each column of an expanded split view controller has its
    /// own back button and swipe.
    private func backContainers(of front: ScreenID) -> [(id: ContainerID, top: any StackEntryDriving)] {
        var found = backContainer(of: front).map { [$0] } ?? []
        for id in state.screens[front]?.embeddedContainers ?? [] {
            guard let node = state.containers[id], node.stack.count > 1, let entry = node.stack.last,
                let top = runtime.stackEntry(entry)
            else { continue }
            found.append((id, top))
        }
        return found
    }
}
