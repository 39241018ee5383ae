#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

struct SettingDetailViewModel {
    let heading: String
}

/// Shows the setting the user tapped.
final class SettingDetailViewController: UIViewController {
    let viewModel: SettingDetailViewModel
    private let headingLabel = UILabel()

    init(settingTitle: String) {
        viewModel = SettingDetailViewModel(heading: settingTitle)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.heading
        headingLabel.text = viewModel.heading
        view.addSubview(headingLabel)
    }
}
