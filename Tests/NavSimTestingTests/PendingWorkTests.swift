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
    /// A `DispatchWorkItem` sent with `asyncAfter` whose block captures the screen:
    /// libdispatch wraps the block. No leak.
    case delayedWorkItem
    /// A block sent with `asyncAfter` and a quality of service, capturing the screen: wrapped
    /// too. No leak.
    case delayedBlockWithQualityOfService
    /// A `Timer` that fires once, whose block captures the screen: the run loop keeps it
    /// until it fires. No leak.
    case oneShotTimer
    /// A `Timer` that fires once, sending a selector to the screen, its target. No leak.
    case oneShotSelectorTimer
    /// A timer source that fires once, whose handler captures the screen and cancels the
    /// source. No leak.
    case oneShotTimerSource
    /// A repeating timer source the screen keeps, whose handler captures the screen, never
    /// cancelled: a cycle. A leak.
    case repeatingTimerSource
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
        if coordinator.map({ DetailHold.withLeakyDetail.contains($0.hold) }) == true {
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
    var refresh: (any DispatchSourceTimer)?

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
        case .delayedWorkItem:
            let load = DispatchWorkItem { self.title = "Loaded" }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500), execute: load)
        case .delayedBlockWithQualityOfService:
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500), qos: .userInitiated) {
                self.title = "Loaded"
            }
        case .oneShotTimer:
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                MainActor.assumeIsolated { self.title = "Loaded" }
            }
        case .oneShotSelectorTimer:
            _ = Timer.scheduledTimer(
                timeInterval: 0.5, target: self, selector: Selector(navSimPort: "load", Self.load), userInfo: nil,
                repeats: false)
        case .oneShotTimerSource:
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .milliseconds(500))
            timer.setEventHandler {
                self.title = "Loaded"
                timer.cancel()
            }
            timer.resume()
        case .repeatingTimerSource:
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now() + .seconds(1), repeating: .seconds(1))
            timer.setEventHandler { self.ticks += 1 }
            timer.resume()
            refresh = timer
        case .unansweredRequest:
            NavSim.request("shelf") { answer in self.title = "\(answer)" }
        case .repeatingTimer:
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
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

extension ShelfDetailViewController {
    func load() { title = "Loaded" }
}

extension DetailHold {
    /// The holds whose shelf also offers `leak`, a detail screen held by a cycle.
    static let withLeakyDetail: [DetailHold] = [
        .delayedBlock, .delayedWorkItem, .delayedBlockWithQualityOfService, .oneShotTimer, .oneShotSelectorTimer,
        .oneShotTimerSource,
    ]
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

    private static let twoLeakedDetailsMessage =
        "ShelfCoordinator#1 keeps 2 ShelfDetail screens that left the screen (ShelfDetail#2, ShelfDetail#3): leaked"
    private static let twoLeakedDetails = "poppedButAlive: " + twoLeakedDetailsMessage

    /// Expects the two popped details to be held by pending work only, as the state recorded
    /// at the input's end (`pendingWorkHeld`): its check reports nothing, and the same state
    /// told that nothing is pending reports them.
    private static func expectBothDetailsSpared(in session: Session) throws {
        let kept = kept("ShelfDetail", in: session.state)
        #expect(kept.count == 2)
        let pending = session.runtime.heldByPendingWork()
        #expect(pending == PendingWorkHolds(screens: Set(kept)))
        #expect(session.state.heldByPendingWork == pending)
        #expect(session.state.invariantViolations() == [])
        let unknowing = try session.state.applying(.pendingWorkHeld(coordinators: [], screens: []))
        #expect(unknowing.invariantViolations().map(\.description) == [twoLeakedDetails])
    }

    /// Expects no pending work to hold anything, and the two popped details reported.
    private static func expectBothDetailsReported(in session: Session) {
        #expect(session.runtime.heldByPendingWork() == .nothing)
        #expect(session.state.heldByPendingWork == .nothing)
        #expect(session.state.invariantViolations().map(\.description) == [twoLeakedDetails])
    }

    @Test(arguments: DetailHold.withLeakyDetail)
    fileprivate func aPoppedScreenADelayedBlockOrOneShotTimerHoldsIsNoLeakAndGoesWhenItRuns(_ hold: DetailHold) throws {
        let session = try Self.twoVisits(hold)
        try Self.expectBothDetailsSpared(in: session)
        try session.wait(milliseconds: 500)
        #expect(Self.kept("ShelfDetail", in: session.state) == [], "the blocks ran and let the screens go")
        #expect(session.runtime.heldByPendingWork() == .nothing)
        #expect(session.state.invariantViolations() == [])
        session.close()
    }

    @Test func theTraceSaysWhatPendingWorkHoldsAsEachInputEndsAndFoldsToTheLiveState() throws {
        let log = EventLog()
        let session = Session(app: Self.shelf(.delayedBlock), sink: log)
        try session.launch()
        for _ in 0..<2 {
            try session.tap("open")
            try session.tapBack()
        }
        let kept = Self.kept("ShelfDetail", in: session.state)
        try session.wait(milliseconds: 500)
        let held = log.events.filter { if case .pendingWorkHeld = $0 { true } else { false } }
        #expect(
            held == [
                .pendingWorkHeld(coordinators: [], screens: [kept[0]]),
                .pendingWorkHeld(coordinators: [], screens: kept),
            ], "deallocated screens leave the holds without another event")
        var replayed = NavigationState()
        for event in log.events { try replayed.apply(event) }
        #expect(replayed == session.state)
        #expect(replayed.heldByPendingWork == .nothing)
        session.close()
    }

    @Test func aPoppedScreenAnUnansweredRequestHoldsIsNoLeakUntilTheRequestEnds() throws {
        let session = try Self.twoVisits(.unansweredRequest)
        let kept = Self.kept("ShelfDetail", in: session.state)
        #expect(kept.count == 2)
        #expect(session.runtime.heldByPendingWork() == PendingWorkHolds(screens: Set(kept)))
        #expect(session.state.heldByPendingWork == PendingWorkHolds(screens: Set(kept)))
        #expect(session.state.invariantViolations() == [])
        try session.respond(to: "shelf", with: "Shelf")
        try session.respond(to: "shelf", with: "Shelf")
        #expect(Self.kept("ShelfDetail", in: session.state) == [], "the answers ended the requests")
        session.close()
    }

    @Test(arguments: DetailHold.withLeakyDetail)
    fileprivate func explorationReportsNoScreenPendingWorkHoldsButStillTheCycleBesideIt(_ hold: DetailHold) {
        let report = SystematicExploration(depth: 4) { Self.shelf(hold) }.run()
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

    @Test(arguments: [DetailHold.repeatingTimer, .repeatingTimerSource])
    fileprivate func aRepeatingTimerThatNeverEndsIsALeak(_ hold: DetailHold) throws {
        let session = try Self.twoVisits(hold)
        #expect(session.runtime.heldByPendingWork() == .nothing, "a repeating timer is no work that ends")
        try session.wait(milliseconds: 3000)
        #expect(Self.kept("ShelfDetail", in: session.state).count == 2, "the timers fired and keep the screens")
        Self.expectBothDetailsReported(in: session)
        let report = SystematicExploration(depth: 4) { Self.shelf(hold) }.run()
        #expect(report.findings.map(\.message) == [Self.twoLeakedDetailsMessage])
        #expect(
            report.findings.first?.inputs.map(ScenarioFile.line(for:)) == [
                #"{"tap": "open", "on": "Shelf"}"#, #"{"back": "button"}"#, #"{"tap": "open", "on": "Shelf"}"#,
                #"{"back": "button"}"#,
            ])
        session.close()
    }

    @Test(arguments: [DetailHold.suspendedTask, .taskAwaitingChild, .taskAwaitingTask])
    fileprivate func aPoppedScreenASuspendedTaskHoldsIsNoLeakUntilTheRequestEnds(_ hold: DetailHold) throws {
        let session = try Self.twoVisits(hold)
        try Self.expectBothDetailsSpared(in: session)
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
