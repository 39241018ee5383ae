import OpenCombine

/// The subscription of an operator that subscribes to several publishers and sends what
/// `combine` makes of their values: ``Publishers/CombineLatest`` and ``Publishers/Merge``.
///
/// It asks each publisher for every value, keeps what `combine` makes until the subscriber
/// asks for it, fails as soon as one publisher fails (cancelling the others), and finishes
/// once every publisher has finished and everything made was sent. A lock keeps it whole
/// when publishers send from several threads; a subscriber that asks for more while it
/// receives is sent the next value after it returns, never from inside its own call.
final class FanIn<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [(any Subscription)?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var made: [Output] = []
    private var demand = Subscribers.Demand.none
    private var isSending = false
    /// What to send for the publishers' latest values when the one at an index sent one,
    /// if anything.
    private let combine: (_ latest: [Any?], _ index: Int) -> Output?

    init(
        _ downstream: some Subscriber<Output, Failure>, count: Int,
        combine: @escaping (_ latest: [Any?], _ index: Int) -> Output?
    ) {
        self.downstream = AnySubscriber(downstream)
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        self.combine = combine
    }

    /// Subscribes to `publisher` as the publisher at `index`.
    func subscribe<P: Publisher>(to publisher: P, at index: Int) where P.Failure == Failure {
        publisher.subscribe(
            AnySubscriber<P.Output, Failure>(
                receiveSubscription: { [self] subscription in
                    lock.lock()
                    let isCancelled = downstream == nil
                    if !isCancelled { upstreams[index] = subscription }
                    lock.unlock()
                    if isCancelled { subscription.cancel() } else { subscription.request(.unlimited) }
                },
                receiveValue: { [self] value in
                    lock.lock()
                    latest[index] = value
                    if downstream != nil, let output = combine(latest, index) { made.append(output) }
                    lock.unlock()
                    send()
                    return .none
                },
                receiveCompletion: { [self] completion in finish(completion, at: index) }))
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        send()
    }

    func cancel() {
        lock.lock()
        let cancelled = upstreams
        downstream = nil
        upstreams = []
        made = []
        lock.unlock()
        for upstream in cancelled { upstream?.cancel() }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        guard case .failure = completion else {
            lock.lock()
            if index < finished.count { finished[index] = true }
            lock.unlock()
            return send()
        }
        lock.lock()
        let (subscriber, others) = (downstream, upstreams)
        downstream = nil
        upstreams = []
        made = []
        lock.unlock()
        for upstream in others { upstream?.cancel() }
        subscriber?.receive(completion: completion)
    }

    /// Sends what was made while the subscriber asks for it, then the end once every
    /// publisher has finished.
    private func send() {
        while true {
            lock.lock()
            guard !isSending, let subscriber = downstream else { return lock.unlock() }
            if made.isEmpty {
                let isOver = finished.allSatisfy { $0 }
                if isOver { downstream = nil }
                lock.unlock()
                if isOver { subscriber.receive(completion: .finished) }
                return
            }
            guard demand > 0 else { return lock.unlock() }
            let output = made.removeFirst()
            demand -= 1
            isSending = true
            lock.unlock()
            let more = subscriber.receive(output)
            lock.lock()
            demand += more
            isSending = false
            lock.unlock()
        }
    }
}
