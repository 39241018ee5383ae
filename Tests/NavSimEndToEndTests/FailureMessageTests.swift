import NavSimDiagrams
import Testing

@testable import NavSimCLI

/// Messages that come from elsewhere (Graphviz, hostile text) still make one line.
@Suite struct FailureMessageTests {
    @Test func graphvizMessagesOverSeveralLinesBecomeOneLine() {
        let error = GraphvizError.layoutFailed(engine: "dot", message: "Error: trouble in init_rank\n\tA -> B\n")
        let failure = Failure(drawing: "out.svg", error)
        #expect(failure.status == 3)
        #expect(
            failure.message == "cannot draw out.svg: Graphviz's dot layout failed: Error: trouble in init_rank; A -> B")
    }

    @Test func newlinesAndSeparatorsInAMessageAreEscaped() {
        #expect(terminalSafe("a\nb\tc\u{2028}d") == "a\\u{a}b\tc\\u{2028}d")
        #expect(terminalSafe("a\tb", keepingTabs: false) == "a\\u{9}b")
    }
}
