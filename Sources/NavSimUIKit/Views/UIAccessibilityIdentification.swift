/// Something with an identifier for UI tests; NavSim names a control by it first.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string identifying the element.
    var accessibilityIdentifier: String? { get set }
}
