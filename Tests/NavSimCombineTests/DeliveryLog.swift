import NavSimCombine

/// What a test's subscribers were sent, in the order they were sent it, one line each.
final class DeliveryLog {
    private(set) var lines: [String] = []

    func append(_ line: String) { lines.append(line) }
}

/// A subscriber named `name` that asks for `initial` values, then for what the test asks,
/// and writes what it is sent to a log: `name value`, `name finished`, `name failed`.
final class LoggingSubscriber<Input, Failure: Error>: Subscriber {
    let name: String
    private let log: DeliveryLog
    private let initial: Subscribers.Demand
    private var subscription: (any Subscription)?
    /// What it does on receiving a value, after logging it.
    var onReceive: (Input) -> Void = { _ in }

    init(_ name: String, log: DeliveryLog, initial: Subscribers.Demand = .unlimited) {
        (self.name, self.log, self.initial) = (name, log, initial)
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        log.append("\(name) \(input)")
        onReceive(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: log.append("\(name) finished")
        case .failure: log.append("\(name) failed")
        }
    }

    func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }
    func cancel() { subscription?.cancel() }
}
