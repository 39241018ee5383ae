public import NavSimCore

/// Why a trace has no viewer page.
public enum ViewerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An event cannot happen where it is: the trace is damaged or was edited by hand.
    case impossibleEvent(step: Int, error: NavigationError)

    public var description: String {
        switch self {
        case .impossibleEvent(let step, let error): "impossible event at step \(step): \(error)"
        }
    }
}
