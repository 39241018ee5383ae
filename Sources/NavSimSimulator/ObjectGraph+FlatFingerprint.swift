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
        /// What a word of the fingerprint is, kept in the top bits of its read (user-space
        /// addresses leave them clear).
        private enum Kind: UInt {
            /// The word at the address.
            case word
            /// The byte at the address.
            case byte
            /// The count kept in the storage of the array at the address (``storedCount(at:)``).
            case storedCount
            /// The count of the collection at the address, asked of its type in ``containers``.
            case count

            static let shift = UInt.bitWidth - 2
        }

        /// Each word's address with its ``Kind`` in the top bits: a word, the most common,
        /// is its bare address.
        private var reads: [UInt] = []
        /// The collections' types, at the places of their ``Kind/count`` reads.
        private var containers: [Int: any ObjectContainer.Type] = [:]
        /// The objects' identities, which their ``Kind/word`` reads point into.
        private let identities: UnsafeMutableBufferPointer<UInt>

        /// The number of words.
        var count: Int { reads.count }

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
                append(UnsafeRawPointer(identities.baseAddress! + index), .word)
                for offset in planned.words { append(base + offset, .word) }
                for offset in planned.bytes { append(base + offset, .byte) }
                for count in planned.counts {
                    if !count.isStored { containers[reads.count] = count.container }
                    append(base + count.offset, count.isStored ? .storedCount : .count)
                }
            }
        }

        deinit {
            identities.deallocate()
        }

        private func append(_ address: UnsafeRawPointer, _ kind: Kind) {
            let bits = UInt(bitPattern: address)
            precondition(bits >> Kind.shift == 0, "an address with its top bits clear")
            reads.append(bits | kind.rawValue << Kind.shift)
        }

        /// How many words, from the first, equal `earlier`'s, read in one loop.
        func matchingCount(with earlier: UnsafeBufferPointer<UInt>) -> Int {
            reads.withUnsafeBufferPointer { reads in
                let end = min(reads.count, earlier.count)
                var next = 0
                while next < end, word(reads[next], at: next) == earlier[next] { next &+= 1 }
                return next
            }
        }

        /// Appends the words from the one at `start` on to `words`.
        func appendWords(from start: Int, to words: inout [UInt]) {
            for index in start..<reads.count { words.append(word(reads[index], at: index)) }
        }

        /// The word `read`, the `index`th, reads: a word here, the rarer kinds in a call.
        @inline(__always)
        private func word(_ read: UInt, at index: Int) -> UInt {
            guard read >> Kind.shift == Kind.word.rawValue else { return special(read, at: index) }
            return UnsafeRawPointer(bitPattern: read).unsafelyUnwrapped.loadUnaligned(as: UInt.self)
        }

        /// The word of a read of another kind than ``Kind/word``, the `index`th.
        @inline(never)
        private func special(_ read: UInt, at index: Int) -> UInt {
            let address = UnsafeRawPointer(bitPattern: read & (1 << Kind.shift - 1)).unsafelyUnwrapped
            switch read >> Kind.shift {
            case Kind.byte.rawValue: return UInt(address.load(as: UInt8.self))
            case Kind.storedCount.rawValue: return UInt(bitPattern: storedCount(at: address))
            default: return UInt(bitPattern: containers[index]!.count(at: address))
            }
        }
    }
}
