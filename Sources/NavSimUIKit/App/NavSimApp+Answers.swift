import Foundation
public import NavSimCore

extension NavSimApp {
    /// The answers in `answers.json` in the folder of `file` (the launcher's `#filePath`): a
    /// JSON object of service (`GET host/path`) → answers, which `navsim init --answers`
    /// writes for you to edit, for ``init(appDelegate:sceneDelegate:storyboard:deepLinks:shortcuts:lifecycle:responses:texts:isCoordinator:invariants:unopenableSchemes:horizontalSizeClass:)``'s
    /// `responses`. No file: none. A file that is not such an object: none, and one line on
    /// stderr naming it.
    public static func answers(inFolderOf file: String) -> [String: [JSONValue]] {
        let path = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("answers.json").path
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        guard let answers = try? JSONDecoder().decode([String: [JSONValue]].self, from: data) else {
            FileHandle.standardError.write(
                Data("navsim: \(path): not an object of service → list of answers; no answers read\n".utf8))
            return [:]
        }
        return answers
    }
}
