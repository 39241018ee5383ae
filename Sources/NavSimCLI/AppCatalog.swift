import NavSimExamples
import NavSimSimulator

/// The apps a command line runs: the declared ones, then the built-in examples they do
/// not hide.
struct AppCatalog {
    /// The apps, the declared first.
    let apps: [AppDescription]
    /// Whether the apps are only the built-in examples, which messages then call examples.
    let onlyExamples: Bool
    /// The first name two declared apps share, if any.
    let duplicateName: String?

    /// The catalog of the command line that is running: the examples until
    /// ``NavSimCommandLine/main(apps:includingExamples:)`` declares others.
    @MainActor static var current = AppCatalog(declared: [], includingExamples: true)

    init(declared: [AppDescription], includingExamples: Bool) {
        let names = declared.map(\.name)
        duplicateName = names.enumerated().first { index, name in names[..<index].contains(name) }?.element
        let examples = includingExamples ? Examples.all.filter { !names.contains($0.name) } : []
        apps = declared + examples
        onlyExamples = declared.isEmpty
    }

    /// The app called `name`.
    ///
    /// - Throws: A ``Failure`` naming the apps there are.
    func named(_ name: String) throws -> AppDescription {
        do {
            return try AppDescription.named(name, in: apps)
        } catch {
            // The `navsim` of the examples alone calls them examples, as it always has.
            guard onlyExamples else { throw error }
            throw Failure.badInput("no example '\(name)' (examples: \(apps.map(\.name).joined(separator: ", ")))")
        }
    }

    /// Whether an app is called `name`.
    func contains(_ name: String) -> Bool { apps.contains { $0.name == name } }
}
