import Foundation

/// Reads a photo's caption on an operation queue's thread with each of Foundation's one-call
/// URL readers, as apps that predate `URLSession`'s async API do.
final class CaptionReader {
    private let queue = OperationQueue()

    /// Reads `url` as a string, as a string in UTF-8, then as data mapped if safe, one after
    /// another on one operation, and hands `done` each result or error, one line each.
    func read(_ url: URL, done: @escaping ([String]) -> Void) {
        queue.addOperation {
            done([
                Self.attempt { try String(contentsOf: url) },
                Self.attempt { try String(contentsOf: url, encoding: .utf8) },
                Self.attempt { String(decoding: try Data(contentsOf: url, options: .mappedIfSafe), as: UTF8.self) },
            ])
        }
    }

    private static func attempt(_ read: () throws -> String) -> String {
        do {
            return try read()
        } catch {
            return "\(error)"
        }
    }
}
