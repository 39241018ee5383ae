import UIKit

/// What the gallery shows: a line per photo.
final class GalleryViewModel {
    let records: [PhotoRecord]
    private(set) var rows: [String] = []

    init(urls: [String]) {
        records = urls.map(PhotoRecord.init(urlString:))
        refresh()
    }

    func refresh() {
        rows = records.map { "\($0.state) \($0.bytes) bytes" }
    }
}

/// A table of photos downloaded on an operation queue, reloaded on the main queue when each
/// download's completion block says so.
final class GalleryViewController: ModelViewController<GalleryViewModel>, UITableViewDataSource {
    private let downloader = PhotoDownloader()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Photo")
        view.addSubview(tableView)
        for (row, record) in viewModel.records.enumerated() {
            downloader.load(record, row: row) { _ in
                DispatchQueue.main.async { [weak self] in
                    self?.viewModel.refresh()
                    self?.tableView.reloadData()
                }
            }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
        cell.textLabel?.text = viewModel.rows[indexPath.row]
        return cell
    }
}
