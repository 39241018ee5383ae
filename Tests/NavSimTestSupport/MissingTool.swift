import Foundation
public import Testing

/// Records that a tool a test needs is not installed: a failure in CI (`CI=true`), where
/// `scripts/setup` installs every such tool, and a known issue elsewhere, so that a
/// developer without it still sees the test did not run.
public func recordMissingTool(_ message: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
    if ProcessInfo.processInfo.environment["CI"] == "true" {
        Issue.record(message, sourceLocation: sourceLocation)
    } else {
        withKnownIssue(message, sourceLocation: sourceLocation) {
            Issue.record(message, sourceLocation: sourceLocation)
        }
    }
}
