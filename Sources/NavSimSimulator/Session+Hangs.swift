internal import CSimulatedTime

extension Session {
    /// Limits each input of every session in this process to `limit` of wall-clock time:
    /// app code that has not returned by then (a loop that never ends, a wait for ever) is
    /// a hang, and `onHang` runs.
    ///
    /// The app's thread cannot be stopped, so `onHang` must end the process; it runs in a
    /// signal handler (SIGALRM, from an `ITIMER_REAL` timer), on whichever thread the signal
    /// reaches, and may only make async-signal-safe calls, such as `TraceWriter.hangEnding`
    /// or ``hangReport``.
    ///
    /// ```swift
    /// Session.limitInputs(to: .seconds(10), onHang: TraceWriter.hangEnding)
    /// ```
    ///
    /// - Parameters:
    ///   - limit: The longest an input may take; `nil` for no limit.
    ///   - onHang: What ends the process when an input takes longer.
    nonisolated public static func limitInputs(to limit: Duration?, onHang: @convention(c) () -> Void) {
        let nanoseconds = limit.map {
            $0.components.seconds * 1_000_000_000 + $0.components.attoseconds / 1_000_000_000
        }
        navsim_simulation_limit_inputs(max(nanoseconds ?? 0, 0), onHang)
    }

    /// Labels the inputs that begin from now on, for ``hangReport``: which input of which
    /// piece of work hung.
    nonisolated public static func labelInputs(_ first: Int, _ second: Int, _ third: Int) {
        navsim_simulation_label_inputs(Int64(first), Int64(second), Int64(third))
    }

    /// Makes ``hangReport`` write `line` to `descriptor`, or, when `line` is `nil`, a hang
    /// record that ``hangLabel(in:)`` reads.
    nonisolated public static func reportHangs(to descriptor: Int32, line: String?) {
        if let line {
            navsim_simulation_set_hang_report(descriptor, line)
        } else {
            navsim_simulation_set_hang_report(descriptor, nil)
        }
    }

    /// A hang receiver for ``limitInputs(to:onHang:)``: writes what ``reportHangs(to:line:)``
    /// set, then exits with ``hangExitStatus``.
    nonisolated public static let hangReport: @convention(c) () -> Void = navsim_simulation_report_hang

    /// The exit status of a process ``hangReport`` ended: 124, as `timeout(1)` reports a
    /// command that ran out of time.
    nonisolated public static let hangExitStatus = Int32(NAVSIM_HANG_EXIT_STATUS)

    /// A limit as its messages say it: `10 s`, `0.5 s`.
    nonisolated package static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds) s" : "\(Double(seconds) + Double(attoseconds) / 1e18) s"
    }

    /// The label of the input that hung, when `bytes` is a hang record; else `nil`.
    nonisolated public static func hangLabel(in bytes: [UInt8]) -> (Int, Int, Int)? {
        numbers(in: bytes, after: NAVSIM_HANG_MAGIC, count: 3).map { ($0[0], $0[1], $0[2]) }
    }

    /// Makes a trap in app code in this process (a `fatalError`, a force unwrap of `nil`,
    /// an abort, a bad memory access, a stack overflow) write a trap record where
    /// ``reportHangs(to:line:)`` set, naming the input ``labelInputs(_:_:_:)`` labelled and
    /// the signal, and end the process with ``trapExitStatus``: for a forked explorer
    /// worker, whose parent goes on.
    nonisolated public static func reportTraps() { navsim_simulation_report_traps() }

    /// The exit status of a process a trap record ended: 125.
    nonisolated public static let trapExitStatus = Int32(NAVSIM_TRAP_EXIT_STATUS)

    /// The label of the input that trapped and the signal, when `bytes` is a trap record.
    nonisolated public static func trapRecord(in bytes: [UInt8]) -> (label: (Int, Int, Int), signal: Int32)? {
        numbers(in: bytes, after: NAVSIM_TRAP_MAGIC, count: 4).map {
            (($0[0], $0[1], $0[2]), Int32(truncatingIfNeeded: $0[3]))
        }
    }

    /// Ends this process with an exit record where ``reportHangs(to:line:)`` set: app code
    /// called `exit(status)` after `events` events, said by ``exitRecord(in:)``; the process
    /// ends with ``trapExitStatus``, as a forked worker's trap does, whose parent goes on.
    nonisolated package static func reportExit(status: Int32, afterEvents events: Int) -> Never {
        navsim_simulation_report_exit(Int64(events), status)
    }

    /// The label of the input in which app code called `exit` (its third number the events
    /// before it) and the status, when `bytes` is an exit record.
    nonisolated package static func exitRecord(in bytes: [UInt8]) -> (label: (Int, Int, Int), status: Int32)? {
        numbers(in: bytes, after: NAVSIM_EXIT_MAGIC, count: 4).map {
            (($0[0], $0[1], $0[2]), Int32(truncatingIfNeeded: $0[3]))
        }
    }

    /// The `count` little-endian 8-byte numbers after `magic`, when `bytes` is exactly that.
    nonisolated private static func numbers(in bytes: [UInt8], after magic: String, count: Int) -> [Int]? {
        let magic = Array(magic.utf8)
        guard bytes.count == magic.count + count * 8, Array(bytes.prefix(magic.count)) == magic else { return nil }
        return (0..<count).map { number in
            Int(
                Int64(
                    bitPattern: (0..<8).reduce(UInt64(0)) { value, byte in
                        value | UInt64(bytes[magic.count + number * 8 + byte]) << (8 * UInt64(byte))
                    }))
        }
    }
}
