import NavSimSimulator

/// Whether objects conform to the protocols NavSim asks about at every input, decided once
/// per class.
///
/// A cast of an object to a protocol that is not class-bound goes through the runtime's
/// dynamic cast, which also looks for a Swift value boxed by Foundation: about 2,300
/// instructions, asked of every screen and its ViewModel after every input. An object's
/// class decides the answer, except for such a box (`__SwiftValue`), whose answer is its
/// value's and so is asked every time.
@MainActor
enum ClassConformances {
    private static var customReflectable: [ObjectIdentifier: Bool] = [:]
    private static var stateProviding: [ObjectIdentifier: Bool] = [:]
    private static var tappableControl: [ObjectIdentifier: Bool] = [:]
    private static var keyboardInputViews: [ObjectIdentifier: Bool] = [:]
    private static var drawnOnDemand: [ObjectIdentifier: Bool] = [:]
    private static var named: [ObjectIdentifier: Bool] = [:]

    /// Whether `object is any CustomReflectable`.
    static func isCustomReflectable(_ object: AnyObject) -> Bool {
        answer(for: object, in: &customReflectable, of: (any CustomReflectable).self) { $0 is any CustomReflectable }
    }

    /// Whether `object is any NavSimStateProviding`.
    static func isStateProviding(_ object: AnyObject) -> Bool {
        answer(for: object, in: &stateProviding, of: (any NavSimStateProviding).self) { $0 is any NavSimStateProviding }
    }

    /// Whether `object is any TappableControl`: asked of every view of the front screen
    /// after every input.
    static func isTappableControl(_ object: AnyObject) -> Bool {
        answer(for: object, in: &tappableControl, of: (any TappableControl).self) { $0 is any TappableControl }
    }

    /// Whether `object is any KeyboardInputViews`, asked with ``isTappableControl(_:)``.
    static func hasKeyboardInputViews(_ object: AnyObject) -> Bool {
        answer(for: object, in: &keyboardInputViews, of: (any KeyboardInputViews).self) { $0 is any KeyboardInputViews }
    }

    /// Whether `object is any DrawnOnDemand`: asked of every live screen after every input.
    static func isDrawnOnDemand(_ object: AnyObject) -> Bool {
        answer(for: object, in: &drawnOnDemand, of: (any DrawnOnDemand).self) { $0 is any DrawnOnDemand }
    }

    /// Whether `object is any NavSimNamed`: asked of every screen recorded.
    static func isNamed(_ object: AnyObject) -> Bool {
        answer(for: object, in: &named, of: (any NavSimNamed).self) { $0 is any NavSimNamed }
    }

    /// The answer `conforms` gives for `object`, remembered in `answers` for its class: no,
    /// with no cast, when no conformance record names the class for the protocol of
    /// `existential` (``NavSimSimulator/Conformances``).
    private static func answer(
        for object: AnyObject, in answers: inout [ObjectIdentifier: Bool], of existential: Any.Type,
        _ conforms: (AnyObject) -> Bool
    ) -> Bool {
        let type: AnyClass = Swift.type(of: object)
        if let known = answers[ObjectIdentifier(type)] { return known }
        if isFoundationBox(type) { return conforms(object) }
        let conformance = Conformances.mayConform(type, to: existential) && conforms(object)
        answers[ObjectIdentifier(type)] = conformance
        return conformance
    }

    /// Whether `type` is the class in which Foundation boxes a Swift value as an object.
    private static func isFoundationBox(_ type: AnyClass) -> Bool {
        _typeName(type, qualified: true).hasSuffix("__SwiftValue")
    }
}
