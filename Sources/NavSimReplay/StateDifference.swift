public import NavSimCore

/// How two states differ, line by line of their outlines (``NavigationState/outline``).
public struct StateDifference: Hashable, Sendable {
    /// Lines only the first state has, in its order.
    public let removed: [String]
    /// Lines only the second state has, in its order.
    public let added: [String]

    /// Compares `old` with `new`.
    public init(from old: NavigationState, to new: NavigationState) {
        self.init(from: Self.lines(of: old), to: Self.lines(of: new))
    }

    /// The lines of `state`'s outline as a difference compares them: a name holding a line
    /// break makes two.
    public static func lines(of state: NavigationState) -> [String] {
        state.outlineLines.flatMap { line in
            line.utf8.contains(UInt8(ascii: "\n")) ? line.split(separator: "\n").map(String.init) : [line]
        }
    }

    /// Compares two outlines given as their lines (``lines(of:)``), so that a caller
    /// stepping through states outlines each state once.
    public init(from oldLines: [String], to newLines: [String]) {
        removed = Self.lines(oldLines, missingFrom: newLines)
        added = Self.lines(newLines, missingFrom: oldLines)
    }

    /// Whether the outlines are the same.
    public var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    /// The lines of `lines` left after taking away, one for one, those of `other`.
    private static func lines(_ lines: [String], missingFrom other: [String]) -> [String] {
        var available = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return lines.filter { line in
            guard let count = available[line], count > 0 else { return true }
            available[line] = count - 1
            return false
        }
    }
}

extension StateDifference: CustomStringConvertible {
    /// `- ` before lines of the first state, `+ ` before lines of the second.
    public var description: String {
        (removed.map { "- " + $0 } + added.map { "+ " + $0 }).joined(separator: "\n")
    }
}
