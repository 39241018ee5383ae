import Foundation

/// An `AnyObject` subscripted as Objective-C's dynamic lookup subscripts it on iOS.
///
/// iOS code may subscript a value typed `AnyObject`, and the message is sent by name:
/// `(json as AnyObject)["Key"]` sends `objectForKeyedSubscript:`, `items[0]`
/// `objectAtIndexedSubscript:`. Linux has no dynamic lookup, so `navsim init`'s build wraps
/// a name declared `AnyObject` where the app subscripts it (`NavSimAnyObject(json)["Key"]`),
/// and these subscripts read a dictionary or an array, Foundation's or Swift's, as iOS's do.
/// Another object does not respond, which iOS reports with an "unrecognized selector"
/// exception: NavSim stops with the same words.
public struct NavSimAnyObject {
    private let object: AnyObject

    /// The object to subscript.
    public init(_ object: AnyObject) {
        self.object = object
    }

    /// The dictionary's value for `key`, `nil` when it has none.
    public subscript(key: String) -> AnyObject? {
        if let dictionary = object as? NSDictionary {
            let isMutable = dictionary is NSMutableDictionary
            return dictionary.object(forKey: NSString(string: key)).map { Self.object($0, mutable: isMutable) }
        }
        if let dictionary = object as? [String: Any] { return dictionary[key].map { Self.object($0, mutable: false) } }
        fatalError("-[\(type(of: object)) objectForKeyedSubscript:]: unrecognized selector sent to instance")
    }

    /// The array's element at `index`; out of its bounds, a crash, as on iOS.
    public subscript(index: Int) -> AnyObject {
        if let array = object as? NSArray {
            return Self.object(array.object(at: index), mutable: array is NSMutableArray)
        }
        if let array = object as? [Any] { return Self.object(array[index], mutable: false) }
        fatalError("-[\(type(of: object)) objectAtIndexedSubscript:]: unrecognized selector sent to instance")
    }

    /// The number's value as a `Double` (`NSNumber.doubleValue`), or the string's.
    public var doubleValue: Double { number(\.doubleValue, "doubleValue") { Double($0) ?? 0 } }

    /// The number's value as a `Float`, or the string's.
    public var floatValue: Float { number(\.floatValue, "floatValue") { Float($0) ?? 0 } }

    /// The number's value as an `Int32`, or the string's.
    public var intValue: Int32 { number(\.int32Value, "intValue") { Int32($0) ?? 0 } }

    /// The number's value as an `Int`, or the string's.
    public var integerValue: Int { number(\.intValue, "integerValue") { Int($0) ?? 0 } }

    /// The number's value as a `Bool`, or the string's (`"true"`, `"YES"`, a number not zero).
    public var boolValue: Bool { number(\.boolValue, "boolValue") { NSString(string: $0).boolValue } }

    /// The number's or the string's text.
    public var stringValue: String {
        if let number = object as? NSNumber { return number.stringValue }
        if let string = object as? String { return string }
        fatalError("-[\(type(of: object)) stringValue]: unrecognized selector sent to instance")
    }

    /// A number's value, or a string's parsed (`NSString`'s answer, 0 when it is no number).
    private func number<Value>(
        _ value: KeyPath<NSNumber, Value>, _ selector: String, parsing parse: (String) -> Value
    ) -> Value {
        if let number = object as? NSNumber { return number[keyPath: value] }
        if let string = object as? String { return parse(string.trimmingCharacters(in: .whitespaces)) }
        fatalError("-[\(type(of: object)) \(selector)]: unrecognized selector sent to instance")
    }

    /// `value` as iOS's JSONSerialization returns it: a Swift array or dictionary (what
    /// Linux's keeps below the top level) as Foundation's, mutable in a mutable container,
    /// as `.mutableContainers` makes every level mutable on iOS (`as? NSMutableArray` holds).
    private static func object(_ value: Any, mutable: Bool) -> AnyObject {
        switch value {
        case let array as [Any]: mutable ? NSMutableArray(array: array) : NSArray(array: array)
        case let dictionary as [String: Any]:
            mutable ? NSMutableDictionary(dictionary: dictionary) : NSDictionary(dictionary: dictionary)
        default: value as AnyObject
        }
    }
}
