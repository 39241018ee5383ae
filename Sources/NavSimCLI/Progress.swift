import Foundation
import NavSimCore

/// A progress line on stderr, shown only when stderr is a terminal, and only once `delay`
/// has passed since it was made (work that ends sooner shows none).
final class Progress {
    private let label: String
    private let total: Int
    private let isShown: Bool
    /// When the line may first be shown.
    private let showsFrom: ContinuousClock.Instant
    private var lastPercent = -1
    /// When ``show(_:)`` last wrote, to write at most ten times a second.
    private var lastShown: ContinuousClock.Instant?

    init(label: String, total: Int, delay: Duration = .zero) {
        self.label = label
        self.total = total
        isShown = isatty(STDERR_FILENO) != 0
        showsFrom = .now + delay
    }

    /// Shows `done` of the total when the percentage changed.
    func update(_ done: Int) {
        guard isShown, showsFrom <= .now else { return }
        let percent = done * 100 / max(total, 1)
        guard percent != lastPercent else { return }
        lastPercent = percent
        FileHandle.standardError.write(Data("\r\(label) \(done)/\(total) (\(percent)%)".utf8))
    }

    /// Shows `text` after the label, at most ten times a second (the first time at once),
    /// for work whose total is not known: `explored 1,234 states, 5,678 transitions`.
    func show(_ text: @autoclosure () -> String) {
        guard isShown, showsFrom <= .now else { return }
        let now = ContinuousClock.now
        if let lastShown, now - lastShown < .milliseconds(100) { return }
        lastShown = now
        lastPercent = max(lastPercent, 0)
        FileHandle.standardError.write(Data("\r\(label) \(text())\u{1B}[K".utf8))
    }

    /// Ends the progress line, once.
    func finish() {
        guard isShown, lastPercent >= 0 else { return }
        lastPercent = -1
        FileHandle.standardError.write(Data("\n".utf8))
    }
}

/// The events of `base`, counting on a progress line those taken: for work done on events
/// already read (`test-from`'s check) that can outlast the reading.
struct ProgressingSource<Base: EventSource>: EventSource {
    var base: Base
    let progress: Progress
    private var taken = 0

    init(_ base: Base, progress: Progress) {
        self.base = base
        self.progress = progress
    }

    mutating func nextEvent() throws -> NavigationEvent? {
        taken += 1
        if taken % 1024 == 0 { progress.update(taken) }
        return try base.nextEvent()
    }
}
