/// An app NavSim can run by name: what `navsim apps` lists about it, its variants, and
/// how to make a fresh model of each.
///
/// Declare your own app once and hand it to the `navsim` command of your package
/// (`NavSimCommandLine` in `NavSimCLI`, see docs/your-app.md) or to your tests:
///
/// ```swift
/// let shop = AppDescription(
///     name: "shop", summary: "Catalog → Checkout with a child CheckoutCoordinator",
///     variants: [
///         .init(name: "fixed", summary: "the child is removed when Checkout is popped"),
///         .init(name: "leaky", summary: "the child is never removed", bug: "back from Checkout leaks the child"),
///     ],
///     make: { variant in ShopApp.make(variant: variant) })
/// ```
public struct AppDescription: Sendable {
    /// The name used on the command line and in a trace's manifest, such as `children`.
    public let name: String
    /// One line about the app.
    public let summary: String
    /// Where the app comes from, such as `seed 002`; `nil` when nothing needs saying.
    public let origin: String?
    /// Its variants; the first is the default. An app declared without variants has one,
    /// ``Variant/defaultName``.
    public let variants: [Variant]
    private let make: @MainActor @Sendable (String) -> any AppModel

    /// Describes an app.
    ///
    /// - Parameters:
    ///   - name: The name used on the command line and recorded in traces.
    ///   - summary: One line about the app.
    ///   - origin: Where the app comes from, shown next to its name; `nil` for nothing.
    ///   - variants: The ways the app can be configured, the default first; none for an
    ///     app with one way, which is then called ``Variant/defaultName``.
    ///   - make: Makes a fresh model of a variant, given its name. It runs on the main
    ///     actor when a session starts, once per session.
    public init(
        name: String, summary: String, origin: String? = nil, variants: [Variant] = [],
        make: @escaping @MainActor @Sendable (_ variant: String) -> any AppModel
    ) {
        self.name = name
        self.summary = summary
        self.origin = origin
        self.variants =
            variants.isEmpty ? [Variant(name: Variant.defaultName, summary: "the app as declared")] : variants
        self.make = make
    }

    /// A variant of an app: a way its code is (or could be) written or configured.
    public struct Variant: Sendable, Hashable {
        /// The name of the one variant of an app declared without variants.
        public static let defaultName = "default"

        /// The name used on the command line and recorded in traces, such as `notStored`.
        public let name: String
        /// One line about what this variant does.
        public let summary: String
        /// The bug this variant has, in one sentence; `nil` for a correct variant.
        public let bug: String?

        /// Describes a variant.
        ///
        /// - Parameters:
        ///   - name: The name used on the command line and recorded in traces.
        ///   - summary: One line about what this variant does.
        ///   - bug: The bug it has, in one sentence; `nil` for a correct variant.
        public init(name: String, summary: String, bug: String? = nil) {
            self.name = name
            self.summary = summary
            self.bug = bug
        }
    }

    /// A fresh app model of `variant` (the default variant when `nil`).
    ///
    /// - Throws: ``AppDescriptionError/unknownVariant(_:app:available:)``.
    @MainActor
    public func makeApp(variant: String? = nil) throws(AppDescriptionError) -> any AppModel {
        try maker(variant: variant)()
    }

    /// What makes fresh models of `variant` (the default variant when `nil`), checked once:
    /// for a caller that makes many, such as an exploration.
    ///
    /// - Throws: ``AppDescriptionError/unknownVariant(_:app:available:)``.
    public func maker(variant: String? = nil) throws(AppDescriptionError) -> @MainActor @Sendable () -> any AppModel {
        guard let chosen = variant ?? variants.first?.name, variants.contains(where: { $0.name == chosen }) else {
            throw .unknownVariant(variant ?? "", app: name, available: variants.map(\.name))
        }
        return { [make] in make(chosen) }
    }

    /// The app called `name` among `apps`.
    ///
    /// - Throws: ``AppDescriptionError/unknownApp(_:available:)``.
    public static func named(_ name: String, in apps: [AppDescription]) throws(AppDescriptionError) -> AppDescription {
        guard let app = apps.first(where: { $0.name == name }) else {
            throw .unknownApp(name, available: apps.map(\.name))
        }
        return app
    }
}

/// An app or variant name that does not exist.
public enum AppDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No app has the name; `available` are the names there are.
    case unknownApp(String, available: [String])
    /// The app has no variant of the name; `available` are its variants.
    case unknownVariant(String, app: String, available: [String])

    public var description: String {
        switch self {
        case .unknownApp(let name, let available):
            "no app '\(name)' (apps: \(available.joined(separator: ", ")))"
        case .unknownVariant(let name, let app, let available):
            "\(app) has no variant '\(name)' (variants: \(available.joined(separator: ", ")))"
        }
    }
}
