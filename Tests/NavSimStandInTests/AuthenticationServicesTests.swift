import Foundation
import NavSimAuthenticationServices
import NavSimCore
import NavSimSimulator
import NavSimUIKit
import Testing

/// AuthenticationServices' sign-ins, each a request of the session that a scenario or a walk
/// answers: a callback URL or a credential, and otherwise the user's cancellation.
@Suite @MainActor struct AuthenticationServicesTests {
    /// What the app heard.
    final class Heard: ASAuthorizationControllerDelegate {
        var lines: [String] = []

        func authorizationController(
            controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
        ) {
            switch authorization.credential {
            case let apple as ASAuthorizationAppleIDCredential:
                lines.append("apple \(apple.user) \(apple.email ?? "-") \(apple.fullName?.givenName ?? "-")")
            case let password as ASPasswordCredential:
                lines.append("password \(password.user) \(password.password)")
            default:
                lines.append("other")
            }
        }

        func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
            lines.append("error \((error as? ASAuthorizationError)?.code.rawValue ?? 0)")
        }
    }

    /// A launched session whose app's requests are answered in the test.
    private func launched() throws -> (Session, EventLog) {
        let log = EventLog()
        let session = Session(app: NavSimApp(), sink: log)
        try session.launch()
        return (session, log)
    }

    @Test func aWebSignInEndsWithTheAnsweredCallbackOrCancelled() throws {
        let (session, log) = try launched()
        var heard: [String] = []
        let url = URL(string: "https://accounts.example.com/authorize?client_id=1")!
        let start = {
            let signIn = ASWebAuthenticationSession(url: url, callbackURLScheme: "diary") { callback, error in
                heard.append(
                    callback?.absoluteString
                        ?? "error \((error as? ASWebAuthenticationSessionError)?.code.rawValue ?? 0)")
            }
            #expect(signIn.start())
            #expect(!signIn.start(), "a session starts once")
        }
        session.runtime.asCurrent(start)
        #expect(
            log.events.last
                == .serviceRequested(
                    service: "ASWebAuthenticationSession", request: 1,
                    payload: ["url": .string(url.absoluteString), "callbackURLScheme": "diary"]))

        try session.respond(to: "ASWebAuthenticationSession", with: ["callbackURL": "diary://callback?code=7"])
        session.runtime.asCurrent(start)
        try session.respond(to: "ASWebAuthenticationSession", with: nil)

        #expect(heard == ["diary://callback?code=7", "error 1"])
    }

    @Test func signInWithAppleGivesTheAnsweredCredentialOrCancelled() throws {
        let (session, log) = try launched()
        let heard = Heard()
        let perform = {
            let request = ASAuthorizationAppleIDProvider().createRequest()
            request.requestedScopes = [.fullName, .email]
            let controller = ASAuthorizationController(
                authorizationRequests: [request, ASAuthorizationPasswordProvider().createRequest()])
            controller.delegate = heard
            controller.performRequests()
        }
        session.runtime.asCurrent(perform)
        #expect(
            log.events.last
                == .serviceRequested(
                    service: "ASAuthorizationController", request: 1,
                    payload: ["requests": ["appleID", "password"], "scopes": ["fullName", "email"]]))

        try session.respond(
            to: "ASAuthorizationController", with: ["user": "001.a", "email": "ada@example.com", "givenName": "Ada"])
        session.runtime.asCurrent(perform)
        try session.respond(to: "ASAuthorizationController", with: ["user": "ada", "password": "secret"])
        session.runtime.asCurrent(perform)
        try session.respond(to: "ASAuthorizationController", with: nil)

        #expect(heard.lines == ["apple 001.a ada@example.com Ada", "password ada secret", "error 1001"])
    }

    @Test func aCredentialsStateIsTheAnsweredOneOrNotFound() throws {
        let (session, _) = try launched()
        var states: [ASAuthorizationAppleIDProvider.CredentialState] = []
        let ask = {
            ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "001.a") { state, _ in states.append(state) }
        }
        session.runtime.asCurrent(ask)
        try session.respond(to: ASAuthorizationAppleIDProvider.credentialStateService, with: "authorized")
        session.runtime.asCurrent(ask)
        try session.respond(to: ASAuthorizationAppleIDProvider.credentialStateService, with: nil)
        #expect(states == [.authorized, .notFound])
    }
}
