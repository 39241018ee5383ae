import Combine
import Foundation
import ShopKit

/// The cart, shared by the screens: how many items, and whether it was paid.
final class CartViewModel: ObservableObject {
    @Published private(set) var itemCount = 0
    @Published private(set) var isPaid = false

    /// What the items cost, as the checkout shows it.
    var totalText: String { PriceFormatter.text(cents: itemCount * 1250) }

    func add() {
        itemCount += 1
    }

    func pay() {
        isPaid = true
        itemCount = 0
    }
}
