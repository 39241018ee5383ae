import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A list of likes as Job4m2's: a tap anywhere hides the link, hidden already at first
/// (`isLinkVisible = false` while it is false); its "Close" button calls a closure nobody set.
private struct LikesView: View {
    let onClose: (() -> Void)?
    @State private var isLinkVisible = false

    var body: some View {
        VStack {
            Button("Show link") { isLinkVisible = true }
            if isLinkVisible { Text("t.me/job") }
            Button("Close") { onClose?() }
        }
        .onTapGesture { isLinkVisible = false }
    }
}

/// A search field as WallaMarvel's `SearchBar`: a tap on it edits, and a second tap sets
/// `isEditing` to the value it has.
private struct SearchView: View {
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("Search").onTapGesture { isEditing = true }
            if isEditing { Button("Cancel") { isEditing = false } }
        }
    }
}

@MainActor private final class RoleController: ObservableObject {
    @Published var segmentSelected = 0
}

/// A segmented picker as Job4m2's registration: `segmentSelected` starts at 0, Recruiter's
/// tag; the unwired twin's selection is a constant, which no choice changes.
private struct RoleView: View {
    @ObservedObject var controller: RoleController
    let isWired: Bool

    var body: some View {
        Picker("You: ", selection: isWired ? $controller.segmentSelected : .constant(0)) {
            Text("Recruiter").tag(0)
            Text("Candidate").tag(1)
        }
        .pickerStyle(.segmented)
    }
}

/// A tap whose handler ran and set the screen's state, even to the value it had, did
/// something, as on iOS; a control wired to nothing still did nothing. The option a picker
/// has selected is not an input: choosing it changes nothing.
@Suite @MainActor struct ReassignedStateTests {
    @Test func aTapSettingTheValueTheStateHasIsRecordedAndNotDeadButAnUnwiredButtonIs() {
        let explore = SystematicExploration(depth: 2) { RootViewCoordinator.app { _ in LikesView(onClose: nil) } }
        let report = explore.run()
        #expect(report.findings.map(\.message) == ["tapping `Close` on Likes#1 did nothing: no event followed"])
        #expect(
            report.findings.map { $0.inputs.map(ScenarioFile.line(for:)) } == [[#"{"tap": "Close", "on": "Likes"}"#]])
        #expect(report.coverage.deadActions.map(\.action) == ["Close"])

        let store = RootViewCoordinator.store { _ in LikesView(onClose: nil) }
        store.launch()
        store.skipEvents()
        store.tap("background")  // The stack's tap recognizer, beside its buttons.
        store.expectEvents([
            "userTapped background on s1", #"viewModelStateChanged s1 to {"@State":{"LikesView.isLinkVisible":false}}"#,
        ])
    }

    @Test func aSecondTapOnAFieldBeingEditedIsNotDead() {
        let report = SystematicExploration(depth: 3) { RootViewCoordinator.app { _ in SearchView() } }
            .expectNoFindings()
        #expect(report.coverage.actions.map(\.action) == ["Cancel", "Search"])
        #expect(report.states == 2)
    }

    @Test func thePickerOptionAlreadySelectedIsNotOffered() {
        let store = RootViewCoordinator.store { _ in RoleView(controller: RoleController(), isWired: true) }
        store.launch()
        store.skipEvents()
        #expect(store.offeredTaps == ["Candidate"])
        store.tap("Candidate")
        store.expectEvents(["userTapped Candidate on s1", #"viewModelStateChanged s1 to {"segmentSelected":1}"#])
        #expect(store.offeredTaps == ["Recruiter"])

        let report = SystematicExploration(depth: 3) {
            RootViewCoordinator.app { _ in RoleView(controller: RoleController(), isWired: true) }
        }.expectNoFindings()
        #expect(report.coverage.actions.map(\.action) == ["Candidate", "Recruiter"])
    }

    @Test func aPickerWiredToNothingIsDead() {
        let report = SystematicExploration(depth: 2) {
            RootViewCoordinator.app { _ in RoleView(controller: RoleController(), isWired: false) }
        }.run()
        #expect(report.findings.map(\.message) == ["tapping `Candidate` on Role#1 did nothing: no event followed"])
        #expect(report.coverage.deadActions.map(\.action) == ["Candidate"])
    }
}
