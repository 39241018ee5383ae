import Foundation
import NavSimSimulator
import Synchronization

/// The keychain's items of the process, in memory, emptied before each session.
final class KeychainItems: Sendable {
    /// An item's identity: its class, service, access group and key.
    struct Key: Hashable, Sendable {
        let itemClass: ItemClass
        let service: String
        let accessGroup: String?
        let name: String
    }

    /// The items, registered with the sessions on first use.
    static let shared: KeychainItems = {
        let items = KeychainItems()
        Runtime.emptiesBeforeEachSession { items.values.withLock { $0.removeAll() } }
        return items
    }()

    private let values = Mutex<[Key: Data]>([:])

    func value(for key: Key) -> Data? {
        values.withLock { $0[key] }
    }

    /// Saves `value` as the item `key`, or removes it for `nil`.
    func set(_ value: Data?, for key: Key) {
        values.withLock { $0[key] = value }
    }

    /// The names of the items of one service and access group, sorted.
    func names(itemClass: ItemClass, service: String, accessGroup: String?) -> [String] {
        values.withLock { values in
            values.keys.filter { $0.itemClass == itemClass && $0.service == service && $0.accessGroup == accessGroup }
                .map(\.name).sorted()
        }
    }
}
