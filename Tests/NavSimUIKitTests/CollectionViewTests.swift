import NavSimCore
import Testing

@testable import NavSimUIKit

/// Collection views: one control whose taps select items by index path.
@Suite @MainActor struct CollectionViewTests {
    @Test func theSampleArgumentsAreTheFirstEightItemsAndATapSelectsOne() {
        withSession {
            let grid = PhotoGridViewController()
            grid.loadViewIfNeededForTest()
            let collectionView = grid.collectionView!
            #expect(grid.view.controlNames == ["photo"])
            #expect(collectionView.sampleArguments == (0..<8).map { [0, .number(Double($0))] })

            collectionView.tap(argument: [2, 1])
            collectionView.tap(argument: 11)
            collectionView.tap(argument: [1, 0])
            collectionView.tap(argument: 12)

            #expect(grid.opened == [IndexPath(item: 1, section: 2), IndexPath(item: 11, section: 0)])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 11, section: 0)])
        }
    }

    @Test func shouldSelectCanRefuseAndAnEmptyGridCannotBeTapped() {
        withSession {
            let grid = PhotoGridViewController()
            grid.loadViewIfNeededForTest()
            grid.lockedItems = [IndexPath(item: 0, section: 0)]

            grid.collectionView.tap(argument: 0)
            #expect(grid.opened.isEmpty)

            let empty = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            #expect(!empty.isTappable)
            #expect(empty.controlName == "item")
            #expect(empty.collectionViewLayout.collectionView === empty)
        }
    }

    /// A data source with a section header, written as for UIKit.
    final class HeaderDataSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    @Test func supplementaryViewsRegisterAndDequeueByKindAndIdentifier() {
        withSession {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            let dataSource = HeaderDataSource()
            collectionView.dataSource = dataSource

            let header = dataSource.collectionView(
                collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))

            #expect(header.reuseIdentifier == "header")
            #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
            #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        }
    }

    @Test func theFlowLayoutDelegateCompilesAndAnswers() {
        withSession {
            let grid = PhotoGridViewController()
            grid.loadViewIfNeededForTest()
            let layout = grid.collectionView.collectionViewLayout
            let size = grid.collectionView(
                grid.collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
            let spacing = grid.collectionView(
                grid.collectionView, layout: layout, minimumInteritemSpacingForSectionAt: 0)
            #expect(size == .zero, "the view has no size: NavSim lays nothing out")
            #expect(spacing == 2, "the default reads the flow layout")
        }
    }
}
