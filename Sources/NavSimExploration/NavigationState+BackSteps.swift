import NavSimCore
import NavSimSimulator

extension NavigationState {
    /// The scenario step that goes back with `gesture` in navigation controller `container`:
    /// a column of the screen in front (an expanded split view controller's) is named by its
    /// position, the front screen's own navigation controller needs no name.
    func backStep(_ gesture: Scenario.BackGesture, in container: ContainerID) -> Scenario.Step {
        guard let front = frontScreen, let column = screens[front]?.embeddedContainers.firstIndex(of: container) else {
            return .back(gesture)
        }
        return .columnBack(gesture, column: column)
    }
}
