public import NavSimSimulator

/// An example app: one of the seed variants of the Coordinator pattern, runnable by name.
public struct Example: Sendable {
    /// The name used on the command line, such as `children`.
    public let name: String
    /// The seed note it comes from, such as `002`.
    public let seed: String
    /// One line about the app.
    public let summary: String
    /// Its variants; the first is the default.
    public let variants: [Variant]
    private let build: @MainActor @Sendable (String) -> any AppModel

    init(
        name: String, seed: String, summary: String, variants: [Variant],
        build: @escaping @MainActor @Sendable (String) -> any AppModel
    ) {
        self.name = name
        self.seed = seed
        self.summary = summary
        self.variants = variants
        self.build = build
    }

    /// A variant of an example: a way the seed's code is (or could be) written.
    public struct Variant: Sendable, Hashable {
        /// The name used on the command line, such as `notStored`.
        public let name: String
        /// One line about what this variant does.
        public let summary: String
        /// The bug this variant has, in one sentence; `nil` for a correct variant.
        public let bug: String?
    }

    /// A fresh app model of `variant` (the default variant when `nil`).
    ///
    /// - Throws: ``ExampleError/unknownVariant(_:example:available:)``.
    @MainActor
    public func makeApp(variant: String? = nil) throws(ExampleError) -> any AppModel {
        guard let chosen = variant ?? variants.first?.name, variants.contains(where: { $0.name == chosen }) else {
            throw .unknownVariant(variant ?? "", example: name, available: variants.map(\.name))
        }
        return build(chosen)
    }
}

/// An example or variant name that does not exist.
public enum ExampleError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownExample(String, available: [String])
    case unknownVariant(String, example: String, available: [String])

    public var description: String {
        switch self {
        case .unknownExample(let name, let available):
            "no example '\(name)' (examples: \(available.joined(separator: ", ")))"
        case .unknownVariant(let name, let example, let available):
            "\(example) has no variant '\(name)' (variants: \(available.joined(separator: ", ")))"
        }
    }
}

/// The example apps, one per seed note.
public enum Examples {
    /// Every example, in seed order.
    public static let all: [Example] = [
        LoginExample.example, WelcomeExample.example, ChildrenExample.example, ProjectsExample.example,
        EditorExample.example,
    ]

    /// The example called `name`.
    ///
    /// - Throws: ``ExampleError/unknownExample(_:available:)``.
    public static func named(_ name: String) throws(ExampleError) -> Example {
        guard let example = all.first(where: { $0.name == name }) else {
            throw .unknownExample(name, available: all.map(\.name))
        }
        return example
    }
}
