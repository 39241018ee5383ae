import NavSimCombine
import Testing

@testable import NavSimSimulator

/// Combine's objects are looked through: a cancellable's holder holds what its `sink`
/// closure captures, a publisher's holder what its subscribers' closures capture, and a
/// subscription never holds what is upstream of it.
@Suite @MainActor struct ObjectGraphCombineTests {
    final class Leaf: CustomStringConvertible {
        let description: String
        init(_ name: String) { description = name }
    }

    /// A view model with a subject behind a type-erased publisher and a `@Published` value.
    final class Model {
        let subject = PassthroughSubject<Int?, Never>()
        private(set) lazy var erased = subject.eraseToAnyPublisher()
        @Published var value = 0
    }

    /// What a coordinator keeps of its subscriptions.
    final class Keeper {
        var cancellables = Set<AnyCancellable>()
        var cancellable: AnyCancellable?
    }

    func strong(_ object: AnyObject) -> [String] { ObjectGraph().strongObjects(of: object).map { "\($0)" } }
    func linked(_ object: AnyObject) -> [String] { ObjectGraph().linkedObjects(of: object).map { "\($0)" } }

    @Test func aCancellableHoldsWhatItsSinkCapturesThroughOperators() {
        let (model, keeper, kept) = (Model(), Keeper(), Leaf("kept"))
        model.erased.compactMap { $0 }.receive(on: ImmediateScheduler.shared).sink { _ in _ = (kept, 1) }
            .store(in: &keeper.cancellables)
        #expect(strong(keeper) == ["kept"])
        #expect(strong(model) == ["kept"])
        keeper.cancellables.removeAll()
        #expect(strong(model) == [])
    }

    @Test func aSubscriptionDoesNotHoldItsSubjectsOtherSubscribers() {
        let (model, first, second) = (Model(), Keeper(), Keeper())
        let (one, two) = (Leaf("one"), Leaf("two"))
        first.cancellable = model.subject.sink { _ in _ = one }
        second.cancellable = model.subject.sink { _ in _ = two }
        #expect(strong(first) == ["one"])
        #expect(strong(second) == ["two"])
        #expect(Set(strong(model)) == ["one", "two"])
    }

    @Test func weakAndUnownedCapturesOfASubscriptionAreLinksOfThePublishersHolder() {
        let (model, keeper, owner, other) = (Model(), Keeper(), Leaf("owner"), Leaf("other"))
        model.$value.sink { [weak owner] _ in _ = owner }.store(in: &keeper.cancellables)
        model.subject.sink { [unowned other] _ in _ = other }.store(in: &keeper.cancellables)
        #expect(strong(keeper) == [])
        #expect(strong(model) == [])
        #expect(linked(model) == ["other", "owner"])
    }
}
