import Foundation
import NavSimCombine
import NavSimNetworking
import NavSimSimulator
import Testing

/// `URLSession.dataTaskPublisher(for:)`: its request is a service request of the session,
/// answered inside the input that answers it, as a data task's.
@Suite @MainActor
struct DataTaskPublisherTests {
    static let url = URL(string: "https://api.example.com/files/1")!

    /// What a subscriber heard, and the subscriptions it keeps.
    @MainActor final class Subscriber {
        private(set) var lines: [String] = []
        var subscriptions: Set<AnyCancellable> = []

        /// Subscribes to a publisher of `url`, asking for its body as text.
        func subscribe(to url: URL) {
            URLSession.shared.dataTaskPublisher(for: url)
                .map { data, response in
                    "\(String(decoding: data, as: UTF8.self)) \((response as? HTTPURLResponse)?.statusCode ?? 0)"
                }
                .sink(
                    receiveCompletion: { [self] completion in
                        switch completion {
                        case .finished: lines.append("finished")
                        case .failure(let error): lines.append("failed \(error.code.rawValue)")
                        }
                    },
                    receiveValue: { [self] in lines.append($0) }
                )
                .store(in: &subscriptions)
        }
    }

    @Test func theAnswerIsOneValueThenTheEnd() throws {
        let subscriber = Subscriber()
        let events = NewEvents()
        let session = try launchWork(events) { subscriber.subscribe(to: Self.url) }
        #expect(events.take().contains { $0.hasPrefix("serviceRequested GET api.example.com/files/1 #1") })
        #expect(subscriber.lines.isEmpty)

        try session.respond(to: "GET api.example.com/files/1", with: ["status": 201, "text": "hello"])

        #expect(subscriber.lines == ["hello 201", "finished"])
    }

    @Test func aTransportErrorIsTheFailure() throws {
        let subscriber = Subscriber()
        let session = try launchWork { subscriber.subscribe(to: Self.url) }
        try session.respond(to: "GET api.example.com/files/1", with: ["error": "timedOut"])
        #expect(subscriber.lines == ["failed \(URLError.Code.timedOut.rawValue)"])
    }

    @Test func cancellingTheSubscriptionCancelsTheTaskAndItsAnswerDoesNothing() throws {
        let subscriber = Subscriber()
        let session = try launchWork(
            NewEvents(), { subscriber.subscribe(to: Self.url) }, onTap: { subscriber.subscriptions = [] })
        try session.tap("Go")
        try session.respond(to: "GET api.example.com/files/1", with: ["text": "late"])
        #expect(subscriber.lines.isEmpty)
    }
}
