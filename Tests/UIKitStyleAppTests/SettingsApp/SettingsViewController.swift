#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

final class SettingsViewModel {
    var notifications = false
    var airplaneMode = false
}

/// A cell with a switch as its accessory view.
final class SwitchCell: UITableViewCell {
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        accessoryView = toggle
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Switches in the first section; rows that open a screen, named by their cell, below.
final class SettingsViewController: UITableViewController {
    weak var coordinator: SettingsCoordinator?
    let viewModel = SettingsViewModel()
    private let pages = ["General", "Privacy", "Wallpaper"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(SwitchCell.self, forCellReuseIdentifier: "Switch")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Page")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : pages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.section == 0 else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Page", for: indexPath)
            cell.textLabel?.text = pages[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Switch", for: indexPath) as! SwitchCell
        let isNotifications = indexPath.row == 0
        cell.textLabel?.text = isNotifications ? "Notifications" : "Airplane Mode"
        cell.toggle.isOn = isNotifications ? viewModel.notifications : viewModel.airplaneMode
        cell.toggle.accessibilityIdentifier = isNotifications ? "notifications" : "airplaneMode"
        cell.toggle.addAction(
            UIAction { [weak self] action in
                guard let self, let toggle = action.sender as? UISwitch else { return }
                if isNotifications {
                    viewModel.notifications = toggle.isOn
                } else {
                    viewModel.airplaneMode = toggle.isOn
                }
            }, for: .valueChanged)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let title = tableView.cellForRow(at: indexPath)?.textLabel?.text else { return }
        if title == "Wallpaper" {
            coordinator?.showWallpapers()
        } else {
            coordinator?.showDetail(titled: title)
        }
    }
}
