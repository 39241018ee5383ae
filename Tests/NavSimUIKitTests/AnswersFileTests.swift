import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// `NavSimApp.answers(inFolderOf:)`: the answers.json beside the launcher, which
/// `navsim init --answers` writes and the user edits.
@Suite @MainActor struct AnswersFileTests {
    @Test func theAnswersBesideAFileAreReadAndAMissingOrDamagedFileGivesNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let launcher = folder.appendingPathComponent("App+NavSim.swift").path
        #expect(NavSimApp.answers(inFolderOf: launcher).isEmpty, "no answers.json")

        let answers = folder.appendingPathComponent("answers.json")
        try Data(#"{"GET a.example/x": [{"status": 200, "body": [1]}, {"error": "timedOut"}], "pay": [null]}"#.utf8)
            .write(to: answers)
        #expect(
            NavSimApp.answers(inFolderOf: launcher) == [
                "GET a.example/x": [["status": 200, "body": [1]], ["error": "timedOut"]], "pay": [nil],
            ])

        for damaged in [#"["GET a.example/x"]"#, #"{"pay": null}"#, "{"] {
            try Data(damaged.utf8).write(to: answers)
            #expect(NavSimApp.answers(inFolderOf: launcher).isEmpty, "\(damaged)")
        }
    }
}
