/// An element of an Interface Builder document (a `.storyboard` or `.xib`, which are XML):
/// its name, attributes and child elements. Text between elements is not kept: Interface
/// Builder writes everything it stores as attributes.
struct InterfaceElement: Sendable {
    let name: String
    let attributes: [String: String]
    let children: [InterfaceElement]

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The children called `name`.
    func children(named name: String) -> [InterfaceElement] { children.filter { $0.name == name } }

    /// The first child called `name` (with `key` as its `key` attribute, when given).
    func child(named name: String, key: String? = nil) -> InterfaceElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Whether a boolean attribute is `YES`.
    func isYes(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}

/// Reads the XML Interface Builder writes: elements, attributes in single or double quotes,
/// the five named entities and numeric character references, comments, the `<?xml?>`
/// declaration and a doctype, which are skipped. Anything else is an error naming the byte
/// offset, never a crash.
struct InterfaceXMLReader {
    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "byte \(offset): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    /// The document's root element.
    static func read(_ text: String) throws(Failure) -> InterfaceElement {
        var reader = InterfaceXMLReader(bytes: Array(text.utf8))
        try reader.skipProlog()
        let root = try reader.element(depth: 0)
        reader.skipSpaceAndComments()
        guard reader.index == reader.bytes.count else {
            throw Failure(offset: reader.index, reason: "text after the root")
        }
        return root
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    private func starts(with text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return index + utf8.count <= bytes.count && bytes[index..<index + utf8.count].elementsEqual(utf8)
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// Skips white space, comments and processing instructions.
    private mutating func skipSpaceAndComments() {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<?") {
                skip(past: "?>")
            } else {
                return
            }
        }
    }

    private mutating func skip(past end: String) {
        while index < bytes.count, !starts(with: end) { index += 1 }
        index = min(bytes.count, index + end.utf8.count)
    }

    private mutating func skipProlog() throws(Failure) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipSpaceAndComments()
        if starts(with: "<!DOCTYPE") {
            skip(past: ">")
            skipSpaceAndComments()
        }
    }

    private mutating func element(depth: Int) throws(Failure) -> InterfaceElement {
        guard depth < 256 else { throw Failure(offset: index, reason: "elements nested more than 256 deep") }
        guard peek() == UInt8(ascii: "<") else { throw Failure(offset: index, reason: "expected an element") }
        index += 1
        let name = try self.name()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            if starts(with: "/>") {
                index += 2
                return InterfaceElement(name: name, attributes: attributes, children: [])
            }
            if peek() == UInt8(ascii: ">") {
                index += 1
                break
            }
            let attribute = try self.name()
            skipSpace()
            guard peek() == UInt8(ascii: "=") else {
                throw Failure(offset: index, reason: "expected = after \(attribute)")
            }
            index += 1
            skipSpace()
            attributes[attribute] = try quoted()
        }
        var children: [InterfaceElement] = []
        while true {
            while let byte = peek(), byte != UInt8(ascii: "<") { index += 1 }  // Text is not kept.
            if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                skip(past: "]]>")
            } else if starts(with: "</") {
                index += 2
                let closing = try self.name()
                guard closing == name else { throw Failure(offset: index, reason: "</\(closing)> closes <\(name)>") }
                skipSpace()
                guard peek() == UInt8(ascii: ">") else { throw Failure(offset: index, reason: "expected >") }
                index += 1
                return InterfaceElement(name: name, attributes: attributes, children: children)
            } else if peek() == nil {
                throw Failure(offset: index, reason: "<\(name)> is not closed")
            } else {
                children.append(try element(depth: depth + 1))
            }
        }
    }

    private mutating func name() throws(Failure) -> String {
        let start = index
        while let byte = peek(),
            !(byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/"))
        {
            index += 1
        }
        guard index > start else { throw Failure(offset: start, reason: "expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted() throws(Failure) -> String {
        guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw Failure(offset: index, reason: "expected a quoted value")
        }
        index += 1
        var value: [UInt8] = []
        while let byte = peek(), byte != quote {
            if byte == UInt8(ascii: "&") {
                value += try entity()
            } else {
                value.append(byte)
                index += 1
            }
        }
        guard peek() == quote else { throw Failure(offset: index, reason: "a value is not closed") }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// The bytes of `&name;` or `&#N;`/`&#xN;` at `index`.
    private mutating func entity() throws(Failure) -> [UInt8] {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw Failure(offset: start, reason: "an & starts no entity")
        }
        let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        let named = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'"]
        if let text = named[body] { return Array(text.utf8) }
        let number =
            body.hasPrefix("#x")
            ? UInt32(body.dropFirst(2), radix: 16) : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
        guard let number, let scalar = Unicode.Scalar(number) else {
            throw Failure(offset: start, reason: "unknown entity &\(body);")
        }
        return Array(String(Character(scalar)).utf8)
    }
}
