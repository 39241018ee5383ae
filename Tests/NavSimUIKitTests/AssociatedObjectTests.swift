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
}
