public import NavSimCore

/// A name for traces, given in a NavSim-only file when the class name is not the one
/// you want:
///
/// ```swift
/// extension CatalogViewController: NavSimNamed {
///     var navSimName: String { "Shop" }
/// }
/// ```
@MainActor
public protocol NavSimNamed {
    /// The name traces and diagrams show.
    var navSimName: String { get }
}

/// The ViewModel state to record for a screen, given in a NavSim-only file when the
/// ViewModel NavSim finds in the screen's stored properties is not what should be recorded.
@MainActor
public protocol NavSimStateProviding {
    /// The state, as traces record it; checked after each input.
    var navSimState: JSONValue { get }
}

/// A controller whose view is drawn from a description of it each time its controls are
/// looked at: NavSimSwiftUI's `UIHostingController`.
@MainActor
package protocol DrawnOnDemand: AnyObject {
    /// Draws the view again from the description, if the view is loaded.
    func drawAgain()
    /// Whether app code set a state the view reads (a `@State`, a binding, an observed
    /// object's `@Published`, even to the value it had) since the last call.
    func takeStateSet() -> Bool
}

/// How NavSim names what it records.
@MainActor
enum NavSimNames {
    private static var classNames: [ObjectIdentifier: String] = [:]

    /// The class name of `object`, without its module or enclosing types.
    static func className(of object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let name = classNames[type] { return name }
        let name = _typeName(Swift.type(of: object), qualified: false)
        classNames[type] = name
        return name
    }

    /// A screen's name: ``NavSimNamed/navSimName``, or the class name without its
    /// `ViewController`, `Controller` or `VC` suffix (the whole name if that leaves nothing);
    /// a generic class keeps its arguments after the shortened name (`List<Track>`).
    static func screenName(of controller: UIViewController) -> String {
        if ClassConformances.isNamed(controller), let named = controller as? any NavSimNamed { return named.navSimName }
        let name = className(of: controller)
        let base = name.firstIndex(of: "<").map { name[..<$0] } ?? name[...]
        for suffix in ["ViewController", "Controller", "VC"] where base.hasSuffix(suffix) && base.count > suffix.count {
            return String(base.dropLast(suffix.count) + name[base.endIndex...])
        }
        return name
    }
}
