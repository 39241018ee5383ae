import Foundation
import NavSimCore
import NavSimKeychainAccess
import NavSimSimulator
import NavSimUIKit
import Testing

/// KeychainAccess's `Keychain` as apps call it, its items in memory: shared by the keychains
/// of one service, apart from other services', and emptied by every new session.
@Suite @MainActor struct KeychainTests {
    @Test func itemsAreSavedReadAndRemovedByKey() throws {
        _ = Session(app: NavSimApp(), sink: EventLog())
        let keychain = Keychain(service: "com.example.token")
        #expect(try keychain.get("token") == nil)

        try keychain.set("abc", key: "token")
        keychain["user"] = "ada"
        keychain[data: "avatar"] = Data([0xFF, 0xFE])

        #expect(try Keychain(service: "com.example.token").get("token") == "abc", "another keychain of the service")
        #expect(try Keychain(service: "com.example.other").get("token") == nil)
        #expect(keychain[string: "user"] == "ada")
        #expect(try keychain.getData("avatar") == Data([0xFF, 0xFE]))
        #expect(keychain.allKeys() == ["avatar", "token", "user"])
        #expect(try keychain.accessibility(.afterFirstUnlock).synchronizable(true).contains("token"))

        try keychain.remove("token")
        keychain["user"] = nil
        #expect(keychain.allKeys() == ["avatar"])
        #expect(throws: Status.conversionError) { try keychain.get("avatar") }
        try keychain.removeAll()
        #expect(keychain.allKeys().isEmpty)
    }

    @Test func aNewSessionStartsWithNoItems() throws {
        _ = Session(app: NavSimApp(), sink: EventLog())
        try Keychain(service: "com.example.token").set("abc", key: "token")

        _ = Session(app: NavSimApp(), sink: EventLog())

        #expect(try Keychain(service: "com.example.token").get("token") == nil)
    }
}
