import Testing

@testable import NavSimSimulator

/// The runtime's side table, read in place, says what a weak reference says: alive while a
/// strong reference remains, dead once the last goes.
@Suite struct SideTableTests {
    final class Object {}

    final class WeakReference {
        weak var object: AnyObject?
    }

    @Test func theRuntimesLayoutIsTheOneRead() {
        #expect(SideTable.isReadable)
    }

    @Test func anObjectNeverWeaklyReferencedHasNone() {
        let object = Object()
        #expect(SideTable(of: object) == nil)
    }

    @Test func aWeaklyReferencedObjectIsAliveUntilItsLastStrongReferenceGoes() throws {
        let weak = WeakReference()
        var object: Object? = Object()
        var other: Object? = object
        weak.object = object
        let sideTable = try #require(object.flatMap { SideTable(of: $0) })
        #expect(sideTable.isObjectAlive)
        object = nil
        #expect(other != nil && sideTable.isObjectAlive)
        #expect(weak.object != nil)
        other = nil
        #expect(!sideTable.isObjectAlive)
        #expect(weak.object == nil)
    }

    @Test func anObjectIsDeadWhileItDeinitializes() throws {
        final class Reporting {
            let report: (Reporting) -> Void
            init(report: @escaping (Reporting) -> Void) { self.report = report }
            deinit { report(self) }
        }
        let weak = WeakReference()
        var aliveInDeinit: Bool?
        var sideTable: SideTable?
        var object: Reporting? = Reporting { _ in aliveInDeinit = sideTable?.isObjectAlive }
        weak.object = object
        sideTable = object.flatMap { SideTable(of: $0) }
        #expect(sideTable?.isObjectAlive == true)
        object = nil
        #expect(aliveInDeinit == false)
        withExtendedLifetime(weak) {}
    }
}
