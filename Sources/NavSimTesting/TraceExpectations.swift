import NavSimCore
public import NavSimExploration
import NavSimJournal
import NavSimReplay
public import NavSimSimulator
public import Testing

/// Expects the trace at `path` (binary `.navtrace` or JSON Lines `.jsonl`) to be reproduced
/// by the app `app` makes: re-run on the trace's inputs, it produces exactly the recorded
/// events (as `navsim verify` checks). Otherwise records an issue at the caller's line with
/// the first divergence.
///
/// ```swift
/// @Test @MainActor func checkoutStillBehaves() {
///     expectTrace("Traces/checkout.navtrace", reproducedBy: { ShopApp.make() })
/// }
/// ```
///
/// - Returns: The verification, or `nil` when the trace could not be read (also an issue).
@MainActor @discardableResult
public func expectTrace(
    _ path: String, reproducedBy app: @MainActor () -> any AppModel,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Verification? {
    guard let verification = verify(path, app: app, at: sourceLocation) else { return nil }
    if case .diverged(let divergence) = verification {
        TestFailure.record("\(path) is no longer reproduced: " + describe(divergence), at: sourceLocation)
    }
    return verification
}

/// Expects the trace at `path` not to be reproduced by the app `app` makes: a bug report's
/// trace, once the bug is fixed, becomes this regression test. Records an issue at the
/// caller's line when the app still produces every recorded event.
///
/// - Returns: The verification, or `nil` when the trace could not be read (also an issue).
@MainActor @discardableResult
public func expectTrace(
    _ path: String, notReproducedBy app: @MainActor () -> any AppModel,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Verification? {
    guard let verification = verify(path, app: app, at: sourceLocation) else { return nil }
    if case .reproduced(let steps) = verification {
        TestFailure.record(
            "\(path) is still reproduced: the app produces all \(steps) recorded events", at: sourceLocation)
    }
    return verification
}

/// Verifies `path` against a fresh app, recording an unreadable trace as an issue.
@MainActor
private func verify(
    _ path: String, app: @MainActor () -> any AppModel, at location: SourceLocation
) -> Verification? {
    do {
        let (source, manifest): (any EventSource, TraceManifest)
        if path.lowercased().hasSuffix(".jsonl") {
            let reader = try JSONLinesReader(path: path)
            (source, manifest) = (reader, reader.manifest)
        } else {
            let reader = try TraceReader(path: path)
            (source, manifest) = (reader, reader.manifest)
        }
        return try Verification(
            replaying: source, with: app(), transitions: manifest.recordsRunLoop ? .runLoop : .synchronous,
            format21Events: manifest.recordsFormat21Events)
    } catch {
        TestFailure.record("\(path) could not be read: \(error)", at: location)
        return nil
    }
}

/// Where and how a re-run parted from the recording, in the lines `navsim verify` prints.
private func describe(_ divergence: Verification.Divergence) -> String {
    var lines = [
        "diverged at step \(divergence.step)",
        "  recorded: \(divergence.recordedDescription)",
        "  produced: \(divergence.produced.map(\.description) ?? "(nothing)")",
    ]
    if let refusal = divergence.refusal { lines.append("  the model refused the recorded input: \(refusal)") }
    if !divergence.difference.isEmpty {
        lines.append("  state difference (- recorded, + produced):")
        lines += divergence.difference.description.split(separator: "\n").map { "    " + $0 }
    }
    return lines.joined(separator: "\n")
}
