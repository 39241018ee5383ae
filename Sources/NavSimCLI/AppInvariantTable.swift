import NavSimCore
import NavSimJournal
import NavSimSimulator

/// The app's own invariants of every app and variant a command line knows, by name: what
/// a trace of one of them is checked against besides NavSim's rules. Each variant's model
/// is made once, not launched, to ask for them.
struct AppInvariantTable: Sendable {
    private let invariants: [String: [String: [AppInvariant]]]

    /// The table of the running command line's catalog.
    ///
    /// Making the models runs the apps' code, and checking runs their invariants, so what
    /// that code prints goes to standard error from here on (``divertAppOutput()``).
    @MainActor static var current: AppInvariantTable {
        divertAppOutput()
        var invariants: [String: [String: [AppInvariant]]] = [:]
        for app in AppCatalog.current.apps {
            for variant in app.variants {
                invariants[app.name, default: [:]][variant.name] = (try? app.makeApp(variant: variant.name))?.invariants
            }
        }
        return AppInvariantTable(invariants: invariants)
    }

    /// The invariants of the app and variant that recorded `manifest`; none for an app
    /// this command line does not know.
    func invariants(of manifest: TraceManifest) -> [AppInvariant] {
        invariants[manifest.app]?[manifest.variant] ?? []
    }
}
