import NavSimCore

extension NavSimApp {
    /// Records, at the end of the input that made them, the view controllers a coordinator
    /// keeps that no command has involved yet: pages made up front in an array, screens a
    /// coordinator makes early to show later.
    ///
    /// So a screen is recorded no later than the input that made it, and its place in the
    /// trace says when the app made it: the `poppedButAlive` rule tells screens made up
    /// front and shown again from screens made anew while an older one was kept
    /// (`ScreenNode.isMadeAnew`). A controller that only a view controller, a
    /// view or UIKit holds is left to be recorded when a command involves it, as before.
    func recordControllersKeptByCoordinators() {
        let made = controllersMadeThisInput
        controllersMadeThisInput = []
        for reference in made {
            guard let controller = reference.object as? UIViewController, controller.controllerID == nil,
                controller.isScreen, controller.runtime.isRunning, owner(of: controller) != nil
            else { continue }
            controller.recordIfNeeded()
        }
    }
}
