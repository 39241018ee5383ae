import CGraphvizWorker
import Foundation

/// What the environment tells the renderer for tests: a fault for its workers to have, and
/// how long a worker may make no progress.
///
/// - `NAVSIM_GRAPHVIZ_FAULT=stall`: every worker takes its request and then waits forever;
///   `stall-once`: only the first worker of the process does; `held-lock`: the thread that
///   starts a worker holds a lock across the start that the worker then takes (a forked
///   worker would wait for it forever).
/// - `NAVSIM_GRAPHVIZ_STALL_SECONDS=N`: the default
///   ``GraphvizRenderer/stallLimit``, in whole seconds, 1 or more.
///
/// Unset or anything else: no fault, and ``GraphvizRenderer/standardStallLimit``.
struct GraphvizHooks: Sendable {
    /// The faults a test can ask for.
    enum Fault: String, Sendable {
        case stall
        case stallOnce = "stall-once"
        case heldLock = "held-lock"
    }

    /// The fault the workers have, if any.
    let fault: Fault?
    /// The stall limit renderers start with, when set.
    let stallLimit: Duration?

    /// The hooks of this process, read once.
    static let current = GraphvizHooks(environment: ProcessInfo.processInfo.environment)

    /// Reads the hooks from `environment`.
    init(environment: [String: String]) {
        fault = environment["NAVSIM_GRAPHVIZ_FAULT"].flatMap(Fault.init(rawValue:))
        stallLimit = environment["NAVSIM_GRAPHVIZ_STALL_SECONDS"].flatMap(Int.init).flatMap {
            $0 > 0 ? .seconds($0) : nil
        }
    }

    /// The fault the worker with this `index` (0 for the process's first) is started with.
    func fault(forWorker index: Int) -> navsim_fault {
        switch fault {
        case .stall: NAVSIM_FAULT_STALL
        case .stallOnce: index == 0 ? NAVSIM_FAULT_STALL : NAVSIM_FAULT_NONE
        case .heldLock: NAVSIM_FAULT_HELD_LOCK
        case nil: NAVSIM_FAULT_NONE
        }
    }
}
