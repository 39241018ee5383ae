import UIKit

/// A photo and how far its download went, as NewsApp's `PhotoRecord`.
final class PhotoRecord {
    let urlString: String
    var state = "new"
    var bytes = 0

    init(urlString: String) {
        self.urlString = urlString
    }
}

/// Downloads a photo with `Data(contentsOf:)` on an operation queue's thread, as NewsApp's
/// `PhotosDownloadOperation`.
final class PhotoDownloadOperation: Operation, @unchecked Sendable {
    private let record: PhotoRecord

    init(_ record: PhotoRecord) {
        self.record = record
    }

    override func main() {
        guard !isCancelled, let url = URL(string: record.urlString) else { return }
        record.state = "downloading"
        guard let data = try? Data(contentsOf: url) else {
            record.state = "failed"
            return
        }
        record.bytes = data.count
        record.state = "downloaded"
    }
}

/// The downloads in flight by row, and the queue that runs them (NewsApp's `PendingOperations`):
/// each operation's completion block changes the dictionary on the queue's thread.
final class PhotoDownloader {
    private(set) var downloadsInProgress: [Int: Operation] = [:]
    private lazy var downloadQueue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "Download Queue"
        return queue
    }()

    func load(_ record: PhotoRecord, row: Int, completion: @escaping (Int) -> Void) {
        guard downloadsInProgress[row] == nil else { return }
        let operation = PhotoDownloadOperation(record)
        operation.completionBlock = { [weak self] in
            self?.downloadsInProgress.removeValue(forKey: row)
            completion(row)
        }
        downloadsInProgress[row] = operation
        downloadQueue.addOperation(operation)
    }
}
