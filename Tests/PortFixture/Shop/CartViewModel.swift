import Combine
import Foundation

/// The cart, shared by the screens: how many items, and whether it was paid.
final class CartViewModel: ObservableObject {
    @Published private(set) var itemCount = 0
    @Published private(set) var isPaid = false

    func add() {
        itemCount += 1
    }

    func pay() {
        isPaid = true
        itemCount = 0
    }
}
