import ArgumentParser

/// `navsim apps`: the apps a command runs, with their variants and bugs.
struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract:
            "List the apps this executable runs (navsim's: the built-in examples), their variants and the bugs they "
            + "reproduce.",
        discussion: "Exit status: 0 listed; 64 a usage error."
    )

    func run() {
        // A command runs on the main thread, where the catalog lives.
        let apps = MainActor.assumeIsolated { AppCatalog.current.apps }
        for app in apps {
            writeOutput("\(app.name)\(app.origin.map { " (\($0))" } ?? ""): \(app.summary)\n")
            for variant in app.variants {
                let bug = variant.bug.map { "\n      bug: \($0)" } ?? ""
                writeOutput("  - \(variant.name): \(variant.summary)\(bug)\n")
            }
        }
    }
}

/// `navsim apps`, the old name of `apps`, kept for one more release.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples", abstract: "The old name of `apps`.", shouldDisplay: false)

    func run() {
        complain("`examples` is deprecated; it is `apps`")
        AppsCommand().run()
    }
}
