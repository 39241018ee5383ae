import Foundation

/// One comparison of a predicate format string (`SELF MATCHES %@`), read with its arguments:
/// what `NSPredicate(format:)` evaluates. It holds the arguments and a compiled regular
/// expression, read only once made.
struct PredicateFormat: @unchecked Sendable {
    /// Why a format cannot be read.
    struct Failure: Error {
        let reason: String
    }

    private enum Operand {
        case object
        case keyPath([String])
        case constant(Any?)
    }

    private enum Operator: String {
        case matches = "MATCHES"
        case contains = "CONTAINS"
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case like = "LIKE"
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    private let left: Operand
    private let operation: Operator
    private let right: Operand
    private let options: String.CompareOptions
    private let regularExpression: NSRegularExpression?

    /// Reads `format`, its placeholders taking `arguments` in order.
    static func parse(_ format: String, arguments: [Any]) -> Result<PredicateFormat, Failure> {
        Result {
            var arguments = arguments[...]
            let tokens = try tokens(of: format)
            guard tokens.count == 3 else {
                throw Failure(reason: "NavSim reads `left operator right`, not \(tokens.count) terms")
            }
            let (operation, options) = try self.operation(tokens[1])
            return try PredicateFormat(
                left: operand(tokens[0], arguments: &arguments), operation: operation,
                right: operand(tokens[2], arguments: &arguments), options: options)
        }.mapError { $0 as? Failure ?? Failure(reason: "\($0)") }
    }

    private init(left: Operand, operation: Operator, right: Operand, options: String.CompareOptions) throws {
        (self.left, self.operation, self.right, self.options) = (left, operation, right, options)
        guard operation == .matches else {
            regularExpression = nil
            return
        }
        guard case .constant(let pattern as String) = right else {
            throw Failure(reason: "MATCHES needs a regular expression string on the right")
        }
        do {
            regularExpression = try NSRegularExpression(
                pattern: pattern, options: options.contains(.caseInsensitive) ? [.caseInsensitive] : [])
        } catch {
            throw Failure(reason: "the regular expression \(pattern) is invalid")
        }
    }

    /// Whether `object` satisfies the comparison.
    func evaluate(_ object: Any?) -> Bool {
        let value = Self.value(of: left, on: object)
        let other = Self.value(of: right, on: object)
        let order = Self.order(value, other, options)
        switch operation {
        case .equal: return order == .orderedSame
        case .notEqual: return order != .orderedSame
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order == .orderedAscending || order == .orderedSame
        case .greater: return order == .orderedDescending
        case .greaterOrEqual: return order == .orderedDescending || order == .orderedSame
        default: break
        }
        guard let string = value as? String, let pattern = other as? String else { return false }
        let whole = NSRange(string.startIndex..., in: string)
        switch operation {
        case .matches:
            return regularExpression?.firstMatch(in: string, options: [.anchored], range: whole)?.range == whole
        case .contains: return string.range(of: pattern, options: options) != nil
        case .beginsWith: return string.range(of: pattern, options: options.union(.anchored)) != nil
        case .endsWith: return string.range(of: pattern, options: options.union([.anchored, .backwards])) != nil
        default: return Self.like(string, pattern, options)
        }
    }

    // MARK: - Reading

    /// The format's terms: words, operators and quoted strings (quotes kept).
    private static func tokens(of format: String) throws -> [String] {
        var tokens: [String] = []
        var current = ""
        var quote: Character?
        for character in format {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                current.append(character)
                quote = character
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        guard quote == nil else { throw Failure(reason: "a quoted string is not closed") }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// An operator with its `[cd]` options.
    private static func operation(_ token: String) throws -> (Operator, String.CompareOptions) {
        let parts = token.split(separator: "[", maxSplits: 1)
        let name = parts.first.map { $0.uppercased() } ?? ""
        let aliases = ["=": "==", "<>": "!=", "=<": "<=", "=>": ">="]
        guard let operation = Operator(rawValue: aliases[name] ?? name) else {
            throw Failure(reason: "NavSim does not read the operator \(token)")
        }
        var options: String.CompareOptions = []
        if parts.count == 2 {
            let modifiers = parts[1].lowercased()
            guard modifiers.hasSuffix("]"), modifiers.dropLast().allSatisfy({ "cdn".contains($0) }) else {
                throw Failure(reason: "NavSim does not read the options of \(token)")
            }
            if modifiers.contains("c") { options.insert(.caseInsensitive) }
            if modifiers.contains("d") { options.insert(.diacriticInsensitive) }
        }
        return (operation, options)
    }

    private static func operand(_ token: String, arguments: inout ArraySlice<Any>) throws -> Operand {
        func next() throws -> Any {
            guard let argument = arguments.popFirst() else { throw Failure(reason: "\(token) has no argument") }
            return argument
        }
        switch token.uppercased() {
        case "SELF": return .object
        case "%@", "%D", "%I", "%LD", "%LU", "%U", "%F", "%LF": return .constant(try next())
        case "%K":
            guard let key = try next() as? String else { throw Failure(reason: "%K needs a key path string") }
            return .keyPath(key.split(separator: ".").map(String.init))
        case "TRUE", "YES": return .constant(true)
        case "FALSE", "NO": return .constant(false)
        case "NIL", "NULL": return .constant(nil)
        default: break
        }
        if let first = token.first, first == "\"" || first == "'" {
            return .constant(String(token.dropFirst().dropLast()))
        }
        if let number = Double(token) { return .constant(number) }
        let keyPath = token.split(separator: ".").map(String.init)
        guard !keyPath.isEmpty, keyPath.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            throw Failure(reason: "NavSim does not read the term \(token)")
        }
        return .keyPath(keyPath)
    }

    // MARK: - Evaluating

    private static func value(of operand: Operand, on object: Any?) -> Any? {
        switch operand {
        case .object: return object
        case .constant(let value): return value
        case .keyPath(let keys):
            return keys.reduce(object) { value, key in value.flatMap { Self.value(of: key, in: $0) } }
        }
    }

    /// A dictionary's value for `key`, else the stored property named `key`.
    private static func value(of key: String, in object: Any) -> Any? {
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        return Mirror(reflecting: object).children.first { $0.label == key }?.value
    }

    /// How `value` orders against `other`: numbers by value, strings with `options`, other
    /// equatable values as equal or not; `nil` when they do not compare.
    private static func order(_ value: Any?, _ other: Any?, _ options: String.CompareOptions) -> ComparisonResult? {
        if value == nil || other == nil { return value == nil && other == nil ? .orderedSame : nil }
        if let left = number(value), let right = number(other) {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        if let left = value as? String, let right = other as? String { return left.compare(right, options: options) }
        if let left = value as? AnyHashable, let right = other as? AnyHashable, left == right { return .orderedSame }
        return nil
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        default: nil
        }
    }

    /// `LIKE`: the whole string against `pattern`, where `*` is any run and `?` one character.
    private static func like(_ string: String, _ pattern: String, _ options: String.CompareOptions) -> Bool {
        let expression = pattern.map { character in
            character == "*"
                ? ".*" : character == "?" ? "." : NSRegularExpression.escapedPattern(for: String(character))
        }.joined()
        return string.range(of: "^\(expression)$", options: options.union(.regularExpression)) != nil
    }
}
