import Foundation
import NavSimCore
import NavSimJournal
import NavSimReplay
import NavSimSimulator

/// Writes `text` as one line to standard output, with newlines and other control and
/// bidirectional characters (which a hostile name could use to forge lines or rewrite the
/// terminal) shown as `\u{…}`.
func say(_ text: String) {
    writeOutput(terminalSafe(text) + "\n")
}

/// Writes `text` as it is to NavSim's standard output.
func writeOutput(_ text: String) {
    if let ownOutput { fputs(text, ownOutput) } else { print(text, terminator: "") }
}

/// The copy of standard output NavSim writes to once the app's output is diverted
/// (``divertAppOutput()``); `nil` before.
nonisolated(unsafe) private var ownOutput: UnsafeMutablePointer<FILE>?

/// Readies the process to run apps: what app code prints (its `print`, its writes to
/// standard output) goes to standard error from now on, so that NavSim's own output
/// (`--json` above all) stays apart, work queued from outside the sessions is counted
/// (``Runtime/watchOutsideWork()``), and apps' files go to a sealed folder
/// (``Runtime/sealFiles()``).
func prepareForApps() {
    Runtime.watchOutsideWork()
    Runtime.sealFiles()
    divertAppOutput()
}

/// Sends what app code prints (its `print`, its writes to file descriptor 1) to standard
/// error from now on, while NavSim's own output goes on to standard output through a copy
/// of it: so `--json` stays JSON whatever the app prints. Called before any of a user's
/// code runs: before an app is made (its `make`, its scene delegate) and before its
/// invariants are asked.
func divertAppOutput() {
    guard ownOutput == nil else { return }
    fflush(nil)
    let copy = dup(STDOUT_FILENO)
    guard copy >= 0, let file = fdopen(copy, "w") else { return }
    setvbuf(file, nil, _IOLBF, 0)
    guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
        fclose(file)
        return
    }
    ownOutput = file
}

/// `text` as one line: every control character (but tab, if `keepingTabs`), every line
/// and paragraph separator, and every bidirectional override written as an escape, and
/// every byte of a file name that is not UTF-8 as `\xff` (``SystemPath/escape(_:)``).
func terminalSafe(_ text: String, keepingTabs: Bool = true) -> String {
    // Printable ASCII, what most lines are, is neither escaped nor disguising: as it is.
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
    var safe = ""
    safe.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        if let byte = SystemPath.escape(scalar) {
            safe += byte
        } else if scalar.isDisguising && (scalar != "\t" || !keepingTabs) {
            safe += scalar.visibleEscape
        } else {
            safe.unicodeScalars.append(scalar)
        }
    }
    return safe
}

/// The name this executable was run as (`navsim`, or a user's `shop-navsim`), which
/// messages and help name.
let programName: String = {
    let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
    return name.isEmpty ? "navsim" : name
}()

/// `count` and `noun`, plural unless the count is one: `1 finding`, `6 inputs`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Prints a state difference indented under its legend, if there is one.
func show(_ difference: StateDifference, removed: String, added: String) {
    guard !difference.isEmpty else { return }
    say("  state difference (- \(removed), + \(added)):")
    for line in difference.description.split(separator: "\n") { say("    \(line)") }
}
