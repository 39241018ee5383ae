import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// What a screen's ViewModel records: its values, never its objects.
@Suite @MainActor struct StateSnapshotTests {
    final class Coordinator {}

    final class ProfileViewModel {
        weak var coordinator: Coordinator?
        var name: String? = "Ada"
        var nickname: String?
    }

    final class ProfileViewController: UIViewController {
        let viewModel = ProfileViewModel()
    }

    @Test func aWeakCoordinatorIsLeftOutAliveOrNil() {
        withSession {
            let screen = ProfileViewController()
            var coordinator: Coordinator? = Coordinator()
            screen.viewModel.coordinator = coordinator
            let alive = screen.recordedState

            coordinator = nil

            #expect(screen.viewModel.coordinator == nil)
            #expect(alive == ["name": "Ada", "nickname": .null])
            #expect(screen.recordedState == alive, "a coordinator's death is not a ViewModel state change")
        }
    }
}
