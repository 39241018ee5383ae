import Foundation
import NavSimCore
import Testing

@testable import NavSimUIKit

/// `NavSimApp.answers(inPackageOf:)`: the answers.json beside the package's Package.swift,
/// which `navsim init --answers` writes and the user edits.
@Suite @MainActor struct AnswersFileTests {
    @Test func theAnswersAtThePackageRootAreReadAndAMissingOrDamagedFileGivesNone() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("answers-\(UUID().uuidString)")
        let target = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let launcher = target.appendingPathComponent("App+NavSim.swift").path
        let answers = package.appendingPathComponent("answers.json")
        let text = #"{"GET a.example/x": [{"status": 200, "body": [1]}, {"error": "timedOut"}], "pay": [null]}"#
        try Data(text.utf8).write(to: answers)
        #expect(NavSimApp.answers(inPackageOf: launcher).isEmpty, "no Package.swift above the launcher")

        try Data("// swift-tools-version:6.1\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        #expect(
            NavSimApp.answers(inPackageOf: launcher) == [
                "GET a.example/x": [["status": 200, "body": [1]], ["error": "timedOut"]], "pay": [nil],
            ])
        let edited = #"{"pay": [{"status": 402}]}"#
        try Data(edited.utf8).write(to: answers)
        #expect(NavSimApp.answers(inPackageOf: launcher) == ["pay": [["status": 402]]], "an edited file is read anew")
        try Data(text.utf8).write(to: answers)
        try Data(text.utf8).write(to: target.appendingPathComponent("answers.json"))
        try FileManager.default.removeItem(at: answers)
        #expect(NavSimApp.answers(inPackageOf: launcher).isEmpty, "an answers.json in the target's folder is not read")

        for damaged in [#"["GET a.example/x"]"#, #"{"pay": null}"#, "{"] {
            try Data(damaged.utf8).write(to: answers)
            var lines: [String] = []
            for _ in 0..<3 {
                #expect(NavSimApp.answers(inPackageOf: launcher) { lines.append($0) }.isEmpty, "\(damaged)")
            }
            #expect(lines == ["navsim: \(answers.path): not an object of service → list of answers; no answers read\n"])
        }
    }
}
