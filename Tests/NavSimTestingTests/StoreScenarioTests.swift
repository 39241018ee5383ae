import Foundation
import NavSimCore
import NavSimSimulator
import NavSimTesting
import Testing

/// Scenarios run by the store, from values and files, and scenario files written and read.
@Suite @MainActor
struct StoreScenarioTests {
    let scenario = Scenario(
        app: "notes", variant: nil, summary: "Compose, preview, save.",
        inputs: [
            .tap("Compose", on: "Notes", argument: .null), .tap("Preview", on: "Editor", argument: .null),
            .back(.swipe), .tap("Save", on: "Editor", argument: .null),
            .respond(service: "notesApi", response: ["saved": true]),
        ])

    @Test func aScenarioRunsAsOneInputOfTheStore() {
        let store = NavigationTestStore { NotesApp.make() }
        store.run(scenario)
        #expect(
            store.events.filter(\.isInput).count == 10,
            "launch, 4 taps and swipes (2 inputs), the answer, and 3 animations' ends (2 pushes, a pop)")
        store.skipEvents()
        store.expectOutline(
            """
            step 56
            w1
              root k1 Navigation
                s1 Notes [appeared] {"stars":0}
            coordinators
              c1 AppCoordinator (started) screens: s1 containers: k1
            """)
    }

    @Test func aScenarioFileRoundTrips() throws {
        let path = try temporaryDirectory() + "/nested/scenario.json"
        try ScenarioFile.write(scenario, to: path)
        #expect(try ScenarioFile.read(path) == scenario)
        #expect(
            ScenarioFile.text(of: scenario) == """
                {
                  "app": "notes",
                  "summary": "Compose, preview, save.",
                  "inputs": [
                    {"tap": "Compose", "on": "Notes"},
                    {"tap": "Preview", "on": "Editor"},
                    {"back": "swipe"},
                    {"tap": "Save", "on": "Editor"},
                    {"respond": "notesApi", "with": {"saved":true}}
                  ]
                }

                """)
        let store = NavigationTestStore { NotesApp.make() }
        #expect(store.run(scenarioAt: path) == scenario)
        store.skipEvents()
    }

    @Test func aScenarioStepTheAppCannotTakeFails() {
        let store = NavigationTestStore { NotesApp.make() }
        store.launch()
        store.skipEvents()
        withKnownIssue {
            store.run(
                Scenario(
                    app: "notes", variant: nil, summary: "", inputs: [.tap("Save", on: "Editor", argument: .null)]))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "input 2 (the scenario's 1 inputs) stopped at input 1: expected screen Editor in front, found Notes"
            ]
        }
    }

    @Test func aMissingOrInvalidScenarioFileFails() throws {
        let directory = try temporaryDirectory()
        let store = NavigationTestStore { NotesApp.make() }
        withKnownIssue {
            store.run(scenarioAt: directory + "/missing.json")
        } matching: { issue in
            issue.comments.first?.rawValue.contains("missing.json") == true
        }
        let invalid = directory + "/invalid.json"
        try Data(#"{"app": "notes", "inputs": [{"tap": "a", "back": "button"}]}"#.utf8).write(
            to: URL(fileURLWithPath: invalid))
        withKnownIssue {
            store.run(scenarioAt: invalid)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "\(invalid): not a valid scenario: .inputs[0]: an input takes one action, not back and tap"
            ]
        }
        withKnownIssue {
            store.run(scenarioAt: directory)
        } matching: { issue in
            issue.comments.first?.rawValue.contains("not a regular file") == true
        }
        #expect(store.events.isEmpty, "nothing was sent")
    }
}
