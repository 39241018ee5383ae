import NavSimCore
import NavSimTesting

extension NavigationTestStore {
    /// The names of the controls a tap is offered on, in the order the screen offers them.
    var offeredTaps: [String] {
        availableInputs.compactMap { input in
            guard case .userTapped(_, let action, _) = input else { return nil }
            return action
        }
    }
}
