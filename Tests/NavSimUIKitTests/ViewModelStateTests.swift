import NavSimCombine
import NavSimCore
import Observation
import Testing

@testable import NavSimUIKit

/// Where a screen's ViewModel is found and what its wrappers record: `@Published` and
/// `CurrentValueSubject` (NavSimCombine's), `@Observable`, a property wrapper's storage.
@Suite @MainActor struct ViewModelStateTests {
    struct Article: Equatable {
        var id: Int
        var title: String
    }

    final class ArticleViewModel: ObservableObject {
        @Published var articles: [Article] = []
        @Published var error: String?
        @Published var isLoading = false
        let count = CurrentValueSubject<Int, Never>(0)
        let refreshed = PassthroughSubject<Void, Never>()
        var cancellables = Set<AnyCancellable>()
        var subscription: AnyCancellable?
        /// Made on first use: its storage is not state (nil, then an object, with nothing changed).
        lazy var formatter = ArticleFormatter()
    }

    final class ArticleFormatter {
        var style = "short"
    }

    final class ArticleViewController: UIViewController {
        let articleViewModel = ArticleViewModel()
    }

    /// What the snapshot gives, checked against the reflective path.
    static func state(of screen: UIViewController) -> JSONValue {
        let state = StateSnapshot.viewModelState(of: screen)
        #expect(state == StateSnapshot.reflectedViewModelState(of: screen), "memory and reflection agree")
        return state
    }

    @Test func publishedValuesAreRecordedUnderTheirNamesBeforeAndAfterSubscribing() {
        withSession {
            let screen = ArticleViewController()
            let viewModel = screen.articleViewModel
            #expect(Self.state(of: screen) == ["articles": [], "error": .null, "isLoading": false, "count": 0])

            // Subscribed to, and set while subscribed to.
            viewModel.$articles.sink { _ in }.store(in: &viewModel.cancellables)
            viewModel.subscription = viewModel.$error.sink { _ in }
            viewModel.articles = [Article(id: 1, title: "Swift")]
            viewModel.error = "offline"
            viewModel.count.send(2)
            #expect(
                Self.state(of: screen) == [
                    "articles": [["id": 1, "title": "Swift"]], "error": "offline", "isLoading": false, "count": 2,
                ])

            // A lazy var read for the first time changes nothing the state shows.
            _ = viewModel.formatter
            #expect(
                Self.state(of: screen) == [
                    "articles": [["id": 1, "title": "Swift"]], "error": "offline", "isLoading": false, "count": 2,
                ])

            // Set without a subscriber.
            viewModel.isLoading = true
            #expect(
                Self.state(of: screen) == [
                    "articles": [["id": 1, "title": "Swift"]], "error": "offline", "isLoading": true, "count": 2,
                ])
        }
    }

    @Observable final class CountryViewModel {
        var name = "France"
        var population = 68
        var capital: String?
        @ObservationIgnored var visits = 3
    }

    final class CountryViewController: UIViewController {
        var countryViewModel: CountryViewModel?
    }

    @Test func anObservableClassIsRecordedByItsPropertiesNames() {
        withSession {
            let screen = CountryViewController()
            #expect(Self.state(of: screen) == .null, "an optional ViewModel that is nil")
            screen.countryViewModel = CountryViewModel()
            #expect(Self.state(of: screen) == ["name": "France", "population": 68, "capital": .null, "visits": 3])
            screen.countryViewModel?.capital = "Paris"
            #expect(Self.state(of: screen) == ["name": "France", "population": 68, "capital": "Paris", "visits": 3])
        }
    }

    @propertyWrapper struct Lowercased {
        var wrappedValue: String {
            didSet { wrappedValue = wrappedValue.lowercased() }
        }
    }

    final class FormStore {
        @Lowercased var email = ""
        var attempts = 0
    }

    final class FormViewController: UIViewController {
        let store = FormStore()
    }

    @Test func aPropertyWrapperThatStoresItsValueIsRecordedAsTheValue() {
        withSession {
            let screen = FormViewController()
            screen.store.email = "Ada@Example.com"
            #expect(Self.state(of: screen) == ["email": "ada@example.com", "attempts": 0])
        }
    }

    // MARK: - Which property is the ViewModel

    protocol ProfileViewModelType: AnyObject {}
    protocol Delegate: AnyObject {}
    protocol Loading {}
    final class Coordinator: Delegate {}
    final class ProfileVM: ProfileViewModelType {
        var name = "Ada"
    }
    struct LoadingState: Loading {
        var progress = 0.5
    }
    final class HeaderStore {
        var title = "Header"
    }

    final class ProfileViewController: UIViewController {
        weak var delegate: (any Delegate)?
        var loader: (any Loading)?
        let model: any ProfileViewModelType = ProfileVM()
        let header = HeaderStore()
    }

    final class ProfileWithViewModelController: UIViewController {
        let header = HeaderStore()
        let viewModel = ProfileVM()
    }

    class BaseListViewController: UIViewController {
        let header = HeaderStore()
    }

    final class ListViewController: BaseListViewController {
        var state = LoadingState()
    }

    @Test func theViewModelIsFoundByItsTypesNameWhateverThePropertysName() {
        withSession {
            let coordinator = Coordinator()
            let profile = ProfileViewController()
            profile.delegate = coordinator
            #expect(Self.state(of: profile) == ["name": "Ada"], "a protocol-typed property holding a ProfileVM")

            profile.loader = LoadingState()
            #expect(Self.state(of: profile) == ["progress": 0.5], "an earlier one holding a LoadingState")

            #expect(Self.state(of: ProfileWithViewModelController()) == ["name": "Ada"], "`viewModel` comes first")
            #expect(
                Self.state(of: ListViewController()) == ["progress": 0.5], "the class's own before its superclass's")
        }
    }

    final class ItemViewModel {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        var ids = [UUID(uuidString: "00000000-0000-4000-8000-000000000001")!]
    }

    final class ItemViewController: UIViewController {
        let viewModel = ItemViewModel()
    }

    @Test func aUUIDIsRecordedAsItsString() {
        withSession {
            #expect(
                Self.state(of: ItemViewController()) == [
                    "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "ids": ["00000000-0000-4000-8000-000000000001"],
                ])
        }
    }
}
