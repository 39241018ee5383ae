/// What ``ObjectGraph`` hands the words of a fingerprint to, one at a time.
protocol FingerprintReader {
    /// Takes the next word.
    ///
    /// - Returns: Whether to go on reading.
    mutating func take(_ word: UInt) -> Bool
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
/// other.
struct FingerprintMatcher: FingerprintReader {
    /// The fingerprints taken before.
    private let words: [UInt]
    /// The next word to compare.
    private var position = 0

    /// Makes a matcher that compares with `words` from the first on.
    init(words: [UInt]) {
        self.words = words
    }

    /// Whether every word was compared.
    var isAtEnd: Bool { position == words.count }

    mutating func take(_ word: UInt) -> Bool {
        guard position < words.count, words[position] == word else { return false }
        position += 1
        return true
    }
}
