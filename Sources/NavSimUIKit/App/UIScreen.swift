/// The device's screen: an iPhone's portrait bounds, 393 × 852 points at scale 3.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    private static let shared = UIScreen()

    /// The screen of the simulated device.
    open class var main: UIScreen { shared }

    /// The screen's rectangle in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// Points to pixels.
    open var scale: CGFloat { 3 }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Points to pixels on the physical screen.
    open var nativeScale: CGFloat { scale }

    private override init() {
        super.init()
    }
}
