import Foundation
import NavSimCore
import NavSimJournal

/// A trace opened for reading: binary (`.navtrace`, streamed) or JSON Lines (`.jsonl`).
struct TraceFile: EventSource {
    let path: String
    let manifest: TraceManifest
    /// The events, read as they are needed.
    var events: any EventSource
    /// The binary reader, for its recovery report, when it is read on this thread.
    private let reader: TraceReader?
    /// The binary reader on a second thread, when it is read ahead.
    private let readAhead: ReadAhead?
    /// Reading progress, shown on a terminal once reading has taken two seconds.
    private var progress: Progress?
    /// The binary trace's size in bytes, for the progress line; 0 when not known.
    private var size = 0
    private var eventsRead = 0
    /// Whether reaching the end says on stderr that a torn tail was dropped.
    private var notingTornTail = true

    /// Opens `path`, naming the file in every error.
    ///
    /// Binary traces are read by `TraceReader`, JSON Lines by `JSONLinesReader` (line by
    /// line, with the same limits `convert` applies), both as the events are needed. Reading
    /// that takes more than two seconds (a large trace, or a command that does much with each
    /// event) shows its progress on a terminal, `walk.navtrace: 120000 events, 3 of 40 MiB read`,
    /// unless `showingProgress` is false (when several traces are read at once). Reaching the end of a trace whose torn
    /// tail the reader dropped says so on stderr, `navsim: PATH: note: …`
    /// (``tornTailNote``), unless `notingTornTail` is false: for a command that says it
    /// itself, in its report or in the order of its traces.
    static func open(
        _ path: String, mode: RecoveryMode = .strict, showingProgress: Bool = true, notingTornTail: Bool = true
    ) throws -> TraceFile {
        var file = try opening(path, mode: mode, showingProgress: showingProgress)
        file.notingTornTail = notingTornTail
        if showingProgress { file.progress = Progress(label: "\(terminalSafe(path)):", total: 0, delay: .seconds(2)) }
        return file
    }

    /// Opens `path` with the reader and progress that suit it.
    private static func opening(_ path: String, mode: RecoveryMode, showingProgress: Bool) throws -> TraceFile {
        if isJSONLines(path) {
            let reader: JSONLinesReader
            do {
                reader = try JSONLinesReader(path: path)
            } catch {
                throw error.naming(path)
            }
            return TraceFile(path: path, manifest: reader.manifest, events: reader, reader: nil, readAhead: nil)
        }
        let reader = try TraceReader(path: path, mode: mode)
        guard showingProgress else {
            return TraceFile(path: path, manifest: reader.manifest, events: reader, reader: reader, readAhead: nil)
        }
        // One trace at a time: decode on a second core, a batch ahead of the fold.
        let readAhead = ReadAhead(reader)
        var info = stat()
        var file = TraceFile(
            path: path, manifest: reader.manifest, events: readAhead, reader: nil, readAhead: readAhead)
        file.size = SystemPath.withCString(path, { stat($0, &info) }) == 0 ? Int(info.st_size) : 0
        return file
    }

    /// The binary reader's recovery report, complete once every event was read.
    var recoveryReport: RecoveryReport? { readAhead?.report ?? reader?.report }

    /// What to say of a torn tail the reader dropped, once the events are read; `nil` when
    /// none was.
    var tornTailNote: String? { Self.tornTailNote(bytes: recoveryReport?.droppedTailBytes ?? 0) }

    /// What to say of a torn tail of `bytes` bytes; `nil` for none.
    static func tornTailNote(bytes: UInt64) -> String? {
        bytes > 0 ? "note: the last \(bytes) bytes are a torn record (an interrupted write), ignored" : nil
    }

    /// Reads every event.
    mutating func readAll() throws -> [NavigationEvent] {
        var all: [NavigationEvent] = []
        while let event = try nextEvent() { all.append(event) }
        return all
    }

    /// The next event, with the file named in a read error.
    mutating func nextEvent() throws -> NavigationEvent? {
        eventsRead += 1
        if eventsRead % 1024 == 0, let progress {
            let megabytes =
                readAhead.map { size >= 1 << 20 ? ", \($0.offset >> 20) of \(size >> 20) MiB read" : "" } ?? ""
            progress.show("\(eventsRead) events\(megabytes)")
        }
        do {
            guard let event = try events.nextEvent() else {
                progress?.finish()
                if notingTornTail, let note = tornTailNote {
                    complain("\(path): \(note)")
                    // Once, however often the end is asked for again.
                    notingTornTail = false
                }
                return nil
            }
            return event
        } catch let error as TraceError {
            throw error.naming(path)
        }
    }

    /// Folds the events up to `step` (all of them when `nil`).
    mutating func state(at step: Int?) throws -> NavigationState {
        var state = NavigationState()
        while step.map({ state.step < $0 }) ?? true, let event = try nextEvent() {
            do {
                try state.apply(event)
            } catch {
                throw Failure.badInput("\(path): \(error)")
            }
        }
        if let step, state.step < step {
            throw Failure.badInput("\(path) has \(state.step) events; step \(step) is past its end")
        }
        return state
    }
}

extension TraceError {
    /// The error as a failure whose message names `path`, unless the error names its file
    /// already (I/O errors, bad headers).
    func naming(_ path: String) -> any Error {
        switch self {
        case .corruptRecord, .malformedRecord, .unknownRecordType, .outOfSequence, .sequenceExhausted,
            .incompatibleEventTypes, .invalidJSONLines:
            Failure.badInput("\(path): \(self)")
        default:
            self
        }
    }
}

/// Whether `path` names a JSON Lines file by its extension.
func isJSONLines(_ path: String) -> Bool { path.lowercased().hasSuffix(".jsonl") }
