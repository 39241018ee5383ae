import NavSimCombine
import Testing

private struct Failed: Error, Equatable {}

/// A subscriber that asks for `initial` values, then for what the test asks, and keeps
/// what it was sent.
private final class Recorder<Input>: Subscriber {
    typealias Failure = Failed
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failed>?
    private var subscription: (any Subscription)?
    private let initial: Subscribers.Demand

    init(initial: Subscribers.Demand = .unlimited) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failed>) { self.completion = completion }
    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}

@Suite struct FanInOperatorTests {
    @Test func combineLatestSendsOnceBothHaveSentThenEachTimeEitherSends() {
        let (names, ages) = (PassthroughSubject<String, Failed>(), PassthroughSubject<Int, Failed>())
        let recorder = Recorder<String>()
        names.combineLatest(ages) { "\($0) \($1)" }.subscribe(recorder)
        names.send("Ann")
        names.send("Bob")
        #expect(recorder.values == [], "nothing until both have sent")
        ages.send(30)
        ages.send(31)
        names.send("Cy")
        #expect(recorder.values == ["Bob 30", "Bob 31", "Cy 31"])
        names.send(completion: .finished)
        ages.send(32)
        #expect(recorder.values.last == "Cy 32", "a finished publisher's last value is kept")
        #expect(recorder.completion == nil, "it finishes only when both have")
        ages.send(completion: .finished)
        #expect(recorder.completion == .finished)
    }

    @Test func aFailureEndsItAndCancelsTheOthers() {
        var cancelled = false
        let (a, b) = (PassthroughSubject<Int, Failed>(), PassthroughSubject<Int, Failed>())
        let recorder = Recorder<Int>()
        Publishers.CombineLatest(a, b.handleEvents(receiveCancel: { cancelled = true })).map { $0 + $1 }
            .subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(completion: .failure(Failed()))
        b.send(3)
        #expect(recorder.values == [3])
        #expect(recorder.completion == .failure(Failed()))
        #expect(cancelled)
    }

    @Test func threePublishersAndCurrentValues() {
        let (a, b, c) = (
            CurrentValueSubject<Int, Failed>(1), CurrentValueSubject<Int, Failed>(2),
            CurrentValueSubject<Int, Failed>(3)
        )
        let recorder = Recorder<Int>()
        a.combineLatest(b, c) { $0 * 100 + $1 * 10 + $2 }.subscribe(recorder)
        b.send(5)
        #expect(recorder.values == [123, 153])
    }

    @Test func valuesWaitForTheSubscribersDemandInTheOrderMade() {
        let (a, b) = (PassthroughSubject<Int, Failed>(), PassthroughSubject<Int, Failed>())
        let recorder = Recorder<Int>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(recorder.values == [1])
        recorder.request(.max(1))
        #expect(recorder.values == [1, 2])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.completion == nil, "the end waits for the values made before it")
        recorder.request(.unlimited)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.completion == .finished)
    }

    @Test func mergeManySendsEachValueAsItComesAndCancelStopsThem() {
        let subjects = (0..<3).map { _ in PassthroughSubject<Int, Failed>() }
        let recorder = Recorder<Int>()
        Publishers.MergeMany(subjects).subscribe(recorder)
        subjects[2].send(20)
        subjects[0].send(0)
        subjects[1].send(10)
        #expect(recorder.values == [20, 0, 10])
        recorder.cancel()
        subjects[0].send(1)
        #expect(recorder.values == [20, 0, 10])
        #expect(recorder.completion == nil)
    }
}
