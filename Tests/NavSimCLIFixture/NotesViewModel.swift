import Foundation
import NavSimCombine

/// The list's view model, whose state is the same on every run only if `navsim` makes it so.
///
/// Its tags are in the order a `Set` gives them: the same on every run only when Swift's
/// hashing is deterministic, which `navsim` makes it. Each of its `filling` subscriptions
/// to its title and text writes its number into `filledBy` when they change, as an app's
/// two `combineLatest…sink`s write one flag: the last one delivered to wins, the same one
/// on every run only when a `@Published` delivers in an order that does not follow heap
/// addresses, which NavSimCombine's subscription order does not.
final class NotesViewModel: ObservableObject {
    let tags = Array(Set(["work", "home", "ideas", "travel", "books", "music", "recipes", "health", "garden", "code"]))
    @Published var title = ""
    @Published var text = ""
    /// The number of the subscription that wrote last.
    private(set) var filledBy = -1
    private var subscriptions: Set<AnyCancellable> = []

    init(filling: Int) {
        for number in 0..<filling {
            $title.combineLatest($text).sink { [unowned self] _ in filledBy = number }.store(in: &subscriptions)
        }
        title = "Groceries"
    }
}
