import NavSimSimulator

/// The apps a command line runs: those its executable declares. NavSimCLI does not link the
/// built-in examples; the `navsim` executable declares them itself.
struct AppCatalog {
    /// The apps, in the order they were declared.
    let apps: [AppDescription]
    /// Whether the apps are the built-in examples of `navsim`, which messages then call examples.
    let areExamples: Bool
    /// The first name two declared apps share, if any.
    let duplicateName: String?

    /// The catalog of the command line that is running: none until
    /// ``NavSimCommandLine/main(apps:)`` declares the apps.
    @MainActor static var current = AppCatalog(declared: [], areExamples: false)

    init(declared: [AppDescription], areExamples: Bool) {
        let names = declared.map(\.name)
        duplicateName = names.enumerated().first { index, name in names[..<index].contains(name) }?.element
        apps = declared
        self.areExamples = areExamples
    }

    /// The app called `name`.
    ///
    /// - Throws: A ``Failure`` naming the apps there are.
    func named(_ name: String) throws -> AppDescription {
        do {
            return try AppDescription.named(name, in: apps)
        } catch {
            // The `navsim` of the examples alone calls them examples, as it always has.
            guard areExamples else { throw error }
            throw Failure.badInput("no example '\(name)' (examples: \(apps.map(\.name).joined(separator: ", ")))")
        }
    }

    /// Whether an app is called `name`.
    func contains(_ name: String) -> Bool { apps.contains { $0.name == name } }
}
