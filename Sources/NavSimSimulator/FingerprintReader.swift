import Foundation

/// What ``ObjectGraph`` hands the words of a fingerprint to, one at a time.
protocol FingerprintReader {
    /// Takes the next word.
    ///
    /// - Returns: Whether to go on reading.
    mutating func take(_ word: UInt) -> Bool

    /// Takes the `count` words at `words` (not necessarily aligned), one after the other.
    ///
    /// - Returns: Whether to go on reading.
    mutating func take(_ count: Int, wordsAt words: UnsafeRawPointer) -> Bool
}

extension FingerprintReader {
    mutating func take(_ count: Int, wordsAt words: UnsafeRawPointer) -> Bool { takeEach(count, wordsAt: words) }

    /// ``take(_:wordsAt:)`` a word at a time.
    mutating func takeEach(_ count: Int, wordsAt words: UnsafeRawPointer) -> Bool {
        for index in 0..<count {
            guard take(words.loadUnaligned(fromByteOffset: index * MemoryLayout<UInt>.size, as: UInt.self)) else {
                return false
            }
        }
        return true
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
    var words: [UInt] { differs ? taken : Array(earlier[..<matched]) }

    /// Compares more than two words with the earlier ones in one `memcmp` while none differed.
    mutating func take(_ count: Int, wordsAt words: UnsafeRawPointer) -> Bool {
        if count > 2, !differs, matched + count <= earlier.count {
            let same = earlier.withUnsafeBytes { earlier in
                guard let start = earlier.baseAddress else { return count == 0 }
                let size = MemoryLayout<UInt>.size
                return memcmp(start + matched * size, words, count * size) == 0
            }
            if same {
                matched += count
                return true
            }
        }
        return takeEach(count, wordsAt: words)
    }

    mutating func take(_ word: UInt) -> Bool {
        if !differs {
            if matched < earlier.count, earlier[matched] == word {
                matched += 1
                return true
            }
            differs = true
            taken.reserveCapacity(earlier.count + 1)
            taken += earlier[..<matched]
        }
        taken.append(word)
        return true
    }
}
