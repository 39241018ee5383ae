import Foundation
public import NavSimCore

extension NavSimApp {
    /// The answers in `answers.json` at the root of the package holding `file` (the
    /// launcher's `#filePath`): the nearest folder above it with a `Package.swift`. A JSON
    /// object of service (`GET host/path`) → answers, which `navsim init --answers` writes
    /// for you to edit, for ``init(appDelegate:sceneDelegate:storyboard:deepLinks:shortcuts:lifecycle:responses:texts:isCoordinator:invariants:unopenableSchemes:horizontalSizeClass:)``'s
    /// `responses`. The file sits beside `Package.swift`, outside every target's folder, so
    /// that SwiftPM does not warn of a file no target handles. No package or no file: none.
    /// A file that is not such an object: none, and one line on stderr naming it, once while
    /// its bytes stay the same (an exploration launches the app hundreds of times).
    public static func answers(inPackageOf file: String) -> [String: [JSONValue]] {
        answers(inPackageOf: file) { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// ``answers(inPackageOf:)``, telling `report` why a file gives none.
    static func answers(inPackageOf file: String, report: (String) -> Void) -> [String: [JSONValue]] {
        guard let path = answersFile(inPackageOf: file) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        if let last = lastAnswers, last.data == data { return last.answers }
        let answers = try? JSONDecoder().decode([String: [JSONValue]].self, from: data)
        if answers == nil { report("navsim: \(path): not an object of service → list of answers; no answers read\n") }
        lastAnswers = (data, answers ?? [:])
        return answers ?? [:]
    }

    /// `answers.json` in the nearest folder above `file` with a `Package.swift`; `nil` when none has one.
    private static func answersFile(inPackageOf file: String) -> String? {
        var folder = Substring(file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder + "/answers.json" }
        }
        return nil
    }

    /// The answers last read and the file's bytes they were read from (none for a damaged
    /// file): every launch of a ported app reads the same file, which is decoded again only
    /// when it changed.
    private static var lastAnswers: (data: Data, answers: [String: [JSONValue]])?
}
