import Foundation
import Testing

/// The Graphviz worker under faults forced through `NAVSIM_GRAPHVIZ_FAULT`: a lock navsim
/// holds while it starts the worker never reaches the worker; a worker that makes no
/// progress is replaced once, and two in a row are one error line, exit 3 and no file. Each
/// runs on Linux's path and on the POSIX-only one (`NAVSIM_PORTABLE=1`, docs/platforms.md),
/// where the worker sends its CPU time itself.
@Suite struct RenderWorkerTests {
    /// Exports the hierarchy at step 20 of the seed trace to `output` with `environment`.
    func export(to output: URL, environment: [String: String] = [:]) throws -> Run {
        let arguments = [
            "export", "Traces/projects-seed.navtrace", "--hierarchy", "--at", "20", "--output", output.path,
        ]
        return try run("navsim", arguments, environment: environment)
    }

    /// The same export to `h.png` in a new folder, the workers having `fault` and stalling
    /// after `stallSeconds`.
    func export(fault: String, stallSeconds: Int, portable: String) throws -> (run: Run, png: URL, folder: URL) {
        let folder = try temporaryFolder()
        let png = folder.appendingPathComponent("h.png")
        let environment = [
            "NAVSIM_GRAPHVIZ_FAULT": fault, "NAVSIM_GRAPHVIZ_STALL_SECONDS": "\(stallSeconds)",
            "NAVSIM_PORTABLE": portable,
        ]
        return (try export(to: png, environment: environment), png, folder)
    }

    /// The PNG written with no fault, to compare with.
    func plainPNG(in folder: URL) throws -> Data {
        let png = folder.appendingPathComponent("plain.png")
        #expect(try export(to: png).status == 0)
        return try Data(contentsOf: png)
    }

    // A forked worker got a copy of every lock another thread of navsim held at that instant
    // (pango's own threads were still running after the first render) and waited forever.
    /// `NAVSIM_PORTABLE`'s values: Linux's path, and the POSIX-only one.
    static let paths = ["0", "1"]

    @Test(arguments: paths) func aLockHeldWhileTheWorkerStartsDoesNotReachIt(portable: String) throws {
        let (run, png, folder) = try export(fault: "held-lock", stallSeconds: 5, portable: portable)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        #expect(try Data(contentsOf: png) == plainPNG(in: folder))
    }

    @Test(arguments: paths) func aWorkerThatMakesNoProgressIsReplacedOnce(portable: String) throws {
        let (run, png, folder) = try export(fault: "stall-once", stallSeconds: 1, portable: portable)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "wrote \(png.path) (png, \(try Data(contentsOf: png).count) bytes)\n")
        #expect(run.error == "")
        #expect(try Data(contentsOf: png) == plainPNG(in: folder))
    }

    @Test(arguments: paths) func twoWorkersThatMakeNoProgressAreOneErrorLineAndNoFile(portable: String) throws {
        let (run, png, folder) = try export(fault: "stall", stallSeconds: 1, portable: portable)
        #expect(run.status == 3)
        #expect(
            run.error
                == "navsim: cannot draw \(png.path): Graphviz made no progress: its worker process used no CPU time "
                + "and sent nothing for 1 s, in 2 worker processes one after the other; each was stopped\n")
        #expect(run.output == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
}
