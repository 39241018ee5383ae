import CSimulatedTime
import Foundation
import Testing

/// CSimulatedTime tells libdispatch's global queues from the others the same way on Linux's
/// path (the root queues' labels) and on the POSIX one (`dispatch_get_global_queue`'s
/// queues), the one a build for another platform runs (docs/platforms.md). The queues are
/// libdispatch's own objects, as the interposed calls receive them (a Swift `DispatchQueue`
/// on Linux wraps one).
@Suite struct DispatchPlatformTests {
    private typealias GetGlobalQueue = @convention(c) (Int, UInt) -> UnsafeMutableRawPointer?
    private typealias CreateQueue =
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?) ->
        UnsafeMutableRawPointer?

    private static func symbol(_ name: String) throws -> UnsafeMutableRawPointer {
        try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), "\(name)")
    }

    /// The global queues by quality of service and by the older priorities (high, default,
    /// low, background), plain and overcommitting.
    private static func globalQueues() throws -> [UnsafeMutableRawPointer] {
        let get = unsafeBitCast(try symbol("dispatch_get_global_queue"), to: GetGlobalQueue.self)
        let identifiers = [0x21, 0x19, 0x15, 0x11, 0x09, 0x00, 2, -2, Int(Int16.min)]
        return try identifiers.flatMap { identifier in
            try [0, 2].map { flags in try #require(get(identifier, UInt(flags))) }
        }
    }

    /// The main queue, a serial and a concurrent private queue.
    private static func otherQueues() throws -> [UnsafeMutableRawPointer] {
        let create = unsafeBitCast(try symbol("dispatch_queue_create"), to: CreateQueue.self)
        let concurrent = try symbol("_dispatch_queue_attr_concurrent")
        return [
            try symbol("_dispatch_main_q"), try #require(create("serial", nil)),
            try #require(create("concurrent", concurrent)),
        ]
    }

    @Test(arguments: [false, true])
    func theGlobalQueuesAndNoOthersAreGlobalOnEveryPath(portable: Bool) throws {
        let path: Int32 = portable ? 1 : 0
        #expect(try Self.globalQueues().allSatisfy { navsim_dispatch_is_global_on_path($0, path) == 1 })
        #expect(try Self.otherQueues().allSatisfy { navsim_dispatch_is_global_on_path($0, path) == 0 })
    }
}
