public import NavSimCore

/// What a screen needs from its ViewModel: its state as JSON.
@MainActor
public protocol ViewModelProtocol: AnyObject {
    /// The state as recorded in traces.
    var stateValue: JSONValue { get }
    /// The screen showing this ViewModel; set by the screen.
    var screen: Screen? { get set }
}

/// A ViewModel with `Codable` state; every change of ``state`` is recorded as
/// `viewModelStateChanged`.
///
/// ```swift
/// struct LoginState: Codable, Equatable { var status = "idle" }
/// final class LoginViewModel: ViewModel<LoginState> {
///     func signIn() { state.status = "signingIn" }
/// }
/// ```
@MainActor
open class ViewModel<State: Codable & Equatable>: ViewModelProtocol {
    /// The state; a change is recorded when the ViewModel is on a screen.
    public var state: State {
        didSet {
            if state != oldValue { screen?.viewModelDidChange() }
        }
    }

    public weak var screen: Screen?

    /// Creates a ViewModel with its first state.
    public init(state: State) {
        self.state = state
    }

    public var stateValue: JSONValue { JSONValue(encoding: state) }
}

extension JSONValue {
    /// The JSON form of an `Encodable` value, or a string naming the failure.
    init(encoding value: some Encodable) {
        do {
            self = try JSONValueEncoder.encode(value)
        } catch {
            self = .string("unencodable: \(error)")
        }
    }
}
