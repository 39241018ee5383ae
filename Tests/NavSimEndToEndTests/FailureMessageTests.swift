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

    /// Printable ASCII is written as it is; the character after it (DEL, a control character)
    /// and what is not ASCII go through the full check.
    @Test func printableASCIIStaysAsItIs() {
        let line = "step 31: flowEndedButAlive: AddCoordinator#2 has no screen left ~ {} [] \"' \\ leaked"
        #expect(terminalSafe(line) == line)
        #expect(terminalSafe("a\u{7f}b") == "a\\u{7f}b")
        #expect(terminalSafe("caf\u{e9} \u{202e}x") == "caf\u{e9} \\u{202e}x")
    }

    @Test func newlinesAndSeparatorsInAMessageAreEscaped() {
        #expect(terminalSafe("a\nb\tc\u{2028}d") == "a\\u{a}b\tc\\u{2028}d")
        #expect(terminalSafe("a\tb", keepingTabs: false) == "a\\u{9}b")
    }
}
