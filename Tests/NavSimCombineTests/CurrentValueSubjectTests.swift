import NavSimCombine
import Testing

/// NavSim's `CurrentValueSubject` sends its value, then each new one, to its subscribers in
/// the order they subscribed, and a subscriber that asks late the value it holds then.
@Suite struct CurrentValueSubjectTests {
    let log = DeliveryLog()

    @Test func eachSubscriberIsSentTheValueThenEachNewOneInTheOrderTheySubscribed() {
        let subject = CurrentValueSubject<String, Never>("a")
        for index in 0..<20 { subject.subscribe(LoggingSubscriber<String, Never>("s\(index)", log: log)) }
        subject.value = "b"
        subject.send("c")
        #expect(subject.value == "c")
        #expect(log.lines == ["a", "b", "c"].flatMap { value in (0..<20).map { "s\($0) \(value)" } })
    }

    @Test func aSubscriberThatAsksLateIsSentTheValueTheSubjectHoldsThen() {
        let subject = CurrentValueSubject<Int?, Never>(nil)
        let subscribers = (0..<6).map { index in
            let subscriber = LoggingSubscriber<Int?, Never>("s\(index)", log: log, initial: .max(index % 2))
            subject.subscribe(subscriber)
            return subscriber
        }
        subject.send(1)
        subject.send(2)
        subscribers[2].request(.max(1))
        subscribers[2].request(.max(1))
        subject.send(nil)
        for subscriber in subscribers { subscriber.request(.unlimited) }
        subject.send(4)
        #expect(
            log.lines == ["s1 nil", "s3 nil", "s5 nil", "s2 Optional(2)", "s2 nil"]
                + ["s0 nil", "s1 nil", "s3 nil", "s4 nil", "s5 nil"] + (0..<6).map { "s\($0) Optional(4)" })
    }

    @Test func aSubjectSubscribedToAPublisherHoldsAndSendsItsValuesAndItsCompletion() {
        let subject = CurrentValueSubject<Int, Never>(0)
        for index in 0..<6 { subject.subscribe(LoggingSubscriber<Int, Never>("s\(index)", log: log)) }
        let subscription = [1, 2].publisher.subscribe(subject)
        #expect(subject.value == 2)
        let values = [0, 1, 2].flatMap { value in (0..<6).map { "s\($0) \(value)" } }
        #expect(log.lines == values + (0..<6).map { "s\($0) finished" })
        _ = subscription
    }
}
