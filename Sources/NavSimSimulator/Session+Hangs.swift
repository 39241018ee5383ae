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
        let magic = Array("NAVHUNG\n".utf8)
        guard bytes.count == magic.count + 24, Array(bytes.prefix(magic.count)) == magic else { return nil }
        let numbers = (0..<3).map { number in
            (0..<8).reduce(UInt64(0)) { value, byte in
                value | UInt64(bytes[magic.count + number * 8 + byte]) << (8 * UInt64(byte))
            }
        }
        return (
            Int(Int64(bitPattern: numbers[0])), Int(Int64(bitPattern: numbers[1])), Int(Int64(bitPattern: numbers[2]))
        )
    }
}
