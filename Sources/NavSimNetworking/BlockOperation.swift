import Foundation

/// Foundation's `BlockOperation`: runs its blocks, in the order they were added, as its work.
open class BlockOperation: Operation, @unchecked Sendable {
    open private(set) var executionBlocks: [@Sendable () -> Void] = []

    public override init() {
        super.init()
    }

    public convenience init(block: @escaping @Sendable () -> Void) {
        self.init()
        executionBlocks = [block]
    }

    open func addExecutionBlock(_ block: @escaping @Sendable () -> Void) {
        executionBlocks.append(block)
    }

    open override func main() {
        for block in executionBlocks { block() }
    }
}
