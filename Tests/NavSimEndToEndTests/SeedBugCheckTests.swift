import Foundation
import NavSimTestSupport
import Testing

/// The seeds' own bugs (issue 13) as a user meets them: `navsim examples` lists each new
/// variant with its bug, and `navsim check` on its sample trace prints exactly its findings.
@Suite struct SeedBugCheckTests {
    @Test(arguments: SeedBugFindings.expected.keys.sorted())
    func checkPrintsTheVariantsFindings(name: String) throws {
        let findings = try #require(SeedBugFindings.expected[name])
        let run = try navsim("check", "Traces/\(name).navtrace")
        if findings.isEmpty {
            let events = try #require(SeedBugFindings.cleanEvents[name])
            #expect(run.output == "clean: \(events) events, no invariant broken\n")
            #expect(run.status == 0)
        } else {
            #expect(run.output == findings.map { $0 + "\n" }.joined())
            #expect(run.status == 1)
        }
        #expect(run.error.isEmpty)
    }

    @Test func examplesListsEachNewVariantWithItsBug() throws {
        let run = try navsim("apps")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        let bugs: [String: String?] = [
            "login/strongParent": "AuthCoordinator and LoginCoordinator hold each other: after cancel both outlive "
                + "their flow, leaked",
            "login/weakParent": nil,
            "login/pageSheet": "a swipe down dismisses the scene without cancel: AuthCoordinator stays in the app "
                + "coordinator's children, and LoginCoordinator in its, with nothing on screen",
            "welcome/seed": "Details' back button calls the default dismiss(), which is fatalError: the app crashes; "
                + "Home left with the system back button or swipe never tells its parent controllerDismissed",
            "welcome/fixed": nil,
            "children/rootNotStored": "nothing holds MainCoordinator once launch is over: Main is dead on arrival, its "
                + "buttons do nothing",
            "editor/naiveDelegate": nil,
            "editor/strongCoordinator": "List holds the coordinator that holds List's navigation controller: after "
                + "close the scene leaks",
            "editor/presentDetailsPushesList": "List is on the stack already: UIKit raises an exception and the app "
                + "crashes on the first row",
            "editor/pageSheet": "a swipe down dismisses the scene without stop(): its coordinator stays in the "
                + "parent's children",
            "editor/stopOnlyDismisses": "after close the scene coordinator stays in the parent's children with "
                + "nothing on screen",
        ]
        for (name, bug) in bugs {
            let parts = name.split(separator: "/").map(String.init)
            // The variant's line, in its example's block.
            let example = try #require(lines.firstIndex { $0.hasPrefix("\(parts[0]) (") }, "\(name)")
            let index = try #require(
                lines[example...].firstIndex { $0.hasPrefix("  - \(parts[1]): ") }, "\(name)")
            let next = lines.indices.contains(index + 1) ? lines[index + 1] : ""
            #expect(next == bug.map { "      bug: \($0)" } ?? next, "\(name)")
            #expect(next.hasPrefix("      bug: ") == (bug != nil), "\(name)")
        }
    }
}
