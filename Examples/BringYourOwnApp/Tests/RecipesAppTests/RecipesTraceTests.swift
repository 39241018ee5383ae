import Foundation
import NavSimTesting
import RecipesApp
import Testing

/// A recorded bug report (`Traces/cook-and-back-leaky.navtrace`, recorded from
/// `Scenarios/cook-and-back.json`) kept as a regression test.
@Suite @MainActor
struct RecipesTraceTests {
    /// The trace, found from this file's path (the package's `Traces` folder).
    static let trace = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces/cook-and-back-leaky.navtrace").path

    @Test func theLeakyVariantStillReproducesTheReport() {
        expectTrace(Self.trace, reproducedBy: { RecipesApp.make(variant: "leaky") })
    }

    @Test func theFixedVariantNoLongerDoes() {
        expectTrace(Self.trace, notReproducedBy: { RecipesApp.make(variant: "fixed") })
    }
}
