/// The coordinator tracker's looks at the app's objects in a session (about five an input,
/// after each piece of app code), numbered from the launch: which of them changed what the
/// tracker knows, and, while a replay follows a path a session took before, which to run.
///
/// A look changes what the tracker knows when it records events (its ids, edges and the
/// coordinators it knows change only with them) or when its walk finds the coordinators
/// holding other objects than the last walk found (an owner search reads those holdings).
/// The app runs the same code whether the tracker looks or not. So a replay that runs only
/// the looks at which the first run's changed what the tracker knows, each as a full walk,
/// records the same events at the same places: the graph it walks there is the one the
/// first run walked, and what the tracker knew before is the same. What else the tracker
/// keeps is the fingerprints of its last walk, which decide whether a look walks: so where
/// the first run last walked before the replay's end, the replay reads and keeps them, and
/// leaves the tracker as the first run left it. A replay that makes another number of looks, or a
/// planned look that changes nothing, has not gone the way the first run went:
/// ``endPlan()`` says so, and the caller replays again in full.
package struct TrackerLooks {
    /// What the looks of a stretch of a session (an input, or the launch) did.
    package struct Record: Codable, Hashable, Sendable {
        /// How many looks it made.
        package var count = 0
        /// The looks that changed what the tracker knows, numbered from its start.
        package var eventful: [Int] = []
        /// The last look that walked the object graph, numbered from its start; `nil` when
        /// none did.
        package var lastWalk: Int?

        package init(count: Int = 0, eventful: [Int] = [], lastWalk: Int? = nil) {
            self.count = count
            self.eventful = eventful
            self.lastWalk = lastWalk
        }
    }

    /// What a look should do.
    package enum Action {
        /// Look as usual: walk when a fingerprint changed.
        case look
        /// Walk the whole graph: the first run's look here changed what the tracker knows.
        case walk
        /// Keep the fingerprints a walk would keep, without walking: the first run's last walk
        /// was here, and changed nothing.
        case keepFingerprints
        /// Skip it.
        case skip
    }

    /// A look a plan walks at.
    private struct PlannedWalk {
        let look: Int
        /// Whether the first run's look there changed what the tracker knows (else it was
        /// only its last walk).
        let learns: Bool
    }

    /// The looks so far.
    private(set) var count = 0
    /// The looks that changed what the tracker knows since ``startRecord()``.
    private var eventful: [Int] = []
    /// The last look that walked.
    private var lastWalk: Int?
    /// Where the record began; `nil` while none is kept.
    private var recordStart: Int?
    /// While a replay follows a plan: the looks to walk at, in order, the next of them, and
    /// the number of looks the plan ends at.
    private var plan: (walks: [PlannedWalk], next: Int, end: Int)?
    /// Whether every look the plan ran so far went as planned.
    package private(set) var followedPlan = true

    package init() {}

    /// Starts keeping a record of the looks from now on (``record``).
    package mutating func startRecord() {
        recordStart = count
        eventful.removeAll(keepingCapacity: true)
    }

    /// The record since ``startRecord()``; `nil` when none was started.
    package var record: Record? {
        recordStart.map { start in
            Record(
                count: count - start, eventful: eventful.map { $0 - start },
                lastWalk: lastWalk.flatMap { $0 >= start ? $0 - start : nil })
        }
    }

    /// Follows `records`, those of the stretches a replay runs again from here (the launch,
    /// then each input but the last): only the looks at which they say the tracker learnt
    /// something run, as walks, and the last one that walked keeps its fingerprints.
    package mutating func follow(_ records: [Record]) {
        var walks: [PlannedWalk] = []
        var last: Int?
        var start = count
        for record in records {
            walks += record.eventful.map { PlannedWalk(look: $0 + start, learns: true) }
            if let walk = record.lastWalk { last = walk + start }
            start += record.count
        }
        if let last, walks.last.map({ $0.look < last }) ?? true {
            walks.append(PlannedWalk(look: last, learns: false))
        }
        plan = (walks, 0, start)
        followedPlan = true
    }

    /// Ends the plan; whether the replay made exactly the looks it planned, each learning
    /// what the first run's learnt (something or nothing).
    package mutating func endPlan() -> Bool {
        if let plan, count != plan.end || plan.next != plan.walks.count { followedPlan = false }
        plan = nil
        return followedPlan
    }

    /// What the next look should do.
    package func nextAction() -> Action {
        guard let plan, count < plan.end else { return .look }
        guard plan.next < plan.walks.count, plan.walks[plan.next].look == count else { return .skip }
        return plan.walks[plan.next].learns ? .walk : .keepFingerprints
    }

    /// Counts the look `action` asked for, done or skipped: whether it walked and whether it
    /// changed what the tracker knows (a skipped look does neither).
    package mutating func looked(_ action: Action, walked: Bool, changedKnowledge changed: Bool) {
        if changed, recordStart != nil { eventful.append(count) }
        if walked { lastWalk = count }
        if action != .look, action != .skip, var plan {
            // The first run learnt something at a walk, and nothing where it last walked.
            if changed != plan.walks[plan.next].learns { followedPlan = false }
            plan.next += 1
            self.plan = plan
        }
        count += 1
    }
}
