public import OpenCombine

extension Publishers {
    /// A publisher of the latest values of two publishers, as a tuple, each time either sends
    /// one once both have: Combine's `CombineLatest`. It fails when either fails and finishes
    /// when both have finished.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn(subscriber, count: 2) { latest, _ -> Output? in
                guard let a = latest[0] as? A.Output, let b = latest[1] as? B.Output else { return nil }
                return (a, b)
            }
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(to: a, at: 0)
            fanIn.subscribe(to: b, at: 1)
        }
    }

    /// A publisher of the latest values of three publishers (``CombineLatest``).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fanIn = FanIn(subscriber, count: 3) { latest, _ -> Output? in
                guard let a = latest[0] as? A.Output, let b = latest[1] as? B.Output, let c = latest[2] as? C.Output
                else { return nil }
                return (a, b, c)
            }
            subscriber.receive(subscription: fanIn)
            fanIn.subscribe(to: a, at: 0)
            fanIn.subscribe(to: b, at: 1)
            fanIn.subscribe(to: c, at: 2)
        }
    }
}

extension Publisher {
    /// The latest values of this publisher and `other` (``Publishers/CombineLatest``).
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// What `transform` makes of the latest values of this publisher and `other`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this publisher and two others (``Publishers/CombineLatest3``).
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ p: P, _ q: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// What `transform` makes of the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ p: P, _ q: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q).map(transform)
    }
}
