/// One test case of a JUnit report: a trace `check` read or `verify` replayed, or an app
/// variant `explore` searched; it fails with its findings, or errs when it could not be run.
struct CITestCase {
    /// The trace's path, or `app/variant`.
    let name: String
    /// The command and what it is about, as JUnit's class name: `navsim.check`, `login.navigator`.
    let className: String
    let findings: [CIFinding]
    /// Why the case could not be run (a damaged trace), if it could not.
    var error: String?
}
