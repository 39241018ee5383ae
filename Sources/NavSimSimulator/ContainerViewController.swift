import NavSimCore

/// What navigation and tab bar controllers share: a container id, and creation and
/// deallocation recorded as events.
public class ContainerViewController: ViewController, ContainerDriving {
    let containerID: ContainerID

    init(runtime: Runtime, style: ContainerStyle, owner: BaseCoordinator?) {
        containerID = runtime.makeContainerID()
        super.init(runtime: runtime, id: .container(containerID))
        runtime.register(self, as: containerID)
        runtime.emit(.containerCreated(containerID, style: style, owner: owner?.coordinatorID))
    }

    // The session's inputs; the navigation and tab bar controllers override theirs.
    package func userTappedBack() {}
    package func userBeganBackSwipe() {}
    package func userCancelledBackSwipe() {}
    package func userFinishedBackSwipe() {}
    package func userTappedTab(_ index: Int) {}

    isolated deinit {
        runtime.unregister(controllerID)
        runtime.emit(.containerDeallocated(containerID))
    }
}
