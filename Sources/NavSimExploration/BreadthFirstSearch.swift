import NavSimCore
import NavSimJournal
import NavSimSimulator

/// The search behind ``SystematicExploration``: states in the order breadth-first finds
/// them, each with its parent and the input that first reached it.
///
/// A live app cannot be copied, so a state is reached again by replaying its path from
/// launch. The session that found a state is kept (up to `parkedLimit` of them) for the
/// first input tried from it. After each later input the session comes back to the state
/// when that input left it there or one input undoes it (a back tap, a sheet swiped down,
/// the tab left): the canonical form reached must be the state's, the same rule by which
/// the search takes any path to a form for the form. Only otherwise is the path replayed.
@MainActor
final class BreadthFirstSearch {
    /// A state found: where it came from and how deep it is.
    struct Node {
        let parent: Int?
        let input: Scenario.Step?
        let depth: Int
        /// Its canonical form, which replaying its path must reach again.
        let form: String
        /// The number of inputs it offers, when a fresh process reached it (``freshLaunches``).
        let offered: Int?
        /// The number of events recorded when its path reaches it: what a session replayed
        /// to it has, whatever session is at it.
        let step: Int
        /// What the coordinator tracker's looks did in the input that reached it (for the
        /// root, the launch and the inputs the search starts from), which a replay through it
        /// follows; `nil` when not known.
        let looks: TrackerLooks.Record?
    }

    let exploration: SystematicExploration
    private let deadline: ContinuousClock.Instant?
    private let progress: (_ states: Int, _ transitions: Int) -> Void
    /// Whether to stop now, asked before each input.
    let interrupted: () -> Bool
    /// The most sessions kept alive for the states waiting to be expanded.
    private let parkedLimit: Int
    /// Whether a session is brought back to a state for its next input when an input can
    /// be taken back (``undoing(_:from:typed:at:in:toward:along:)``), rather than replayed.
    private let returning: Bool
    /// The states whose finding session one process keeps for their first input, by
    /// the same rule whatever expands them, so that ``ExplorationReport/replayedInputs``
    /// does not depend on the number of workers.
    private var parkedStates: Set<Int> = []
    /// The sessions kept, by state: those of parked states found in this process.
    private var parked: [Int: ExplorationRun] = [:]
    private(set) var nodes: [Node] = []
    private var seen: [String: Int] = [:]
    private(set) var findings: [Sighting.Signature: [Scenario.Step]] = [:]
    private(set) var findingOrder: [Sighting.Signature] = []
    private(set) var transitions = 0
    private var replayedInputs = 0
    private(set) var limit: ExplorationReport.Limit?
    private var screens: Set<String> = []
    private var actions: Set<ExplorationReport.Action> = []
    private var tapped: Set<ExplorationReport.Action> = []
    private var effective: Set<ExplorationReport.Action> = []
    /// What ran outside the model in some session, first seen first (``Session/nondeterminism``).
    private var nondeterminism: [String] = []
    /// The inputs that hung or trapped in a worker, by the state they were tried from and
    /// their position among its inputs (-1: replaying the state's path), with the number of
    /// events recorded before each and the trap's signal: a worker that redoes the part
    /// skips them.
    var endedInputs: [InputPlace: (step: Int, signal: Int32?, exitStatus: Int32?)] = [:]
    /// The findings of inputs that hung or trapped, which cannot be replayed here.
    private var endings: [Sighting.Signature: ExplorationReport.Finding] = [:]
    /// The shard this search explores, when it explores one (``BreadthFirstSearch+Shards``).
    var shard: ShardRecord?
    /// The shards whose expansions this search merges instead of running the app, when it merges.
    var merged: ShardSource?
    /// Whether every launch runs in a child forked from this process, which runs no app
    /// code (``SystematicExploration/Launches/inFreshProcesses``): decided when the search starts.
    private(set) var freshLaunches = false

    /// Where an input is tried: from which state, at which position among its inputs.
    struct InputPlace: Hashable {
        let state: Int
        let position: Int
    }

    init(
        _ exploration: SystematicExploration, parking parkedLimit: Int = 256, returning: Bool = true,
        progress: @escaping (_ states: Int, _ transitions: Int) -> Void,
        interrupted: @escaping () -> Bool = { false }
    ) {
        self.exploration = exploration
        self.parkedLimit = parkedLimit
        self.returning = returning
        self.progress = progress
        self.interrupted = interrupted
        deadline = exploration.timeLimit.map { ContinuousClock.now + $0 }
    }

    /// Explores breadth-first up to the exploration's depth or a limit, and reports.
    func run() -> ExplorationReport {
        let next = search()
        let depth = limit == nil ? exploration.depth : nodes[next].depth
        let sortedDead = tapped.subtracting(effective).sorted()
        return ExplorationReport(
            findings: findingOrder.compactMap(finding), states: nodes.count, transitions: transitions,
            depth: depth, complete: limit == nil, limit: limit,
            coverage: .init(screens: screens.sorted(), actions: actions.sorted(), deadActions: sortedDead),
            replayedInputs: replayedInputs, nondeterminism: nondeterminism, from: exploration.from)
    }

    /// Explores breadth-first up to the exploration's depth or a limit, a level at a time.
    ///
    /// - Returns: The first state not expanded.
    func search() -> Int {
        if let limit = exploration.inputLimit {
            let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "navsim"
            Session.reportHangs(
                to: 2,
                line:
                    "\(program): the app hung: an input did not return within \(Session.seconds(limit)) while exploring "
                    + "in this process, where a hang cannot be survived; no report\n")
            Session.limitInputs(to: limit, onHang: Session.hangReport)
        }
        defer { Session.limitInputs(to: nil, onHang: Session.hangReport) }
        freshLaunches =
            exploration.launches == .inFreshProcesses && shard == nil && merged == nil
            && ExplorationWorkers.isOnlyThread
        // A root launch that fails in a child is done here, where it fails as it would have.
        let launched = freshLaunches ? FreshProcess.inChild { launchRoot().root } : nil
        let (root, run): (RootLaunch, ExplorationRun?) = launched.map { ($0, nil) } ?? launchRoot()
        for (index, signatures) in root.signatures.enumerated() {
            note(signatures, inputs: Array(exploration.from.prefix(index)))
        }
        if let state = root.state {
            note(state.nondeterminism)
            reached(
                state.form, front: state.front, run: run, parent: nil, input: nil, depth: 0, offered: state.offered,
                step: state.step, looks: state.looks)
        }
        var next = 0
        while next < nodes.count, nodes[next].depth < exploration.depth, limit == nil {
            let level = nodes[next].depth
            let end = nodes[next...].firstIndex { $0.depth != level } ?? nodes.count
            next = expand(next..<end)
        }
        return next
    }

    /// What launching the app and taking the inputs the search starts from led to.
    struct RootLaunch: Codable {
        /// The problems seen after launch and after each input taken, in order.
        var signatures: [[Sighting.Signature]] = []
        /// The state reached; `nil` when an input was refused.
        var state: State?

        struct State: Codable {
            let form: String
            let front: StateExpansion.Front?
            let offered: Int
            let nondeterminism: [String]
            let step: Int
            let looks: TrackerLooks.Record?
        }
    }

    /// Launches the app and takes the inputs the search starts from: what that led to, and
    /// the session when it reached the root.
    private func launchRoot() -> (root: RootLaunch, run: ExplorationRun?) {
        let launch = makeRun()
        var root = RootLaunch()
        launch.startLookRecord()
        var outcome = launch.launch()
        // The search's root is the state after the inputs it starts from.
        for step in exploration.from {
            guard case .sent(let sightings) = outcome else { break }
            root.signatures.append(sightings.map(\.signature))
            outcome = launch.perform(step, until: { _ in false })
        }
        guard case .sent(let sightings) = outcome else { return (root, nil) }
        root.signatures.append(sightings.map(\.signature))
        root.state = .init(
            form: launch.canonicalForm, front: .init(launch.session),
            offered: Self.inputs(offeredBy: launch.session, racing: exploration.racing).count,
            nondeterminism: launch.session.nondeterminism, step: launch.session.state.step,
            looks: launch.lookRecord)
        return (root, launch)
    }

    /// A session of a fresh app, typing the exploration's texts.
    private func makeRun() -> ExplorationRun {
        ExplorationRun(
            app: exploration.makeApp(), ignoring: exploration.ignoredRules, texts: exploration.texts,
            launchingWith: exploration.launch)
    }

    // MARK: - Expanding

    /// Expands a level's states in order, in workers when there are enough states for
    /// more than one, and merges them in order.
    ///
    /// - Returns: The first state not expanded: the end of the level unless a limit stopped it.
    private func expand(_ level: Range<Int>) -> Int {
        if merged != nil { return expandFromShards(level) }
        if freshLaunches { return expandInFreshProcesses(level) }
        if shard != nil { splitIfDue(level) }
        // With an input limit every input runs in a worker, where a hang ends only the worker.
        let isolated = exploration.inputLimit != nil && ExplorationWorkers.isOnlyThread
        let workers = min(exploration.workers, level.count / Self.statesPerWorker)
        if isolated { return expandInWorkers(level, workers: max(workers, 1), isolated: true) }
        guard workers > 1, ExplorationWorkers.isOnlyThread else {
            for index in level {
                let path = self.path(to: index)
                var runs: [Int: ExplorationRun] = [:]
                merge(expansion(of: index, path: path, keeping: &runs), of: index, path: path, runs: runs)
                if limit != nil { return index }
            }
            return level.upperBound
        }
        return expandInWorkers(level, workers: workers, isolated: false)
    }

    /// Tries every input the state offers, each from a session replayed to the state (the
    /// first from the session that found it, when it was kept), until the clock or the
    /// caller stops it.
    ///
    /// - Parameters:
    ///   - only: The position of the one input to try, in a fresh process; `nil` for all.
    ///   - forms: The forms seen earlier in the same batch, whose fronts are not sent again.
    ///   - runs: Where the session of each input taken is kept, by the outcome's position.
    func expansion(
        of index: Int, path: [Scenario.Step], only: Int? = nil, forms: inout Set<String>,
        keeping runs: inout [Int: ExplorationRun]?
    ) -> StateExpansion {
        var expansion = StateExpansion(outcomes: [])
        if shard?.skips(nodes[index]) == true { return expansion }
        Session.labelInputs(index, -1, 0)
        if let ended = endedInputs[InputPlace(state: index, position: -1)] {
            expansion.outcomes = nil
            expansion.nondeterminism.append(
                "\(Self.replaying)\(path.count) inputs to a state \(ended.signal == nil && ended.exitStatus == nil ? "hung" : "crashed"): the app "
                    + "depends on something its inputs do not decide")
            return expansion
        }
        var session = parked.removeValue(forKey: index) ?? replay(path, to: index, noting: &expansion)
        guard let listing = session else {
            expansion.outcomes = nil
            return expansion
        }
        let inputs = Self.inputs(offeredBy: listing.session, racing: exploration.racing)
        for (position, input) in inputs.enumerated() where only.map({ $0 == position }) ?? true {
            if interrupted() {
                expansion.stopped = .interrupted
                break
            }
            if let deadline, ContinuousClock.now >= deadline {
                expansion.stopped = .time
                break
            }
            if let ended = endedInputs[InputPlace(state: index, position: position)] {
                expansion.outcomes?.append(
                    .ended(.init(input: input, step: ended.step, signal: ended.signal, exitStatus: ended.exitStatus)))
                continue
            }
            Session.labelInputs(index, -1, 0)
            if session == nil { expansion.reachingInputs += path.count }
            guard let run = session ?? replay(path, to: index, noting: &expansion) else {
                expansion.outcomes?.append(.notReplayed)
                continue
            }
            session = nil
            let origin = run.session.state
            let typed = Self.typedText(before: input, in: run.session)
            let isLast = position == inputs.count - 1
            Session.labelInputs(index, position, nodes[index].step)
            run.startLookRecord()
            guard case .sent(let sightings) = run.perform(input, until: { _ in false }) else {
                expansion.outcomes?.append(.refused)
                if !isLast, returning,
                    let undo = undoing(
                        input, from: origin, typed: typed, at: run.canonicalForm, in: run, toward: index, along: path)
                {
                    session = returned(run, by: undo, to: index, counting: &expansion.reachingInputs)
                }
                continue
            }
            for reason in run.session.nondeterminism where !expansion.nondeterminism.contains(reason) {
                expansion.nondeterminism.append(reason)
            }
            let form = run.canonicalForm
            let isNew = forms.insert(form).inserted
            expansion.outcomes?.append(
                .sent(
                    .init(
                        input: input, signatures: sightings.map(\.signature),
                        events: run.session.state.step - origin.step, form: form,
                        front: isNew ? .init(run.session) : nil,
                        offered: only == nil
                            ? nil : Self.inputs(offeredBy: run.session, racing: exploration.racing).count,
                        looks: run.lookRecord)))
            if !isLast, returning,
                let undo = undoing(input, from: origin, typed: typed, at: form, in: run, toward: index, along: path)
            {
                if let last = expansion.outcomes?.indices.last, case .sent(var transition) = expansion.outcomes?[last] {
                    transition.sessionLeft = true
                    expansion.outcomes?[last] = .sent(transition)
                }
                session = returned(run, by: undo, to: index, counting: &expansion.reachingInputs)
            } else {
                runs?[(expansion.outcomes?.count ?? 1) - 1] = run
            }
        }
        // A fresh process tries one input, and counts what one process would run to come back
        // for the next: the input that takes it back, or else the path.
        if let only, only < inputs.count - 1, session == nil { expansion.reachingInputs += path.count }
        return expansion
    }

    /// The text the field that `input` types into holds before it, when `input` types: typing
    /// it undoes the input.
    static func typedText(before input: Scenario.Step, in session: Session) -> Scenario.Step? {
        guard case .tap(let action, let screen, .string) = input, let front = session.state.frontScreen else {
            return nil
        }
        return .tap(action, on: screen, argument: .string(session.typedTexts[front]?[action] ?? ""))
    }

    /// What brings `run`, at canonical form `form` after an input tried from state `index`
    /// (at `origin`, reached by `path`), back to the state, or `nil` when nothing shorter than
    /// the path is known: nothing when the input recorded nothing but itself and left the
    /// state's form as it was; the one input that undoes the input's change
    /// (``undo(from:to:)``, or typing `typed`, the text the input typed over); or, when the
    /// input led to the form of a state on the path, the rest of the path from there.
    ///
    /// An input that recorded events and left the form as it was is not taken back: it can
    /// have changed what the form does not show (a save under way, started twice). A gesture
    /// let go early is: UIKit puts back what it began to change.
    private func undoing(
        _ input: Scenario.Step, from origin: NavigationState, typed: Scenario.Step?, at form: String,
        in run: ExplorationRun, toward index: Int, along path: [Scenario.Step]
    ) -> [Scenario.Step]? {
        if form == nodes[index].form {
            return run.session.state.step - origin.step <= 1 || Self.isLetGo(input) ? [] : nil
        }
        var ancestor = nodes[index].parent
        var rest = 1
        while let node = ancestor.map({ nodes[$0] }), node.form != form {
            ancestor = node.parent
            rest += 1
        }
        let undo = typed ?? Self.undo(from: origin, to: run.session.state)
        if let undo, ancestor == nil || rest > 1 { return [undo] }
        return ancestor == nil ? nil : Array(path.suffix(rest))
    }

    /// `run` back at state `index` after `undo`, or `nil` when an input of it is refused or
    /// it leads to another canonical form. Its checks start again, as a replayed session's do.
    private func returned(
        _ run: ExplorationRun, by undo: [Scenario.Step], to index: Int, counting reaching: inout Int
    ) -> ExplorationRun? {
        Session.labelInputs(index, -1, 0)
        for step in undo {
            reaching += 1
            guard run.performUnchecked(step) else { return nil }
        }
        guard undo.isEmpty || run.canonicalForm == nodes[index].form else { return nil }
        run.startChecksAfresh()
        return run
    }

    /// Whether `input` is a gesture let go early: a back swipe or a sheet's swipe down cancelled.
    static func isLetGo(_ input: Scenario.Step) -> Bool {
        switch input {
        case .back(.cancelledSwipe), .columnBack(.cancelledSwipe, _), .sheet(.cancelledSwipeDown): true
        default: false
        }
    }

    /// The input that undoes the one change between two states, if it is one a user can
    /// undo: a sheet or popover presented on top (swiped down, tapped outside), a screen
    /// pushed onto the front screen's stack (the back button), another tab selected (the
    /// tab left).
    static func undo(from origin: NavigationState, to state: NavigationState) -> Scenario.Step? {
        let modals = state.frontWindow?.modals ?? []
        if modals.count == (origin.frontWindow?.modals.count ?? 0) + 1 {
            if state.frontSheet != nil { return .sheet(.swipeDown) }
            if state.frontPopover != nil { return .popover(.tapOutside) }
            return nil
        }
        if let front = state.frontScreen, let container = state.navigationController(of: front),
            let before = origin.containers[container],
            state.containers[container]?.stack.count == before.stack.count + 1
        {
            return state.backStep(.button, in: container)
        }
        for id in state.containers.keys.sorted() {
            if let container = state.containers[id], container.style == .tabBar,
                let before = origin.containers[id], before.selectedTab != container.selectedTab
            {
                return .tab(before.selectedTab)
            }
        }
        return nil
    }

    /// ``expansion(of:path:forms:keeping:)`` of one state on its own, keeping its sessions.
    func expansion(
        of index: Int, path: [Scenario.Step], keeping runs: inout [Int: ExplorationRun]
    ) -> StateExpansion {
        var forms: Set<String> = []
        var kept: [Int: ExplorationRun]? = [:]
        defer { runs = kept ?? [:] }
        return expansion(of: index, path: path, forms: &forms, keeping: &kept)
    }

    /// Adds what expanding a state led to, in input order, as one process does after each
    /// input: the transitions, taps, findings and new states, up to the state limit.
    func merge(_ expansion: StateExpansion, of index: Int, path: [Scenario.Step], runs: [Int: ExplorationRun]) {
        let wasParked = parkedStates.remove(index) != nil
        parked[index] = nil
        shard?.record(expansion, of: nodes[index])
        note(expansion.nondeterminism)
        // One process replays the path to list the inputs (unless it kept the session that
        // found the state) and uses that session for the first input; the expansion counts
        // what brought a session back for each later one.
        defer { replayedInputs += path.count * (wasParked ? 0 : 1) + expansion.reachingInputs }
        for (position, outcome) in (expansion.outcomes ?? []).enumerated() {
            if case .ended(let ending) = outcome { noteEnding(ending, inputs: path + [ending.input]) }
            guard case .sent(let transition) = outcome else { continue }
            transitions += 1
            // A background tap that ends editing is no dead UI, as it is no dead input.
            if case .tap(let action, let screen?, _) = transition.input, !NavigationEvent.isBackgroundTap(action) {
                let tap = ExplorationReport.Action(screen: screen, action: action)
                tapped.insert(tap)
                if transition.effective { effective.insert(tap) }
            }
            note(transition.signatures, inputs: path + [transition.input])
            reached(
                transition.form, front: transition.front, run: runs[position],
                keepsSession: transition.sessionLeft != true, parent: index,
                input: transition.input, depth: nodes[index].depth + 1, offered: transition.offered,
                step: nodes[index].step + transition.events, looks: transition.looks)
            if limit != nil { return }
        }
        if let stopped = expansion.stopped {
            limit = stopped.limit
        } else if expansion.outcomes != nil {
            progress(nodes.count, transitions)
        }
    }

    /// Whether the exploration's time limit has passed.
    var isPastDeadline: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// Stops the search with `limit` unless a limit stopped it already.
    func stop(_ limit: ExplorationReport.Limit) {
        if self.limit == nil { self.limit = limit }
    }

    /// A fresh session at the end of `path`, the path to state `index`; `nil` when an input
    /// of it is refused. A replay that is refused or reaches another state than the search
    /// did is noted in `expansion`: the app did something its inputs do not decide.
    ///
    /// The ViewModel states are recorded before the path's last input and after it only
    /// (the root's path records them all), and the coordinator tracker looks up to that
    /// input only where the looks of the sessions that found the states on the way learnt
    /// something (``TrackerLooks``). A replay whose looks did not go that way is done again
    /// with every look; one during which work ran outside the model is done again recording
    /// the ViewModel states after every input, so the steps that name that work are those of
    /// the run the search made.
    private func replay(
        _ path: [Scenario.Step], to index: Int, noting expansion: inout StateExpansion
    ) -> ExplorationRun? {
        let stepBeforeLast = nodes[index].parent.map { nodes[$0].step }
        var run = makeRun()
        let looks = trackerLooks(before: index)
        var isReplayed = run.replay(path, stepBeforeLast: stepBeforeLast, following: looks)
        if looks != nil, !isReplayed || !run.followedLooks {
            run = makeRun()
            isReplayed = run.replay(path, stepBeforeLast: stepBeforeLast)
        }
        if !run.session.nondeterminism.isEmpty {
            run = makeRun()
            isReplayed = run.replay(path)
        }
        let replayed = isReplayed ? run : nil
        if replayed.map(\.canonicalForm) != nodes[index].form {
            let reason =
                "\(Self.replaying)\(path.count) inputs to a state \(replayed == nil ? "was refused" : "reached another state"): "
                + "the app depends on something its inputs do not decide"
            if !expansion.nondeterminism.contains(reason) { expansion.nondeterminism.append(reason) }
        }
        return replayed
    }

    /// The records of the tracker's looks up to the input that reached state `index`: the
    /// root's, then those of the states on its path; `nil` when one is not known.
    func trackerLooks(before index: Int) -> [TrackerLooks.Record]? {
        var records: [TrackerLooks.Record] = []
        var current = nodes[index].parent
        while let node = current.map({ nodes[$0] }) {
            guard let looks = node.looks else { return nil }
            records.append(looks)
            current = node.parent
        }
        return records.reversed()
    }

    /// Adds a state as a node unless its canonical form was seen, keeping its session when
    /// `keepsSession` (the session stayed there) and there is room; a new state beyond the
    /// most allowed stops the search instead. `run` is that session when this process ran it.
    private func reached(
        _ form: String, front: StateExpansion.Front?, run: ExplorationRun?, keepsSession: Bool = true, parent: Int?,
        input: Scenario.Step?, depth: Int, offered: Int?, step: Int, looks: TrackerLooks.Record?
    ) {
        guard seen[form] == nil else { return }
        guard nodes.count < exploration.maxStates else {
            limit = .states
            return
        }
        seen[form] = nodes.count
        if keepsSession, depth < exploration.depth, parkedStates.count < parkedLimit {
            parkedStates.insert(nodes.count)
            parked[nodes.count] = run
        }
        nodes.append(
            Node(parent: parent, input: input, depth: depth, form: form, offered: offered, step: step, looks: looks))
        guard let front else { return }
        screens.insert(front.screen)
        for action in front.actions { actions.insert(.init(screen: front.screen, action: action)) }
    }

    /// The inputs from launch to the node: those the search starts from, then the path from
    /// its root.
    func path(to index: Int) -> [Scenario.Step] {
        var inputs: [Scenario.Step] = []
        var current: Int? = index
        while let node = current.map({ nodes[$0] }) {
            if let input = node.input { inputs.append(input) }
            current = node.parent
        }
        return exploration.from + inputs.reversed()
    }

    /// Keeps the reasons a run may not reproduce, each once, the first few, and always one
    /// that names work from another thread: it tells `explore` that fresh launches would not
    /// put the run in order.
    private func note(_ reasons: [String]) {
        for reason in reasons where !nondeterminism.contains(reason) {
            let namesOutsideWork = { (reason: String) in reason.hasSuffix(Runtime.outsideWorkEnding) }
            let firstOutsideWork = namesOutsideWork(reason) && !nondeterminism.contains(where: namesOutsideWork)
            if nondeterminism.count < 8 || firstOutsideWork {
                nondeterminism.append(reason)
            }
        }
    }

    /// Keeps the first input sequence of each signature: breadth-first, it has the fewest inputs.
    private func note(_ signatures: [Sighting.Signature], inputs: [Scenario.Step]) {
        for signature in signatures where findings[signature] == nil {
            findingOrder.append(signature)
            findings[signature] = inputs
        }
    }

    /// Keeps the first input sequence that hung, trapped or called `exit` on each screen: a `crashed`
    /// finding that is not replayed (it would hang or stop this process).
    private func noteEnding(_ ending: StateExpansion.Ending, inputs: [Scenario.Step]) {
        let screen: String? = if case .tap(_, let screen, _) = ending.input { screen } else { nil }
        let signature = Sighting.Signature(rule: "crashed", coordinatorType: nil, screenName: screen)
        guard findings[signature] == nil, let limit = exploration.inputLimit else { return }
        findingOrder.append(signature)
        findings[signature] = inputs
        let cause =
            ending.exitStatus.map(Runtime.exitReason(status:)) ?? ending.signal.map(TraceWriter.crashReason(signal:))
            ?? "the app hung: an input did not return within \(Session.seconds(limit))"
        let message = "the app crashed at step \(ending.step + 1): \(cause)"
        endings[signature] = ExplorationReport.Finding(
            rule: "crashed", coordinator: nil, screen: screen, outlived: nil, inputs: inputs, step: ending.step + 1,
            problem: .violation(InvariantViolation(rule: .crashed, coordinator: nil, screen: nil, message: message)),
            endedProcess: true)
    }

    /// The finding with `signature`, as its input sequence shows it when replayed as the
    /// search first took it (the path replayed without checks, then its last input).
    private func finding(_ signature: Sighting.Signature) -> ExplorationReport.Finding? {
        if let ending = endings[signature] { return ending }
        guard let inputs = findings[signature] else { return nil }
        if freshLaunches, let found = freshFinding(signature, inputs: inputs) { return found }
        return replayedFinding(signature, inputs: inputs)
    }

    /// ``finding(_:)`` replayed in this process.
    func replayedFinding(_ signature: Sighting.Signature, inputs: [Scenario.Step]) -> ExplorationReport.Finding? {
        let run = makeRun()
        let outcome: ExplorationRun.Outcome
        if let last = inputs.last {
            outcome = run.replay(Array(inputs.dropLast())) ? run.perform(last, until: { _ in false }) : .refused
        } else {
            outcome = run.launch()
        }
        guard case .sent(let sightings) = outcome, let sighting = sightings.first(where: { $0.signature == signature })
        else { return nil }
        return ExplorationReport.Finding(
            rule: signature.rule, coordinator: signature.coordinatorType, screen: signature.screenName,
            outlived: signature.outlived, inputs: inputs, step: sighting.step, problem: sighting.problem,
            endedProcess: false)
    }

    // MARK: - Inputs

    /// The inputs `availableInputs()` offers, as scenario steps, in its order: a back swipe
    /// and a sheet's swipe down each finished and let go early; one answer per service and
    /// response, to its oldest request. With `racing`, answers to newer requests come first
    /// too (`"pending"`), a settled state also offers each touch, answer and deep link given
    /// quickly, and a state in flight offers the animations' end first.
    static func inputs(offeredBy session: Session, racing: Bool = false) -> [Scenario.Step] {
        let state = session.state
        var steps: [Scenario.Step] = session.isInFlight ? [.waitForAnimations] : []
        for input in session.availableInputs() {
            switch input {
            case .userTapped(let screen, let action, let argument):
                steps.append(.tap(action, on: state.screens[screen]?.name, argument: argument))
            case .backTapped(let container): steps.append(state.backStep(.button, in: container))
            case .interactiveBackBegan(let container):
                steps += [state.backStep(.swipe, in: container), state.backStep(.cancelledSwipe, in: container)]
            case .sheetSwipeBegan: steps += [.sheet(.swipeDown), .sheet(.cancelledSwipeDown)]
            case .tappedOutsidePopover: steps.append(.popover(.tapOutside))
            case .tabTapped(_, let index): steps.append(.tab(index))
            case .serviceResponded(let service, let request, let response):
                let older = state.olderPendingRequests(than: request, of: service)
                guard older == 0 || racing else { continue }
                let answer = Scenario.Step.respond(service: service, response: response, pending: older)
                if !steps.contains(answer) { steps.append(answer) }
            case .deepLinkOpened(let url): steps.append(.open(url: url))
            case .shortcutPerformed(let type): steps.append(.shortcut(type))
            case .appStateChanged(let target): steps.append(.app(target))
            case .timePassed(let milliseconds): steps.append(.wait(milliseconds: milliseconds))
            default: break
            }
        }
        guard racing, !session.isInFlight else { return steps }
        return steps
            + steps.compactMap { step in
                switch step {
                case .tap, .back(.button), .columnBack(.button, _), .respond, .open, .shortcut, .app: .quick(step)
                default: nil
                }
            }
    }
}
