public import Foundation
public import FoundationNetworking
public import NavSimCombine

extension URLSession {
    /// A publisher of the answer to a request for `url`: its body and response, or the
    /// `URLError` the task ended with.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
        dataTaskPublisher(for: URLRequest(url: url))
    }

    /// A publisher of the answer to `request`: its body and response, or the `URLError` the
    /// task ended with.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Combine's publisher of a data task, over `dataTask(with:completionHandler:)`:
    /// the request is a service request of the session, answered by a scenario's `respond`
    /// input or a walk, inside the input that answers it.
    ///
    /// Each subscription makes its own task and resumes it when the subscriber first asks
    /// for a value, as Foundation's does; cancelling the subscription cancels the task.
    /// The answer is one value then `.finished`, or a failure with the task's `URLError`.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        /// The request each subscription sends.
        public let request: URLRequest
        /// The session that sends it.
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            subscriber.receive(subscription: DataTaskSubscription(self, downstream: AnySubscriber(subscriber)))
        }
    }
}

/// One subscriber's data task: made and resumed at its first demand, cancelled with it.
final class DataTaskSubscription: Subscription, @unchecked Sendable {
    typealias Downstream = AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>

    private let lock = NSLock()
    /// The publisher, until the first demand makes the task.
    private var publisher: URLSession.DataTaskPublisher?
    private var task: URLSessionDataTask?
    /// The subscriber, until the task ends or the subscription is cancelled.
    private var downstream: Downstream?

    init(_ publisher: URLSession.DataTaskPublisher, downstream: Downstream) {
        self.publisher = publisher
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0,
            let publisher = lock.withLock({ () -> URLSession.DataTaskPublisher? in
                defer { publisher = nil }
                return publisher
            })
        else { return }
        let task = publisher.session.dataTask(with: publisher.request) { [weak self] data, response, error in
            self?.finish(data: data, response: response, error: error)
        }
        lock.withLock { self.task = task }
        task.resume()
    }

    func cancel() {
        let task = lock.withLock {
            downstream = nil
            publisher = nil
            return self.task
        }
        task?.cancel()
    }

    /// Sends the answer, or the task's error, and forgets the subscriber.
    private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        guard
            let downstream = lock.withLock({ () -> Downstream? in
                defer {
                    self.downstream = nil
                    task = nil
                }
                return self.downstream
            })
        else { return }
        if let error {
            return downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
        guard let response else { return downstream.receive(completion: .failure(URLError(.badServerResponse))) }
        _ = downstream.receive((data ?? Data(), response))
        downstream.receive(completion: .finished)
    }
}
