public import Foundation
import NavSimCore
public import NavSimUIKit

/// The window a sign-in sheet is shown over.
public typealias ASPresentationAnchor = UIWindow

/// AuthenticationServices' web sign-in for an app NavSim runs: `start()` is a request of the
/// session to the service `ASWebAuthenticationSession`, answered by a scenario or a walk.
///
/// The request's payload is `{"url": …, "callbackURLScheme": …}`. An answer
/// `{"callbackURL": "myapp://callback?code=1"}` completes with that URL, as when the user
/// signed in and the page redirected to the app; any other answer (a walk's `null`)
/// completes with ``ASWebAuthenticationSessionError/Code/canceledLogin``, as when the user
/// closed the sheet. The completion handler runs on the main actor, inside the input that
/// answers. No page is shown, so the presentation context provider is never asked.
@preconcurrency @MainActor
open class ASWebAuthenticationSession: NSObject {
    /// What the sign-in ends with: the callback URL, or the error.
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    /// The service NavSim records a sign-in's request under.
    public static let service = "ASWebAuthenticationSession"

    private let url: URL
    private let callbackURLScheme: String?
    private var completionHandler: CompletionHandler?
    /// Kept and never asked: NavSim shows no page.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?
    private var hasStarted = false

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
    }

    /// Whether ``start()`` would start it: once only.
    open var canStart: Bool { !hasStarted }

    /// Asks the session's service for the sign-in's answer; `false` if it already started.
    @discardableResult
    open func start() -> Bool {
        guard !hasStarted else { return false }
        hasStarted = true
        var payload: [String: JSONValue] = ["url": .string(url.absoluteString)]
        if let callbackURLScheme { payload["callbackURLScheme"] = .string(callbackURLScheme) }
        NavSim.request(Self.service, payload: .object(payload)) { [self] answer in
            if case .string(let text)? = answer["callbackURL"], let callback = URL(string: text) {
                finish(callback, nil)
            } else {
                finish(nil, ASWebAuthenticationSessionError(.canceledLogin))
            }
        }
        return true
    }

    /// Ends the sign-in as the user closing the sheet would, with no completion call, as
    /// AuthenticationServices documents for a cancelled session.
    open func cancel() {
        completionHandler = nil
    }

    private func finish(_ callback: URL?, _ error: (any Error)?) {
        let handler = completionHandler
        completionHandler = nil
        handler?(callback, error)
    }
}

/// The object that gives a web sign-in the window to show its sheet over.
@preconcurrency @MainActor
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a web sign-in ended without a callback URL.
public struct ASWebAuthenticationSessionError: Error, Equatable, Sendable {
    /// The reasons, with AuthenticationServices' numbers.
    public enum Code: Int, Sendable {
        case canceledLogin = 1
        case presentationContextNotProvided = 2
        case presentationContextInvalid = 3
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}
