extension ObjectGraph {
    /// The flattened fingerprint reads of `objects`, whose classes' plans `plans` holds at the
    /// same place (with `includingWeak`, their link fingerprints'); `nil` for a graph that
    /// reads through `Mirror`.
    func flatFingerprintReads(
        of objects: [Unmanaged<AnyObject>], plans: [Unmanaged<ClassPlan>], includingWeak: Bool = false
    ) -> FlatFingerprintReads? {
        readsSafely ? nil : FlatFingerprintReads(of: objects, plans: plans, includingWeak: includingWeak)
    }

    /// The fingerprint reads of a fixed list of live objects
    /// (``readFingerprints(ofUnretained:plans:includingWeak:into:)``'s words, in its order),
    /// worked out once into the address of every word: a look at coordinators that stay the
    /// same reads their memory in one loop, with no plan or object met on the way. Valid while
    /// every object in the list lives.
    final class FlatFingerprintReads {
        /// What a word of the fingerprint is.
        private enum Kind: UInt8 {
            /// The word at the address.
            case word
            /// The byte at the address.
            case byte
            /// The count kept in the storage of the array at the address (``storedCount(at:)``).
            case storedCount
            /// The count of the collection at the address, asked of the next of ``containers``.
            case count
        }

        private struct Read {
            let address: UnsafeRawPointer
            let kind: Kind
        }

        private var reads: [Read] = []
        /// The types of the collections counted by ``Kind/count``, in order.
        private var containers: [any ObjectContainer.Type] = []
        /// The objects' identities, which their ``Kind/word`` reads point into.
        private let identities: UnsafeMutableBufferPointer<UInt>

        /// The reads of `objects`, the plan of whose classes `plans` holds at the same place;
        /// with `includingWeak`, of their link fingerprints.
        init(of objects: [Unmanaged<AnyObject>], plans: [Unmanaged<ClassPlan>], includingWeak: Bool) {
            precondition(objects.count == plans.count, "one plan per object")
            identities = .allocate(capacity: objects.count)
            for (index, (object, plan)) in zip(objects, plans).enumerated() {
                let base = UnsafeRawPointer(object.toOpaque())
                let planned = plan._withUnsafeGuaranteedRef {
                    includingWeak ? $0.linkFingerprintReads : $0.fingerprintReads
                }
                identities.initializeElement(at: index, to: UInt(bitPattern: base))
                reads.append(Read(address: UnsafeRawPointer(identities.baseAddress! + index), kind: .word))
                for offset in planned.words { reads.append(Read(address: base + offset, kind: .word)) }
                for offset in planned.bytes { reads.append(Read(address: base + offset, kind: .byte)) }
                for count in planned.counts {
                    reads.append(Read(address: base + count.offset, kind: count.isStored ? .storedCount : .count))
                    if !count.isStored { containers.append(count.container) }
                }
            }
        }

        deinit {
            identities.deallocate()
        }

        /// Hands `recorder` the words, compared in one loop while they match.
        func read(into recorder: inout FingerprintRecorder) {
            reads.withUnsafeBufferPointer { reads in
                var counted = 0
                recorder.take(count: reads.count) { index in
                    let read = reads[index]
                    switch read.kind {
                    case .word: return read.address.loadUnaligned(as: UInt.self)
                    case .byte: return UInt(read.address.load(as: UInt8.self))
                    case .storedCount: return UInt(bitPattern: storedCount(at: read.address))
                    case .count:
                        counted += 1
                        return UInt(bitPattern: containers[counted - 1].count(at: read.address))
                    }
                }
            }
        }
    }
}
