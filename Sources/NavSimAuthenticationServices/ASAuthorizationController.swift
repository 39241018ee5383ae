public import Foundation
import NavSimCore
public import NavSimUIKit

/// AuthenticationServices' sign-in sheet (Sign in with Apple, saved passwords) for an app
/// NavSim runs: `performRequests()` is a request of the session to the service
/// `ASAuthorizationController`, answered by a scenario or a walk.
///
/// The payload names the requests (`{"requests": ["appleID", "password"], "scopes":
/// ["fullName", "email"]}`). An answer with a `user` and a `password` signs in with a saved
/// password (``ASPasswordCredential``); one with a `user` alone with an Apple ID
/// (``ASAuthorizationAppleIDCredential``, reading `email`, `givenName`, `familyName`,
/// `identityToken` and `authorizationCode` as text); any other (a walk's `null`) fails with
/// ``ASAuthorizationError/Code/canceled``, as when the user closed the sheet. The delegate
/// is told on the main actor, inside the input that answers. No sheet is shown, so the
/// presentation context provider is never asked.
@preconcurrency @MainActor
open class ASAuthorizationController: NSObject {
    /// The service NavSim records a sign-in's request under.
    public static let service = "ASAuthorizationController"

    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Kept and never asked: NavSim shows no sheet.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
    }

    /// Asks the session's service for the sign-in's answer.
    open func performRequests() {
        let kinds = authorizationRequests.map { $0 is ASAuthorizationPasswordRequest ? "password" : "appleID" }
        let scopes = authorizationRequests.compactMap { $0 as? ASAuthorizationOpenIDRequest }
            .flatMap { $0.requestedScopes ?? [] }.map(\.rawValue)
        let payload: JSONValue = [
            "requests": .array(kinds.map(JSONValue.string)), "scopes": .array(scopes.map(JSONValue.string)),
        ]
        NavSim.request(Self.service, payload: payload) { [self] answer in
            guard let authorization = authorization(from: answer) else {
                let error = ASAuthorizationError(.canceled)
                delegate?.authorizationController(controller: self, didCompleteWithError: error)
                return
            }
            delegate?.authorizationController(controller: self, didCompleteWithAuthorization: authorization)
        }
    }

    /// The sign-in an answer gives, `nil` for a cancelled one.
    private func authorization(from answer: JSONValue) -> ASAuthorization? {
        guard case .string(let user)? = answer["user"] else { return nil }
        let text = { (field: String) in answer[field]?.stringValue }
        if let password = text("password"),
            let request = authorizationRequests.first(where: { $0 is ASAuthorizationPasswordRequest })
        {
            let credential = ASPasswordCredential(user: user, password: password)
            return ASAuthorization(provider: request.provider, credential: credential)
        }
        guard let request = authorizationRequests.first(where: { $0 is ASAuthorizationAppleIDRequest }) else {
            return nil
        }
        var name: PersonNameComponents?
        if text("givenName") != nil || text("familyName") != nil {
            name = PersonNameComponents()
            name?.givenName = text("givenName")
            name?.familyName = text("familyName")
        }
        let credential = ASAuthorizationAppleIDCredential(
            user: user, email: text("email"), fullName: name,
            identityToken: text("identityToken").map { Data($0.utf8) },
            authorizationCode: text("authorizationCode").map { Data($0.utf8) },
            authorizedScopes: (request as? ASAuthorizationOpenIDRequest)?.requestedScopes ?? [],
            state: (request as? ASAuthorizationOpenIDRequest)?.state)
        return ASAuthorization(provider: request.provider, credential: credential)
    }
}

/// What a sign-in sheet tells: the credential, or the error.
@preconcurrency @MainActor
public protocol ASAuthorizationControllerDelegate: AnyObject {
    func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(
        controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// The object that gives a sign-in sheet the window to show over.
@preconcurrency @MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Why a sign-in ended without a credential.
public struct ASAuthorizationError: Error, Equatable, Sendable {
    /// The reasons, with AuthenticationServices' numbers.
    public enum Code: Int, Sendable {
        case unknown = 1000
        case canceled = 1001
        case invalidResponse = 1002
        case notHandled = 1003
        case failed = 1004
        case notInteractive = 1005
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
}
