import NavSimCore

extension Session {
    /// Performs the scenario's inputs in order, after launching the app if needed.
    ///
    /// - Parameter afterEach: Called after each input with its 1-based number.
    /// - Throws: ``ScenarioError`` naming the first input that could not be performed.
    public func perform(
        _ inputs: [Scenario.Step], afterEach: (Int) -> Void = { _ in }
    ) throws(ScenarioError) {
        if state.step == 0 {
            do throws(SessionError) { try launch() } catch { throw ScenarioError(step: 0, problem: .refused(error)) }
        }
        for (index, step) in inputs.enumerated() {
            do throws(ScenarioError.Problem) {
                try perform(step)
            } catch {
                throw ScenarioError(step: index + 1, problem: error)
            }
            afterEach(index + 1)
        }
    }

    private func perform(_ step: Scenario.Step) throws(ScenarioError.Problem) {
        do throws(SessionError) { try checkRunning() } catch { throw .refused(error) }
        if case .tap(_, let screen?, _) = step {
            let front = state.frontScreen.flatMap { state.screens[$0]?.name }
            guard front == screen else { throw .wrongScreen(expected: screen, actual: front) }
        }
        do throws(SessionError) {
            switch step {
            case .tap(let action, _, let argument):
                try tap(action, argument: argument)
            case .back(.button): try tapBack()
            case .back(.swipe): try swipeBack(completing: true)
            case .back(.cancelledSwipe): try swipeBack(completing: false)
            case .sheet(let gesture): try swipeDownSheet(completing: gesture == .swipeDown)
            case .tab(let index): try tapTab(index)
            case .respond(let service, let response): try respond(to: service, with: response)
            case .open(let url): try openURL(url)
            }
        } catch {
            throw .refused(error)
        }
    }
}
