import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimUIKit

/// Every shape of the class-shape corpus, launched: the walk of its objects does not crash,
/// finds the coordinator tree Xcode's memory graph shows, and records its screen's state,
/// read from memory as by reflection.
@Suite @MainActor struct ClassShapeFuzzTests {
    @Test func theCorpusHasFiftyShapesWithDistinctNames() {
        #expect(ClassShapeCorpus.all.count >= 50)
        #expect(Set(ClassShapeCorpus.all.map(\.name)).count == ClassShapeCorpus.all.count)
    }

    @Test(arguments: ClassShapeCorpus.all)
    func aShapeIsWalkedToItsTreeAndItsState(shape: ClassShape) throws {
        let session = try shape.launch()
        #expect(session.state.crash == nil)
        #expect(ClassShape.tree(of: session.state) == shape.tree)
        let screen = try #require(session.state.screens.values.first)
        #expect(screen.state == shape.state)
        let controller = try #require(
            session.runtime.asCurrent {
                (UIApplication.shared.keyWindow?.rootViewController as? UINavigationController)?.viewControllers.first
            })
        #expect(StateSnapshot.viewModelState(of: controller) == StateSnapshot.reflectedViewModelState(of: controller))
    }

    /// The shapes whose child coordinator only a closure holds: `Mirror` sees nothing a
    /// closure captures, so the safe reading (``ObjectReading/safe``) finds the root alone and
    /// a screen without an owner.
    static let childHeldByClosures: Set<String> = [
        "a closure capturing a struct", "a closure capturing an enum", "a closure capturing an existential",
        "a closure capturing a closure", "a generic closure", "a captured var's box",
        "a closure capturing a tuple and Any", "a closure in Any",
        "a closure with arguments capturing weakly and strongly", "Combine's subject and a sink's closure",
    ]

    /// The shapes whose `unowned` references outlive their objects: `Mirror` reads such a
    /// reference as the runtime does, which traps.
    nonisolated static let trapInTheSafeReading = [
        "unowned references whose objects are gone",
        "unowned references whose objects are gone in a view model's struct",
    ]

    @Test(arguments: ClassShapeCorpus.all.filter { !trapInTheSafeReading.contains($0.name) })
    func theSafeReadingFindsTheShapesTreeAndStateWhereMirrorSeesWhatTheFastOneSees(shape: ClassShape) throws {
        let session = try shape.launch(reading: .safe)
        #expect(session.state.crash == nil)
        let tree = Self.childHeldByClosures.contains(shape.name) ? [shape.tree[0], "screen"] : shape.tree
        #expect(ClassShape.tree(of: session.state) == tree)
        let screen = try #require(session.state.screens.values.first)
        #expect(screen.state == shape.state)
    }

    @Test func theSafeReadingTrapsOnAnUnownedReferenceWhoseObjectIsGone() async {
        await #expect(processExitsWith: .failure) {
            await ClassShapeFuzzTests.launchSafely("unowned references whose objects are gone")
        }
        await #expect(processExitsWith: .failure) {
            await ClassShapeFuzzTests.launchSafely("unowned references whose objects are gone in a view model's struct")
        }
    }

    /// Launches the shape called `name` with the safe reading.
    private static func launchSafely(_ name: String) {
        _ = try? ClassShapeCorpus.all.first { $0.name == name }?.launch(reading: .safe)
    }
}
