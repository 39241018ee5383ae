public import NavSimCore

/// Why a diagram could not be built from its input.
public enum DiagramError: Error, Hashable, Sendable {
    /// Event `index` (0-based) of trace `trace` cannot happen where it is.
    case impossibleEvent(trace: Int, index: Int, error: NavigationError)
}

extension DiagramError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .impossibleEvent(let trace, let index, let error):
            "trace \(trace + 1), event \(index + 1): \(error)"
        }
    }
}
