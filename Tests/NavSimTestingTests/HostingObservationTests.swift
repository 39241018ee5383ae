import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

/// A basket whose view model is `@Observable`: a button sets a property a sheet is bound to
/// through `@Bindable`, so only an update the change asks for presents the sheet; the
/// view model's values are its screen's state.
@Observable @MainActor private final class BasketViewModel {
    var items: [String] = []
    var checksOut = false
}

private struct BasketView: View {
    @Bindable var model: BasketViewModel

    var body: some View {
        VStack {
            Button("Add") { model.items.append("tea") }
            Button("Check out") { model.checksOut = true }
        }
        .sheet(isPresented: $model.checksOut) { Text("Paying") }
    }
}

/// A view model kept by the view itself, `@State var model = …`.
private struct KeptBasketView: View {
    @State private var model = BasketViewModel()
    var body: some View { Button("Add") { model.items.append("milk") } }
}

/// A confirmation dialog with and without its own cancel button, and a view known by an id
/// that changes, whose appearances the log keeps.
@MainActor private final class DraftsViewModel: ObservableObject {
    @Published var log: [String] = []
}

private struct DraftsView: View {
    @ObservedObject var viewModel: DraftsViewModel
    @State private var asksToDelete = false
    @State private var asksToMove = false
    @State private var page = 1

    var body: some View {
        VStack {
            Button("Delete") { asksToDelete = true }
            Button("Move") { asksToMove = true }
            Button("Next page") { page += 1 }
            Text("page \(page)")
                .onAppear { viewModel.log.append("page \(page) appeared") }
                .onDisappear { viewModel.log.append("a page disappeared") }
                .id(page)
        }
        .confirmationDialog("Delete the draft?", isPresented: $asksToDelete) {
            Button("Delete draft", role: .destructive) { viewModel.log.append("deleted") }
        }
        .confirmationDialog("Move", isPresented: $asksToMove, titleVisibility: .hidden) {
            Button("To archive") { viewModel.log.append("archived") }
            Button("Keep", role: .cancel) { viewModel.log.append("kept") }
        }
    }
}

@Suite @MainActor struct HostingObservationTests {
    @Test func aChangeOfAnObservableViewModelUpdatesTheViewAndItsState() {
        let store = RootViewCoordinator.store { _ in BasketView(model: BasketViewModel()) }
        store.launch()
        store.skipEvents()
        store.tap("Add")
        store.expectEvents([
            "userTapped Add on s1", #"viewModelStateChanged s1 to {"checksOut":false,"items":["tea"]}"#,
        ])
        // Only the update the change asks for presents the sheet the property is bound to.
        store.tap("Check out")
        store.expectEvents([
            "userTapped Check out on s1",
            "screenCreated s2 Text by none state null",
            "presented s2 by k1 as pageSheet",
            "viewDidLoad s2",
            "viewWillAppear s2",
            #"viewModelStateChanged s1 to {"checksOut":true,"items":["tea"]}"#,
            "animationsEnded",
            "viewDidAppear s2",
        ])
        // Swiping the sheet down sets the property back through the binding.
        store.swipeDownSheet()
        store.skipEvents()
        #expect(store.offeredTaps == ["Add", "Check out"])
    }

    @Test func aViewModelTheViewKeepsInStateIsItsScreensState() {
        let store = RootViewCoordinator.store { _ in KeptBasketView() }
        store.launch()
        store.skipEvents()
        store.tap("Add")
        store.expectEvents([
            "userTapped Add on s1", #"viewModelStateChanged s1 to {"checksOut":false,"items":["milk"]}"#,
        ])
    }

    /// The navigation controller the drafts are shown in.
    private static weak var navigation: UINavigationController?

    @Test func aConfirmationDialogAddsCancelUnlessItHasOneAndHidesATitleAskedHidden() {
        let store = RootViewCoordinator.store { navigation in
            Self.navigation = navigation
            return DraftsView(viewModel: DraftsViewModel())
        }
        store.launch()
        store.skipEvents()
        store.tap("Delete")
        store.skipEvents()
        let dialog = Self.navigation?.presentedViewController as? UIAlertController
        #expect(dialog?.preferredStyle == .actionSheet)
        #expect(dialog?.title == "Delete the draft?")
        #expect(store.offeredTaps == ["Delete draft", "Cancel"])
        store.tap("Delete draft")
        store.skipEvents()
        store.tap("Move")
        store.skipEvents()
        #expect((Self.navigation?.presentedViewController as? UIAlertController)?.title == nil)
        #expect(store.offeredTaps == ["To archive", "Keep"])
        store.tap("Keep")
        store.expectEvents([
            "userTapped Keep on s3",
            "viewWillDisappear s3",
            "animationsEnded",
            "dismissed s3",
            "viewDidDisappear s3",
            "screenDeallocated s3",
            #"viewModelStateChanged s1 to {"@State":{"DraftsView.asksToDelete":false,"DraftsView.asksToMove":false,"DraftsView.page":1},"log":["page 1 appeared","deleted","kept"]}"#,
        ])
    }

    @Test func aNewIdIsANewViewThatAppearsAfterTheOldOneDisappears() {
        let store = RootViewCoordinator.store { _ in DraftsView(viewModel: DraftsViewModel()) }
        store.launch()
        store.skipEvents()
        store.tap("Next page")
        store.expectEvents([
            "userTapped Next page on s1",
            #"viewModelStateChanged s1 to {"@State":{"DraftsView.asksToDelete":false,"DraftsView.asksToMove":false,"DraftsView.page":2},"log":["page 1 appeared","a page disappeared","page 2 appeared"]}"#,
        ])
    }
}
