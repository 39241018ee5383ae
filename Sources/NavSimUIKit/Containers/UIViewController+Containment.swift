import NavSimCore
import NavSimSimulator

/// Custom container view controllers: children, their parent, and how they appear.
///
/// A child view controller is recorded as a screen embedded in its parent
/// (`screenEmbedded`) from the moment it is a child of a screen (``addChild(_:)``) and its
/// view is inside the parent's view (`addSubview`, directly or in a subview, or
/// ``transition(from:to:duration:options:animations:completion:)``), in whichever order the
/// two happen. It stops being embedded (`screenUnembedded`) when either stops: its view
/// leaves the parent's view or it leaves the parent. An embedded screen is in view with its
/// parent: it gets the parent's appearance callbacks right after the parent (when the
/// parent's ``shouldAutomaticallyForwardAppearanceMethods`` is `true`), it appears at once
/// when embedded in a parent on screen, and it disappears when taken out of one.
///
/// A navigation controller is embedded the same way (`containerEmbedded`, a column of an
/// expanded split view controller): the screen it shows follows the parent, and its pushes
/// and pops run as they do anywhere else.
///
/// Differences from UIKit: a tab bar controller added as a child of a screen is kept as a
/// child but not shown (a recorded `commandIgnored`); a controller already in a stack, a tab
/// or a presentation cannot become a child (ignored likewise).
extension UIViewController {
    // MARK: - Children

    /// Adds `childController` as a child; calls its `willMove(toParent:)`, as UIKit does.
    /// The app calls the child's `didMove(toParent:)` itself.
    ///
    /// A child of another controller is removed from it first, as in UIKit.
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        guard isSameSession(as: childController, in: "addChild"), canAdopt(childController) else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        containedChildren.append(childController)
        childController.updateEmbedding()
    }

    /// Takes the controller out of its parent's children, then calls its
    /// `didMove(toParent: nil)`, as UIKit does; the app calls `willMove(toParent: nil)` first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.containedChildren.removeAll { $0 === self }
        self.parent = nil
        updateEmbedding()
        didMove(toParent: nil)
    }

    /// Whether `child` can become a child of this controller; records why not.
    private func canAdopt(_ child: UIViewController) -> Bool {
        let command = "addChild(\(NavSimNames.className(of: child))) to \(NavSimNames.className(of: self))"
        if child === self {
            runtime.ignore(command, because: "a view controller cannot be its own child")
            return false
        }
        let isShown = child.controllerID.map { runtime.state.location(of: $0) } ?? nil
        let isHeld = isShown.map { if case .embedded = $0 { false } else { true } } ?? false
        if isHeld || child.presenter != nil || (child.parent.map { !$0.isScreen } ?? false) {
            runtime.ignore(command, because: "it is in a navigation stack, a tab or a presentation")
            return false
        }
        if isScreen, !child.isScreen, !(child is UINavigationController) {
            runtime.ignore(
                command,
                because: "NavSim does not show tab bar controllers embedded in a screen; it stays a child, unshown")
        }
        return true
    }

    // MARK: - Appearance forwarding

    /// Tells the controller its view is about to appear (`viewWillAppear`) or disappear
    /// (`viewWillDisappear`); a container that does not forward appearance calls it on its
    /// children. An appearing view that was never loaded loads first.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isScreen, runtime.isRunning, case .screen(let id) = recordIfNeeded() else { return }
        if isAppearing, runtime.state.screens[id]?.appearance == .unloaded { runtime.send(.viewDidLoad, to: id) }
        guard runtime.isRunning else { return }
        appearanceTransition = isAppearing
        isAnimating = animated
        runtime.send(isAppearing ? .viewWillAppear : .viewWillDisappear, to: id)
    }

    /// Tells the controller the appearance change begun with
    /// ``beginAppearanceTransition(_:animated:)`` is over: `viewDidAppear` or
    /// `viewDidDisappear`. Without a transition begun it does nothing.
    public func endAppearanceTransition() {
        guard let isAppearing = appearanceTransition, runtime.isRunning, let id = screenID else { return }
        appearanceTransition = nil
        runtime.send(isAppearing ? .viewDidAppear : .viewDidDisappear, to: id)
    }

    /// Swaps two children's views: adds `toViewController`'s view to the superview of
    /// `fromViewController`'s, runs `animations`, removes `fromViewController`'s view, then
    /// runs `completion` with `true`, all before returning (NavSim does not animate).
    ///
    /// The appearance callbacks follow the views: the new child appears as its view goes in,
    /// the old one disappears as its view leaves. Both must be children of this controller;
    /// otherwise UIKit raises an exception: a recorded crash.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            runtime.crash(
                "transition(from:to:): Children view controllers \(NavSimNames.className(of: fromViewController)) "
                    + "and \(NavSimNames.className(of: toViewController)) must have a common parent view controller")
            return
        }
        fromViewController.viewIfLoaded?.superview?.addSubview(toViewController.view)
        animations?()
        fromViewController.viewIfLoaded?.removeFromSuperview()
        completion?(true)
    }

    // MARK: - Recording

    /// Records this controller's embedding as it now stands: embedded in its parent when the
    /// parent is a screen and this controller's view is inside the parent's view, else not.
    func updateEmbedding() {
        guard runtime.isRunning else { return }
        guard isScreen else { return updateNavigationEmbedding() }
        let recorded: ScreenID? =
            if let id = screenID, case .embedded(let parent)? = runtime.state.screens[id]?.location { parent } else {
                nil
            }
        let target = embeddingParent
        if let recorded, recorded == target?.screenID { return }
        if recorded == nil, target == nil { return }
        if let id = screenID, recorded != nil { runtime.unembed(id) }
        guard let target, runtime.isRunning, case .screen(let parentID) = target.recordIfNeeded(),
            case .screen(let id) = recordIfNeeded()
        else { return }
        runtime.embed(id, in: parentID, at: target.embeddingIndex(of: self))
    }

    /// The parent this controller's view is embedded in: a screen whose view holds its view.
    private var embeddingParent: UIViewController? {
        guard let parent, parent.isScreen, let parentView = parent.viewIfLoaded,
            viewIfLoaded?.isDescendant(of: parentView) == true
        else { return nil }
        return parent
    }

    /// Where `child`'s view goes among the controllers embedded in this screen: how many of
    /// their views come before it in this view's tree, so children are listed in view order.
    private func embeddingIndex(of child: UIViewController) -> Int {
        guard case .screen(let id)? = controllerID, let embedded = runtime.state.screens[id]?.embedded else { return 0 }
        var before = 0
        var pending = viewIfLoaded.map { [$0] } ?? []
        while let view = pending.popLast(), view !== child.viewIfLoaded {
            if let shown = view.owningController?.controllerID, shown != controllerID, embedded.contains(shown) {
                before += 1
            } else {
                pending += view.subviews.reversed()
            }
        }
        return before
    }

    /// ``updateEmbedding()`` for a navigation controller: embedded in its parent screen
    /// (`containerEmbedded`) while its view is in the parent's.
    private func updateNavigationEmbedding() {
        guard self is UINavigationController else { return }
        let recorded: ScreenID? =
            if case .container(let id)? = controllerID,
                case .embedded(let parent)? = runtime.state.containers[id]?.location
            {
                parent
            } else {
                nil
            }
        let target = embeddingParent
        if let recorded, recorded == target?.screenID { return }
        if recorded == nil, target == nil { return }
        if case .container(let id)? = controllerID, recorded != nil { runtime.unembed(container: id) }
        guard let target, runtime.isRunning, case .screen(let parentID) = target.recordIfNeeded(),
            case .container(let id) = recordIfNeeded()
        else { return }
        runtime.embed(container: id, in: parentID, at: target.embeddingIndex(of: self))
    }
}

extension UIView {
    /// Brings the embedding of every controller whose view is in this view's tree up to
    /// date, after the tree joined or left a superview.
    func updateEmbeddedControllers() {
        var pending: [UIView] = [self]
        var controllers: [UIViewController] = []
        while let view = pending.popLast() {
            if let controller = view.owningController, controller.parent != nil || controller.screenID != nil {
                controllers.append(controller)
            }
            pending += view.subviews.reversed()
        }
        for controller in controllers { controller.updateEmbedding() }
    }
}
