public import NavSimCore
public import NavSimSimulator

/// A breadth-first exploration of every input sequence from launch up to a depth: each
/// distinct finding with a shortest input sequence that shows it, the states and actions
/// reached, and, when nothing is found, a bounded proof that nothing can be found that deep.
///
/// ```swift
/// @Test @MainActor func noNavigationBugsSixInputsDeep() {
///     SystematicExploration(depth: 6) { NotesApp.make() }.expectNoFindings()
/// }
/// ```
///
/// From each state it tries every input the session offers (`availableInputs()`): each tap
/// with each sample argument, the back button, a back swipe finished and one let go early,
/// a sheet swiped down and let go early, a tap outside a popover, each tab, each service
/// answer and each deep link.
/// A state whose ``CanonicalState`` was seen before is not explored again. The state is
/// checked after every input, as ``Exploration`` checks a random walk's: invariant
/// violations, commands UIKit ignored and inputs that did nothing. A finding is the same
/// when its rule, coordinator type and screen name are (not its ids); breadth-first, the
/// first input sequence that shows it is a shortest one.
///
/// The report is deterministic: the same app, depth and state limit give an equal report,
/// whatever the number of ``workers``.
/// A time limit can cut it at a point that depends on the machine; ``ExplorationReport/complete``
/// then says so.
public struct SystematicExploration {
    /// The most inputs after launch (a back swipe or a sheet's swipe down is one input).
    public var depth: Int
    /// The most distinct states to explore.
    public var maxStates: Int
    /// How long to explore at most; `nil` for no limit.
    public var timeLimit: Duration?
    /// Rules not to report, such as `.ignoredCommand` for an app that leans on UIKit's refusals.
    public var ignoredRules: Set<InvariantViolation.Rule>
    /// Whether to also try inputs that race the transition animations: each touch, answer
    /// and deep link once more given quickly (`"quick": true`), and from a state in flight
    /// the animations' end and the racing inputs (``Session/availableInputs()``). Off by
    /// default, so that a fixed variant is proved clean of the bugs a person can cause at a
    /// normal pace.
    public var racing: Bool
    /// How many processes expand each breadth-first level: 1 (the default) explores in
    /// this process; more shares each large level between this process and forked workers (see
    /// docs/exploration.md). The report is the same for every number of workers.
    ///
    /// A child forked from a process keeps only the forking thread: in a test process
    /// whose other threads may hold a lock at that moment (a test runner running tests in
    /// parallel), a worker that then needs that lock waits for ever. Use more than one
    /// where exploring is the process's only work.
    public var workers: Int
    /// The longest one input may run, in wall-clock time, before the app counts as hung;
    /// `nil` for no limit.
    ///
    /// With a limit, every input runs in a forked worker (even with one ``workers``), so
    /// that a hang ends only the worker: it is reported as a `crashed` finding whose inputs
    /// end with the input that hung, and the rest of the worker's part is done by a new
    /// worker that skips that input. Where no worker can be forked (the app started
    /// threads of its own), a hang in this process ends it with one line on standard error
    /// and exit status ``Session/hangExitStatus``, with no report.
    public var inputLimit: Duration?
    /// The inputs after launch to start from: their state is the root of the search (a
    /// signed-in state, past a login form), and every path and finding begins with them.
    /// ``depth`` counts the inputs after them.
    public var from: [Scenario.Step]
    /// Text to type into text fields beside the app's own ``AppModel/sampleTexts``, by the
    /// field's control name (its accessibility identifier, else its placeholder).
    public var texts: [String: [String]]
    /// Makes a fresh app model; it is called once per state reached again.
    public var makeApp: @MainActor () -> any AppModel
    /// The link the system launches the app with (a deep link, a universal link, a quick
    /// action), so that what the link shows is explored; `nil` for a plain launch.
    public var launch: AppLink?
    /// Where each launch runs: in this process (the default), or in a child forked from it.
    public var launches: Launches = .inThisProcess

    /// Where an exploration launches the app.
    ///
    /// On iOS every launch starts a new process, so globals, `static var`s and singletons
    /// start over; in one process they keep what an earlier session left, and replaying a
    /// state's inputs can reach another state (``ExplorationReport/nondeterminism``).
    public enum Launches: Sendable {
        /// Every launch in this process: the fastest, for apps whose launches share no
        /// global state.
        case inThisProcess
        /// Every launch in a child forked from this process, which itself never runs the
        /// app's code: each launch starts from the same image, as each starts a new process
        /// on iOS. Where a child cannot be forked (this process runs more than one thread),
        /// launches run in this process.
        case inFreshProcesses
    }

    /// Describes an exploration.
    ///
    /// - Parameters:
    ///   - depth: The most inputs after launch.
    ///   - maxStates: The most distinct states to explore.
    ///   - timeLimit: How long to explore at most; `nil` for no limit.
    ///   - ignoring: Rules not to report.
    ///   - workers: How many processes expand each level; more than 1 forks workers.
    ///   - inputLimit: The longest one input may run before the app counts as hung.
    ///   - from: The inputs after launch whose state is the root of the search.
    ///   - texts: Text to type into text fields, by field name, beside the app's own.
    ///   - launch: The link the app is launched with; `nil` for a plain launch.
    ///   - app: Makes the app model, for example `{ NavSimApp(sceneDelegate: SceneDelegate.init) }`.
    public init(
        depth: Int = 6, maxStates: Int = 100_000, timeLimit: Duration? = nil,
        ignoring: Set<InvariantViolation.Rule> = [], racing: Bool = false, workers: Int = 1,
        inputLimit: Duration? = nil, from: [Scenario.Step] = [], texts: [String: [String]] = [:],
        launch: AppLink? = nil, app: @escaping @MainActor () -> any AppModel
    ) {
        self.from = from
        self.texts = texts
        self.launch = launch
        self.inputLimit = inputLimit
        self.racing = racing
        self.depth = depth
        self.maxStates = maxStates
        self.timeLimit = timeLimit
        ignoredRules = ignoring
        self.workers = workers
        makeApp = app
    }

    /// Explores breadth-first and reports what it found and covered.
    ///
    /// - Parameters:
    ///   - progress: Called after each state is expanded with the states and transitions so
    ///     far, to show progress.
    ///   - interrupted: Asked before each input; when it says yes, the exploration stops and
    ///     reports what it explored, with the limit ``ExplorationReport/Limit/interrupted``.
    @MainActor
    public func run(
        progress: @escaping (_ states: Int, _ transitions: Int) -> Void = { _, _ in },
        interrupted: @escaping () -> Bool = { false }
    ) -> ExplorationReport {
        BreadthFirstSearch(self, progress: progress, interrupted: interrupted).run()
    }
}
