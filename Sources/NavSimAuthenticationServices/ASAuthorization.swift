public import Foundation

/// A finished sign-in: the provider and the credential it gave.
open class ASAuthorization: NSObject {
    /// What an OpenID request asks to do.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }

    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
    }
}

/// What a sign-in gives.
public protocol ASAuthorizationCredential: AnyObject {}

/// How likely the user is a real person.
public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported = 0
    case unknown = 1
    case likelyReal = 2
}

/// A Sign in with Apple credential.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    public let user: String
    public let email: String?
    public let fullName: PersonNameComponents?
    public let identityToken: Data?
    public let authorizationCode: Data?
    public let authorizedScopes: [ASAuthorizationScope]
    public let state: String?
    public let realUserStatus = ASUserDetectionStatus.unsupported

    init(
        user: String, email: String?, fullName: PersonNameComponents?, identityToken: Data?, authorizationCode: Data?,
        authorizedScopes: [ASAuthorizationScope], state: String?
    ) {
        self.user = user
        self.email = email
        self.fullName = fullName
        self.identityToken = identityToken
        self.authorizationCode = authorizationCode
        self.authorizedScopes = authorizedScopes
        self.state = state
    }
}

/// A saved password.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}
