// The simulated clock and the simulated dispatch queues of the thread running a session.
//
// While a session answers an input, its thread carries the session's job queue
// (`navsim_simulation_queue`) and its virtual time. The process's `clock_gettime`,
// `gettimeofday` and `time` then read the virtual time on that thread, so `Date()`,
// `ContinuousClock.now` and `DispatchTime.now()` in app code are deterministic; every
// other thread reads the real clock. The standard library's random bytes on that thread
// come from the session too, so `Int.random(in:)` and `UUID()` are deterministic as well.
// Blocks sent to dispatch queues, waits for semaphores and groups, timer sources, and
// run-loop timers added to the main run loop, on that thread, go to the session instead of
// libdispatch and CoreFoundation; `concurrentPerform` runs its iterations in order on it;
// the session hears of each Swift task created there. The functions are defined in the
// executable, which exports them, so they take the place of libc's, libdispatch's,
// CoreFoundation's and the concurrency runtime's for every library.
#ifndef NAVSIM_SIMULATED_TIME_H
#define NAVSIM_SIMULATED_TIME_H

#include <stddef.h>
#include <stdint.h>

/// Where a block sent to a dispatch queue on a session's thread or worker goes
/// (`dispatch_async`, `dispatch_barrier_async`, `dispatch_group_async`, and `dispatch_after`
/// on the uptime clock, their `_f` variants, and a simulated timer source's handlers):
/// `jobs` is the session's job queue, `queue` the dispatch queue (retained for the
/// receiver), `group` the group it entered for the block or NULL, `delay` the nanoseconds
/// before it is due (-1: now), `barrier` whether it was sent as a barrier, `block` a copy the
/// receiver owns (run it with `navsim_dispatch_run`, or let it go with `navsim_block_release`
/// and `navsim_dispatch_let_go`).
typedef void (*navsim_block_receiver)(void *jobs, void *queue, void *group, int64_t delay, int barrier, void *block);

/// Sets the receiver of blocks; once, before any session.
void navsim_simulation_set_receiver(navsim_block_receiver receiver);

/// Where `dispatch_group_notify` on a session's thread or worker goes: `group` and `queue`
/// retained for the receiver, `block` a copy it owns.
typedef void (*navsim_notify_receiver)(void *jobs, void *group, void *queue, void *block);

/// Sets the receiver of group notifications; once, before any session.
void navsim_simulation_set_notify_receiver(navsim_notify_receiver receiver);

/// The objects a thread waits for.
enum {
    /// `dispatch_semaphore_wait`.
    navsim_wait_semaphore = 0,
    /// `dispatch_group_wait`.
    navsim_wait_group = 1
};

/// Where a wait for a semaphore or a group on a session's thread or worker goes:
/// `timeout` nanoseconds of virtual time (-1: for ever, or a deadline on the wall clock).
/// Returns 0 when it got the semaphore or the group emptied, 1 when it timed out, -1 when
/// the thread is to wait for real.
typedef long (*navsim_wait_receiver)(void *jobs, int kind, void *object, int64_t timeout);

/// Sets the receiver of waits; once, before any session.
void navsim_simulation_set_wait_receiver(navsim_wait_receiver receiver);

/// Where `dispatch_sync` onto the main queue on a session's thread or worker goes: returns
/// whether it took `block` and `queue` (a copy, and the queue retained, that it then owns,
/// as the block receiver's); 0 lets libdispatch run it.
typedef int (*navsim_sync_receiver)(void *jobs, void *queue, void *block);

/// Sets the receiver of `dispatch_sync` onto the main queue; once, before any session.
void navsim_simulation_set_sync_receiver(navsim_sync_receiver receiver);

/// Whether `queue` is the main queue.
int navsim_dispatch_is_main(void *queue);

/// Whether `queue` is one of libdispatch's global queues: by its label on Linux, by
/// comparing it with `dispatch_get_global_queue`'s on the POSIX path (`portable`).
int navsim_dispatch_is_global(void *queue);
int navsim_dispatch_is_global_on_path(void *queue, int portable);

/// Whether `queue` runs blocks side by side: a global queue, or a private one made with the
/// concurrent attribute (`DispatchQueue(label:attributes: .concurrent)`).
int navsim_dispatch_is_concurrent(void *queue);

/// Where a timer source made on a session's thread or worker (`DispatchSource.makeTimerSource`)
/// goes each time it is armed: its next firing is due `delay` nanoseconds from now. `record`
/// is NavSim's record of it, held for the receiver, and `generation` its schedule's number:
/// fire it with `navsim_timer_source_fire`.
typedef void (*navsim_source_receiver)(void *jobs, int64_t delay, void *record, int64_t generation);

/// Sets the receiver of timer sources; once, before any session.
void navsim_simulation_set_source_receiver(navsim_source_receiver receiver);

/// Fires a timer source handed to the receiver, as libdispatch does when it is due: sends
/// its event handler to its queue, unless it was cancelled, given a new schedule, or let go
/// by the app (or is suspended, and then the handler is sent once when it is resumed).
/// Returns the nanoseconds until it fires again, or -1 when it is done, and then releases
/// the record.
int64_t navsim_timer_source_fire(void *record, int64_t generation);

/// The event handler a timer source handed to the receiver runs when `generation`'s firing
/// comes, if that firing is its last: a one-shot schedule (interval `DISPATCH_TIME_FOREVER`)
/// still current, not cancelled, of a source the app still references. NULL for a repeating
/// source, which holds its handler until cancelled, and for a firing that runs nothing.
const void *navsim_timer_source_pending_handler(void *record, int64_t generation);

/// Releases a timer source handed to the receiver without firing it (a session torn down).
void navsim_timer_source_release(void *record);

/// Runs a block handed to the block receiver and lets it go, then leaves its group and
/// releases its queue.
void navsim_dispatch_run(void *block, void *queue, void *group);

/// Leaves `group` (if not NULL) and releases `queue` (if not NULL): a block handed to the
/// block receiver that will not run.
void navsim_dispatch_let_go(void *queue, void *group);

/// Releases a group handed to the notify receiver.
void navsim_dispatch_release_group(void *group);

/// Takes the semaphore, or finds the group empty, without waiting; whether it did.
int navsim_dispatch_try_wait(int kind, void *object);

/// Makes this thread run `queue`'s session at `nanoseconds` of virtual time since launch
/// (`queue` NULL: the real clock again). Returns the queue it carried before.
void *navsim_simulation_enter(void *queue, int64_t nanoseconds);

/// The session's job queue this thread carries, or NULL.
void *navsim_simulation_queue(void);

/// Sets this thread's virtual time, nanoseconds since launch.
void navsim_simulation_set_time(int64_t nanoseconds);

/// Counts sessions that begin (`change` 1) or end (-1).
void navsim_simulation_count_sessions(int change);

/// Makes the process count outside work from now on: a process that runs only sessions
/// (the `navsim` tool). In a test process other tests' threads use the same queues, and
/// their work cannot be told from the app's.
void navsim_simulation_watch_outside_work(void);

/// The kinds of work from outside the sessions.
enum {
    /// A block for the main queue, sent by a thread that carries no session.
    navsim_outside_main_queue_block = 0,
    /// A Swift concurrency job or sleep, enqueued by a thread that carries no session.
    navsim_outside_job = 1,
    /// A deadline NavSim cannot make virtual: on the wall clock, for another queue, or of a
    /// clock of the app's own.
    navsim_outside_deadline = 2,
    navsim_outside_kinds = 3
};

/// The count of work of `kind` queued from outside the sessions while one was alive and
/// the process watched.
uint64_t navsim_simulation_outside_work(int kind);

/// Counts one more piece of outside work of `kind`, if the process watches and a session
/// is alive.
void navsim_simulation_note_outside_work(int kind);

/// Where a run-loop timer (Foundation's `Timer`, a `CFRunLoopTimer`) added to the main or
/// the current run loop on a session's thread goes, `delay` nanoseconds before it fires:
/// `timer` is NavSim's record of it, which the receiver owns (fire it with
/// `navsim_run_loop_timer_fire`). The run loop itself never sees it.
typedef void (*navsim_timer_receiver)(void *queue, int64_t delay, void *timer);

/// Sets the receiver of run-loop timers; once, before any session.
void navsim_simulation_set_timer_receiver(navsim_timer_receiver receiver);

/// Fires a run-loop timer handed to a receiver, as the run loop does when its fire date
/// comes: its callout runs if it is still valid. Returns the nanoseconds until it fires
/// again (a repeating timer, or one whose fire date was moved later), or -1 when it is done,
/// and then releases the record.
int64_t navsim_run_loop_timer_fire(void *timer);

/// Releases a run-loop timer handed to a receiver without firing it (a session torn down).
/// Releasing an invalidated `Timer` Foundation made also lets go of the reference Foundation
/// keeps to it for ever on Linux (`navsim_simulation_foundation_keeps_timers`), as a run loop
/// lets an invalidated timer go.
void navsim_run_loop_timer_release(void *timer);

/// While `learning` is 1, the run-loop timers made on this thread tell which callout
/// Foundation gives its `Timer`s: make one `Timer` then, before the first session's.
void navsim_simulation_learn_foundation_timer(int learning);

/// Tells whether Foundation keeps every `Timer` it makes for ever (1: the `Timer` made while
/// learning outlived every reference to it, as Linux's Foundation has it): then releasing an
/// invalidated one's record lets go of Foundation's reference to it.
void navsim_simulation_foundation_keeps_timers(int keeps);

/// The Foundation `Timer` (unretained) a run-loop timer handed to a receiver fires once:
/// one Foundation made (its callout is the one learnt with
/// `navsim_simulation_learn_foundation_timer`), still valid, that does not repeat. NULL for a
/// repeating timer, an invalidated one, or one made by other code.
void *navsim_run_loop_timer_pending_timer(void *timer);

/// Makes `getpwuid` and `getpwuid_r` give `home` (copied; NULL: the real one) as every
/// user's home folder, as Foundation reads it for `NSHomeDirectory()` and the documents
/// folder: the folder a sealed process gives its apps.
void navsim_simulation_set_home(const char *home);

/// Takes one name of a defaults suite (`UserDefaults(suiteName:)`) written to on a
/// session's thread since the last call, or NULL when there is none; the caller frees it.
char *navsim_simulation_take_defaults_suite(void);

/// Where `exit(status)` called by app code on a session's thread goes first, once: the
/// session records it before the process ends (the receiver must not exit itself).
typedef void (*navsim_exit_receiver)(int status);

/// Sets the receiver of the app's `exit()`; once, before any session.
void navsim_simulation_set_exit_receiver(navsim_exit_receiver receiver);

/// Where the random bytes asked of the kernel (`getrandom`, behind the standard library's
/// `SystemRandomNumberGenerator`, `Int.random(in:)`, `shuffled()` and `UUID()`) on a
/// session's thread come from: the receiver fills `count` bytes at `buffer` from
/// `queue`'s session.
typedef void (*navsim_random_receiver)(void *queue, void *buffer, size_t count);

/// Sets the receiver of random-byte requests; once, before any session.
void navsim_simulation_set_random_receiver(navsim_random_receiver receiver);

/// What runs when an input ran past its time limit: called from a signal handler (SIGALRM)
/// on whichever thread the signal reaches, so it may only make async-signal-safe calls, and
/// it must end the process (the input's thread is still in app code).
typedef void (*navsim_hang_receiver)(void);

/// Limits each input to `nanoseconds` of wall-clock time (0: no limit), after which
/// `receiver` runs. Installs a SIGALRM handler the first time.
void navsim_simulation_limit_inputs(int64_t nanoseconds, navsim_hang_receiver receiver);

/// An input begins on this thread: the limit's timer starts (when there is a limit).
void navsim_simulation_input_began(void);

/// The input that began last ended: its timer stops.
void navsim_simulation_input_ended(void);

/// Labels the inputs that begin from now on with three numbers, which
/// `navsim_simulation_report_hang` writes when one of them hangs.
void navsim_simulation_label_inputs(int64_t first, int64_t second, int64_t third);

/// Makes `navsim_simulation_report_hang` write to `fd`: `line` (copied; at most 1023
/// bytes) when it is not NULL, else a hang record: `NAVSIM_HANG_MAGIC`, then the three
/// numbers of the input's label, each as 8 bytes little-endian.
void navsim_simulation_set_hang_report(int fd, const char *line);

/// A hang receiver: writes the hang report, then exits with `NAVSIM_HANG_EXIT_STATUS`.
void navsim_simulation_report_hang(void);

/// Makes a trap in app code (SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE; a stack
/// overflow too, on an alternate stack) write a trap record to the descriptor
/// `navsim_simulation_set_hang_report` set: `NAVSIM_TRAP_MAGIC`, the three numbers of the
/// input's label, then the signal, each as 8 bytes little-endian; then the process exits
/// with `NAVSIM_TRAP_EXIT_STATUS`. For a forked explorer worker, whose parent goes on.
void navsim_simulation_report_traps(void);

/// Writes an exit record of app code that called `exit(status)` to the descriptor
/// `navsim_simulation_set_hang_report` set: `NAVSIM_EXIT_MAGIC`, the first two numbers of the
/// input's label, `events` in place of the third, then `status`, each as 8 bytes
/// little-endian; then ends the process with `NAVSIM_TRAP_EXIT_STATUS`, as a trap record does.
__attribute__((noreturn)) void navsim_simulation_report_exit(int64_t events, int status);

/// The 8 bytes a trap record starts with.
#define NAVSIM_TRAP_MAGIC "NAVTRAP\n"
/// The 8 bytes an exit record starts with.
#define NAVSIM_EXIT_MAGIC "NAVEXIT\n"
/// The exit status of a process a trap record ended.
#define NAVSIM_TRAP_EXIT_STATUS 125

/// The 8 bytes a hang record starts with.
#define NAVSIM_HANG_MAGIC "NAVHUNG\n"
/// The exit status of a process that `navsim_simulation_report_hang` ended (as timeout(1)'s).
#define NAVSIM_HANG_EXIT_STATUS 124

/// Where a Swift task created on a session's thread goes (`Task {}`, `Task.detached`, a task
/// group's `addTask`: the calls of `swift_task_create` in app code; not `async let`, whose
/// tasks the runtime makes inside `swift_asyncLet_begin`): `task` is the task, not retained,
/// and `context` the context of its closure, which the task holds until it finishes (NULL
/// when the closure captures nothing).
typedef void (*navsim_task_receiver)(void *jobs, void *task, void *context);

/// Sets the receiver of created tasks; once, before any session.
void navsim_simulation_set_task_receiver(navsim_task_receiver receiver);

/// Whether `task`, one handed to the task receiver and not yet deallocated, has finished:
/// 1 or 0, read from its status flags; -1 when the concurrency runtime's tasks have a layout
/// NavSim does not know (another size than Swift 6's on 64-bit platforms).
int navsim_task_has_finished(void *task);

/// Runs a block handed to a receiver, then releases it.
void navsim_block_run_and_release(void *block);

/// Releases a block handed to a receiver without running it (a session torn down).
void navsim_block_release(void *block);

/// The block a block made by libdispatch's `dispatch_block_create` wraps (the app's block
/// behind a `DispatchWorkItem`, or one sent with a quality of service or flags), read from
/// the private data libdispatch captures in it; NULL for any other block.
const void *navsim_block_wrapped(const void *block);

/// The virtual wall-clock time at launch: 2025-01-01 00:00:00 UTC, in seconds since 1970.
#define NAVSIM_VIRTUAL_EPOCH_SECONDS 1735689600LL
/// The virtual uptime at launch, in seconds.
#define NAVSIM_VIRTUAL_UPTIME_SECONDS 86400LL

#endif
