import Foundation
import NavSimTestSupport
import Testing

/// Outputs are written only as regular files, never through a symbolic link, never over a
/// live trace nor over the command's own input (by any name), never into the file they
/// replace; a trace appears with its header or not at all; temporary files cannot be
/// guessed and are tidied after a kill; every failure to write is status 3 in one line.
@Suite struct OutputFileTests {
    /// Records the login scenario (or `children-notStored`, which has findings to shrink) to
    /// `name` in `folder`.
    private func recordTrace(_ name: String = "t.navtrace", in folder: URL, withFindings: Bool = false) throws
        -> String
    {
        let trace = folder.appendingPathComponent(name).path
        let (app, scenario) = withFindings ? ("children", "children-notStored") : ("login", "login-navigator")
        #expect(try navsim("record", app, "--scenario", scenarioPath(scenario), "--output", trace).status == 0)
        return trace
    }

    /// The names in `folder`, sorted.
    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Whether `path` itself is a symbolic link.
    private func isLink(_ path: String) throws -> Bool {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeSymbolicLink
    }

    /// The arguments of `command` reading `input` and writing `output`, with --force.
    private func writing(_ command: String, _ input: String, to output: String) -> [String] {
        switch command {
        case "record": ["record", "children", "--scenario", input, "--output", output, "--force"]
        case "convert": ["convert", input, "--salvage", "--output", output, "--force"]
        case "export": ["export", input, "--hierarchy", "--format", "dot", "--output", output, "--force"]
        case "export --flow": ["export", "--flow", input, "--format", "dot", "--output", output, "--force"]
        case "export --from-list":
            ["export", "--flow", "--from-list", input, "--format", "dot", "--output", output, "--force"]
        default: [command, input, "--output", output, "--force"]
        }
    }

    @Test(arguments: [
        "view", "export", "export --flow", "export --from-list", "test-from", "convert", "record", "shrink",
    ])
    func noCommandWritesOverItsOwnInputByAnyName(command: String) throws {
        let folder = try temporaryFolder()
        let trace = try recordTrace(in: folder, withFindings: true)
        let name =
            switch command {
            case "record": "s.json"
            case "export --from-list": "list.txt"
            default: "t.navtrace"
            }
        let input = folder.appendingPathComponent(name).path
        if command == "record" {
            try FileManager.default.copyItem(atPath: scenarioPath("children-notStored"), toPath: input)
        } else if command == "export --from-list" {
            try Data("\(trace)\n".utf8).write(to: URL(fileURLWithPath: input))
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let suffix = String(name.drop { $0 != "." })
        let symbolic = folder.appendingPathComponent("symbolic" + suffix).path
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: input)
        let hard = folder.appendingPathComponent("hard" + suffix).path
        #expect(link(input, hard) == 0)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        let namesBefore = try names(in: folder)
        // By its own name, a symbolic link, a hard link, another spelling, and a spelling
        // through a directory that does not exist.
        let spellings = [
            input, symbolic, hard, folder.path + "/sub/../" + name, folder.path + "/missing/../" + name,
        ]
        for output in spellings {
            let run = try navsim(writing(command, input, to: output))
            #expect(run.status == 3, "\(output): \(run.error)")
            #expect(
                run.error
                    == "navsim: \(output) is the same file as the input \(input) (--force never replaces an input); "
                    + "nothing was written\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before, "\(output)")
        }
        #expect(try names(in: folder) == namesBefore)
        #expect(try isLink(symbolic))
        #expect(try FileManager.default.attributesOfItem(atPath: input)[.referenceCount] as? Int == 2)
    }

    @Test func exportFlowRefusesAnOutputThatIsATraceOfItsDirectory() throws {
        let folder = try temporaryFolder()
        let traces = folder.appendingPathComponent("traces")
        try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: false)
        let trace = try recordTrace(in: traces)
        let before = try Data(contentsOf: URL(fileURLWithPath: trace))
        let run = try navsim(writing("export --flow", traces.path, to: trace))
        #expect(run.status == 3)
        #expect(
            run.error
                == "navsim: \(trace) is the same file as the input \(trace) (--force never replaces an input); "
                + "nothing was written\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == before)
    }

    @Test(arguments: ["record", "shrink", "convert", "view"])
    func forceReplacesAFileNotWhatItsOtherHardLinksHold(command: String) throws {
        let folder = try temporaryFolder()
        let trace = try recordTrace(in: folder, withFindings: true)
        let victim = folder.appendingPathComponent("victim.txt").path
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let output = folder.appendingPathComponent(command == "convert" ? "out.jsonl" : "out.navtrace").path
        #expect(link(victim, output) == 0)
        let arguments =
            switch command {
            case "record": writing("record", scenarioPath("children-notStored"), to: output)
            case "convert": ["convert", trace, "--output", output, "--force"]
            default: writing(command, trace, to: output)
            }
        let run = try navsim(arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) != Data("precious".utf8))
    }

    @Test(arguments: ["record", "convert", "export"])
    func forceReplacesASymbolicLinkNeverWhatItPointsTo(command: String) throws {
        let folder = try temporaryFolder()
        let trace = try recordTrace(in: folder)
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        let output = folder.appendingPathComponent(command == "convert" ? "out.jsonl" : "out.navtrace").path
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: victim.path)
        let arguments: [String] =
            switch command {
            case "record": ["record", "login", "--scenario", scenarioPath("login-navigator"), "--output", output]
            case "convert": ["convert", trace, "--output", output]
            default: ["export", trace, "--hierarchy", "--format", "dot", "--output", output]
            }
        let refused = try navsim(arguments)
        #expect(refused.status == 3)
        #expect(refused.error == "navsim: \(output) already exists (use --force to replace it)\n")
        #expect(try isLink(output))
        let forced = try navsim(arguments + ["--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(try !isLink(output))
        if command == "record" { #expect(try navsim("check", output).status == 0) }
        // A dangling link is replaced too, and what it names is not created.
        let nowhere = folder.appendingPathComponent("nowhere").path
        try FileManager.default.removeItem(atPath: output)
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: nowhere)
        #expect(try navsim(arguments + ["--force"]).status == 0)
        #expect(try !isLink(output))
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }

    @Test(arguments: ["record", "convert", "export"])
    func aDirectoryOrFIFOIsNeverAnOutputEvenWithForce(command: String) throws {
        let folder = try temporaryFolder()
        let trace = try recordTrace(in: folder)
        let directory = folder.appendingPathComponent("dir.jsonl").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let fifo = folder.appendingPathComponent("fifo.jsonl").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for (output, kind) in [(directory, "a directory"), (fifo, "a FIFO (a pipe)")] {
            let arguments: [String] =
                switch command {
                case "record": ["record", "login", "--explore", "3", "--output", output + ".navtrace"]
                case "convert": ["convert", trace, "--output", output]
                default: ["export", trace, "--flow", "--format", "dot", "--output", output]
                }
            let target = arguments.last ?? ""
            if command == "record" {
                // A .navtrace of the same kind next to it.
                if kind == "a directory" {
                    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
                } else {
                    #expect(mkfifo(target, 0o644) == 0)
                }
            }
            for force in [false, true] {
                let run = try navsim(arguments + (force ? ["--force"] : []))
                #expect(run.status == 3)
                #expect(run.error == "navsim: \(target) is \(kind), not a regular file\n")
            }
        }
        // Both are still what they were.
        #expect(FileManager.default.fileExists(atPath: fifo))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    #if os(Linux)
        @Test func aLinkPlantedAtAGuessableTemporaryNameIsNeverFollowed() throws {
            let folder = try temporaryFolder()
            let trace = try recordTrace(in: folder)
            let victim = folder.appendingPathComponent("victim.txt")
            try Data("precious".utf8).write(to: victim)
            let output = folder.appendingPathComponent("out.jsonl").path
            // Links at the names a predictable scheme would use for the next process ids.
            let lastPID = try #require(
                Int(
                    try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8).trimmingCharacters(
                        in: .whitespacesAndNewlines)))
            for pid in lastPID + 1...lastPID + 500 {
                try FileManager.default.createSymbolicLink(
                    atPath: "\(output).tmp-\(pid)-1", withDestinationPath: victim.path)
            }
            let run = try navsim("convert", trace, "--output", output)
            #expect(run.status == 0)
            #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
            #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{"))
            #expect(try !isLink(output))
        }
    #endif

    @Test func aKilledConvertsTemporaryFileIsRemovedByTheNextConvert() throws {
        let folder = try temporaryFolder()
        let big = try writeTrace(DeepStates.coordinatorChain(depth: 100_000), in: folder, named: "big.navtrace")
        let output = folder.appendingPathComponent("big.jsonl").path
        let convert = try startNavsim("convert", big, "--output", output)
        // Kill it once it has written part of its output.
        let prefix = ".big.jsonl.navsim-tmp-\(convert.processIdentifier)-"
        let temporary = try eventually {
            try names(in: folder).first {
                $0.hasPrefix(prefix) && (fileSize(folder.appendingPathComponent($0).path) ?? 0) > 0
            }
        }
        kill(convert.processIdentifier, SIGKILL)
        convert.waitUntilExit()
        let leftover = try #require(temporary)
        #expect(leftover.dropFirst(prefix.count).count == 16)
        #expect(try names(in: folder) == [leftover, "big.navtrace"])
        // The next convert to the same output removes it.
        let small = try recordTrace(in: folder)
        #expect(try navsim("convert", small, "--output", output).status == 0)
        #expect(try names(in: folder) == ["big.jsonl", "big.navtrace", "t.navtrace"])
    }

    @Test func onlyAbandonedTemporaryFilesOfTheSameOutputAreRemoved() throws {
        let folder = try temporaryFolder()
        let trace = try recordTrace(in: folder)
        let abandoned = [".out.jsonl.navsim-tmp-1-0123456789abcdef", ".out.jsonl.navsim-tmp-999999-00000000000000aa"]
        let kept = [
            ".out.jsonl.navsim-tmp-1-0123456789abcdeg",  // not hex
            ".out.jsonl.navsim-tmp-1-0123456789abcde",  // 15 digits
            ".out.jsonl.navsim-tmp-x-0123456789abcdef",  // not a process id
            ".other.jsonl.navsim-tmp-1-0123456789abcdef",  // another output's
            "out.jsonl.navsim-tmp-1-0123456789abcdef",  // not hidden
        ]
        for name in abandoned + kept {
            try Data("old".utf8).write(to: folder.appendingPathComponent(name))
        }
        // One whose writer is alive: this process holds its lock.
        let live = folder.appendingPathComponent(".out.jsonl.navsim-tmp-7-fedcba9876543210").path
        try Data("live".utf8).write(to: URL(fileURLWithPath: live))
        let fd = open(live, O_RDONLY)
        #expect(flock(fd, LOCK_EX) == 0)
        defer { close(fd) }
        #expect(try navsim("convert", trace, "--output", folder.appendingPathComponent("out.jsonl").path).status == 0)
        #expect(
            try names(in: folder)
                == (kept + [".out.jsonl.navsim-tmp-7-fedcba9876543210", "out.jsonl", "t.navtrace"]).sorted())
    }

    @Test func aTraceAnotherRecordIsWritingIsNeverReplaced() throws {
        let folder = try temporaryFolder()
        let trace = folder.appendingPathComponent("live.navtrace").path
        let writer = try startNavsim("record", "editor", "--explore", "50000000", "--output", trace)
        defer {
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }
        let size = try #require(eventually { fileSize(trace).flatMap { $0 >= 100_000 ? $0 : nil } })
        let refused = try navsim("record", "login", "--explore", "3", "--output", trace)
        #expect(refused.status == 3)
        #expect(refused.error == "navsim: \(trace) already exists (use --force to replace it)\n")
        let forced = try navsim("record", "login", "--explore", "3", "--output", trace, "--force")
        #expect(forced.status == 3)
        #expect(
            forced.error
                == "navsim: \(trace) is being written by another process (it holds the trace's lock); it was not touched\n"
        )
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        // Still the editor's trace, never truncated, and valid.
        #expect(try #require(fileSize(trace)) >= size)
        let header = try Data(contentsOf: URL(fileURLWithPath: trace)).prefix(64)
        #expect(header.range(of: Data("editor".utf8)) != nil)
        #expect([0, 1].contains(try navsim("check", trace).status))
    }

    @Test func aFullDiskIsAnOutputFailureInOneLine() throws {
        let folder = try temporaryFolder()
        let walk = folder.appendingPathComponent("walk.navtrace").path
        #expect(try navsim("record", "editor", "--explore", "500", "--output", walk).status == 0)
        let disk = try smallDisk(in: folder)
        defer { _ = try? command("/usr/bin/env", "umount", disk.path) }
        let trace = disk.appendingPathComponent("t.navtrace").path
        // The disk fills during the walk: what is recorded stays a valid prefix.
        let full = try navsim("record", "editor", "--explore", "5000", "--output", trace)
        #expect(full.status == 3)
        #expect(full.failedWithOneLine, "\(full.error)")
        #expect(full.error.contains(trace) && full.error.contains("No space left on device"), "\(full.error)")
        #expect([0, 1].contains(try navsim("check", trace).status))
        // What it says the trace keeps is what the trace holds.
        let kept = try #require(full.error.firstMatch(of: /keeps (\d+) of the (\d+) events recorded before it/))
        #expect(Int(kept.1)! < Int(kept.2)!)
        let last = try navsim("log", trace, "--from", String(kept.1))
        #expect(last.output.hasPrefix("\(kept.1)\t") && last.output.split(separator: "\n").count == 1)
        try FileManager.default.removeItem(atPath: trace)
        // The disk fills at the last write, when the trace is closed.
        try Data(count: 56 << 10).write(to: disk.appendingPathComponent("filler"))
        let atClose = try navsim("record", "editor", "--explore", "100", "--fsync", "never", "--output", trace)
        #expect(atClose.status == 3)
        #expect(atClose.error == "navsim: cannot write \(trace): No space left on device\n")
        try FileManager.default.removeItem(atPath: trace)
        // A conversion that does not fit leaves nothing behind.
        let jsonl = disk.appendingPathComponent("walk.jsonl").path
        let convert = try navsim("convert", walk, "--output", jsonl)
        #expect(convert.status == 3)
        #expect(convert.error == "navsim: cannot write \(jsonl): No space left on device\n")
        #expect(try names(in: disk) == ["filler"])
    }

    @Test func aTraceWhoseHeaderCannotBeWrittenLeavesNothingBehind() throws {
        let folder = try temporaryFolder()
        let disk = try smallDisk(in: folder)
        defer { _ = try? command("/usr/bin/env", "umount", disk.path) }
        // Full to the last byte: a new file can be made, but no byte written to it.
        let filler = disk.appendingPathComponent("filler")
        try Data(count: 64 << 10).write(to: filler)
        let trace = disk.appendingPathComponent("t.navtrace").path
        let arguments = ["record", "login", "--scenario", scenarioPath("login-navigator"), "--output", trace]
        let full = try navsim(arguments)
        #expect(full.status == 3)
        #expect(full.error == "navsim: cannot write \(trace): No space left on device\n")
        #expect(try names(in: disk) == ["filler"])
        // Once there is room, the same command works: nothing is in its way.
        try FileManager.default.removeItem(at: filler)
        let again = try navsim(arguments)
        #expect(again.status == 0, "\(again.error)")
        #expect(try navsim("check", trace).status == 0)
    }
}

/// A 64 KiB tmpfs mounted at `disk` in `folder`, to fill; the caller unmounts it. The test
/// is cancelled where it cannot be mounted (it needs root).
private func smallDisk(in folder: URL) throws -> URL {
    let disk = folder.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
    let mount = try command("/usr/bin/env", "mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk.path)
    if mount.status != 0 {
        try Test.cancel("cannot mount a 64 KiB tmpfs to fill (it needs root): \(mount.error)")
    }
    return disk
}

/// Runs a program other than navsim, for the tests' own setup.
private func command(_ executable: String, _ arguments: String...) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let error = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    try process.run()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: "", error: String(decoding: errData, as: UTF8.self))
}
