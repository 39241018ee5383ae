extension Unmanaged where Instance == AnyObject {
    /// Calls `body` with the object, neither retained nor released: something else holds it
    /// until `body` returns.
    ///
    /// The standard library's `_withUnsafeGuaranteedRef` does the same, but a main-actor
    /// closure passed to it (a module compiled without strict concurrency) checks at every
    /// call that it runs on the main actor (about 220 instructions); passed here, it does not.
    @inline(__always)
    func withObject<Result>(_ body: (AnyObject) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
