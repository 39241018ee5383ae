/// The attributes of a graph, node, edge or cluster, encoded sorted by name.
///
/// A dictionary literal builds one:
///
/// ```swift
/// let attributes: DOTAttributes = ["shape": "box", "label": .text("Login\nsigned out")]
/// ```
public struct DOTAttributes: Hashable, Sendable {
    /// The values by attribute name.
    public var values: [String: DOTValue]

    /// Creates attributes from values by name.
    public init(_ values: [String: DOTValue] = [:]) {
        self.values = values
    }

    /// The value of the attribute `name`, if set.
    public subscript(name: String) -> DOTValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool { values.isEmpty }

    /// The attributes sorted by name: the only order the encoder ever writes them in.
    public var sorted: [(name: String, value: DOTValue)] {
        values.keys.sorted().compactMap { name in values[name].map { (name, $0) } }
    }
}

extension DOTAttributes: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, DOTValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// The value of a DOT attribute.
public enum DOTValue: Hashable, Sendable {
    /// A plain value such as a colour, a shape or a style, written as a quoted DOT string.
    case string(String)
    /// Text people read (a `label` or `xlabel`): every character shows as itself, and each
    /// line is centred, left- or right-aligned.
    case label(DOTLabel)

    /// A label of one or more centred lines; `"\n"` in `text` starts a new line.
    public static func text(_ text: String) -> DOTValue {
        .label(DOTLabel(text))
    }
}

extension DOTValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}
