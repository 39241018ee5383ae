import Foundation

/// The list's tags, in the order a `Set` gives them: the same on every run only when Swift's
/// hashing is deterministic, which `navsim` makes it.
final class NotesViewModel {
    let tags = Array(Set(["work", "home", "ideas", "travel", "books", "music", "recipes", "health", "garden", "code"]))
}
