import Foundation
import NavSimCore
import NavSimExploration
import NavSimSimulator
import NavSimTesting
import NavSimUIKit
import Testing

/// What keeps a shelf's detail screen alive once it is popped.
private enum DetailHold {
    /// A block sent with `DispatchQueue.main.asyncAfter` that captures the screen: on iOS the
    /// screen goes when the block has run. No leak.
    case delayedBlock
    /// The completion of a request no input answered yet, capturing the screen: on iOS the
    /// screen goes when the request ends. No leak.
    case unansweredRequest
    /// A repeating `Timer` whose block captures the screen, never invalidated: the run loop
    /// keeps it, and the screen, for ever. A leak.
    case repeatingTimer
    /// A closure the screen stores that captures the screen: a cycle. A leak.
    case cycle
    /// A `Task` whose closure captures the screen, waiting for a request no input answered
    /// yet: on iOS the screen goes when the task ends. No leak.
    case suspendedTask
    /// A `Task` capturing the screen that waits for its child (`async let`) waiting for a
    /// request. No leak.
    case taskAwaitingChild
    /// A `Task` capturing the screen that waits for another task's value, a task waiting for
    /// a request. No leak.
    case taskAwaitingTask
    /// A `Task` capturing the screen that, once the request is answered, makes a cycle: no
    /// leak while it waits, a leak after.
    case suspendedTaskThenCycle
    /// A `Task` the screen keeps, finished, beside a cycle: the finished task holds
    /// nothing, the cycle leaks.
    case finishedTaskAndCycle
    /// A `Task` capturing the screen weakly, waiting for a request, beside a cycle: the task
    /// does not hold the screen, the cycle leaks.
    case weakTaskAndCycle
}

/// A shelf whose coordinator pushes a detail screen, made anew, for each tap on `open`
/// (held as `hold` says), and, for each tap on `leak`, a detail screen held by a cycle.
@MainActor private final class ShelfCoordinator: Starting {
    let navigation: UINavigationController
    let hold: DetailHold

    init(navigation: UINavigationController, hold: DetailHold) {
        self.navigation = navigation
        self.hold = hold
    }

    func start() {
        let shelf = ShelfViewController(coordinator: self)
        navigation.pushViewController(shelf, animated: false)
    }

    func openDetail() {
        navigation.pushViewController(ShelfDetailViewController(coordinator: self, hold: hold), animated: false)
    }

    func openLeakyDetail() {
        navigation.pushViewController(LeakyDetailViewController(coordinator: self, hold: .cycle), animated: false)
    }
}

private final class ShelfViewController: UIViewController {
    weak var coordinator: ShelfCoordinator?

    init(coordinator: ShelfCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(
            UIButton(primaryAction: UIAction(title: "open") { [weak self] _ in self?.coordinator?.openDetail() }))
        if coordinator?.hold == .delayedBlock {
            view.addSubview(
                UIButton(
                    primaryAction: UIAction(title: "leak") { [weak self] _ in self?.coordinator?.openLeakyDetail() }))
        }
    }
}

private class ShelfDetailViewController: UIViewController {
    weak var coordinator: ShelfCoordinator?
    let hold: DetailHold
    var onClose: (() -> Void)?
    var ticks = 0
    var loading: Task<Void, Never>?

    init(coordinator: ShelfCoordinator, hold: DetailHold) {
        self.coordinator = coordinator
        self.hold = hold
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        switch hold {
        case .delayedBlock:
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { self.title = "Loaded" }
        case .unansweredRequest:
            NavSim.request("shelf") { answer in self.title = "\(answer)" }
        case .repeatingTimer:
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                MainActor.assumeIsolated { self.ticks += 1 }
            }
        case .cycle:
            onClose = { self.title = "Closed" }
        case .suspendedTask:
            Task { self.title = "\(await NavSim.request("shelf"))" }
        case .taskAwaitingChild:
            Task {
                async let answer = NavSim.request("shelf")
                self.title = "\(await answer)"
            }
        case .taskAwaitingTask:
            let answer = Task { await NavSim.request("shelf") }
            Task { self.title = "\(await answer.value)" }
        case .suspendedTaskThenCycle:
            Task {
                let answer = await NavSim.request("shelf")
                self.onClose = { self.title = "\(answer)" }
            }
        case .finishedTaskAndCycle:
            loading = Task { self.title = "Loaded" }
            onClose = { self.title = "Closed" }
        case .weakTaskAndCycle:
            Task { [weak self] in
                let answer = await NavSim.request("shelf")
                self?.title = "\(answer)"
            }
            onClose = { self.title = "Closed" }
        }
    }
}

private final class LeakyDetailViewController: ShelfDetailViewController {}

@Suite @MainActor struct PendingWorkTests {
    private static func shelf(_ hold: DetailHold) -> NavSimApp {
        NavSimApp(sceneDelegate: {
            NavigationSceneDelegate(keepingRoot: true) { navigation in
                ShelfCoordinator(navigation: navigation, hold: hold).started()
            }
        })
    }

    /// A session of the shelf after two visits to a detail screen, each popped.
    private static func twoVisits(_ hold: DetailHold) throws -> Session {
        let session = Session(app: shelf(hold), sink: EventLog())
        try session.launch()
        for _ in 0..<2 {
            try session.tap("open")
            try session.tapBack()
        }
        return session
    }

    private static func kept(_ name: String, in state: NavigationState) -> [ScreenID] {
        state.screens.values.filter { $0.name == name && $0.isKept }.map(\.id).sorted()
    }

    private static let twoLeakedDetails =
        "poppedButAlive: ShelfCoordinator#1 keeps 2 ShelfDetail screens that left the screen "
        + "(ShelfDetail#2, ShelfDetail#3): leaked"

    /// Expects the two popped details to be held by pending work only: a check that does not
    /// know the pending work reports them, one that spares it reports nothing.
    private static func expectBothDetailsSpared(in session: Session) {
        let kept = kept("ShelfDetail", in: session.state)
        #expect(kept.count == 2)
        let pending = session.runtime.heldByPendingWork()
        #expect(pending == PendingWorkHolds(screens: Set(kept)))
        #expect(
            session.state.invariantViolations().map(\.description) == [twoLeakedDetails],
            "a check that does not know the pending work")
        var checker = InvariantChecker()
        #expect(checker.check(session.state, sparing: pending).all == [])
    }

    /// Expects no pending work to hold anything, and the two popped details reported.
    private static func expectBothDetailsReported(in session: Session) {
        #expect(session.runtime.heldByPendingWork() == .nothing)
        var checker = InvariantChecker()
        #expect(
            checker.check(session.state, sparing: session.runtime.heldByPendingWork()).all.map(\.description) == [
                twoLeakedDetails
            ])
    }

    @Test func aPoppedScreenADelayedBlockHoldsIsNoLeakAndGoesWhenTheBlockRuns() throws {
        let session = try Self.twoVisits(.delayedBlock)
        Self.expectBothDetailsSpared(in: session)
        try session.wait(milliseconds: 500)
        #expect(Self.kept("ShelfDetail", in: session.state) == [], "the blocks ran and let the screens go")
        #expect(session.runtime.heldByPendingWork() == .nothing)
        #expect(session.state.invariantViolations() == [])
        session.close()
    }

    @Test func aPoppedScreenAnUnansweredRequestHoldsIsNoLeakUntilTheRequestEnds() throws {
        let session = try Self.twoVisits(.unansweredRequest)
        let kept = Self.kept("ShelfDetail", in: session.state)
        #expect(kept.count == 2)
        #expect(session.runtime.heldByPendingWork() == PendingWorkHolds(screens: Set(kept)))
        var checker = InvariantChecker()
        #expect(checker.check(session.state, sparing: session.runtime.heldByPendingWork()).all == [])
        try session.respond(to: "shelf", with: "Shelf")
        try session.respond(to: "shelf", with: "Shelf")
        #expect(Self.kept("ShelfDetail", in: session.state) == [], "the answers ended the requests")
        session.close()
    }

    @Test func explorationReportsNoScreenPendingWorkHoldsButStillTheCycleBesideIt() {
        let report = SystematicExploration(depth: 4) { Self.shelf(.delayedBlock) }.run()
        #expect(
            report.findings.map(\.message) == [
                "ShelfCoordinator#1 keeps 2 LeakyDetail screens that left the screen (LeakyDetail#2, LeakyDetail#3): "
                    + "leaked"
            ])
        #expect(
            report.findings.first?.inputs.map(ScenarioFile.line(for:)) == [
                #"{"tap": "leak", "on": "Shelf"}"#, #"{"back": "button"}"#, #"{"tap": "leak", "on": "Shelf"}"#,
                #"{"back": "button"}"#,
            ])
        #expect(report.coverage.screens.contains("ShelfDetail"), "the detail a delayed block holds was reached")
    }

    @Test func explorationReportsNoScreenAnUnansweredRequestHolds() {
        let report = SystematicExploration(depth: 4) { Self.shelf(.unansweredRequest) }.run()
        #expect(report.findings.map(\.message) == [])
    }

    @Test func aRepeatingTimerThatNeverEndsIsALeak() throws {
        let session = try Self.twoVisits(.repeatingTimer)
        #expect(session.runtime.heldByPendingWork() == .nothing, "a repeating timer is no work that ends")
        try session.wait(milliseconds: 3000)
        var checker = InvariantChecker()
        #expect(
            checker.check(session.state, sparing: session.runtime.heldByPendingWork()).all.map(\.description) == [
                Self.twoLeakedDetails
            ])
        let report = SystematicExploration(depth: 4) { Self.shelf(.repeatingTimer) }.run()
        #expect(report.findings.map(\.rule) == ["poppedButAlive"])
        session.close()
    }

    @Test(arguments: [DetailHold.suspendedTask, .taskAwaitingChild, .taskAwaitingTask])
    fileprivate func aPoppedScreenASuspendedTaskHoldsIsNoLeakUntilTheRequestEnds(_ hold: DetailHold) throws {
        let session = try Self.twoVisits(hold)
        Self.expectBothDetailsSpared(in: session)
        try session.respond(to: "shelf", with: "Shelf")
        try session.respond(to: "shelf", with: "Shelf")
        #expect(Self.kept("ShelfDetail", in: session.state) == [], "the answers ended the tasks")
        #expect(session.runtime.heldByPendingWork() == .nothing)
        session.close()
    }

    @Test func aLeakASuspendedTaskMakesOnceAnsweredIsReportedAfterTheAnswer() throws {
        let session = try Self.twoVisits(.suspendedTaskThenCycle)
        let kept = Self.kept("ShelfDetail", in: session.state)
        #expect(session.runtime.heldByPendingWork() == PendingWorkHolds(screens: Set(kept)))
        try session.respond(to: "shelf", with: "Shelf")
        try session.respond(to: "shelf", with: "Shelf")
        #expect(Self.kept("ShelfDetail", in: session.state) == kept, "the cycle keeps them")
        Self.expectBothDetailsReported(in: session)
        session.close()
    }

    @Test(arguments: [DetailHold.finishedTaskAndCycle, .weakTaskAndCycle])
    fileprivate func aTaskThatFinishedOrHoldsTheScreenWeaklySparesNothing(_ hold: DetailHold) throws {
        let session = try Self.twoVisits(hold)
        #expect(Self.kept("ShelfDetail", in: session.state).count == 2)
        Self.expectBothDetailsReported(in: session)
        session.close()
    }

    @Test func explorationReportsNoScreenASuspendedTaskHolds() {
        let report = SystematicExploration(depth: 4) { Self.shelf(.taskAwaitingChild) }.run()
        #expect(report.findings.map(\.message) == [])
        #expect(report.coverage.screens.contains("ShelfDetail"))
    }
}
