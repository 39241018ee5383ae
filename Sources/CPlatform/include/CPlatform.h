// The calls of NavSim's processes and files that differ between platforms. Each has a
// Linux path (exact or cheaper: /proc, pipe2, closefrom) and a path that uses POSIX calls
// only, the one a build for another platform has. On Linux the POSIX path runs instead
// when the environment sets NAVSIM_PORTABLE=1, so that CI runs the code a macOS build
// would run (docs/platforms.md).
#ifndef NAVSIM_PLATFORM_H
#define NAVSIM_PLATFORM_H

#include <spawn.h>
#include <sys/types.h>

/// Whether the POSIX-only paths run: always where Linux's are not built, and on Linux when
/// NAVSIM_PORTABLE=1 was set as the process started.
int navsim_platform_is_portable(void);

/// A pipe whose two ends close on exec; 0, or -1 with errno set.
int navsim_pipe_cloexec(int ends[2]);

/// A connected pair of stream sockets whose ends close on exec and raise no SIGPIPE where
/// the platform can say so per socket; 0, or -1 with errno set.
int navsim_socketpair_cloexec(int ends[2]);

/// Makes `actions` close, in the spawned process, every descriptor from `lowest` up that
/// is open in this one; 0, or an error number.
int navsim_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// The absolute path of the running executable, or NULL when it cannot be found: Linux's
/// /proc/self/exe, else the path the process was started by (argv[0], resolved against the
/// working directory or PATH as the process started).
const char *navsim_executable_path(void);

/// The executable's absolute path as argv[0] leads to it (the POSIX path of
/// `navsim_executable_path`), or NULL.
const char *navsim_started_executable_path(void);

/// The CPU time, in clock ticks, that process `pid` has used so far, and in `busy` whether
/// one of its threads is running, waiting to run or reading a disk; -1 where that cannot be
/// read (the POSIX path: POSIX reads no other process's CPU time).
long long navsim_process_cpu_ticks(pid_t pid, int *busy);

/// How many threads this process has, or -1 where that cannot be read (the POSIX path).
int navsim_thread_count(void);

/// `fork()`, after which the child's only thread has its own thread id where the Swift
/// runtime caches it in thread-local storage (the lock of `swift_once`, which makes lazy
/// globals and statics, and `Mutex`, a copy in each module that locks one): a child would
/// keep the forking thread's, so that such a lock it releases while another thread of the
/// child waits for it fails (`FUTEX_UNLOCK_PI`: EPERM) and both threads spin for ever (a
/// background thread's first `Thread.current` while the main thread makes the same static). Linux path:
/// the forking thread's caches are emptied across the fork (every loaded object's symbol
/// table is read once for them), so the child fills them with its own id; the POSIX path is
/// `fork()`.
pid_t navsim_fork(void);

#endif
