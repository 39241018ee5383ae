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
}
