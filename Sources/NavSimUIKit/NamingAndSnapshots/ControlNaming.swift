/// How a control's name for traces is chosen from what the code already says.
enum ControlNaming {
    /// The first of `candidates` that is not `nil` or blank, without the spaces and line
    /// breaks around it (a title padded as `"   Log in"` names the control `Log in`), else
    /// `fallback`.
    static func first(_ candidates: String?..., or fallback: String) -> String {
        candidates.lazy.compactMap { $0.map(trimmed) }.first { !$0.isEmpty } ?? fallback
    }

    /// `text` without the spaces and line breaks around it.
    ///
    /// Most names start and end with a visible ASCII character (`!` to `~`), which no
    /// trimming removes: seeing that is much cheaper than Foundation's trimming.
    private static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        if (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
