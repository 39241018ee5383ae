/// How a control's name for traces is chosen from what the code already says.
enum ControlNaming {
    /// The first of `candidates` that is neither `nil` nor empty, else `fallback`.
    static func first(_ candidates: String?..., or fallback: String) -> String {
        candidates.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? fallback
    }
}
