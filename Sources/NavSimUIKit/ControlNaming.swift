/// How a control's name for traces is chosen from what the code already says.
enum ControlNaming {
    /// The first of `candidates` that is not `nil` or blank, without the spaces and line
    /// breaks around it (a title padded as `"   Log in"` names the control `Log in`), else
    /// `fallback`.
    static func first(_ candidates: String?..., or fallback: String) -> String {
        candidates.lazy.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty }
            ?? fallback
    }
}
