public import OpenCombine

extension Publishers {
    /// A publisher of the values of two publishers of one type, as each sends them:
    /// Combine's `Merge`. It fails when either fails and finishes when both have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }

    /// A publisher of the values of any number of publishers of one type (``Merge``).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ publishers: [Upstream]) { self.publishers = publishers }
        public init(_ publishers: Upstream...) { self.publishers = publishers }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn(subscriber, count: publishers.count) { latest, index in latest[index] as? Output }
            subscriber.receive(subscription: fanIn)
            for (index, publisher) in publishers.enumerated() { fanIn.subscribe(to: publisher, at: index) }
        }
    }
}

extension Publisher {
    /// The values of this publisher and `other` as each sends them (``Publishers/Merge``).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
