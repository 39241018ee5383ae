/// A gesture recognizer, as far as coordinator code touches one: a navigation controller's
/// back swipe (`interactivePopGestureRecognizer`), turned off on steps a user must not
/// leave by swiping (payment, onboarding). A disabled one recognizes nothing.
///
/// Its delegate is not modelled (`gestureRecognizerShouldBegin(_:)` would be app code run
/// while NavSim lists the inputs), so code that sets one does not compile.
@MainActor
open class UIGestureRecognizer {
    /// Whether it recognizes its gesture.
    open var isEnabled = true

    public init() {}
}
