package import NavSimCore

/// Encodes an `Encodable` value straight to a ``JSONValue``, with no JSON text in between:
/// how a ViewModel's state is recorded on every change, so it must be cheap.
///
/// It gives what `JSONEncoder` followed by parsing would: objects for keyed containers,
/// arrays for unkeyed ones, `nil` optionals left out, every number a `Double`.
package enum JSONValueEncoder {
    /// The JSON value of `value`.
    package static func encode(_ value: some Encodable) throws -> JSONValue {
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        return node.value
    }

    /// A value under construction; containers fill it in place.
    final class Node {
        var scalar: JSONValue = .null
        var members: [String: Node]?
        var elements: [Node]?

        init() {}
        init(_ scalar: JSONValue) { self.scalar = scalar }

        var value: JSONValue {
            if let members { return .object(members.mapValues(\.value)) }
            if let elements { return .array(elements.map(\.value)) }
            return scalar
        }

        func makeObject() {
            if members == nil { members = [:] }
        }

        func makeArray() {
            if elements == nil { elements = [] }
        }
    }

    /// Encodes one value (of any shape) into a node.
    struct NodeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.makeObject()
            return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.makeArray()
            return UnkeyedContainer(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueContainer(node: node, codingPath: codingPath)
        }
    }

    /// The node of `value`: scalars directly, anything else through its `encode(to:)`.
    static func node(for value: some Encodable, codingPath: [any CodingKey]) throws -> Node {
        if let scalar = scalar(value) { return Node(scalar) }
        let node = Node()
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        return node
    }

    /// The JSON value of a standard scalar type, or `nil` for anything else.
    static func scalar(_ value: some Encodable) -> JSONValue? {
        switch value {
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as Double: JSONValue(value)
        case let value as Int: .number(Double(value))
        case let value as Float: JSONValue(Double("\(value)") ?? Double(value))
        case let value as any BinaryInteger: .number(Double(value))
        default: nil
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.members?[key.stringValue] = Node(.null) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.members?[key.stringValue] = try JSONValueEncoder.node(for: value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            let child = Node()
            node.members?[key.stringValue] = child
            return NodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Node()
            node.members?[key.stringValue] = child
            return NodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            let child = Node()
            node.members?[name] = child
            return NodeEncoder(node: child, codingPath: codingPath)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int { node.elements?.count ?? 0 }

        mutating func encodeNil() throws { node.elements?.append(Node(.null)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            node.elements?.append(try JSONValueEncoder.node(for: value, codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            let child = Node()
            node.elements?.append(child)
            return NodeEncoder(node: child, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Node()
            node.elements?.append(child)
            return NodeEncoder(node: child, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            let child = Node()
            node.elements?.append(child)
            return NodeEncoder(node: child, codingPath: codingPath)
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.scalar = .null }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let encoded = try JSONValueEncoder.node(for: value, codingPath: codingPath)
            node.scalar = encoded.scalar
            node.members = encoded.members
            node.elements = encoded.elements
        }
    }
}
