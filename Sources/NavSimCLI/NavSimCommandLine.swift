import ArgumentParser
import Foundation
public import NavSimSimulator

/// The whole `navsim` command over your apps.
///
/// Add an executable target to your package that depends on the `NavSimCLI` product and
/// declares your apps; it then records, verifies, checks, replays and draws them as
/// `navsim` does the examples (see docs/your-app.md):
///
/// ```swift
/// import NavSimCLI
/// import NavSimSimulator
///
/// let shop = AppDescription(name: "shop", summary: "Catalog → Checkout") { _ in ShopApp.make() }
/// NavSimCommandLine.main(apps: [shop])
/// ```
///
/// NavSimCLI does not link the built-in examples, so your executable holds and lists your
/// apps only. The `navsim` executable is this entry point with the examples as its apps.
public enum NavSimCommandLine {
    /// Parses the process's arguments and runs the command they name over `apps`.
    ///
    /// Two declared apps with one name are refused with one line on stderr and exit status 2,
    /// before any command runs.
    ///
    /// - Parameter apps: Your apps, in the order `navsim apps` lists them.
    @MainActor
    public static func main(apps: [AppDescription]) {
        run(AppCatalog(declared: apps, areExamples: false))
    }

    /// Runs the command over `apps`; `includingExamples` is not read any more.
    @available(
        *, deprecated,
        message:
            "NavSimCLI no longer links the built-in examples; call main(apps:), adding NavSimExamples' Examples.all to list them"
    )
    @MainActor
    public static func main(apps: [AppDescription], includingExamples: Bool) {
        main(apps: apps)
    }

    /// The `navsim` executable: the built-in examples, which its messages call examples.
    @MainActor
    package static func main(examples: [AppDescription]) {
        run(AppCatalog(declared: examples, areExamples: true))
    }

    @MainActor
    private static func run(_ catalog: AppCatalog) {
        DeterministicHashing.restartIfNeeded()
        // The app's local time is UTC, whatever the machine's zone: a trace must not depend on
        // it. `TZ` sets `TimeZone.current`; Foundation's formatters read the default zone.
        setenv("TZ", "UTC", 1)
        NSTimeZone.default = TimeZone(identifier: "UTC") ?? NSTimeZone.default
        AppCatalog.current = catalog
        if let name = catalog.duplicateName {
            complain("two declared apps are named '\(name)'; give each app of this executable its own name")
            NavSim.exit(withError: ExitCode(ExitStatus.badInput))
        }
        NavSim.main()
    }
}
