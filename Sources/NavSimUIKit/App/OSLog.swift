/// The part of Apple's `os` module apps log with (`Logger`, `os_log`), for ported apps:
/// `navsim init`'s build makes `import os`, `import os.log` and `import OSLog` import
/// NavSimUIKit. Messages go to standard error, one a line, as the app's `print` does under
/// navsim; private values are printed too (there is no log to redact).
public struct Logger: Sendable {
    private let prefix: String

    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)] " }

    /// A logger of the default subsystem.
    public init() { prefix = "" }

    /// A logger writing to `log`.
    public init(_ log: OSLog) { prefix = log.prefix }

    public func log(level: OSLogType = .default, _ message: OSLogMessage) { write(level, message.text) }
    public func log(_ message: OSLogMessage) { write(.default, message.text) }
    public func trace(_ message: OSLogMessage) { write(.debug, message.text) }
    public func debug(_ message: OSLogMessage) { write(.debug, message.text) }
    public func info(_ message: OSLogMessage) { write(.info, message.text) }
    public func notice(_ message: OSLogMessage) { write(.default, message.text) }
    public func warning(_ message: OSLogMessage) { write(.error, message.text) }
    public func error(_ message: OSLogMessage) { write(.error, message.text) }
    public func critical(_ message: OSLogMessage) { write(.fault, message.text) }
    public func fault(_ message: OSLogMessage) { write(.fault, message.text) }

    private func write(_ type: OSLogType, _ text: String) {
        FileHandle.standardError.write(Data("\(prefix)\(type.name): \(text)\n".utf8))
    }
}

/// A log message: a string with interpolated values and their privacy, which NavSim ignores.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<Value>(_ value: Value, privacy: OSLogPrivacy = .auto) {
            text += "\(value)"
        }
        public mutating func appendInterpolation<Value>(
            _ value: Value, format: OSLogFormatting, privacy: OSLogPrivacy = .auto
        ) {
            text += "\(value)"
        }
    }
}

/// How private an interpolated value is; kept for the signature.
public struct OSLogPrivacy: Sendable {
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }

    /// How a private value is masked.
    public struct Mask: Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }
}

/// How an interpolated number is formatted; NavSim prints it as Swift does.
public struct OSLogFormatting: Sendable {
    public static let decimal = OSLogFormatting()
    public static let hex = OSLogFormatting()
    public static let fixed = OSLogFormatting()
    public static func fixed(precision: Int) -> OSLogFormatting { OSLogFormatting() }
}

/// A log's level.
public struct OSLogType: Sendable, Equatable {
    let name: String
    public static let `default` = OSLogType(name: "default")
    public static let info = OSLogType(name: "info")
    public static let debug = OSLogType(name: "debug")
    public static let error = OSLogType(name: "error")
    public static let fault = OSLogType(name: "fault")
}

/// A log of a subsystem and category, for `os_log`.
public final class OSLog: Sendable {
    let prefix: String
    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)] " }
    private init() { prefix = "" }
    /// The default log.
    public static let `default` = OSLog()
    /// A log that drops its messages.
    public static let disabled = OSLog()
}

/// Logs `message` (a `printf`-style format with `arguments`) to `log`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
    _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...
) {
    let text = String(format: message.description, arguments: arguments)
    FileHandle.standardError.write(Data("\(log.prefix)\(type.name): \(text)\n".utf8))
}

/// Logs `message` with `type` to `log`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ arguments: any CVarArg...) {
    let text = String(format: message.description, arguments: arguments)
    FileHandle.standardError.write(Data("\(log.prefix)\(type.name): \(text)\n".utf8))
}
