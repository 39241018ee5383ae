import NavSimCore
import NavSimSimulator
import NavSimTesting
import NavSimUIKit
import Testing

/// Probe (temporary).
@Suite @MainActor struct LaunchLinkTests {
    @Test func probe() {
        for link: AppLink? in [nil, .url("vault://cards/42"), .url("https://vault.example/cards/7"), .shortcut(type: "cards")] {
            let store = NavigationTestStore(exhaustive: false) { VaultApp.make() }
            store.launch(with: link)
            print("=== \(String(describing: link))")
            for e in store.events { print("\"\(e)\",") }
            store.moveApp(to: .background)
            print("--- background")
            for e in store.events { print("\"\(e)\",") }
            store.moveApp(to: .active)
            print("--- active")
            for e in store.events { print("\"\(e)\",") }
            print(store.availableInputs)
        }
    }
}
