/// A kind of object NavSim numbers: it fixes the prefix an id prints with.
public protocol IdentifierKind: Sendable {
    /// The short prefix of a printed id, such as `c` in `c3`.
    static var prefix: String { get }
}

/// A small, ordered, deterministic id for one kind of object.
///
/// Ids are handed out in order by the simulator's id generator, starting at 1, so the
/// same inputs always give the same ids. They print with their kind's prefix:
///
/// ```swift
/// let id = CoordinatorID(3)
/// print(id)  // c3
/// ```
public struct Identifier<Kind: IdentifierKind>: RawRepresentable, Hashable, Comparable, Sendable {
    /// The number behind the id.
    public let rawValue: UInt32

    /// Creates an id from its number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates an id from its number.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The hash dictionaries and sets use: a 128-bit multiplication of the raw value with
    /// secret per-process keys (see ``IdentifierHashKeys``) and a final mix, where SipHash
    /// cost about a sixth of a replay's fold.
    public func _rawHashValue(seed: Int) -> Int {
        // The table's seed takes part, as in the standard hashes: tables of the same keys
        // then order them differently, so copying one into another never piles them up.
        let keys = IdentifierHashKeys.current
        let multiplier = (keys.multiplier ^ UInt64(UInt(bitPattern: seed))) | 1
        let product = (UInt64(rawValue) ^ keys.value).multipliedFullWidth(by: multiplier)
        // A final xorshift-multiply spreads ids that differ only in high bits over the low
        // bits a table uses (the product alone leaves them in arithmetic progressions).
        let folded = product.high ^ product.low
        let mixed = (folded ^ folded >> 32) &* 0xD6E8_FEB8_6659_FD93
        return Int(bitPattern: UInt(mixed ^ mixed >> 32))
    }
}

/// The keys that make identifiers' hashes unpredictable: drawn once per process from
/// Swift's own randomly seeded `Hasher`, so that ids in a hostile trace cannot be chosen to
/// collide in a state's tables.
enum IdentifierHashKeys {
    /// The keys of this process.
    static let current: (value: UInt64, multiplier: UInt64) = (key(0), key(1))

    private static func key(_ index: Int) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(index)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}

extension Identifier: CustomStringConvertible {
    public var description: String { Kind.prefix + String(rawValue) }
}

extension Identifier: Codable {
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt32.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

// MARK: - Kinds

/// Coordinators: the objects that own navigation logic.
public enum CoordinatorKind: IdentifierKind { public static let prefix = "c" }
/// Screens: content view controllers, each with an optional ViewModel.
public enum ScreenKind: IdentifierKind { public static let prefix = "s" }
/// Containers: navigation controllers and tab bar controllers.
public enum ContainerKind: IdentifierKind { public static let prefix = "k" }
/// Windows: the roots of everything on screen.
public enum WindowKind: IdentifierKind { public static let prefix = "w" }

/// The id of a coordinator.
public typealias CoordinatorID = Identifier<CoordinatorKind>
/// The id of a screen (a content view controller).
public typealias ScreenID = Identifier<ScreenKind>
/// The id of a container view controller (navigation or tab bar controller).
public typealias ContainerID = Identifier<ContainerKind>
/// The id of a window.
public typealias WindowID = Identifier<WindowKind>

// MARK: - Controllers

/// Any view controller: a screen or a container.
///
/// Window roots, tabs and modal presentations can hold either; navigation stacks hold
/// screens and tab bar controllers, as UIKit does not allow pushing a navigation controller.
public enum ControllerID: Hashable, Comparable, Sendable, Codable {
    case screen(ScreenID)
    case container(ContainerID)
}

extension ControllerID: CustomStringConvertible {
    public var description: String {
        switch self {
        case .screen(let id): id.description
        case .container(let id): id.description
        }
    }
}
