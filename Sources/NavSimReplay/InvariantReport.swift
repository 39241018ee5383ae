public import NavSimCore

/// Everything wrong in a trace: each rule broken, with the step where it first held, and
/// the first impossible event if the trace is damaged or hand-edited.
public struct InvariantReport: Hashable, Sendable {
    /// One broken rule and when.
    public struct Finding: Hashable, Sendable {
        /// The step after which the violation first held.
        public let step: Int
        /// The violation as first seen.
        public let violation: InvariantViolation
        /// Whether it still holds at the end of the trace (always, for an ignored command:
        /// it happened).
        public let holdsAtEnd: Bool
    }

    /// Each violation, in the order first seen.
    public let findings: [Finding]
    /// The first event that could not be applied; the report stops there.
    public let impossibleEvent: NavigationError?
    /// The number of events read.
    public let steps: Int
    /// How many of them were inputs.
    public let inputs: Int

    /// Whether the trace breaks no rule and has no impossible event.
    public var isClean: Bool { findings.isEmpty && impossibleEvent == nil }

    /// Checks the invariants of every state between inputs, once the app is done
    /// answering the previous one, and at the end: NavSim's rules and the app's own
    /// `invariants`; and the rules of events: ignored commands, nested transitions, dead
    /// inputs and the app's output rules.
    ///
    /// A trace that ends with ``NavigationEvent/interrupted(signal:)`` was cut short in its
    /// last input, which is not judged: neither as a dead input nor by the state it left;
    /// the trace ends, for the report, in the state that input met.
    ///
    /// - Throws: What `source` throws when it cannot be read.
    public init(checking source: inout some EventSource, invariants: [AppInvariant] = []) throws {
        var state = NavigationState()
        var firstSeen: [Key: Finding] = [:]
        var order: [Key] = []
        var impossible: NavigationError?
        var inputs = 0
        // NavSim's own rules are checked by one checker for the whole trace: it reuses what it
        // made and says which violations it never returned, so only those are looked up.
        var checker = InvariantChecker()
        /// Notes the state's violations not seen before, and returns them all.
        @discardableResult func check() -> [InvariantViolation] {
            let own = checker.check(state)
            let apps = invariants.compactMap { $0.violation(in: state) }
            for violation in own.new + apps {
                let key = Key(violation)
                guard firstSeen[key] == nil else { continue }
                firstSeen[key] = Finding(step: state.step, violation: violation, holdsAtEnd: false)
                order.append(key)
            }
            // The kept checker's list is returned as it is when the app adds nothing: a leak
            // that stays costs no copy of it.
            return apps.isEmpty ? own.all : own.all + apps
        }
        /// The violations of the state the last input met: an interrupted trace's end.
        var beforeLastInput: [InvariantViolation] = []
        var interrupted = false
        /// Records a finding found in the events, which holds for good: it happened.
        func record(_ violation: InvariantViolation, at step: Int, detail: String, coordinator: CoordinatorID? = nil) {
            let key = Key(rule: violation.rule, coordinator: coordinator, screen: violation.screen, detail: detail)
            guard firstSeen[key] == nil else { return }
            firstSeen[key] = Finding(step: step, violation: violation, holdsAtEnd: true)
            order.append(key)
        }
        /// The last input while no event has followed it: the state is still the one it
        /// left, so its violation is worked out only if it turns out dead.
        var unanswered: NavigationEvent?
        func reportUnanswered() {
            guard let input = unanswered, let dead = InvariantViolation.deadInput(input, in: state) else { return }
            record(dead, at: state.step, detail: dead.message)
        }
        while let event = try source.nextEvent() {
            if event.isInput {
                reportUnanswered()
                inputs += 1
                if state.step > 0 { beforeLastInput = check() }
            }
            interrupted = if case .interrupted = event { true } else { false }
            if case .commandIgnored(let command, let reason) = event {
                record(
                    .ignored(command: command, reason: reason), at: state.step + 1, detail: command + "\u{0}" + reason)
            } else if case .transitionNested(let container, let reason) = event {
                record(.nested(container: container, reason: reason), at: state.step + 1, detail: "\(container)")
            }
            // Each coordinator that ended without its output, once: the state after this
            // event no longer shows what it noted.
            for violation in state.invariantViolations(at: event, including: invariants) {
                record(
                    violation, at: state.step + 1, detail: violation.kind, coordinator: violation.coordinator)
            }
            do {
                try state.apply(event)
            } catch {
                impossible = error
                break
            }
            unanswered = event.isInput ? event : nil
        }
        if impossible == nil { reportUnanswered() }
        let atEnd = Set((interrupted && impossible == nil ? beforeLastInput : check()).map(Key.init))
        findings = order.compactMap { key in
            firstSeen[key].map { finding in
                let holds = finding.holdsAtEnd || atEnd.contains(key)
                return Finding(step: finding.step, violation: finding.violation, holdsAtEnd: holds)
            }
        }
        impossibleEvent = impossible
        self.inputs = inputs
        steps = state.step + (impossible == nil ? 0 : 1)
    }

    private struct Key: Hashable {
        let rule: InvariantViolation.Rule
        let coordinator: CoordinatorID?
        let screen: ScreenID?
        let detail: String

        /// The key of a violation seen in a state; an app invariant's name tells it apart.
        init(_ violation: InvariantViolation) {
            self.init(
                rule: violation.rule, coordinator: violation.coordinator, screen: violation.screen,
                detail: violation.appInvariant ?? "")
        }

        init(rule: InvariantViolation.Rule, coordinator: CoordinatorID?, screen: ScreenID?, detail: String) {
            self.rule = rule
            self.coordinator = coordinator
            self.screen = screen
            self.detail = detail
        }
    }
}

extension InvariantReport.Finding: CustomStringConvertible {
    /// `step 41: flowEndedButAlive: AddCoordinator#3 …`, and whether it was resolved later.
    public var description: String {
        "step \(step): \(violation)" + (holdsAtEnd ? "" : " (later resolved)")
    }
}

extension InvariantReport: CustomStringConvertible {
    /// One line per finding: `step 41: flowEndedButAlive: AddCoordinator#3 …`.
    public var description: String {
        var lines = findings.map(\.description)
        if let impossibleEvent { lines.append("\(impossibleEvent)") }
        if lines.isEmpty { lines.append("clean: \(steps) events, no invariant broken") }
        return lines.joined(separator: "\n")
    }
}
