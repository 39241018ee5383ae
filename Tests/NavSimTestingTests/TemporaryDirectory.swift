import Foundation
import NavSimTestSupport

/// A fresh temporary directory for one test's files, removed when the tests end.
func temporaryDirectory() throws -> String {
    try makeTemporaryFolder("navsim-testing").path
}
