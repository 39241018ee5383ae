#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The first screen: buttons to Second, Third and the Add flow.
class MainViewController: UIViewController {
    weak var coordinator: MainCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let pushSecond = UIButton(type: .system)
        pushSecond.setTitle("Second", for: .normal)
        pushSecond.accessibilityIdentifier = "pushSecond"
        pushSecond.addAction(UIAction { [weak self] _ in self?.pushSecondVCButtonClicked() }, for: .touchUpInside)
        let pushThird = UIButton(type: .system)
        pushThird.setTitle("Third", for: .normal)
        pushThird.accessibilityIdentifier = "pushThird"
        pushThird.addAction(UIAction { [weak self] _ in self?.pushThirdVCButtonClicked() }, for: .touchUpInside)
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.accessibilityIdentifier = "add"
        add.addAction(UIAction { [weak self] _ in self?.addButtonClicked() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [pushSecond, pushThird, add])
        stack.axis = .vertical
        view.addSubview(stack)
    }

    private func pushSecondVCButtonClicked() {
        coordinator?.pushSecondVC()
    }

    private func pushThirdVCButtonClicked() {
        coordinator?.pushThirdVC()
    }

    private func addButtonClicked() {
        coordinator?.addCoordinate()
    }
}
