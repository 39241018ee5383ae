public import Foundation

/// A fresh folder under the system's temporary one for a test's files, named
/// `PREFIX-UUID`. It is removed, with what the test left in it, when the test process
/// exits, so a run of the suites leaves nothing behind; a child process forked by a test
/// removes nothing.
public func makeTemporaryFolder(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryFolders.shared.keep(url)
    return url
}

/// The folders ``makeTemporaryFolder(_:)`` made, removed at the exit of the process that
/// made them.
private final class TemporaryFolders: @unchecked Sendable {
    static let shared = TemporaryFolders()

    private let lock = NSLock()
    private var folders: [URL] = []
    private let process = getpid()

    private init() {
        atexit { TemporaryFolders.shared.removeAll() }
    }

    func keep(_ folder: URL) {
        lock.withLock { folders.append(folder) }
    }

    private func removeAll() {
        guard getpid() == process else { return }
        for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(at: folder) }
    }
}
