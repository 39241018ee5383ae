import Foundation
import NavSimTestSupport
import Testing

/// The seeds' own bugs (issue 13) as a user meets them: `navsim examples` lists each new
/// variant with its bug, and `navsim check` on its sample trace prints exactly its findings.
@Suite struct SeedBugCheckTests {
    /// What `navsim check Traces/<name>.navtrace` prints, and its exit status.
    static let checks: [String: (output: String, status: Int32)] = [
        "login-strongParent": (
            """
            step 39: finishedButAlive: AuthCoordinator#2 finished but is still alive: leaked
            step 39: flowEndedButAlive: LoginCoordinator#3 has no screen left on screen but is still alive: leaked
            step 62: finishedButAlive: AuthCoordinator#4 finished but is still alive: leaked
            step 62: flowEndedButAlive: LoginCoordinator#5 has no screen left on screen but is still alive: leaked

            """, 1
        ),
        "login-weakParent": ("clean: 72 events, no invariant broken\n", 0),
        "children-rootNotStored": (
            """
            step 12: orphanedScreen: Main#1 is on screen but MainCoordinator#1 was deallocated: its actions do nothing
            step 13: deadInput: tapping `pushSecond` on Main#1 did nothing: no event followed
            step 14: deadInput: tapping `add` on Main#1 did nothing: no event followed

            """, 1
        ),
        "editor-strongCoordinator": (
            "step 50: finishedButAlive: SceneCoordinator#2 finished but is still alive: leaked\n", 1
        ),
        "editor-presentDetailsPushesList": (
            "step 29: crashed: the app crashed at step 29: pushViewController: NSInvalidArgumentException: "
                + "Pushing the same view controller instance more than once is not supported (<ListViewController>)\n",
            1
        ),
        "editor-naiveDelegate": ("clean: 86 events, no invariant broken\n", 0),
        "projects-routerTracksPops": ("clean: 94 events, no invariant broken\n", 0),
    ]

    @Test(arguments: checks.keys.sorted())
    func checkPrintsTheVariantsFindings(name: String) throws {
        let expected = try #require(Self.checks[name])
        let run = try navsim("check", "Traces/\(name).navtrace")
        #expect(run.output == expected.output)
        #expect(run.status == expected.status)
        #expect(run.error.isEmpty)
    }

    @Test func examplesListsEachNewVariantWithItsBug() throws {
        let run = try navsim("examples")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        let bugs: [String: String?] = [
            "strongParent": "AuthCoordinator and LoginCoordinator hold each other: after cancel both outlive their "
                + "flow, leaked",
            "weakParent": nil,
            "rootNotStored": "nothing holds MainCoordinator once launch is over: Main is dead on arrival, its buttons "
                + "do nothing",
            "naiveDelegate": nil,
            "strongCoordinator": "List holds the coordinator that holds List's navigation controller: after close the "
                + "scene leaks",
            "presentDetailsPushesList": "List is on the stack already: UIKit raises an exception and the app crashes "
                + "on the first row",
        ]
        for (variant, bug) in bugs {
            let index = try #require(lines.firstIndex { $0.hasPrefix("  - \(variant): ") }, "\(variant)")
            let next = lines.indices.contains(index + 1) ? lines[index + 1] : ""
            #expect(next == bug.map { "      bug: \($0)" } ?? next, "\(variant)")
            #expect(next.hasPrefix("      bug: ") == (bug != nil), "\(variant)")
        }
    }
}
