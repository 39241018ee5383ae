// Keeps the records a trace writer has buffered when the process dies of a signal.
//
// A writer registers its buffer here. The writer copies each whole record into the buffer
// and then publishes the buffer's new length with `navsim_pending_commit`; the bytes below
// that length never change until they are written. When a fatal signal arrives (a trap or
// fault in model code, SIGINT, SIGTERM, ...), the handler writes every registered writer's
// committed bytes with write(2), then, for a fault of this process (a trap, an abort, a bad
// memory access), the writer's crash record, for any other signal that ends the process
// the writer's interruption record (and fdatasync(2) for writers that sync),
// optionally prints one line saying so, and then ends the process with the signal's own
// status: a fault the kernel raised goes to the handler that was there before (the Swift
// runtime's backtracer) or the default action; a signal raised by the process or sent by
// another goes to the default action. A fault signal another process sent is no crash of
// the app: an interruption record, and the line names the sender.
//
// An ending is exclusive: once a handler that ends the process has begun, every other
// thread that appends, writes or registers is parked for good (as is a second handler),
// so no record follows the last one the handler wrote, whichever thread crashed. Only an
// asynchronous signal handed to a handler of the program's (which may let it go on)
// leaves the writers working. Everything the handler calls is async-signal-safe. A
// process that calls exit(3) with a writer still open gets its records written too.
#ifndef NAVSIM_TRACE_SIGNALS_H
#define NAVSIM_TRACE_SIGNALS_H

#include <stddef.h>
#include <stdint.h>

/// Registers a writer: its file, its buffer, whether it syncs, and its path (for the
/// report line). Installs the signal handlers on first use. Returns the slot, or -1 when
/// every slot is taken (the writer then works unprotected).
int navsim_pending_register(int fd, const void *buffer, int syncs, const char *path);

/// Forgets a writer; its buffer must be empty or abandoned.
void navsim_pending_unregister(int slot);

/// Publishes that the first `bytes` bytes of the buffer hold whole records, and that the
/// trace will then hold `records` events.
void navsim_pending_commit(int slot, size_t bytes, uint64_t records);

/// Points the slot at a new, empty buffer.
void navsim_pending_rebase(int slot, const void *buffer);

/// Writes the committed bytes not written yet and empties the buffer, with the process's
/// terminating signals blocked so that a handler never writes the same bytes twice.
/// Returns 0, or the errno of the failed write (the bytes written so far stay written).
int navsim_pending_write(int slot);

/// Gives the record a fault `signal` (SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV,
/// SIGSYS) appends after the committed records, so the trace says the process crashed:
/// `body` is what follows the sequence number in an event record (at most 192 bytes).
/// SIGALRM names the record a hang appends (`navsim_pending_end_hung`).
void navsim_pending_set_crash(int slot, int signal, const void *body, size_t length);

/// Gives the record a fatal `signal` that is no crash of the app (SIGINT, SIGTERM, ..., or a
/// fault signal another process sent) appends after the committed records when it ends the
/// process, so the trace says it was interrupted: `body` as in `navsim_pending_set_crash`
/// (at most 16 bytes).
void navsim_pending_set_interruption(int slot, int signal, const void *body, size_t length);

/// The exit status of a process that `navsim_pending_end_hung` ended.
#define NAVSIM_HUNG_STATUS 124

/// Ends the process because app code ran past its time limit: exclusively, as a fault
/// does, every registered trace gets its committed records and its hang record, the line
/// is printed, and the process exits with `NAVSIM_HUNG_STATUS`. Async-signal-safe: call it
/// from the handler of the timer that found the hang.
void navsim_pending_end_hung(void);

/// Stops endings appending a crash or interruption record: the trace already ends with a
/// crash, or the writer failed.
void navsim_pending_forget_crash(int slot);

/// Makes the handler print one line on standard error naming the signal and what each
/// registered trace keeps, starting with `program` ("navsim").
void navsim_pending_report_as(const char *program);

/// The machine's monotonic clock (`CLOCK_MONOTONIC`) in nanoseconds, read from the C
/// library's own `clock_gettime`: the simulator answers that call on a thread that runs a
/// session with simulated time, which does not pass while a walk's inputs run.
uint64_t navsim_machine_monotonic_nanoseconds(void);

#endif
