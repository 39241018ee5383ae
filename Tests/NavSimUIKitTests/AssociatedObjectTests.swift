import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// The keys an extension stores its values under, as apps declare them.
nonisolated(unsafe) private var overlayKey: UInt8 = 0
nonisolated(unsafe) private var ownerKey: UInt8 = 0

/// `objc_setAssociatedObject` and `objc_getAssociatedObject`: a stored property added in an
/// extension (`import ObjectiveC` is NavSimUIKit in a port).
@Suite @MainActor struct AssociatedObjectTests {
    @Test func aValueIsReadBackByObjectAndKeyAndLetGoOnceItsObjectIsGone() {
        withSession {
            var controller: UIViewController? = UIViewController()
            let other = UIViewController()
            weak var overlay: UIView?
            do {
                let made = UIView()
                overlay = made
                objc_setAssociatedObject(controller!, &overlayKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
            #expect(objc_getAssociatedObject(controller!, &overlayKey) as? UIView === overlay)
            #expect(overlay != nil, "held strongly")
            #expect(objc_getAssociatedObject(controller!, &ownerKey) == nil)
            #expect(objc_getAssociatedObject(other, &overlayKey) == nil)

            objc_setAssociatedObject(controller!, &ownerKey, other, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(controller!, &ownerKey) as? UIViewController === other)
            objc_setAssociatedObject(controller!, &overlayKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(overlay == nil, "nil removes the value")

            weak var kept: UIView?
            do {
                let made = UIView()
                kept = made
                objc_setAssociatedObject(controller!, &overlayKey, made, .OBJC_ASSOCIATION_RETAIN)
            }
            controller = nil
            #expect(kept != nil, "held until NavSim lets go")
            AssociatedObjects.shared.releaseValuesOfGoneObjects()
            #expect(kept == nil, "the values of an object that is gone are let go")
        }
    }

    /// A flow kept alive by a value associated with its screen (stanlyu's demo app attaches each
    /// flow to its root screen so): the tracker finds it, and sees it die with the screen.
    final class AttachedCoordinator {}

    @Test func aCoordinatorHeldOnlyThroughAValueAssociatedWithItsScreenIsTrackedAndDiesWithIt() throws {
        let (session, log) = try launched { _, coordinator, root in
            root.addButton("push") {
                let next = coordinator.screen("Next")
                objc_setAssociatedObject(next, &ownerKey, AttachedCoordinator(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                coordinator.navigationController.pushViewController(next, animated: false)
            }
        }
        let pushed = try events(of: log, tapping: "push", in: session)
        #expect(pushed.contains("coordinatorCreated c2 AttachedCoordinator"), "\(pushed)")
        let mark = log.events.count
        try session.tapBack()
        let popped = events(of: log, after: mark)
        #expect(popped.contains("coordinatorDeallocated c2"), "\(popped)")
        #expect(session.state.coordinators[CoordinatorID(2)] == nil)
    }
}
