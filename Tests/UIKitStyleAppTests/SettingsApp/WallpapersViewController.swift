#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class WallpapersViewModel {
    var chosen: String?
}

/// A wallpaper in the grid.
final class WallpaperCell: UICollectionViewCell {
    private(set) var wallpaperName = ""
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String) {
        wallpaperName = name
        nameLabel.text = name
    }
}

/// A grid of wallpapers; a tap chooses the one its cell shows.
final class WallpapersViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let viewModel = WallpapersViewModel()
    private let names = ["Dunes", "Forest", "Ocean"]
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wallpaper"
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 160)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(WallpaperCell.self, forCellWithReuseIdentifier: "Wallpaper")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "Wallpaper", for: indexPath) as! WallpaperCell
        cell.configure(name: names[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? WallpaperCell else { return }
        viewModel.chosen = cell.wallpaperName
    }
}
