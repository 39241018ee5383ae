import ArgumentParser
import Foundation
import NavSimCore
import NavSimPorting

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a package that builds an iOS app's source folder, unchanged, into a navsim of its own.",
        discussion: """
            Reads APP_FOLDER (never writing to it) and writes a SwiftPM package in --output: \
            a target that builds the folder's Swift files through NavSimPortPlugin (ported \
            line for line at build time: imports, @objc and @IB attributes, #selector, \
            @main), a NavSim-only file declaring how NavSim launches the app (the delegates \
            found), and `NAME-navsim`, the whole navsim command with the app declared. It \
            prints what it found and what still needs a hand. A file already in --output is \
            kept, so running it again after the app changed is safe.

            With --answers TRACE (a trace of the app, such as a walk: `NAME-navsim record NAME \
            --explore 300 -o walk.navtrace`), it lists the endpoints (`GET host/path`) and other \
            services the trace requested and writes sample answers for each, to edit, in \
            answers.json beside the package's Package.swift, which the launcher it writes gives \
            walks; an answers.json already there is kept, and the services missing from it are \
            listed.

            Exit status: 0 written or kept; 2 APP_FOLDER cannot be read or holds no Swift file; \
            3 the package cannot be written (--output is inside APP_FOLDER, or writing failed); \
            64 a usage error.

            Examples:
              navsim init Shop --name shop
              navsim init Shop --name shop --output ../shop-navsim --navsim-path ../NavSim
              navsim init Shop --name shop --answers walk.navtrace
            """
    )

    @Argument(help: "The app's source folder (the one its Xcode target compiles).")
    var appFolder: String

    @Option(help: "The app's name in commands and scenarios (lowercase letters, digits, -).")
    var name: String

    @Option(name: .shortAndLong, help: "The package's folder, outside APP_FOLDER.")
    var output = "NavSim"

    @Option(help: "A NavSim checkout to depend on by path, instead of the released package.")
    var navsimPath: String?

    @Option(help: "A trace of the app whose requests become sample answers in the package's answers.json.")
    var answers: String?

    func validate() throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        guard let first = name.first, first.isLetter, first.isLowercase, name.allSatisfy(allowed.contains) else {
            throw ValidationError("--name '\(name)' must start with a lowercase letter and hold only a-z, 0-9 and -")
        }
    }

    func run() throws {
        try reportingFailures {
            let whole = try readFolder()
            let project = XcodeProject.compiling(folder: whole)
            let excluded = project.map(whole.files(notCompiledBy:)) ?? []
            var folder = whole.excluding(excluded)
            if let project { folder = folder.using(project) }
            let packageFolder = Self.absolute(output)
            guard packageFolder != folder.path, !packageFolder.hasPrefix(folder.path + "/") else {
                throw Failure(
                    message:
                        "\(output) is inside \(appFolder): the iOS target would compile it; choose --output outside it",
                    status: ExitStatus.outputRefused)
            }
            let frameworks: [AppFolder]
            do {
                frameworks = try folder.frameworks(localPackages: project?.localPackages ?? [])
            } catch {
                throw Failure.badInput(
                    "cannot read a framework or local package of \(appFolder): \(error.localizedDescription)")
            }
            let names = Set(frameworks.map(\.name))
            let standIns = Set(
                ([folder] + frameworks).flatMap(\.unavailableModules).filter { !$0.onlyThroughUIKit }.map(\.module)
            ).subtracting(names).sorted()
            let package = PortPackage(
                appName: name,
                module: PortPackage.moduleName(forFolderAt: folder.path),
                appFolder: Self.relativePath(from: packageFolder, to: folder.path),
                navSimPath: navsimPath.map(Self.absolute), appDelegate: folder.appDelegate,
                sceneDelegate: folder.sceneDelegate, swiftUIApp: folder.swiftUIApp,
                mainStoryboard: folder.mainStoryboard,
                infoPlist: folder.infoPlist.map { Self.relativePath(from: packageFolder, to: $0) },
                bridgingHeader: project?.bridgingHeaders.first { FileManager.default.fileExists(atPath: $0) }.map {
                    Self.relativePath(from: packageFolder, to: $0)
                },
                navSimModules: folder.navSimModules,
                frameworks: frameworks.map { framework in
                    PortPackage.Framework(
                        module: framework.name, folder: Self.relativePath(from: packageFolder, to: framework.path),
                        dependencies: framework.unavailableModules.map(\.module).filter {
                            names.contains($0) || standIns.contains($0)
                        },
                        navSimModules: framework.navSimModules)
                }, standIns: standIns, excluded: excluded,
                isolatesToMainActorByDefault: project?.isolatesToMainActorByDefault ?? false,
                releaseVersion: NavSimVersion.current)
            let report = InitReport(
                folder: folder, frameworks: frameworks, package: package, project: project,
                writtenStandIns: Set(standIns.filter { Self.isWritten(standIn: $0, of: package, in: packageFolder) }))
            writeOutput(report.found)
            var written: [String] = []
            var kept: [String] = []
            for file in package.files {
                let path = packageFolder + "/" + file.path
                if FileManager.default.fileExists(atPath: path) {
                    kept.append(file.path)
                    continue
                }
                try writing(path) {
                    do {
                        try FileManager.default.createDirectory(
                            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                        try Data(file.content.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                    } catch {
                        throw Failure(
                            message: "cannot write \(path): \(error.localizedDescription)",
                            status: ExitStatus.outputRefused)
                    }
                }
                written.append(file.path)
            }
            writeOutput(InitReport.files(written: written, kept: kept, in: output, package: package))
            if let answers { try writeAnswers(from: answers, into: packageFolder, package: package) }
        }
    }

    /// Lists the services the trace `path` requested and writes their sample answers in the
    /// package's answers.json, unless one is there: then it lists the services missing from it.
    private func writeAnswers(from path: String, into packageFolder: String, package: PortPackage) throws {
        let samples = try SampleAnswers(trace: path, app: name)
        let endpoints = samples.requested.filter { SampleAnswers.isEndpoint($0.service) }.count
        var lines = [
            "\(path): \(samples.requested.count) services requested (\(endpoints) network endpoints)"
                + (samples.requested.isEmpty ? "" : ":")
        ]
        lines += samples.requested.map { "  \($0.service): \($0.count) request\($0.count == 1 ? "" : "s")" }
        let file = "answers.json"
        let answersPath = packageFolder + "/" + file
        if FileManager.default.fileExists(atPath: answersPath) {
            let known = SampleAnswers.services(inFile: answersPath)
            let missing = samples.requested.map(\.service).filter { known?.contains($0) == false }
            lines.append(
                "kept (already there) \(output)/\(file)"
                    + (known == nil
                        ? ": it is not a JSON object of answers"
                        : missing.isEmpty ? "" : "; not in it: \(missing.joined(separator: ", "))"))
        } else {
            try writing(answersPath) {
                do {
                    try Data(samples.fileText.utf8).write(to: URL(fileURLWithPath: answersPath), options: .atomic)
                } catch {
                    throw Failure(
                        message: "cannot write \(answersPath): \(error.localizedDescription)",
                        status: ExitStatus.outputRefused)
                }
            }
            lines.append(
                "wrote \(output)/\(file): sample answers for each, which walks give; edit them (docs/your-app.md)")
        }
        let launcher = packageFolder + "/Sources/\(package.module)/\(package.module)+NavSim.swift"
        if let source = try? String(contentsOfFile: launcher, encoding: .utf8), !source.contains("answers(inPackageOf:")
        {
            lines.append(
                "  needs a hand: Sources/\(package.module)/\(package.module)+NavSim.swift does not read answers.json: "
                    + "give NavSimApp `responses: NavSimApp.answers(inPackageOf: #filePath)`")
        }
        writeOutput(lines.joined(separator: "\n") + "\n")
    }

    /// Whether the user has written `module`'s stand-in: its file in the package is there and
    /// is no longer the empty one init writes.
    private static func isWritten(standIn module: String, of package: PortPackage, in packageFolder: String) -> Bool {
        let path = "Sources/\(module)/\(module)+NavSim.swift"
        guard let template = package.files.first(where: { $0.path == path })?.content,
            let written = try? String(contentsOfFile: packageFolder + "/" + path, encoding: .utf8)
        else { return false }
        return written != template
    }

    private func readFolder() throws -> AppFolder {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: appFolder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure.badInput("\(appFolder) is not a folder")
        }
        let folder: AppFolder
        do {
            folder = try AppFolder(path: Self.absolute(appFolder))
        } catch {
            throw Failure.badInput("cannot read \(appFolder): \(error.localizedDescription)")
        }
        guard !folder.swiftFiles.isEmpty else { throw Failure.badInput("\(appFolder) holds no Swift file") }
        return folder
    }

    /// `path` made absolute and standardized, links resolved, also in the part that exists
    /// of a path that does not yet (`link/NavSim`, where `link` leads into the app's folder).
    static func absolute(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        let resolved = existing.resolvingSymlinksInPath()
        return missing.reduce(resolved) { $0.appendingPathComponent($1) }.path
    }

    /// The path of `target` from `base`, both absolute (`../Shop`).
    static func relativePath(from base: String, to target: String) -> String {
        let baseParts = base.split(separator: "/")
        let targetParts = target.split(separator: "/")
        let common = zip(baseParts, targetParts).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let relative = (ups + targetParts[common...].map(String.init)).joined(separator: "/")
        return relative.isEmpty ? "." : relative
    }
}

/// What `navsim init` prints: what it found in the app's folder and what needs a hand.
struct InitReport {
    let folder: AppFolder
    /// The app's framework targets, found beside its folder.
    let frameworks: [AppFolder]
    let package: PortPackage
    /// The Xcode project that compiles the app's folder, if one was found beside it.
    let project: XcodeProject?
    /// The stand-in modules whose file the user has already written in the package.
    let writtenStandIns: Set<String>

    var found: String {
        let files = folder.swiftFiles
        // The file's own lines, before the outlets and actions the port appends after them.
        let selectors = files.filter { file in
            file.port.text.split(separator: "\n#sourceLocation()\n", maxSplits: 1).first?
                .contains("Selector(navSimPort:") == true
        }.count
        var lines = ["\(folder.path): \(files.count) Swift files (\(selectors) with #selector, rewritten at build)"]
        if let app = folder.swiftUIApp { lines.append("  SwiftUI app: \(app) (its first WindowGroup is the window)") }
        lines.append("  app delegate: \(folder.appDelegate ?? "none found")")
        lines.append("  scene delegate: \(folder.sceneDelegate ?? "none found")")
        lines.append(Self.list("view controllers", folder.viewControllers))
        lines.append(Self.list("coordinators", folder.coordinators))
        let replaced = ["UIKit", "SwiftUI", "Combine", "ObjectiveC", "KeychainAccess", "AuthenticationServices"]
            .filter(folder.imports).map {
                "\($0) → \(SourcePort.replacement(forModule: $0)!)"
            }
        lines.append("  frameworks: \(replaced.isEmpty ? "none" : replaced.joined(separator: ", "))")
        lines.append(
            Self.list("storyboards", folder.storyboards)
                + (folder.storyboards.isEmpty
                    ? "" : ", \(Self.count(folder.scenes, "scene")), \(Self.count(folder.segues, "segue"))"))
        lines.append(Self.list("xibs", folder.xibs))
        if let plist = folder.infoPlist {
            let name = plist.hasPrefix(folder.path + "/") ? String(plist.dropFirst(folder.path.count + 1)) : plist
            lines.append("  Info.plist: \(name)" + (folder.mainStoryboard.map { ", launch storyboard \($0)" } ?? ""))
        }
        if let project {
            lines.append(
                Self.list("Xcode project \(project.path): files in no application target", package.excluded)
                    + (package.excluded.isEmpty
                        ? "" : ", listed under \"exclude\" in Sources/\(package.module)/navsim-port.json"))
        }
        let networking = folder.networkingFiles
        if !networking.isEmpty {
            lines.append(
                Self.list("URLSession", networking)
                    + ": every request is a service request (`GET host/path`) that scenarios and walks answer; "
                    + "after a build, `--answers TRACE` writes sample answers from a walk (docs/your-app.md)")
        }
        for framework in frameworks {
            let isBeside =
                URL(fileURLWithPath: framework.path).deletingLastPathComponent().path
                == URL(fileURLWithPath: folder.path).deletingLastPathComponent().path
            lines.append(
                "  \(isBeside ? "framework beside the app" : "local package's module"): \(framework.name) "
                    + "(\(framework.path), \(Self.count(framework.swiftFiles.count, "Swift file"))), built as a target "
                    + "of its own")
            if !framework.storyboards.isEmpty || !framework.xibs.isEmpty {
                lines.append(
                    "  needs a hand: \(framework.name)'s storyboards and xibs are not read: make their scenes in code "
                        + "in Sources/\(framework.name)/")
            }
        }
        let built = Set(frameworks.map(\.name))
        // A UIKit-family type the app declares may be used by a framework, and the other way round.
        let declaredNames = ([folder] + frameworks).reduce(into: Set<String>()) { $0.formUnion($1.uikitNamesDeclared) }
        for (target, part) in [(package.module, folder)] + frameworks.map({ ($0.name, $0) }) {
            // The app's files by their path in its folder, a framework's with the framework's name.
            let prefix = part.path == folder.path ? "" : part.name + "/"
            for (module, users, onlyThroughUIKit) in part.unavailableModules where !built.contains(module) {
                if writtenStandIns.contains(module) {
                    lines.append(
                        "  stand-in: \(module), written in Sources/\(module)/\(module)+NavSim.swift, used by "
                            + users.map { prefix + $0 }.joined(separator: ", "))
                    continue
                }
                let advice =
                    onlyThroughUIKit
                    ? "`import UIKit` brings it on iOS, so write the types those files use in a NavSim-only file "
                        + "in Sources/\(target)/"
                    : "write the types those files use, `public`, in Sources/\(module)/\(module)+NavSim.swift, the "
                        + "module init made for it (or list the files under \"exclude\" in "
                        + "Sources/\(target)/navsim-port.json and write what they declare in Sources/\(target)/)"
                let package = project?.packageProducts[module].map {
                    ", a Swift package of the Xcode project\($0.isEmpty ? "" : " (\($0))") that NavSim does not build,"
                }
                lines.append(
                    "  needs a hand: \(module)\(package ?? "") has no NavSim stand-in, used by "
                        + users.map { prefix + $0 }.joined(separator: ", ") + ": " + advice)
            }
            lines += part.missingUIKitNameLines(declared: declaredNames, target: target, prefix: prefix)
            for (path, port) in part.swiftFiles {
                for unported in port.unported {
                    lines.append("  needs a hand: \(prefix)\(path):\(unported.line): " + unported.reason)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1 scene`, `2 scenes`.
    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private static func list(_ title: String, _ names: [String]) -> String {
        let shown = names.prefix(8).joined(separator: ", ")
        return "  \(title): \(names.count)\(names.isEmpty ? "" : " (\(shown)\(names.count > 8 ? ", …" : ""))")"
    }

    static func files(written: [String], kept: [String], in output: String, package: PortPackage) -> String {
        var lines: [String] = []
        if !written.isEmpty { lines.append("wrote \(written.map { "\(output)/\($0)" }.joined(separator: ", "))") }
        if !kept.isEmpty {
            lines.append("kept (already there) \(kept.map { "\(output)/\($0)" }.joined(separator: ", "))")
        }
        lines.append("next: cd \(output) && swift run \(package.executable) explore \(package.appName)")
        return lines.joined(separator: "\n") + "\n"
    }
}
