import NavSimCore
import Testing

@testable import NavSimSimulator

/// The safe reading (``MirrorReader``) finds what the fast one finds, in the same order,
/// except where `Mirror` is blind: it counts `weak` and `unowned` references as strong, and
/// sees nothing a closure captures.
@Suite @MainActor struct MirrorReaderTests {
    typealias Leaf = ObjectGraphTests.Leaf

    /// Every kind of value the fast reading looks into, with a `weak` and an `unowned` leaf,
    /// and every leaf (`Mirror` reads an `unowned` reference as the runtime does, which
    /// traps once its object is gone).
    private static func makeHolder() -> (holder: ObjectGraphTests.Holder, leaves: [Leaf]) {
        var leaves: [Leaf] = [Leaf("weak")]
        let holder = ObjectGraphTests.Holder { name in
            leaves.append(Leaf(name))
            return leaves[leaves.count - 1]
        }
        holder.weakLeaf = leaves[0]
        return (holder, leaves)
    }

    private static func names(_ objects: [AnyObject]) -> [String] {
        objects.map { ($0 as? Leaf)?.name ?? "\(type(of: $0))" }
    }

    @Test func theSafeReadingFindsTheStrongObjectsInTheFastOnesOrderAndTheWeakAndUnownedOnesAsStrong() {
        let (holder, leaves) = Self.makeHolder()
        let fast = Self.names(ObjectGraph(reading: .fast).strongObjects(of: holder))
        let safe = Self.names(ObjectGraph(reading: .safe).strongObjects(of: holder))
        #expect(safe == ["weak", "unowned"] + fast)
        withExtendedLifetime(leaves) {}
    }

    @Test func theSafeReadingLinksWhatItHolds() {
        let (holder, leaves) = Self.makeHolder()
        let graph = ObjectGraph(reading: .safe)
        #expect(Self.names(graph.linkedObjects(of: holder)) == Self.names(graph.strongObjects(of: holder)))
        // The fast reading links the `weak` leaf, not the `unowned` one.
        let fastLinked = Self.names(ObjectGraph(reading: .fast).linkedObjects(of: holder))
        #expect(Self.names(graph.linkedObjects(of: holder)) == [fastLinked[0], "unowned"] + fastLinked.dropFirst())
        withExtendedLifetime(leaves) {}
    }

    final class ClosureHolder {
        var onFinish: () -> Void = {}
        var leaf = Leaf("field")
    }

    @Test func theSafeReadingSeesNothingAClosureCaptures() {
        let holder = ClosureHolder()
        let captured = Leaf("captured")
        holder.onFinish = { _ = captured }
        #expect(Self.names(ObjectGraph(reading: .fast).strongObjects(of: holder)) == ["captured", "field"])
        #expect(Self.names(ObjectGraph(reading: .safe).strongObjects(of: holder)) == ["field"])
    }

    final class AppCoordinator {
        var childCoordinators: [AnyObject] = []
    }

    final class Home {
        var childCoordinators: [AnyObject] = []
    }

    @Test func theSafePlansEnterAndNameCoordinatorsAsTheFastOnesDo() {
        for object: AnyObject in [AppCoordinator(), Home(), Leaf("leaf"), EventLog()] {
            let fast = ObjectGraph(reading: .fast).plan(of: object)
            let safe = ObjectGraph(reading: .safe).plan(of: object)
            #expect(safe.isEntered == fast.isEntered)
            #expect(safe.looksLikeCoordinator == fast.looksLikeCoordinator)
        }
        #expect(ObjectGraph(reading: .safe).plan(of: Home()).looksLikeCoordinator)
        #expect(!ObjectGraph(reading: .safe).plan(of: EventLog()).isEntered)
    }

    @Test func aSafeFingerprintChangesWithWhatTheObjectHolds() {
        let holder = ClosureHolder()
        let graph = ObjectGraph(reading: .safe)
        var before: [UInt] = []
        graph.appendFingerprint(of: holder, to: &before)
        var recorder = FingerprintRecorder(comparingWith: before)
        graph.readFingerprints(of: [holder], into: &recorder)
        #expect(recorder.isUnchanged)
        holder.leaf = Leaf("other")
        var after: [UInt] = []
        graph.appendFingerprint(of: holder, to: &after)
        #expect(after != before)
    }
}
