import NavSimCore
import NavSimExploration
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A screen that presents with SwiftUI's modifiers: a sheet and a full-screen cover by a
/// Boolean, a sheet by an item, an alert; each button shows only while its binding is unset,
/// so the inputs offered tell whether dismissing the presentation set it back.
@MainActor private final class InboxViewModel: ObservableObject {
    @Published var log: [String] = []
}

private struct Draft: Identifiable {
    let id: Int
}

private struct InboxView: View {
    @ObservedObject var viewModel: InboxViewModel
    @State private var writes = false
    @State private var opened: Draft?
    @State private var introduces = false
    @State private var confirms = false

    var body: some View {
        VStack {
            if !writes { Button("Write") { writes = true } }
            if opened == nil { Button("Open") { opened = Draft(id: 7) } }
            if !introduces { Button("Intro") { introduces = true } }
            if !confirms { Button("Delete") { confirms = true } }
        }
        .sheet(isPresented: $writes, onDismiss: { viewModel.log.append("composer dismissed") }) {
            ComposerView()
        }
        .sheet(item: $opened) { draft in DraftView(draft: draft) }
        .fullScreenCover(isPresented: $introduces) { IntroView() }
        .alert("Delete all?", isPresented: $confirms) {
            Button("Delete", role: .destructive) { viewModel.log.append("deleted") }
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct ComposerView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Discard") { dismiss() } }
}

private struct DraftView: View {
    let draft: Draft
    var body: some View { Text("Draft \(draft.id)") }
}

private struct IntroView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Start") { dismiss() } }
}

/// Terms the user must agree to: a sheet that cannot be swiped away.
private struct TermsView: View {
    @State private var reads = false

    var body: some View {
        Button("Terms") { reads = true }
            .sheet(isPresented: $reads) { AgreementView() }
    }
}

private struct AgreementView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Agree") { dismiss() }.interactiveDismissDisabled() }
}

@Suite @MainActor struct HostingPresentationTests {
    private func inbox() -> NavigationTestStore {
        RootViewCoordinator.store { _ in InboxView(viewModel: InboxViewModel()) }
    }

    @Test func aSheetSwipedDownOrDismissedSetsItsBindingBackAndRunsOnDismiss() {
        let store = inbox()
        store.launch()
        store.skipEvents()
        store.tap("Write")
        store.expectEvents([
            "userTapped Write on s1",
            "screenCreated s2 Composer by none state null",
            "presented s2 by k1 as pageSheet",
            "viewDidLoad s2",
            "viewWillAppear s2",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":false,"InboxView.introduces":false,"InboxView.opened":null,"InboxView.writes":true},"log":[]}"#,
            "animationsEnded",
            "viewDidAppear s2",
        ])
        #expect(store.offeredTaps == ["Discard"], "the sheet's button, and nothing under it")
        store.swipeDownSheet()
        store.expectEvents([
            "sheetSwipeBegan s2",
            "viewWillDisappear s2",
            "sheetSwipeFinished s2",
            "dismissed s2",
            "viewDidDisappear s2",
            "screenDeallocated s2",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":false,"InboxView.introduces":false,"InboxView.opened":null,"InboxView.writes":false},"log":["composer dismissed"]}"#,
        ])
        #expect(store.offeredTaps == ["Write", "Open", "Intro", "Delete"])
        store.tap("Write")
        store.skipEvents()
        // The sheet's dismiss action dismisses it.
        store.tap("Discard")
        store.expectEvents([
            "userTapped Discard on s3",
            "viewWillDisappear s3",
            "animationsEnded",
            "dismissed s3",
            "viewDidDisappear s3",
            "screenDeallocated s3",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":false,"InboxView.introduces":false,"InboxView.opened":null,"InboxView.writes":false},"log":["composer dismissed","composer dismissed"]}"#,
        ])
        #expect(store.offeredTaps == ["Write", "Open", "Intro", "Delete"])
    }

    @Test func anItemSheetAFullScreenCoverAndAnAlert() {
        let store = inbox()
        store.launch()
        store.skipEvents()
        store.tap("Open")
        store.expectEvents([
            "userTapped Open on s1",
            "screenCreated s2 Draft by none state null",
            "presented s2 by k1 as pageSheet",
            "viewDidLoad s2",
            "viewWillAppear s2",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":false,"InboxView.introduces":false,"InboxView.opened":{"id":7},"InboxView.writes":false},"log":[]}"#,
            "animationsEnded",
            "viewDidAppear s2",
        ])
        store.swipeDownSheet()
        store.skipEvents()
        #expect(store.offeredTaps == ["Write", "Open", "Intro", "Delete"], "the item is nil again")
        // A cover hides the presenter: it disappears, as it does not for a sheet.
        store.tap("Intro")
        store.expectEvents([
            "userTapped Intro on s1",
            "screenCreated s3 Intro by none state null",
            "presented s3 by k1 as fullScreen",
            "viewDidLoad s3",
            "viewWillDisappear s1",
            "viewWillAppear s3",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":false,"InboxView.introduces":true,"InboxView.opened":null,"InboxView.writes":false},"log":[]}"#,
            "animationsEnded",
            "viewDidAppear s3",
            "viewDidDisappear s1",
        ])
        store.tap("Start")
        store.skipEvents()
        #expect(store.offeredTaps == ["Write", "Open", "Intro", "Delete"])
        store.tap("Delete")
        store.expectEvents([
            "userTapped Delete on s1",
            "screenCreated s4 UIAlert by none state null",
            "presented s4 by k1 as custom",
            "viewDidLoad s4",
            "viewWillAppear s4",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":true,"InboxView.introduces":false,"InboxView.opened":null,"InboxView.writes":false},"log":[]}"#,
            "animationsEnded",
            "viewDidAppear s4",
        ])
        #expect(store.offeredTaps == ["Delete", "Cancel"], "the alert's buttons, and nothing under it")
        store.tap("Delete")
        store.expectEvents([
            "userTapped Delete on s4",
            "viewWillDisappear s4",
            "animationsEnded",
            "dismissed s4",
            "viewDidDisappear s4",
            "screenDeallocated s4",
            #"viewModelStateChanged s1 to {"@State":{"InboxView.confirms":false,"InboxView.introduces":false,"InboxView.opened":null,"InboxView.writes":false},"log":["deleted"]}"#,
        ])
        #expect(store.offeredTaps == ["Write", "Open", "Intro", "Delete"])
    }

    @Test func explorationReachesEveryPresentationSameEachRunWithNoDeadInput() {
        let explore = {
            SystematicExploration(depth: 3) { RootViewCoordinator.app { _ in InboxView(viewModel: InboxViewModel()) } }
        }
        let report = explore().expectNoFindings()
        #expect(report.coverage.screens == ["Composer", "Draft", "Inbox", "Intro", "UIAlert"])
        #expect(report.coverage.deadActions == [])
        #expect(explore().run() == report, "the same states, transitions and coverage each run")
    }

    @Test func aSheetWhoseInteractiveDismissIsDisabledRefusesTheSwipe() {
        let store = RootViewCoordinator.store { _ in TermsView() }
        store.launch()
        store.skipEvents()
        store.tap("Terms")
        store.skipEvents()
        store.swipeDownSheet()
        store.expectEvents(["sheetSwipeBegan s2", "sheetSwipeRefused s2"])
    }
}
