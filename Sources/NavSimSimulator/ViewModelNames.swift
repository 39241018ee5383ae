/// The names a ViewModel's type ends with: how NavSim tells a screen's view model from
/// its other objects, both to record its state and to find who drives the screen.
package enum ViewModelNames {
    package static let suffixes = ["ViewModel", "VM", "Store", "State"]

    /// Whether the name of `type` (generic arguments aside) ends as a ViewModel's does.
    package static func matches(_ type: Any.Type) -> Bool {
        let name = _typeName(type, qualified: false).prefix { $0 != "<" }
        return suffixes.contains { name.hasSuffix($0) }
    }
}
