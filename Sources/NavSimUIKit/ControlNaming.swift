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
    /// Most names have none, and seeing that from their first and last scalars is much
    /// cheaper than Foundation's trimming (whitespace is all in the Basic Multilingual
    /// Plane, so a scalar is trimmed exactly when its UTF-16 unit would be).
    private static func trimmed(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return text }
        let spaces = CharacterSet.whitespacesAndNewlines
        if !spaces.contains(first), !spaces.contains(last) { return text }
        return text.trimmingCharacters(in: spaces)
    }
}
