import Foundation

/// A progress line on stderr, shown only when stderr is a terminal.
final class Progress {
    private let label: String
    private let total: Int
    private let isShown: Bool
    private var lastPercent = -1

    init(label: String, total: Int) {
        self.label = label
        self.total = total
        isShown = isatty(STDERR_FILENO) != 0
    }

    /// Shows `done` of the total when the percentage changed.
    func update(_ done: Int) {
        guard isShown else { return }
        let percent = done * 100 / max(total, 1)
        guard percent != lastPercent else { return }
        lastPercent = percent
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total) (\(percent)%)".utf8))
    }

    /// Ends the progress line, once.
    func finish() {
        guard isShown, lastPercent >= 0 else { return }
        lastPercent = -1
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
