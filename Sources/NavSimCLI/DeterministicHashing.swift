import CPlatform
import Foundation

/// Makes `Set` and `Dictionary` iterate in the same order on every run of the app.
///
/// Swift seeds its hashing at random in each process, so an app that builds a URL's query,
/// a list or a title by iterating a dictionary does it in another order each time, and the
/// same inputs would record another trace. The runtime reads `SWIFT_DETERMINISTIC_HASHING`
/// once, as the process starts; so when it is not set, the command sets it and runs itself
/// again in place (`execv`, the same process id), before it reads an argument. A value the
/// user set is left as it is.
enum DeterministicHashing {
    /// Runs this program again with `SWIFT_DETERMINISTIC_HASHING=1` unless it is set; where
    /// that is impossible, says so once on stderr and goes on.
    static func restartIfNeeded() {
        guard getenv(variable) == nil else { return }
        setenv(variable, "1", 1)
        let reason: String
        if let executable = navsim_executable_path() {
            execv(executable, CommandLine.unsafeArgv)
            reason = String(cString: strerror(errno))
        } else {
            reason = "its executable's path is unknown"
        }
        complain(
            "warning: could not restart with \(variable)=1 (\(reason)); traces of apps "
                + "that iterate a Set or a Dictionary can differ from run to run")
    }

    private static let variable = "SWIFT_DETERMINISTIC_HASHING"
}
