// The XCTest block of docs/testing.md, compiled and run (DocsExampleTests checks that the
// page's block appears here verbatim).
import ChildrenApp
import NavSimTesting
import XCTest

final class AddingTests: XCTestCase {
    func testAddLeavesAnOrphanedScreen() {
        MainActor.assumeIsolated {
            let store = NavigationTestStore { ChildrenApp.make(variant: "notStored") }
            store.launch()
            store.skipEvents()
            store.tap("add")
            store.skipEvents()
            store.expectFindings([
                "step 23: orphanedScreen: Add#2 is on screen but AddCoordinator#2 was deallocated: its actions do nothing"
            ])
        }
    }
}
