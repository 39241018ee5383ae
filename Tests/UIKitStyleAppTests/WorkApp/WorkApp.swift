import Foundation

#if NAVSIM
    import NavSimUIKit
#else
    import UIKit
#endif

/// One screen whose buttons defer work every way iOS code does; its ViewModel's `log`
/// says what ran, in order.
@MainActor
final class WorkViewModel {
    private(set) var log: [String] = []
    private var debounced: Task<Void, Never>?

    init() {
        if let remembered = UserDefaults.standard.string(forKey: "remembered") {
            log.append("remembered \(remembered)")
        }
        if let remembered = UserDefaults(suiteName: "group.work")?.string(forKey: "remembered") {
            log.append("remembered in the suite \(remembered)")
        }
    }

    func note(_ line: String) { log.append(line) }

    func startTasks() {
        Task { note("main task") }
        Task.detached {
            let value = await Self.compute(1)
            await MainActor.run { self.note("detached \(value)") }
        }
    }

    func load() {
        Task {
            note("loaded \(await WorkService.load())")
        }
    }

    func sleep() {
        Task {
            try? await Task.sleep(for: .milliseconds(300))
            note("slept")
        }
    }

    func after() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in self?.note("after 2 s") }
    }

    /// Main-queue blocks and main-actor jobs share one FIFO, as on iOS.
    func mainAsync() {
        DispatchQueue.main.async { self.note("block") }
        Task { note("task") }
        DispatchQueue.main.async { self.note("block 2") }
    }

    func date() { note("date \(Int(Date().timeIntervalSince1970))") }

    func random() { note("random \(Int.random(in: 0..<1_000_000)) \([1, 2, 3].shuffled()) \(UUID().uuidString)") }

    func structured() {
        Task {
            async let first = Self.compute(1)
            async let second = Self.compute(2)
            let sum = await withTaskGroup(of: Int.self) { group in
                for value in 3...4 { group.addTask { await Self.compute(value) } }
                var sum = 0
                for await value in group { sum += value }
                return sum
            }
            note("structured \(await first + second + sum)")
        }
    }

    func debounce() {
        debounced?.cancel()
        debounced = Task {
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return note("cancelled")
            }
            note("debounced")
        }
    }

    /// Sleeps "for ever", as code that waits to be cancelled does.
    func sleepForever() {
        Task {
            try? await Task.sleep(nanoseconds: .max)
            note("woke")
        }
    }

    func spin() {
        Task {
            while true { await Task.yield() }
        }
    }

    /// Ticks every second, three times; a timer added in two modes fires once, after its
    /// interval.
    func timers() {
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            let ticks = MainActor.assumeIsolated {
                self.note("tick \(self.log.count { $0.hasPrefix("tick") } + 1)")
                return self.log.count { $0.hasPrefix("tick") }
            }
            if ticks == 3 { timer.invalidate() }
        }
        let once = Timer(timeInterval: 0.5, repeats: true) { timer in
            MainActor.assumeIsolated { self.note("once") }
            timer.invalidate()
        }
        RunLoop.main.add(once, forMode: .default)
        RunLoop.main.add(once, forMode: .common)
    }

    /// A timer stopped before it fires: nothing runs.
    func stoppedTimer() {
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { self.note("stopped timer fired") }
        }
        timer.invalidate()
    }

    func remember() {
        UserDefaults.standard.set("ada", forKey: "remembered")
        UserDefaults(suiteName: "group.work")?.set("ada", forKey: "remembered")
    }

    nonisolated static func compute(_ value: Int) async -> Int { value * 10 }
}

final class WorkViewController: UIViewController {
    let viewModel = WorkViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let actions: [(String, (WorkViewModel) -> Void)] = [
            ("tasks", { $0.startTasks() }), ("load", { $0.load() }), ("sleep", { $0.sleep() }),
            ("after", { $0.after() }), ("date", { $0.date() }),
            ("structured", { $0.structured() }), ("debounce", { $0.debounce() }), ("spin", { $0.spin() }),
            ("forever", { $0.sleepForever() }),
            ("remember", { $0.remember() }),
            ("timers", { $0.timers() }), ("random", { $0.random() }), ("stoppedTimer", { $0.stoppedTimer() }),
            ("mainAsync", { $0.mainAsync() }),
        ]
        for (name, action) in actions {
            let button = UIButton(type: .system)
            button.setTitle(name, for: .normal)
            button.addAction(UIAction { [weak self] _ in self.map { action($0.viewModel) } }, for: .touchUpInside)
            view.addSubview(button)
        }
    }
}

/// Shows the work screen.
final class WorkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = WorkViewController()
        window?.makeKeyAndVisible()
    }
}
