#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// A search debounced by 300 ms: each keystroke cancels the search before it.
@MainActor
final class SearchViewModel {
    private(set) var query = ""
    private(set) var results: [String] = []
    private(set) var searches = 0
    private var pending: Task<Void, Never>?

    func type(_ text: String) {
        query = text
        pending?.cancel()
        pending = Task {
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            searches += 1
            print("search: \(text)")
            results = await NewsService.search(text)
        }
    }
}

final class SearchViewController: UIViewController, UITextFieldDelegate {
    let viewModel: SearchViewModel

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let field = UITextField()
        field.placeholder = "swift"
        field.accessibilityIdentifier = "query"
        field.addAction(
            UIAction { [weak self, weak field] _ in self?.viewModel.type(field?.text ?? "") }, for: .editingChanged)
        view.addSubview(field)
    }
}
