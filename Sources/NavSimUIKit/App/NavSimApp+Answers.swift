import Foundation
public import NavSimCore

extension NavSimApp {
    /// The answers in `answers.json` at the root of the package holding `file` (the
    /// launcher's `#filePath`): the nearest folder above it with a `Package.swift`. A JSON
    /// object of service (`GET host/path`) → answers, which `navsim init --answers` writes
    /// for you to edit, for ``init(appDelegate:sceneDelegate:storyboard:deepLinks:shortcuts:lifecycle:responses:texts:isCoordinator:invariants:unopenableSchemes:horizontalSizeClass:)``'s
    /// `responses`. The file sits beside `Package.swift`, outside every target's folder, so
    /// that SwiftPM does not warn of a file no target handles. No package or no file: none.
    /// A file that is not such an object: none, and one line on stderr naming it.
    public static func answers(inPackageOf file: String) -> [String: [JSONValue]] {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            guard folder.pathComponents.count > 1 else { return [:] }
            folder.deleteLastPathComponent()
        }
        let path = folder.appendingPathComponent("answers.json").path
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        guard let answers = try? JSONDecoder().decode([String: [JSONValue]].self, from: data) else {
            FileHandle.standardError.write(
                Data("navsim: \(path): not an object of service → list of answers; no answers read\n".utf8))
            return [:]
        }
        return answers
    }
}
