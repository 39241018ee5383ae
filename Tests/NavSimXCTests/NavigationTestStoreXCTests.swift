import ChildrenApp
import NavSimCore
import NavSimTesting
import XCTest

/// NavSimTesting in an XCTest suite, as most iOS teams' suites are: the same store, with
/// its failures reported through XCTest at the line of the call that failed.
final class NavigationTestStoreXCTests: XCTestCase {
    /// A failure XCTest was told of: its description, file and line.
    struct Failure: Equatable {
        var description: String
        var file: String
        var line: Int
    }

    /// The failures reported while ``failures(of:)`` runs its body, kept for the test to
    /// inspect instead of failing it; `nil` at other times. Only the main thread, which
    /// runs the tests and reports their failures, touches it.
    private nonisolated(unsafe) static var kept: [Failure]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard Self.kept != nil else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        Self.kept?.append(Failure(description: description, file: filePath, line: lineNumber))
    }

    /// The failures `body` reported.
    private static func failures(of body: () -> Void) -> [Failure] {
        kept = []
        body()
        defer { kept = nil }
        return kept ?? []
    }

    func testAnInputsEventsAsExpectedPass() {
        MainActor.assumeIsolated {
            let store = NavigationTestStore { ChildrenApp.make(variant: "notStored") }
            let failures = Self.failures {
                store.launch()
                store.skipEvents()
                store.tap("add")
                store.expectEvents([
                    "userTapped add on s1",
                    "coordinatorCreated c2 AddCoordinator",
                    "coordinatorStarted c2",
                    "screenCreated s2 Add by c2 state null",
                    "pushed s2 onto k1",
                    "coordinatorDeallocated c2",
                    "viewDidLoad s2",
                    "viewWillDisappear s1",
                    "viewWillAppear s2",
                    "animationsEnded",
                    "viewDidDisappear s1",
                    "viewDidAppear s2",
                ])
                store.finish()
            }
            XCTAssertEqual(failures, [])
        }
    }

    func testAWrongExpectationFailsAtTheCallersLineWithADiff() {
        MainActor.assumeIsolated {
            let store = NavigationTestStore { ChildrenApp.make(variant: "notStored") }
            store.launch()
            store.skipEvents()
            store.tap("add")
            let line = #line + 1
            let failures = Self.failures { store.expectEvents(["userTapped add on s1", "pushed s2 onto k1"]) }
            XCTAssertEqual(failures.map(\.line), [line])
            XCTAssertEqual(failures.map(\.file), [#filePath])
            let description = failures.first?.description ?? ""
            XCTAssertTrue(description.contains("+ coordinatorCreated c2 AddCoordinator"), description)
            XCTAssertTrue(description.contains("  pushed s2 onto k1"), description)
        }
    }

    func testEventsLeftUnassertedFailAtTheNextInputsLine() {
        MainActor.assumeIsolated {
            let store = NavigationTestStore { ChildrenApp.make(variant: "notStored") }
            store.launch()
            let line = #line + 1
            let failures = Self.failures { store.tap("add") }
            store.skipEvents()
            XCTAssertEqual(failures.map(\.line), [line])
            let description = failures.first?.description ?? ""
            XCTAssertTrue(description.contains("were not asserted before tap \"add\""), description)
        }
    }

    func testAWrongStateFailsAtTheInputsLineWithAStructuralDiff() {
        MainActor.assumeIsolated {
            let store = NavigationTestStore { ChildrenApp.make(variant: "notStored") }
            store.launch()
            store.skipEvents()
            let line = #line + 2
            let failures = Self.failures {
                store.tap("add") {
                    $0.front = nil
                    $0.stacks["Navigation#1"]? += ["Add", "Add"]
                    $0.coordinators.append("AddCoordinator")
                }
            }
            XCTAssertEqual(
                failures,
                [
                    Failure(
                        description: """
                            failed - The state after input 2 (tap "add") differs from the state expected \
                            (− expected, + actual):
                            − coordinators[1]: "AddCoordinator"
                            − front: null
                            + front: "Add"
                            − stacks["Navigation#1"][2]: "Add"
                            """,
                        file: #filePath, line: line)
                ])
        }
    }
}
