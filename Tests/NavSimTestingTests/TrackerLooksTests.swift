import NavSimCore
import NavSimSimulator
import Testing

@testable import NavSimExploration

/// A replay that runs only the coordinator tracker's looks at which the first run's looks
/// learnt something records what a replay with every look records: every variant, every
/// state to depth four.
@Suite @MainActor
struct TrackerLooksTests {
    /// Replayed with the search's records of the looks, a state's path records the same
    /// events, in the same order, as replayed with every look, and the input that follows
    /// leaves both in the same state; the looks go as planned.
    @Test(arguments: SystematicExplorationTests.variants.indices)
    func replayingOnlyTheLooksThatLearntSomethingRecordsTheSameEvents(_ index: Int) throws {
        let (app, variant) = SystematicExplorationTests.variants[index]
        let exploration = try SystematicExplorationTests.exploration(app, variant, depth: 4)
        let search = BreadthFirstSearch(exploration) { _, _ in }
        _ = search.run()
        for (state, node) in search.nodes.enumerated() {
            guard let parent = node.parent else { continue }
            let path = search.path(to: state)
            let looks = try #require(search.trackerLooks(before: state), "\(app)/\(variant) \(state)")
            let everyLook = ExplorationRun(app: exploration.makeApp(), ignoring: [])
            let planned = ExplorationRun(app: exploration.makeApp(), ignoring: [])
            let step = search.nodes[parent].step
            #expect(everyLook.replay(path, stepBeforeLast: step), "\(app)/\(variant) \(state)")
            #expect(planned.replay(path, stepBeforeLast: step, following: looks), "\(app)/\(variant) \(state)")
            #expect(planned.followedLooks, "\(app)/\(variant) \(state)")
            #expect(planned.events == everyLook.events, "\(app)/\(variant) \(state)")
            #expect(planned.session.state == everyLook.session.state, "\(app)/\(variant) \(state)")
            guard let input = BreadthFirstSearch.inputs(offeredBy: everyLook.session).first else { continue }
            _ = everyLook.perform(input, until: { _ in false })
            _ = planned.perform(input, until: { _ in false })
            #expect(planned.events == everyLook.events, "\(app)/\(variant) \(state) \(input)")
        }
    }

    /// A plan skips looks, and looks that do not go as it says (another number of them) are
    /// told apart.
    @Test func aReplayWhoseLooksGoAnotherWayIsToldApart() throws {
        let exploration = try SystematicExplorationTests.exploration("projects", "routerTracksPops", depth: 2)
        let search = BreadthFirstSearch(exploration) { _, _ in }
        _ = search.run()
        let state = try #require(search.nodes.indices.first { search.nodes[$0].depth == 2 })
        let parent = try #require(search.nodes[state].parent)
        var looks = try #require(search.trackerLooks(before: state))
        #expect(looks.contains { $0.eventful.count < $0.count }, "some look learnt nothing")
        looks[looks.count - 1].count += 1
        let run = ExplorationRun(app: exploration.makeApp(), ignoring: [])
        #expect(run.replay(search.path(to: state), stepBeforeLast: search.nodes[parent].step, following: looks))
        #expect(!run.followedLooks)
    }

    /// The plan's bookkeeping: the looks it walks at (those that learnt something and the
    /// last walk), skips and checks.
    @Test func aPlanWalksAtTheLooksThatLearntSomethingAndTheLastWalkAndSkipsTheOthers() {
        var looks = TrackerLooks()
        looks.startRecord()
        for (walked, changed) in [(true, false), (true, true), (true, false), (false, false)] {
            looks.looked(looks.nextAction(), walked: walked, changedKnowledge: changed)
        }
        #expect(looks.record == TrackerLooks.Record(count: 4, eventful: [1], lastWalk: 2))

        var replay = TrackerLooks()
        replay.follow([
            TrackerLooks.Record(count: 2, eventful: [1], lastWalk: 1),
            TrackerLooks.Record(count: 3, eventful: [0], lastWalk: 1),
        ])
        var actions: [TrackerLooks.Action] = []
        for _ in 0..<5 {
            let action = replay.nextAction()
            actions.append(action)
            replay.looked(action, walked: action == .walk, changedKnowledge: action == .walk)
        }
        #expect(actions == [.skip, .walk, .walk, .keepFingerprints, .skip], "the learning looks, then the last walk")
        let followed = replay.endPlan()
        #expect(followed)
        #expect(replay.nextAction() == .look, "after the plan, every look runs")

        var unlearnt = TrackerLooks()
        unlearnt.follow([TrackerLooks.Record(count: 1, eventful: [0], lastWalk: 0)])
        unlearnt.looked(unlearnt.nextAction(), walked: true, changedKnowledge: false)
        let unlearntFollowed = unlearnt.endPlan()
        #expect(!unlearntFollowed, "a planned walk that learnt nothing")

        var learnt = TrackerLooks()
        learnt.follow([TrackerLooks.Record(count: 1, eventful: [], lastWalk: 0)])
        learnt.looked(learnt.nextAction(), walked: false, changedKnowledge: true)
        let learntFollowed = learnt.endPlan()
        #expect(!learntFollowed, "the last walk learnt something where the first run's learnt nothing")
    }
}
