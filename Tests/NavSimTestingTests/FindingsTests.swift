import NavSimTesting
import Testing

/// `expectFindings`: the invariant findings of the store's events, as `navsim check` lists them.
@Suite @MainActor
struct FindingsTests {
    @Test func theLeakIsTheOneFinding() {
        let store = NavigationTestStore(exhaustive: false) { NotesApp.make(leaky: true) }
        store.launch()
        store.open("notes://compose")
        store.tapBack()
        store.expectFindings([
            "step 31: flowEndedButAlive: ComposeCoordinator#2 has no screen left on screen but is still alive: leaked"
        ])
        withKnownIssue { store.expectFindings([]) }
    }

    @Test func theFixedAppHasNone() {
        let store = NavigationTestStore(exhaustive: false) { NotesApp.make() }
        store.launch()
        store.open("notes://compose")
        store.tapBack()
        store.expectFindings([])
        withKnownIssue { store.expectFindings(["step 31: flowEndedButAlive: ComposeCoordinator#2"]) }
    }
}
