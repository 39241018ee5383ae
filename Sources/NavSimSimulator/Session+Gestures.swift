public import NavSimCore

/// Inputs by what a person does, addressed to whatever is in front.
extension Session {
    /// Launches the app, with `link` when the system launches it with one.
    public func launch(with link: AppLink? = nil) throws(SessionError) {
        try send(link.map { .launchedWith(link: $0) } ?? .launched)
    }

    /// Taps the control `action` of the front screen.
    ///
    /// While a transition animates, the front screen is the one coming in; a quick second
    /// tap on the screen going away is `send(.userTapped(…))` with that screen.
    public func tap(_ action: String, argument: JSONValue = .null, settling: Bool = true) throws(SessionError) {
        try checkRunning()
        guard let front = state.frontScreen else { throw .nothingInFront }
        try send(.userTapped(screen: front, action: action, argument: argument), settling: settling)
    }

    /// Taps the back button of the front screen's navigation controller.
    public func tapBack(settling: Bool = true) throws(SessionError) {
        try tapBack(in: frontNavigationController(), settling: settling)
    }

    /// Swipes back on the front screen; `completing: false` lets go early.
    public func swipeBack(completing: Bool) throws(SessionError) {
        try swipeBack(in: frontNavigationController(), completing: completing)
    }

    /// Taps the back button of navigation controller `column`: a column of the expanded
    /// split view controller in front, or the front screen's navigation controller.
    public func tapBack(in column: ContainerID, settling: Bool = true) throws(SessionError) {
        try send(.backTapped(container: column), settling: settling)
    }

    /// Swipes back in navigation controller `column`, as ``tapBack(in:settling:)`` names it;
    /// `completing: false` lets go early.
    public func swipeBack(in container: ContainerID, completing: Bool) throws(SessionError) {
        try send(.interactiveBackBegan(container: container))
        try send(
            completing
                ? .interactiveBackFinished(container: container) : .interactiveBackCancelled(container: container))
    }

    /// Swipes down the sheet in front; `completing: false` lets go early. The app may refuse
    /// the swipe (`isModalInPresentation`, its presentation controller's delegate): the
    /// trace then shows `sheetSwipeRefused` and the swipe ends there.
    public func swipeDownSheet(completing: Bool) throws(SessionError) {
        try checkRunning()
        guard let sheet = state.frontSheet?.controller else { throw .cannotSwipeDown(nil) }
        try send(.sheetSwipeBegan(controller: sheet))
        guard state.frontSheet?.isSwipingDown == true else { return }
        try send(completing ? .sheetSwipeFinished(controller: sheet) : .sheetSwipeCancelled(controller: sheet))
    }

    /// Taps outside the popover in front. The app may refuse (`isModalInPresentation`, its
    /// presentation controller's delegate): the popover then stays.
    public func tapOutsidePopover() throws(SessionError) {
        try checkRunning()
        guard let popover = state.frontPopover?.controller else { throw .noPopover(nil) }
        try send(.tappedOutsidePopover(controller: popover))
    }

    /// Lets the running transition animations end: ``NavigationEvent/animationsEnded`` until
    /// none runs, or once without `settling` (the transitions its completions start run on).
    public func waitForAnimations(settling: Bool = true) throws(SessionError) {
        try checkRunning()
        guard isInFlight else { throw .notAnimating }
        try send(.animationsEnded, settling: settling)
    }

    /// Taps tab `index` of the tab bar in front.
    public func tapTab(_ index: Int) throws(SessionError) {
        try checkRunning()
        guard let front = state.frontScreen, let tabBar = state.tabBarController(above: .screen(front)) else {
            throw .noSuchTab(nil, index: index)
        }
        try send(.tabTapped(container: tabBar, index: index))
    }

    /// Answers a pending request to `service`: the oldest, or the one `pending` requests
    /// newer (1: the second oldest).
    public func respond(
        to service: String, with response: JSONValue, pending: Int = 0, settling: Bool = true
    ) throws(SessionError) {
        try checkRunning()
        let requests = state.pendingRequests.filter { $0.value == service }.keys.sorted()
        guard !requests.isEmpty else { throw .nothingPending(service: service) }
        guard requests.indices.contains(pending) else {
            throw .tooFewPending(service: service, waiting: requests.count, pending: pending)
        }
        let request = requests[pending]
        try send(.serviceResponded(service: service, request: request, response: response), settling: settling)
    }

    /// Opens the app with a deep link.
    public func openURL(_ url: String, settling: Bool = true) throws(SessionError) {
        try send(.deepLinkOpened(url: url), settling: settling)
    }

    /// Chooses the Home Screen quick action `type`.
    public func performShortcut(_ type: String, settling: Bool = true) throws(SessionError) {
        try send(.shortcutPerformed(type: type), settling: settling)
    }

    /// Moves the app to `state` in its life cycle.
    public func moveApp(to state: AppState, settling: Bool = true) throws(SessionError) {
        try send(.appStateChanged(to: state), settling: settling)
    }

    /// The navigation controller of column `column` (from 0, leading first) of the screen in
    /// front: one of the navigation controllers embedded in it, an expanded split view
    /// controller's columns.
    public func columnNavigationController(_ column: Int) throws(SessionError) -> ContainerID {
        try checkRunning()
        guard let front = state.frontScreen, let columns = state.screens[front]?.embeddedContainers,
            columns.indices.contains(column)
        else { throw .cannotGoBack(nil) }
        return columns[column]
    }

    private func frontNavigationController() throws(SessionError) -> ContainerID {
        try checkRunning()
        guard let front = state.frontScreen, let id = state.navigationController(of: front) else {
            throw .cannotGoBack(nil)
        }
        return id
    }
}
