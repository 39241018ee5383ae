#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The child's first screen; in two variants it tells the coordinator the flow is over.
class AddViewController: UIViewController {
    weak var coordinator: AddCoordinator?
    var variant = Variant.removedOnDisappear

    override func viewDidLoad() {
        super.viewDidLoad()
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.accessibilityIdentifier = "next"
        next.addAction(UIAction { [weak self] _ in self?.coordinator?.pushSecondVC() }, for: .touchUpInside)
        view.addSubview(next)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Variant `removedOnWillDisappear`: also true when a back swipe begins and is then cancelled.
        if variant == .removedOnWillDisappear, isMovingFromParent { coordinator?.didFinishChild() }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // The seed: also called when AddSecond is pushed on top.
        if variant == .removedOnDisappear { coordinator?.didFinishChild() }
    }
}
