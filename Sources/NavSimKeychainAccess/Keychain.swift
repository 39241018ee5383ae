public import Foundation

/// KeychainAccess's `Keychain` (github.com/kishikawakatsumi/KeychainAccess) for an app NavSim
/// runs: the same calls, its items held in memory.
///
/// `navsim init`'s build reads `import KeychainAccess` as `import NavSimKeychainAccess`, so
/// an app's keychain code builds unchanged. Items are kept by item class, service (or
/// server), access group and key, shared by every `Keychain` of the process, as the
/// device's keychain is shared by an app's instances. Every session empties them before
/// its app launches, as it empties `UserDefaults`: a token saved by one run would put the
/// next on another screen. The options (`accessibility`, `synchronizable`, labels,
/// authentication policies) are kept and never asked: nothing is locked, synchronized or
/// shown.
public final class Keychain: @unchecked Sendable {
    /// Which kind of items it holds: generic passwords by service, internet passwords by
    /// server.
    public let itemClass: ItemClass
    /// The service of its generic passwords (the bundle identifier when made with `init()`).
    public let service: String
    /// The access group it shares items in, if any.
    public let accessGroup: String?
    /// The server of its internet passwords.
    public let server: URL?
    public let protocolType: ProtocolType?
    public let authenticationType: AuthenticationType?
    public private(set) var accessibility: Accessibility = .afterFirstUnlock
    public private(set) var isSynchronizable = false
    public private(set) var label: String?
    public private(set) var comment: String?
    public private(set) var authenticationPrompt: String?
    public private(set) var authenticationPolicy: AuthenticationPolicy?

    /// The keychain of the app's generic passwords, by its bundle identifier.
    public convenience init() {
        self.init(service: Bundle.main.bundleIdentifier ?? "")
    }

    public convenience init(service: String) {
        self.init(itemClass: .genericPassword, service: service, accessGroup: nil, server: nil)
    }

    public convenience init(accessGroup: String) {
        self.init(itemClass: .genericPassword, service: Bundle.main.bundleIdentifier ?? "", accessGroup: accessGroup)
    }

    public convenience init(service: String, accessGroup: String) {
        self.init(itemClass: .genericPassword, service: service, accessGroup: accessGroup, server: nil)
    }

    public convenience init(
        server: String, protocolType: ProtocolType, authenticationType: AuthenticationType = .default
    ) {
        self.init(
            server: URL(string: server) ?? URL(fileURLWithPath: server), protocolType: protocolType,
            authenticationType: authenticationType)
    }

    public convenience init(
        server: URL, protocolType: ProtocolType, authenticationType: AuthenticationType = .default
    ) {
        self.init(
            itemClass: .internetPassword, service: server.absoluteString, accessGroup: nil, server: server,
            protocolType: protocolType, authenticationType: authenticationType)
    }

    private init(
        itemClass: ItemClass, service: String, accessGroup: String?, server: URL? = nil,
        protocolType: ProtocolType? = nil, authenticationType: AuthenticationType? = nil
    ) {
        self.itemClass = itemClass
        self.service = service
        self.accessGroup = accessGroup
        self.server = server
        self.protocolType = protocolType
        self.authenticationType = authenticationType
    }

    /// A keychain of the same items with these options, as KeychainAccess's chained calls
    /// return.
    private func with(_ change: (Keychain) -> Void) -> Keychain {
        let copy = Keychain(
            itemClass: itemClass, service: service, accessGroup: accessGroup, server: server,
            protocolType: protocolType, authenticationType: authenticationType)
        copy.accessibility = accessibility
        copy.isSynchronizable = isSynchronizable
        copy.label = label
        copy.comment = comment
        copy.authenticationPrompt = authenticationPrompt
        copy.authenticationPolicy = authenticationPolicy
        change(copy)
        return copy
    }

    // MARK: - Options

    public func accessibility(_ accessibility: Accessibility) -> Keychain { with { $0.accessibility = accessibility } }

    public func accessibility(
        _ accessibility: Accessibility, authenticationPolicy: AuthenticationPolicy
    ) -> Keychain {
        with {
            $0.accessibility = accessibility
            $0.authenticationPolicy = authenticationPolicy
        }
    }

    public func synchronizable(_ synchronizable: Bool) -> Keychain { with { $0.isSynchronizable = synchronizable } }

    public func label(_ label: String) -> Keychain { with { $0.label = label } }

    public func comment(_ comment: String) -> Keychain { with { $0.comment = comment } }

    public func authenticationPrompt(_ prompt: String) -> Keychain { with { $0.authenticationPrompt = prompt } }

    // MARK: - Items

    private func key(_ name: String) -> KeychainItems.Key {
        KeychainItems.Key(itemClass: itemClass, service: service, accessGroup: accessGroup, name: name)
    }

    /// The text of the item `key`, `nil` when there is none.
    ///
    /// - Throws: ``Status/conversionError`` for an item that is not UTF-8 text.
    public func get(_ key: String) throws -> String? { try getString(key) }

    /// The text of the item `key`, `nil` when there is none.
    ///
    /// - Throws: ``Status/conversionError`` for an item that is not UTF-8 text.
    public func getString(_ key: String) throws -> String? {
        guard let data = try getData(key) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else { throw Status.conversionError }
        return text
    }

    /// The bytes of the item `key`, `nil` when there is none.
    public func getData(_ key: String) throws -> Data? {
        KeychainItems.shared.value(for: self.key(key))
    }

    /// Saves `value` as the item `key`, replacing the one there.
    public func set(_ value: String, key: String) throws {
        try set(Data(value.utf8), key: key)
    }

    /// Saves `value` as the item `key`, replacing the one there.
    public func set(_ value: Data, key: String) throws {
        KeychainItems.shared.set(value, for: self.key(key))
    }

    /// Removes the item `key`, if there is one.
    public func remove(_ key: String) throws {
        KeychainItems.shared.set(nil, for: self.key(key))
    }

    /// Removes every item of this keychain's service and access group.
    public func removeAll() throws {
        for name in allKeys() { try remove(name) }
    }

    /// Whether there is an item `key`.
    public func contains(_ key: String) throws -> Bool {
        try getData(key) != nil
    }

    /// The keys of this keychain's items, sorted.
    public func allKeys() -> [String] {
        KeychainItems.shared.names(itemClass: itemClass, service: service, accessGroup: accessGroup)
    }

    public subscript(key: String) -> String? {
        get { try? get(key) }
        set {
            if let newValue { try? set(newValue, key: key) } else { try? remove(key) }
        }
    }

    public subscript(string key: String) -> String? {
        get { self[key] }
        set { self[key] = newValue }
    }

    public subscript(data key: String) -> Data? {
        get { try? getData(key) }
        set {
            if let newValue { try? set(newValue, key: key) } else { try? remove(key) }
        }
    }
}
