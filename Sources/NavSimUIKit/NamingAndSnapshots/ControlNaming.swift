/// How a control's name for traces is chosen from what the code already says.
enum ControlNaming {
    /// `candidate` without the spaces and line breaks around it (a title padded as
    /// `"   Log in"` names the control `Log in`), or `nil` when that leaves nothing. Names
    /// chain with `??` (`name(accessibilityIdentifier) ?? name(title) ?? "button"`), so that
    /// each candidate is worked out only when those before it name nothing.
    static func name(_ candidate: String?) -> String? {
        guard let candidate else { return nil }
        let name = trimmed(candidate)
        return name.isEmpty ? nil : name
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
