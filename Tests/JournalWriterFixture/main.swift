// A trace writer process for the journal's crash tests.
//
// Usage: JournalWriterFixture SOURCE TRACE always|batch|never COUNT [END]
//
// Appends COUNT events, cycling through the events of the trace SOURCE, to a new trace at
// TRACE. After each append returns it prints the event's sequence number on its own line:
// with `always` a printed number means the event is durable. The tests kill it with
// SIGKILL part way through. Without END it then closes the trace; with END it dies without
// closing it: `trap` (a Swift runtime trap), `overflow` (a stack overflow), `segv`,
// `abort`, `exit` (exit(3) with the writer still open), or `SIGINT`, `SIGTERM`, `SIGHUP`
// raised at itself.

import NavSimCore
import NavSimJournal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints a line to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    var line = Array("JournalWriterFixture: \(message)\n".utf8)
    _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

// A process started from a test inherits the signal mask of the thread that started it,
// where Dispatch blocks SIGINT and SIGTERM; a shell starts processes with none blocked.
var none = sigset_t()
sigemptyset(&none)
sigprocmask(SIG_SETMASK, &none, nil)

let arguments = CommandLine.arguments
guard arguments.count == 5 || arguments.count == 6, let count = Int(arguments[4]) else {
    fail("usage: JournalWriterFixture SOURCE TRACE always|batch|never COUNT [END]")
}
let policy: FsyncPolicy
switch arguments[3] {
case "always": policy = .always
case "batch": policy = .batch(count: 64, milliseconds: 5)
case "never": policy = .never
default: fail("unknown policy \(arguments[3])")
}

do {
    let source = try TraceReader.readAll(path: arguments[1])
    let events = source.events
    guard !events.isEmpty else { fail("no events in \(arguments[1])") }
    let writer = try TraceWriter(creating: arguments[2], manifest: source.manifest, policy: policy)
    for index in 0..<count {
        try writer.append(events[index % events.count])
        var line = Array("\(writer.lastSequence)\n".utf8)
        _ = line.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    }
    if arguments.count == 6 { die(arguments[5]) }
    try writer.close()
} catch {
    fail("\(error)")
}

/// Ends the process the way `end` names, with the writer still open.
func die(_ end: String) -> Never {
    switch end {
    case "trap":
        let empty: [Int] = Array(repeating: 0, count: arguments.count - 6)
        print(empty[arguments.count])
    case "overflow": print(recurse(arguments.count))
    case "segv": UnsafeMutablePointer<Int>(bitPattern: arguments.count * 2)?.pointee = 1
    case "abort": abort()
    case "exit": exit(3)
    case "SIGINT": raise(SIGINT)
    case "SIGTERM": raise(SIGTERM)
    case "SIGHUP": raise(SIGHUP)
    default: fail("unknown end \(end)")
    }
    fail("still alive after \(end)")
}

/// Recurses until the stack overflows.
func recurse(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth)
    withUnsafeMutablePointer(to: &frame) { _ in }
    return recurse(depth + 1) + frame.0
}
