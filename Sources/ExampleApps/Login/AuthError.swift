/// Why the authentication API refused a login.
struct AuthError: Error {
    let message: String
}
