/// What a collection view asks its data source. The two item methods are required; the
/// number of sections (1) and the supplementary views are optional.
///
/// NavSim asks for the number of sections and items, and for the cells of the visible
/// items (see ``UICollectionView``). Where NavSim differs: a default in a protocol
/// extension is not overridden by a method of a subclass whose superclass adopted the
/// protocol.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The header or footer (`kind`) of the section at `indexPath`; NavSim never asks.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}

/// What a collection view tells about items that will soon need data, as UIKit's. A
/// collection view keeps its `prefetchDataSource` but never calls it: UIKit calls it as the
/// user scrolls toward items, and NavSim does not scroll.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// The items at `indexPaths` will soon show: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` no longer will: stop loading their data.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
