// A trace writer process for the journal's crash tests.
//
// Usage: JournalWriterFixture SOURCE TRACE always|batch|never COUNT
//
// Appends COUNT events, cycling through the events of the trace SOURCE, to a new trace at
// TRACE. After each append returns it prints the event's sequence number on its own line:
// with `always` a printed number means the event is durable. The tests kill it with
// SIGKILL part way through.

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

let arguments = CommandLine.arguments
guard arguments.count == 5, let count = Int(arguments[4]) else {
    fail("usage: JournalWriterFixture SOURCE TRACE always|batch|never COUNT")
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
    try writer.close()
} catch {
    fail("\(error)")
}
