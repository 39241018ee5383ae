/// What ``ObjectGraph`` hands the words of a fingerprint to, one at a time.
protocol FingerprintReader {
    /// Takes the next word.
    ///
    /// - Returns: Whether to go on reading.
    mutating func take(_ word: UInt) -> Bool

    /// Takes the word at each of `offsets` from `base` (not necessarily aligned), one after
    /// the other.
    ///
    /// - Returns: Whether to go on reading.
    mutating func take(wordsAt offsets: UnsafeBufferPointer<Int>, of base: UnsafeRawPointer) -> Bool
}

extension FingerprintReader {
    mutating func take(wordsAt offsets: UnsafeBufferPointer<Int>, of base: UnsafeRawPointer) -> Bool {
        offsets.allSatisfy { take(base.loadUnaligned(fromByteOffset: $0, as: UInt.self)) }
    }
}

/// Appends a fingerprint to ``words``.
struct FingerprintAppender: FingerprintReader {
    /// The words taken so far.
    var words: [UInt] = []

    mutating func take(_ word: UInt) -> Bool {
        words.append(word)
        return true
    }
}

/// Compares fingerprints, as they are read, with the words taken before, one after the
/// other, and keeps what it read: when they differ, the new fingerprint is at hand for the
/// next comparison without reading it again.
struct FingerprintRecorder: FingerprintReader {
    /// The fingerprints taken before.
    private let earlier: [UInt]
    /// How many words matched ``earlier`` from its first on, while none differed.
    private var matched = 0
    /// Every word taken, once one differed from ``earlier`` (the matched ones first).
    private var taken: [UInt] = []
    private var differs = false

    /// Makes a recorder that compares with `words` from the first on.
    init(comparingWith words: [UInt]) {
        earlier = words
    }

    /// Whether the words taken are the earlier ones, all of them.
    var isUnchanged: Bool { !differs && matched == earlier.count }

    /// The words taken.
    var words: [UInt] { differs ? taken : matched == earlier.count ? earlier : Array(earlier[..<matched]) }

    /// Compares the words with the earlier ones in one loop while they match.
    @inline(__always)
    mutating func take(wordsAt offsets: UnsafeBufferPointer<Int>, of base: UnsafeRawPointer) -> Bool {
        var next = 0
        if !differs {
            let comparable = min(offsets.count, earlier.count - matched)
            earlier.withUnsafeBufferPointer { earlier in
                while next < comparable,
                    earlier[matched + next] == base.loadUnaligned(fromByteOffset: offsets[next], as: UInt.self)
                {
                    next += 1
                }
            }
            matched += next
            if next == offsets.count { return true }
            beginDiffering()
        }
        for offset in offsets[next...] { taken.append(base.loadUnaligned(fromByteOffset: offset, as: UInt.self)) }
        return true
    }

    /// Takes the words `reads` reads, compared in one loop while they match.
    mutating func take(_ reads: ObjectGraph.FlatFingerprintReads) {
        var next = 0
        if !differs {
            next = earlier.withUnsafeBufferPointer { reads.matchingCount(with: .init(rebasing: $0[matched...])) }
            matched += next
            if next == reads.count { return }
            beginDiffering()
        }
        reads.appendWords(from: next, to: &taken)
    }

    mutating func take(_ word: UInt) -> Bool {
        if !differs {
            if matched < earlier.count, earlier[matched] == word {
                matched += 1
                return true
            }
            beginDiffering()
        }
        taken.append(word)
        return true
    }

    /// Notes that a word differed: what matched so far is taken, and every word from now on.
    private mutating func beginDiffering() {
        differs = true
        taken.reserveCapacity(earlier.count + 1)
        taken += earlier[..<matched]
    }
}
