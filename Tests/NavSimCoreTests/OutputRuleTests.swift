import Testing

@testable import NavSimCore

/// An app's output rules (``AppInvariant/output(_:of:notes:)``): a started coordinator of
/// the rule's type that ends its flow, by finishing or by being deallocated, without
/// having noted its output breaks it at that event; its notes are history kept in the
/// state.
@Suite struct OutputRuleTests {
    let rule = AppInvariant.output("addTellsParent", of: "AddCoordinator", notes: "didSave")

    /// The app launched, with a started `AddCoordinator` c2 that noted `notes`.
    func started(noting notes: [String] = []) throws -> NavigationState {
        try fold(
            launchedApp + [.coordinatorCreated(c2, type: "AddCoordinator"), .coordinatorStarted(c2)]
                + notes.map { .annotated(name: $0, coordinator: c2, payload: .null) })
    }

    @Test func aCoordinatorDeallocatedWithoutItsOutputBreaksTheRuleAtThatEvent() throws {
        let state = try started(noting: ["other"])
        let violation = InvariantViolation(
            appInvariant: "addTellsParent", coordinator: c2, screen: nil,
            message: "AddCoordinator#2 was deallocated without noting its output `didSave`: its parent was never told")
        #expect(state.invariantViolations(at: .coordinatorDeallocated(c2), including: [rule]) == [violation])
        #expect(violation.kind == "addTellsParent")
        // Not a rule of states: the state before and after the event keep it.
        #expect(state.invariantViolations(including: [rule]).isEmpty)
        #expect(try state.applying(.coordinatorDeallocated(c2)).invariantViolations(including: [rule]).isEmpty)
    }

    @Test func aCoordinatorThatFinishesWithoutItsOutputBreaksItThenAndNotAgainWhenDeallocated() throws {
        var state = try started()
        #expect(
            state.invariantViolations(at: .coordinatorFinished(c2), including: [rule]).map(\.message) == [
                "AddCoordinator#2 finished without noting its output `didSave`: its parent was never told"
            ])
        try state.apply(.coordinatorFinished(c2))
        #expect(state.invariantViolations(at: .coordinatorDeallocated(c2), including: [rule]).isEmpty)
    }

    @Test func theOutputNotedBeforeTheEndKeepsTheRule() throws {
        let state = try started(noting: ["didSave"])
        #expect(state.invariantViolations(at: .coordinatorFinished(c2), including: [rule]).isEmpty)
        #expect(state.invariantViolations(at: .coordinatorDeallocated(c2), including: [rule]).isEmpty)
    }

    @Test func otherTypesUnstartedCoordinatorsAndOtherEventsAreNotJudged() throws {
        let launched = try fold(launchedApp)
        // c1 is the AppCoordinator: not the rule's type.
        #expect(launched.invariantViolations(at: .coordinatorFinished(c1), including: [rule]).isEmpty)
        let created = try fold(launchedApp + [.coordinatorCreated(c2, type: "AddCoordinator")])
        #expect(created.invariantViolations(at: .coordinatorDeallocated(c2), including: [rule]).isEmpty)
        let state = try started()
        #expect(state.invariantViolations(at: .childAdded(c2, parent: c1), including: [rule]).isEmpty)
        // A state rule is never judged at an event.
        let stateRule = AppInvariant("always") { _ in AppInvariant.Breach(message: "always") }
        #expect(state.invariantViolations(at: .coordinatorDeallocated(c2), including: [stateRule]).isEmpty)
        #expect(stateRule.requiredOutput == nil && rule.requiredOutput == "didSave")
        #expect(rule.violation(in: state) == nil)
    }

    @Test func notesAreSortedNamesEachOnceWhateverTheOrder() throws {
        let state = try started(noting: ["b", "a", "b", "c", "a"])
        #expect(state.coordinators[c2]?.notes == ["a", "b", "c"])
        // The same outputs noted in another order make the same state.
        #expect(try started(noting: ["c", "a", "b"]).coordinators == state.coordinators)
        // A note by no coordinator is kept by none.
        let unowned = try fold(launchedApp + [.annotated(name: "a", coordinator: nil, payload: .null)])
        #expect(unowned.coordinators.values.allSatisfy { $0.notes.isEmpty })
    }
}
