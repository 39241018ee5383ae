import NavSimCombine
import Testing

private struct Failed: Error {}

/// NavSim's `PassthroughSubject` sends to its subscribers in the order they subscribed, what
/// each asked for, and keeps whole when a subscriber cancels or sends while it receives.
@Suite struct PassthroughSubjectTests {
    let log = DeliveryLog()

    /// Subscribes subscribers `s0`, `s1`… to `subject`, each asking for `initial` values.
    private func subscribe(
        _ count: Int, to subject: PassthroughSubject<Int, Failed>,
        initial: (Int) -> Subscribers.Demand = { _ in .unlimited }
    ) -> [LoggingSubscriber<Int, Failed>] {
        (0..<count).map { index in
            let subscriber = LoggingSubscriber<Int, Failed>("s\(index)", log: log, initial: initial(index))
            subject.subscribe(subscriber)
            return subscriber
        }
    }

    @Test func fiftySubscribersAreSentEachValueInTheOrderTheySubscribed() {
        let subject = PassthroughSubject<Int, Failed>()
        _ = subscribe(50, to: subject)
        subject.send(1)
        subject.send(2)
        #expect(log.lines == (0..<50).map { "s\($0) 1" } + (0..<50).map { "s\($0) 2" })
    }

    @Test func aSubscriberIsSentOnlyWhatItAskedForAndAValueNoneAskedForIsDropped() {
        let subject = PassthroughSubject<Int, Failed>()
        let subscribers = subscribe(9, to: subject) { .max($0 % 3) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        subscribers[0].request(.max(1))
        subject.send(4)
        #expect(
            log.lines == [
                "s1 1", "s2 1", "s4 1", "s5 1", "s7 1", "s8 1",
                "s2 2", "s5 2", "s8 2",
                "s0 4",
            ])
    }

    @Test func aSubscriberCancelledWhileValuesAreSentIsSentNothingMoreAndReleased() {
        let subject = PassthroughSubject<Int, Failed>()
        var subscribers = subscribe(8, to: subject)
        subscribers[3].onReceive = { [unowned subscriber = subscribers[3]] _ in subscriber.cancel() }
        subscribers[2].onReceive = { [unowned other = subscribers[5]] value in if value == 1 { other.cancel() } }
        weak let cancelled = subscribers[3]
        subject.send(1)
        subscribers.removeAll { $0.name == "s3" || $0.name == "s5" }
        subject.send(2)
        #expect(
            log.lines == ["s0 1", "s1 1", "s2 1", "s3 1", "s4 1", "s6 1", "s7 1"]
                + ["s0 2", "s1 2", "s2 2", "s4 2", "s6 2", "s7 2"])
        #expect(cancelled == nil)
    }

    @Test func aValueSentFromInsideAReceiveIsSentToEveryoneBeforeTheRestOfTheFirst() {
        let subject = PassthroughSubject<Int, Failed>()
        let subscribers = subscribe(6, to: subject)
        subscribers[1].onReceive = { value in if value == 1 { subject.send(2) } }
        subject.send(1)
        #expect(
            log.lines == ["s0 1", "s1 1"] + (0..<6).map { "s\($0) 2" } + ["s2 1", "s3 1", "s4 1", "s5 1"])
    }

    @Test func theCompletionIsSentInSubscriptionOrderThenAtOnceToALateSubscriber() {
        let subject = PassthroughSubject<Int, Failed>()
        _ = subscribe(8, to: subject)
        subject.send(completion: .failure(Failed()))
        subject.send(1)
        subject.send(completion: .finished)
        subject.subscribe(LoggingSubscriber<Int, Failed>("late", log: log))
        #expect(log.lines == (0..<8).map { "s\($0) failed" } + ["late failed"])
    }
}
