/// Embedding child view controllers. NavSim keeps the parent and children as UIKit does,
/// but does not record embedded children as screens or send them lifecycle callbacks.
extension UIViewController {
    /// Adds `childController` as a child; calls its `willMove(toParent:)`, as UIKit does.
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        containedChildren.append(childController)
    }

    /// Takes the controller out of its parent's children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.containedChildren.removeAll { $0 === self }
        self.parent = nil
    }
}
