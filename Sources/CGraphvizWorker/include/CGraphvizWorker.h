// The render worker: a process of its own that runs Graphviz for the process that renders,
// so that nothing Graphviz does — an assertion's abort(), a crash in deep recursion, a loop
// that never ends, a heap it corrupts, a lock it never gets — can reach that process. The
// worker is a fresh image of the same executable (posix_spawn of navsim_executable_path()), never a
// bare fork: a fork copies the locks other threads hold at that instant, and pango starts
// threads of its own (fontconfig matching and sorting) that are often still running when
// the first render returns; a forked child then waited forever on them. In the worker a
// constructor runs the C below and libgvc before main, never NavSim's Swift. It takes
// requests one after the other on its stdin, answers each on its stdout, and exits after
// any request that failed (a graph above the limits, closed before layout, is not a
// failure), so that a failed layout's state is never used again. See docs/diagrams.md
// ("The renderer and the Graphviz facts").
#ifndef NAVSIM_GRAPHVIZ_WORKER_H
#define NAVSIM_GRAPHVIZ_WORKER_H

#include <stdint.h>
#include <sys/types.h>

/// How a render ended in the worker: the first field of its report.
enum {
    NAVSIM_RENDER_OK = 0,
    NAVSIM_RENDER_INVALID_DOT = 1,
    NAVSIM_RENDER_TOO_LARGE = 2,
    NAVSIM_RENDER_LAYOUT_FAILED = 3,
    NAVSIM_RENDER_RENDER_FAILED = 4,
};

/// The fixed-size start of a request; the DOT text, the engine's name and the format's
/// name follow, without terminators.
typedef struct {
    uint64_t dot_length;
    uint64_t engine_length;
    uint64_t format_length;
    uint64_t maximum_nodes;
    uint64_t maximum_edges;
    uint64_t maximum_subgraphs;
} navsim_render_request;

/// The fixed-size start of an answer; `message_length` bytes of Graphviz's messages and
/// `data_length` bytes of the picture follow.
typedef struct {
    uint32_t status;
    uint32_t message_length;
    uint64_t nodes;
    uint64_t edges;
    uint64_t subgraphs;
    uint64_t data_length;
} navsim_render_report;

/// A fault the worker is told to have, for tests (`NAVSIM_GRAPHVIZ_FAULT`).
typedef enum {
    NAVSIM_FAULT_NONE = 0,
    /// The worker takes the request and then waits forever, using no CPU time.
    NAVSIM_FAULT_STALL = 1,
    /// The spawning thread holds a lock across the spawn that the worker then takes: a
    /// forked child would wait for it forever, a fresh image never sees it held.
    NAVSIM_FAULT_HELD_LOCK = 2,
} navsim_fault;

/// The parent's ends of a worker's channels.
typedef struct {
    pid_t pid;
    int requests;
    int answers;
    int errors;
    /// The worker's CPU time, sent every 100 ms in the POSIX path (CPlatform); -1 in the
    /// Linux path, where /proc tells.
    int beats;
} navsim_worker;

/// Starts a worker with `fault`; its `pid` is -1, with errno set, when that fails. The
/// parent's ends close on exec; requests go through a socket, so that writing to a worker
/// that died is an error (EPIPE with MSG_NOSIGNAL), not a SIGPIPE.
navsim_worker navsim_spawn_worker(navsim_fault fault);

/// Sends all of `bytes` to a worker; -1 with errno EPIPE when it has gone.
int navsim_send_all(int fd, const void *bytes, size_t count);

/// The CPU time a worker has used so far, in units of its own (only compared for change):
/// from /proc when `beats` is -1, else the last beat sent (`last` when none came since).
/// -1 when it cannot be read; `*busy` is set when /proc shows one of its threads running,
/// waiting to run, or in an uninterruptible wait (a disk read): not stuck, whatever its CPU
/// time says.
long long navsim_worker_activity(pid_t pid, int beats, long long last, int *busy);

/// The signal that ended a child, from waitpid's status, or 0 when it exited.
int navsim_terminating_signal(int status);

/// The exit code of a child that exited, from waitpid's status, or -1.
int navsim_exit_code(int status);

#endif
