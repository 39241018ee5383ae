import NavSimCore
import NavSimSwiftUI
import NavSimTesting
import Testing

@MainActor private final class ShopViewModel: ObservableObject {
    @Published var log: [String] = []
    @Published var resets = 0
}

/// A section that opens itself: its `@State` is kept by a view the screen's body makes, and
/// what it shows when open logs its appearance.
private struct ShopSection: View {
    let title: String
    let viewModel: ShopViewModel
    @State private var isOpen = false

    var body: some View {
        VStack {
            Button(title) { isOpen.toggle() }
            if isOpen {
                Button("\(title) option") { viewModel.log.append("chose \(title)") }
                    .onAppear { viewModel.log.append("\(title) opened") }
            }
        }
    }
}

/// A product screen of sections, one shown by the root view's own state and reset by a new id.
private struct ShopView: View {
    @ObservedObject var viewModel: ShopViewModel
    @State private var showsSizes = true

    var body: some View {
        VStack {
            ShopSection(title: "Colors", viewModel: viewModel)
            if showsSizes { ShopSection(title: "Sizes", viewModel: viewModel).id(viewModel.resets) }
            Button("Sizes shown") { showsSizes.toggle() }
            Button("Reset") { viewModel.resets += 1 }
        }
    }
}

/// A card tapped as a whole, and the SwiftUI a product page uses for its look.
private struct ProductView: View {
    @ObservedObject var viewModel: ShopViewModel
    @State private var size = "M"

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 8) {
                ZStack(alignment: .topLeading) {
                    Image(uiImage: UIImage()).renderingMode(.original).resizable().aspectRatio(contentMode: .fill)
                    Text("Card").font(.custom("Mark Pro", size: 14)).fontWeight(.bold)
                }
                .onTapGesture { viewModel.log.append("card") }
                HStack {
                    Image(systemName: "tag")
                    Text("Sale").strikethrough()
                }
                .onTapGesture(count: 2) { viewModel.log.append("sale") }
            }
        }
        LazyVStack {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40))], spacing: 4) {
                Button("Grid") { withAnimation(.easeInOut(duration: 0.2)) { viewModel.log.append("grid") } }
                    .shadow(radius: 2).border(Color("Accent"), width: 1).rotationEffect(.degrees(90))
            }
            LazyHGrid(rows: [GridItem(.adaptive(minimum: 20))]) { Text("Row") }
            GeometryReader { proxy in Button("Width \(Int(proxy.size.width))") {} }
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
            }
            .pickerStyle(.segmented)
            TabView { Text("Page") }.tabViewStyle(.page(indexDisplayMode: .never))
        }
        .background(.regularMaterial)
        .foregroundColor(Color(uiColor: .red))
        .animation(.spring(), value: size)
        .transition(.opacity)
        .presentationDetents([.medium, .large])
    }
}

@Suite @MainActor struct HostingStateTests {
    @Test func aViewTheBodyMakesKeepsItsStateAndItsChangeUpdatesTheScreen() {
        let store = RootViewCoordinator.store { _ in ShopView(viewModel: ShopViewModel()) }
        store.launch()
        store.skipEvents()
        #expect(store.offeredTaps == ["Colors", "Sizes", "Sizes shown", "Reset"])
        // The section opens, and stays open: what it shows appears in the update.
        store.tap("Colors")
        store.expectEvents([
            "userTapped Colors on s1",
            #"viewModelStateChanged s1 to {"@State":{"ShopSection.isOpen":true,"ShopSection.isOpen#2":false,"ShopView.showsSizes":true},"log":["Colors opened"],"resets":0}"#,
        ])
        #expect(store.offeredTaps == ["Colors", "Colors option", "Sizes", "Sizes shown", "Reset"])
        store.tap("Colors option")
        store.expectEvents([
            "userTapped Colors option on s1",
            #"viewModelStateChanged s1 to {"@State":{"ShopSection.isOpen":true,"ShopSection.isOpen#2":false,"ShopView.showsSizes":true},"log":["Colors opened","chose Colors"],"resets":0}"#,
        ])
        // Each section keeps its own state, by its place in the body.
        store.tap("Sizes")
        store.skipEvents()
        #expect(store.offeredTaps == ["Colors", "Colors option", "Sizes", "Sizes option", "Sizes shown", "Reset"])
    }

    @Test func aViewNoLongerDrawnLosesItsStateAndANewIdResetsIt() {
        let store = RootViewCoordinator.store { _ in ShopView(viewModel: ShopViewModel()) }
        store.launch()
        for input in ["Sizes", "Sizes shown", "Sizes shown"] {
            store.skipEvents()
            store.tap(input)
        }
        store.skipEvents()
        #expect(store.offeredTaps == ["Colors", "Sizes", "Sizes shown", "Reset"], "drawn again, Sizes is closed")
        let closed: JSONValue = [
            "@State": ["ShopSection.isOpen": false, "ShopSection.isOpen#2": false, "ShopView.showsSizes": true],
            "log": ["Sizes opened"], "resets": 0,
        ]
        #expect(store.state.screens.values.map(\.state) == [closed])
        store.tap("Sizes")
        store.skipEvents()
        store.tap("Reset")
        store.skipEvents()
        #expect(store.offeredTaps == ["Colors", "Sizes", "Sizes shown", "Reset"], "a new id, a new closed section")
        let reset: JSONValue = [
            "@State": ["ShopSection.isOpen": false, "ShopSection.isOpen#2": false, "ShopView.showsSizes": true],
            "log": ["Sizes opened", "Sizes opened"], "resets": 1,
        ]
        #expect(store.state.screens.values.map(\.state) == [reset])
    }

    @Test func explorationOpensEverySectionWithNoDeadInput() {
        let explore = {
            SystematicExploration(depth: 2) { RootViewCoordinator.app { _ in ShopView(viewModel: ShopViewModel()) } }
        }
        let report = explore().expectNoFindings()
        #expect(
            report.coverage.actions.map(\.action) == [
                "Colors", "Colors option", "Reset", "Sizes", "Sizes option", "Sizes shown",
            ])
        #expect(report.coverage.deadActions == [])
    }

    @Test func aTappedViewIsAControlNamedByItsFirstTextAndTheLookCompiles() {
        let store = RootViewCoordinator.store { _ in ProductView(viewModel: ShopViewModel()) }
        store.launch()
        store.skipEvents()
        #expect(store.offeredTaps == ["Card", "Sale", "Grid", "Width 0", "S"], "the picker's options but M, selected")
        store.tap("Card")
        store.expectEvents([
            "userTapped Card on s1",
            #"viewModelStateChanged s1 to {"@State":{"ProductView.size":"M"},"log":["card"],"resets":0}"#,
        ])
        store.tap("Sale")
        store.expectEvents([
            "userTapped Sale on s1",
            #"viewModelStateChanged s1 to {"@State":{"ProductView.size":"M"},"log":["card","sale"],"resets":0}"#,
        ])
    }
}
