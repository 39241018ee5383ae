#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// The kitchen timer, presented modally over the cooking screen.
final class TimerViewController: UIViewController {
    weak var coordinator: CookingCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let stop = UIButton(type: .system)
        stop.setTitle("Stop", for: .normal)
        stop.addAction(UIAction { [weak self] _ in self?.coordinator?.timerDone() }, for: .touchUpInside)
        view.addSubview(stop)
    }
}
