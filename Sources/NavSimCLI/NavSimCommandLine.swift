import ArgumentParser
import Foundation
public import NavSimSimulator

/// The whole `navsim` command, with your apps beside (or instead of) the built-in examples.
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
/// The `navsim` executable itself is this entry point with no apps of its own.
public enum NavSimCommandLine {
    /// Parses the process's arguments and runs the command they name over `apps`.
    ///
    /// A declared app hides a built-in example of the same name. Two declared apps with
    /// one name are refused with one line on stderr and exit status 2, before any command runs.
    ///
    /// - Parameters:
    ///   - apps: Your apps, in the order `navsim apps` lists them.
    ///   - includingExamples: Whether the five built-in examples are listed and runnable too.
    @MainActor
    public static func main(apps: [AppDescription], includingExamples: Bool = true) {
        DeterministicHashing.restartIfNeeded()
        // The app's local time is UTC, whatever the machine's zone: a trace must not depend on
        // it. `TZ` sets `TimeZone.current`; Foundation's formatters read the default zone.
        setenv("TZ", "UTC", 1)
        NSTimeZone.default = TimeZone(identifier: "UTC") ?? NSTimeZone.default
        AppCatalog.current = AppCatalog(declared: apps, includingExamples: includingExamples)
        if let name = AppCatalog.current.duplicateName {
            complain("two declared apps are named '\(name)'; give each app of this executable its own name")
            NavSim.exit(withError: ExitCode(ExitStatus.badInput))
        }
        NavSim.main()
    }
}
