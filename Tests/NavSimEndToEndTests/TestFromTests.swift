import Foundation
import NavSimTestSupport
import Testing

/// `navsim test-from`: the test it prints for a trace is the one the TestFromTests target
/// compiles and runs, byte for byte; names, literals and options hold for any trace.
@Suite struct TestFromTests {
    @Test func thePrintedTestIsTheOneCompiledAndRunInTestFromTests() throws {
        let run = try navsim("test-from", "Traces/children-notStored.navtrace")
        #expect(run.status == 0 && run.error.isEmpty)
        let compiled = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/TestFromTests/ChildrenNotStoredTraceTests.swift"),
            encoding: .utf8)
        #expect(run.output == compiled, "regenerate it with navsim test-from … --output … --force")
        #expect(run.output.contains("store.expectFindings([\n            \"step 23: orphanedScreen: Add#2"))
    }

    @Test func aSheetSwipedDownIsSentWithItsControllerID() throws {
        let run = try navsim("test-from", "Traces/projects-explore.navtrace")
        #expect(run.status == 0)
        #expect(run.output.contains("store.send(.sheetSwipeBegan(controller: .container(ContainerID(2))))\n"))
        #expect(run.output.contains("store.send(.sheetSwipeFinished(controller: .container(ContainerID(2))))\n"))
        #expect(run.output.contains("store.send(.sheetSwipeCancelled(controller: .container(ContainerID(4))))\n"))
    }

    @Test func theOutputIsWrittenOnlyOnceWithoutForce() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("T.swift").path
        let first = try navsim("test-from", "Traces/login-navigator.navtrace", "--output", output)
        #expect(first.status == 0 && first.output == "wrote \(output) (10 inputs, 0 findings)\n")
        let printed = try navsim("test-from", "Traces/login-navigator.navtrace").output
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed)
        let again = try navsim("test-from", "Traces/welcome-seed.navtrace", "--output", output)
        #expect(again.status == 3 && again.failedWithOneLine)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed)
        let forced = try navsim("test-from", "Traces/welcome-seed.navtrace", "--output", output, "--force")
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("struct WelcomeSeedTraceTests"))
    }

    /// A recording interrupted by a signal: its last input, cut short, is left out, and a
    /// comment says so with the signal's name as a literal, however hostile.
    @Test func anInterruptedRecordingLeavesItsLastInputOut() throws {
        let folder = try temporaryFolder()
        let jsonl = folder.appendingPathComponent("interrupted.jsonl")
        #expect(try navsim("convert", "Traces/login-navigator.navtrace", "--output", jsonl.path).status == 0)
        var text = try String(contentsOf: jsonl, encoding: .utf8)
        let steps = text.split(separator: "\n").count - 1
        text += #"{"step":\#(steps + 1),"type":"interrupted","signal":"SIGTERM\n#error(\"x\")"}"# + "\n"
        try Data(text.utf8).write(to: jsonl)
        let run = try navsim("test-from", jsonl.path)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n")
        #expect(lines.count > 3 && lines[1].hasPrefix("// 8 inputs and "))
        #expect(
            lines[2]
                == #"// The recording was interrupted by "SIGTERM\n#error(\"x\")" in its last input, which is left out."#
        )
        #expect(!lines.contains { $0.hasPrefix("#error") })
    }

    @Test func moduleAndMakeChooseTheApp() throws {
        let run = try navsim(
            "test-from", "Traces/login-navigator.navtrace", "--module", "Shop", "--make", "ShopApp.make(fixed: true)")
        #expect(run.output.contains("\nimport Shop\n"))
        #expect(run.output.contains("let store = NavigationTestStore { ShopApp.make(fixed: true) }"))
        let bad = try navsim("test-from", "Traces/login-navigator.navtrace", "--module", "Shop;exit(1)")
        #expect(bad.status == 64 && bad.failedWithOneLine)
    }

    /// A hostile app name and action stay inside their literals and names.
    @Test func hostileLabelsStayInsideLiterals() throws {
        let folder = try temporaryFolder()
        let jsonl = folder.appendingPathComponent("hostile.jsonl")
        let converted = try navsim("convert", "Traces/children-notStored.navtrace", "--output", jsonl.path)
        #expect(converted.status == 0)
        var text = try String(contentsOf: jsonl, encoding: .utf8)
        text = text.replacingOccurrences(of: #""app":"children""#, with: #""app":"x\"}\n#error(\"no\")\u202e""#)
        try Data(text.utf8).write(to: jsonl)
        let run = try navsim("test-from", jsonl.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains(#"the app "x\"}\n#error(\"no\")\u{202e}""#))
        #expect(run.output.contains("struct XErrorNoNotStoredTraceTests {"))
        #expect(run.output.contains("import XErrorNoApp\n"))
        #expect(!run.output.contains("\n#error"))
    }

    @Test func aTraceThatDoesNotBeginWithItsLaunchIsRefused() throws {
        let folder = try temporaryFolder()
        let jsonl = folder.appendingPathComponent("headless.jsonl")
        #expect(try navsim("convert", "Traces/children-notStored.navtrace", "--output", jsonl.path).status == 0)
        let lines = try String(contentsOf: jsonl, encoding: .utf8).split(separator: "\n")
        try Data((lines.prefix(1) + lines.dropFirst(2)).joined(separator: "\n").utf8).write(to: jsonl)
        let run = try navsim("test-from", jsonl.path)
        #expect(run.status == 2 && run.failedWithOneLine, "\(run.error)")
    }
}
