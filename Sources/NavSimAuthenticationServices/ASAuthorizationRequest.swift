public import Foundation
import NavSimCore
import NavSimUIKit

/// Something that makes sign-in requests.
public protocol ASAuthorizationProvider: AnyObject {}

/// A sign-in request of a provider.
open class ASAuthorizationRequest: NSObject {
    public let provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
    }
}

/// A request that asks for scopes of the user's information.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    open var requestedScopes: [ASAuthorizationScope]?
    open var state: String?
    open var nonce: String?
    open var requestedOperation = ASAuthorization.OpenIDOperation.operationLogin
}

/// A Sign in with Apple request.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    open var user: String?
}

/// A saved-password request.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

/// The user's information a request asks for.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fullName = ASAuthorizationScope(rawValue: "fullName")
    public static let email = ASAuthorizationScope(rawValue: "email")
}

/// Sign in with Apple: its requests, and the state of a user's credential.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// The state of a user's Apple ID credential in the app.
    public enum CredentialState: Int, Sendable {
        case revoked = 0
        case authorized = 1
        case notFound = 2
        case transferred = 3
    }

    /// The service NavSim records a credential state's request under.
    public static let credentialStateService = "ASAuthorizationAppleIDProvider.getCredentialState"

    override public init() {}

    open func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// Asks the session's service for the state of `userID`'s credential: an answer naming a
    /// state (`"authorized"`, `"revoked"`, `"transferred"`) gives it; any other (a walk's
    /// `null`) `.notFound`. `completion` runs on the main actor, inside the input that answers.
    @preconcurrency @MainActor
    open func getCredentialState(
        forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void
    ) {
        NavSim.request(Self.credentialStateService, payload: ["user": .string(userID)]) { answer in
            let states: [String: CredentialState] = [
                "revoked": .revoked, "authorized": .authorized, "transferred": .transferred,
            ]
            completion(answer.stringValue.flatMap { states[$0] } ?? .notFound, nil)
        }
    }
}

/// Saved passwords.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider {
    override public init() {}

    open func createRequest() -> ASAuthorizationPasswordRequest {
        ASAuthorizationPasswordRequest(provider: self)
    }
}
