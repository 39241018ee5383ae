// See include/CTraceSignals.h. Only async-signal-safe calls happen in `handle`.
#define _GNU_SOURCE
#include "CTraceSignals.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { slotCount = 64, pathCapacity = 4096, programCapacity = 64, crashBodyCapacity = 192, interruptionCapacity = 16 };
/// A slot's states: `slotEnded` once the process's ending wrote it; nothing writes it again.
enum { slotFree = 0, slotIdle = 1, slotBusy = 2, slotEnded = 3 };
/// The process's ending: none, under way on one thread, or written.
enum { endingNone = 0, endingUnderWay = 1, endingWritten = 2 };

/// What a writer has published: the bytes of whole records in its buffer, and how many
/// records the trace then holds.
struct published {
    size_t committed;
    uint64_t records;
};

/// One registered writer.
struct pending {
    _Atomic int state;
    int fd;
    int syncs;
    const unsigned char *_Atomic buffer;
    /// The writer fills the pair `current` does not name, then names it: a handler reads a
    /// pair that is whole, never one half old and half new.
    struct published pairs[2];
    _Atomic int current;
    _Atomic size_t written;
    /// Whether an ending appends its record (a fault's or a hang's crash record, a signal's
    /// interruption record): not after a recorded crash or a failed write.
    _Atomic int recordsCrash;
    char path[pathCapacity];
    /// For each fault, and for a hang, the body of its crash record (after the sequence
    /// number) and its length.
    unsigned char crashBodies[8][crashBodyCapacity];
    size_t crashLengths[8];
    /// For each signal of `fatalSignals`, the body of the interruption record that says a
    /// signal from outside ended the recording, and its length.
    unsigned char interruptionBodies[14][interruptionCapacity];
    size_t interruptionLengths[14];
};

static struct pending slots[slotCount];
static char program[programCapacity];
static _Atomic int reporting;
static _Atomic int installed;
static _Atomic int reported;
/// Set by the first handler that ends the process: from then on no thread appends.
static _Atomic int ending;

/// The signals whose default action ends the process and that a handler can catch: first
/// the ones that can arrive at any moment, then the faults.
static const int fatalSignals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGXCPU, SIGXFSZ,
    SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS,
};
enum { fatalCount = sizeof fatalSignals / sizeof fatalSignals[0], asynchronousCount = 7 };
enum { faultCount = fatalCount - asynchronousCount };
_Static_assert(fatalCount == 14, "one interruption record per fatal signal");

/// The index of `signal` in `fatalSignals`, or -1.
static int fatalIndex(int signal) {
    for (int index = 0; index < fatalCount; index++) {
        if (fatalSignals[index] == signal) return index;
    }
    return -1;
}

/// The index of `signal`'s crash record: the faults, then SIGALRM for a hang; or -1.
static int faultIndex(int signal) {
    for (int index = asynchronousCount; index < fatalCount; index++) {
        if (fatalSignals[index] == signal) return index - asynchronousCount;
    }
    return signal == SIGALRM ? faultCount : -1;
}
static struct sigaction previous[fatalCount];

// MARK: - Taking a slot

/// Takes a registered slot, waiting up to two seconds for another thread's write.
static int acquire(struct pending *slot) {
    for (int attempt = 0; attempt < 2000; attempt++) {
        int expected = slotIdle;
        if (atomic_compare_exchange_strong(&slot->state, &expected, slotBusy)) return 1;
        if (expected == slotFree || expected == slotEnded) return 0;
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
    return 0;
}

static void release(struct pending *slot) { atomic_store(&slot->state, slotIdle); }

/// What the writer published last, whole.
static struct published publishedBy(struct pending *slot) { return slot->pairs[atomic_load(&slot->current)]; }

/// Publishes a new pair: the other one is filled, then named.
static void publish(struct pending *slot, size_t committed, uint64_t records) {
    int next = 1 - atomic_load_explicit(&slot->current, memory_order_relaxed);
    slot->pairs[next].committed = committed;
    slot->pairs[next].records = records;
    atomic_store(&slot->current, next);
}

/// Stops the calling thread for good, with every signal blocked: the process is ending on
/// another thread, and nothing this thread would append may follow the trace's last record.
static void park(void) {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, NULL);
    for (;;) pause();
}

/// Parks the calling thread once an ending has begun.
static void parkIfEnding(void) {
    if (atomic_load(&ending) != endingNone) park();
}

/// Writes the slot's first `committed` bytes that are not written yet. Returns 0 or an errno.
static int writeCommitted(struct pending *slot, size_t committed) {
    const unsigned char *buffer = atomic_load(&slot->buffer);
    size_t written = atomic_load(&slot->written);
    while (written < committed) {
        ssize_t count = write(slot->fd, buffer + written, committed - written);
        if (count < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        written += (size_t)count;
        atomic_store(&slot->written, written);
    }
    return 0;
}

/// CRC32C (Castagnoli), bit by bit: slow, but the handler frames one small record.
static uint32_t crc32c(const unsigned char *bytes, size_t count) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t index = 0; index < count; index++) {
        crc ^= bytes[index];
        for (int bit = 0; bit < 8; bit++) crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1u)));
    }
    return ~crc;
}

static void storeLittleEndian(unsigned char *at, uint32_t value) {
    for (int index = 0; index < 4; index++) at[index] = (unsigned char)(value >> (8 * index));
}

/// Appends an event record with `body` as record `records` + 1, framed as the writer
/// frames records: CRC32C, length, record type 1 (an event), the sequence number as a
/// varint, the body. Returns 1 when it was written.
static int appendRecord(struct pending *slot, const unsigned char *body, size_t bodyLength, uint64_t records) {
    if (!atomic_load(&slot->recordsCrash) || bodyLength == 0) return 0;
    unsigned char frame[8 + 1 + 10 + crashBodyCapacity];
    size_t length = 8;
    frame[length++] = 1;
    uint64_t sequence = records + 1;
    while (sequence >= 0x80) {
        frame[length++] = (unsigned char)(sequence | 0x80);
        sequence >>= 7;
    }
    frame[length++] = (unsigned char)sequence;
    memcpy(frame + length, body, bodyLength);
    length += bodyLength;
    storeLittleEndian(frame + 4, (uint32_t)(length - 8));
    storeLittleEndian(frame, crc32c(frame + 4, length - 4));
    size_t written = 0;
    while (written < length) {
        ssize_t count = write(slot->fd, frame + written, length - written);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return 0;
        written += (size_t)count;
    }
    return 1;
}

// MARK: - The handler

/// The line the first handler reports, written to standard error in one `write`: another
/// thread's output (the Swift runtime's backtrace of a second trap) cannot split it.
static char line[programCapacity + pathCapacity + 256];
static size_t lineLength;

/// Appends to the line, keeping room for its newline.
static void put(const char *text) {
    while (*text != 0 && lineLength < sizeof line - 1) line[lineLength++] = *text++;
}

/// Writes the line, ending it with a newline when it was cut.
static void sendLine(void) {
    if (lineLength > 0 && line[lineLength - 1] != '\n') line[lineLength++] = '\n';
    const char *text = line;
    size_t length = lineLength;
    while (length > 0) {
        ssize_t count = write(STDERR_FILENO, text, length);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        text += count;
        length -= (size_t)count;
    }
    lineLength = 0;
}

static void putNumber(uint64_t value) {
    char digits[24];
    int at = sizeof digits - 1;
    digits[at] = 0;
    do {
        digits[--at] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    put(digits + at);
}

static const char *reason(int signal) {
    switch (signal) {
    case SIGINT: return "interrupted (SIGINT)";
    case SIGTERM: return "terminated (SIGTERM)";
    case SIGHUP: return "hung up (SIGHUP)";
    case SIGQUIT: return "quit (SIGQUIT)";
    case SIGPIPE: return "broken pipe (SIGPIPE)";
    case SIGXCPU: return "out of CPU time (SIGXCPU)";
    case SIGXFSZ: return "over the file size limit (SIGXFSZ)";
    case SIGILL: return "crashed: a trap (SIGILL)";
    case SIGTRAP: return "crashed: a trap (SIGTRAP)";
    case SIGABRT: return "crashed: aborted (SIGABRT)";
    case SIGBUS: return "crashed: bus error (SIGBUS)";
    case SIGFPE: return "crashed: arithmetic fault (SIGFPE)";
    case SIGSEGV: return "crashed: bad memory access (SIGSEGV)";
    case SIGALRM: return "the app hung: an input ran past its time limit";
    default: return "crashed: bad system call (SIGSYS)";
    }
}

static const char *signalName(int signal) {
    switch (signal) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    case SIGQUIT: return "SIGQUIT";
    case SIGPIPE: return "SIGPIPE";
    case SIGXCPU: return "SIGXCPU";
    case SIGXFSZ: return "SIGXFSZ";
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGSEGV: return "SIGSEGV";
    default: return "SIGSYS";
    }
}

/// Appends the slot's crash record for the fault (or hang) `signal`. Returns 1 when it was written.
static int appendCrash(struct pending *slot, int signal, uint64_t records) {
    int fault = faultIndex(signal);
    return fault >= 0 && appendRecord(slot, slot->crashBodies[fault], slot->crashLengths[fault], records);
}

/// Appends the slot's interruption record for `signal`. Returns 1 when it was written.
static int appendInterruption(struct pending *slot, int signal, uint64_t records) {
    int index = fatalIndex(signal);
    return index >= 0 && appendRecord(slot, slot->interruptionBodies[index], slot->interruptionLengths[index], records);
}

/// How a signal came and what it means for the traces.
struct cause {
    int signal;
    /// The kind of crash record to append (a fault's signal, SIGALRM for a hang), or 0.
    int crash;
    /// The process that sent it, when another process did; else 0.
    pid_t sender;
};

/// Says why the process ends: the signal, or who sent it when it came from outside.
static void putCause(struct cause cause) {
    int fault = faultIndex(cause.signal);
    if (cause.sender == 0 || fault < 0 || fault == faultCount) {
        put(reason(cause.signal));
        return;
    }
    put("stopped by ");
    put(signalName(cause.signal));
    put(" sent by process ");
    putNumber((uint64_t)cause.sender);
    put(", not a crash of the app");
}

/// Writes one slot and reports what its trace keeps. An exclusive ending leaves the slot
/// ended: no thread writes it again; a signal that is no crash (one from outside) then
/// appends the interruption record, so the trace says that it was cut short.
static void keep(struct pending *slot, struct cause cause, int report, int exclusive) {
    int taken = acquire(slot);
    struct published last = publishedBy(slot);
    int failure = taken ? writeCommitted(slot, last.committed) : 0;
    int crashed = taken && failure == 0 && cause.crash != 0 && appendCrash(slot, cause.crash, last.records);
    int interrupted = taken && failure == 0 && exclusive && cause.crash == 0 && cause.signal != 0
        && appendInterruption(slot, cause.signal, last.records);
    if (taken && failure == 0 && slot->syncs) fdatasync(slot->fd);
    if (taken && exclusive) {
        atomic_store(&slot->state, slotEnded);
    } else if (taken) {
        release(slot);
    }
    if (!report) return;
    put(program);
    put(": ");
    putCause(cause);
    put("; ");
    put(slot->path);
    if (!taken) {
        put(": another thread kept it busy; it keeps the events written before\n");
    } else if (failure == 0) {
        put(" keeps the ");
        putNumber(last.records);
        put(crashed       ? " events recorded before it, then a crashed event\n"
            : interrupted ? " events recorded before it, then an interrupted event\n"
                          : " events recorded before it\n");
    } else {
        put(": writing its last events failed (errno ");
        putNumber((uint64_t)failure);
        put("); it keeps the events written before\n");
    }
    sendLine();
}

/// Writes every registered trace for `cause`, once: the line on standard error comes from
/// the first handler only.
static void keepAll(struct cause cause, int exclusive) {
    int expected = 0;
    int report = atomic_load(&reporting) && atomic_compare_exchange_strong(&reported, &expected, 1);
    for (int index = 0; index < slotCount; index++) {
        int state = atomic_load(&slots[index].state);
        if (state != slotFree && state != slotEnded) keep(&slots[index], cause, report, exclusive);
    }
}

/// Begins the process's ending on this thread: returns 1, or parks the thread when another
/// thread's ending is under way, or returns 0 when an ending was written already.
static int beginEnding(void) {
    int expected = endingNone;
    if (atomic_compare_exchange_strong(&ending, &expected, endingUnderWay)) return 1;
    if (expected == endingUnderWay) park();
    return 0;
}

static void handle(int signal, siginfo_t *info, void *context) {
    int savedErrno = errno;
    int which = 0;
    while (which < fatalCount && fatalSignals[which] != signal) which++;
    struct sigaction *before = &previous[which];
    int fault = which >= asynchronousCount;
    // The kernel raised it for an instruction of this process (a trap, a bad access), or
    // a process sent it: this one (abort(), raise()) or another (kill, sigqueue).
    int fromKernel = info != NULL && info->si_code > 0;
    pid_t sender = !fromKernel && info != NULL && info->si_pid != getpid() ? info->si_pid : 0;
    int custom = before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN;
    // An asynchronous signal handed to a handler of the program's may let it go on: its
    // traces are written and their writers go on too. Any other signal ends the process,
    // and once its traces are written no thread appends to them.
    int goesOn = custom && !fault;
    struct cause cause = {signal, fault && sender == 0 ? signal : 0, sender};
    if (goesOn) {
        keepAll(cause, 0);
        if (before->sa_flags & SA_SIGINFO) {
            before->sa_sigaction(signal, info, context);
        } else {
            before->sa_handler(signal);
        }
        errno = savedErrno;
        return;
    }
    if (beginEnding()) {
        keepAll(cause, 1);
        atomic_store(&ending, endingWritten);
    }
    if (fromKernel && fault) {
        // A fault the kernel raised recurs when the faulting instruction runs again: the
        // previous action (the Swift runtime's backtracer, or the default) takes it then.
        sigaction(signal, before, NULL);
    } else {
        // Raised by this process or sent by another: the default action ends the process
        // with the signal's own status when this handler returns (the signal is blocked
        // until then). A backtracer called from here, on this stack, would not finish.
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        sigaction(signal, &fallback, NULL);
        raise(signal);
    }
    errno = savedErrno;
}

void navsim_pending_end_hung(void) {
    if (beginEnding()) {
        struct cause cause = {SIGALRM, SIGALRM, 0};
        keepAll(cause, 1);
        atomic_store(&ending, endingWritten);
    }
    _exit(NAVSIM_HUNG_STATUS);
}

/// A stack for the handler, so that it runs even when model code overflowed its stack.
static char alternateStack[1 << 16];

/// Writes every registered writer's records when the process calls exit(3) without
/// closing them.
static void keepAtExit(void) {
    parkIfEnding();
    struct cause cause = {0, 0, 0};
    for (int index = 0; index < slotCount; index++) {
        int state = atomic_load(&slots[index].state);
        if (state != slotFree && state != slotEnded) keep(&slots[index], cause, 0, 0);
    }
}

static void install(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
    atexit(keepAtExit);
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t stack = {.ss_sp = alternateStack, .ss_size = sizeof alternateStack, .ss_flags = 0};
        sigaltstack(&stack, NULL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handle;
    action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < fatalCount; index++) sigaddset(&action.sa_mask, fatalSignals[index]);
    sigaddset(&action.sa_mask, SIGALRM);
    for (int index = 0; index < fatalCount; index++) {
        struct sigaction current;
        if (sigaction(fatalSignals[index], NULL, &current) != 0) continue;
        // A signal the process ignores (nohup's SIGHUP) stays ignored.
        if (current.sa_handler == SIG_IGN) continue;
        previous[index] = current;
        sigaction(fatalSignals[index], &action, NULL);
    }
}

// MARK: - The writer's side

int navsim_pending_register(int fd, const void *buffer, int syncs, const char *path) {
    parkIfEnding();
    install();
    for (int index = 0; index < slotCount; index++) {
        struct pending *slot = &slots[index];
        int expected = slotFree;
        if (!atomic_compare_exchange_strong(&slot->state, &expected, slotBusy)) continue;
        slot->fd = fd;
        slot->syncs = syncs;
        atomic_store(&slot->buffer, (const unsigned char *)buffer);
        publish(slot, 0, 0);
        atomic_store(&slot->written, 0);
        atomic_store(&slot->recordsCrash, 0);
        memset(slot->crashLengths, 0, sizeof slot->crashLengths);
        memset(slot->interruptionLengths, 0, sizeof slot->interruptionLengths);
        strncpy(slot->path, path, pathCapacity - 1);
        slot->path[pathCapacity - 1] = 0;
        release(slot);
        return index;
    }
    return -1;
}

void navsim_pending_unregister(int slot) {
    parkIfEnding();
    if (slot < 0 || !acquire(&slots[slot])) return;
    atomic_store(&slots[slot].state, slotFree);
}

void navsim_pending_commit(int slot, size_t bytes, uint64_t records) {
    if (slot < 0) return;
    // Checked before publishing: a handler that began an ending reads a pair this thread
    // no longer changes.
    parkIfEnding();
    publish(&slots[slot], bytes, records);
}

/// Blocks every fatal signal (and the hang's SIGALRM), so that this thread never runs the
/// handler while it holds a slot: the handler would wait for the slot in vain, and the
/// trace would lose its buffered records. A fault signal too, since another process can
/// send one at any moment; no instruction run while they are blocked can fault.
static void blockFatal(sigset_t *before) {
    sigset_t blocked;
    sigemptyset(&blocked);
    for (int index = 0; index < fatalCount; index++) sigaddset(&blocked, fatalSignals[index]);
    sigaddset(&blocked, SIGALRM);
    pthread_sigmask(SIG_BLOCK, &blocked, before);
}

/// Takes a slot for the writer, parking the thread when an ending took it.
static int acquireForWriter(struct pending *slot) {
    parkIfEnding();
    int taken = acquire(slot);
    if (!taken) parkIfEnding();
    return taken;
}

void navsim_pending_rebase(int slot, const void *buffer) {
    if (slot < 0) return;
    sigset_t before;
    blockFatal(&before);
    if (acquireForWriter(&slots[slot])) {
        atomic_store(&slots[slot].buffer, (const unsigned char *)buffer);
        publish(&slots[slot], 0, publishedBy(&slots[slot]).records);
        atomic_store(&slots[slot].written, 0);
        release(&slots[slot]);
    }
    pthread_sigmask(SIG_SETMASK, &before, NULL);
}

int navsim_pending_write(int slot) {
    if (slot < 0) return EINVAL;
    sigset_t before;
    blockFatal(&before);
    int failure = EINTR;
    if (acquireForWriter(&slots[slot])) {
        struct published last = publishedBy(&slots[slot]);
        failure = writeCommitted(&slots[slot], last.committed);
        if (failure == 0) {
            publish(&slots[slot], 0, last.records);
            atomic_store(&slots[slot].written, 0);
        }
        release(&slots[slot]);
    }
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    return failure;
}

void navsim_pending_set_crash(int slot, int signal, const void *body, size_t length) {
    int fault = faultIndex(signal);
    if (slot < 0 || fault < 0 || length > crashBodyCapacity || !acquireForWriter(&slots[slot])) return;
    memcpy(slots[slot].crashBodies[fault], body, length);
    slots[slot].crashLengths[fault] = length;
    atomic_store(&slots[slot].recordsCrash, 1);
    release(&slots[slot]);
}

void navsim_pending_set_interruption(int slot, int signal, const void *body, size_t length) {
    int index = fatalIndex(signal);
    if (slot < 0 || index < 0 || length > interruptionCapacity || !acquireForWriter(&slots[slot])) return;
    memcpy(slots[slot].interruptionBodies[index], body, length);
    slots[slot].interruptionLengths[index] = length;
    release(&slots[slot]);
}

void navsim_pending_forget_crash(int slot) {
    if (slot < 0) return;
    atomic_store(&slots[slot].recordsCrash, 0);
}

void navsim_pending_report_as(const char *name) {
    strncpy(program, name, programCapacity - 1);
    program[programCapacity - 1] = 0;
    atomic_store(&reporting, 1);
}

uint64_t navsim_machine_monotonic_nanoseconds(void) {
    typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
    static _Atomic(clock_gettime_fn) found;
    clock_gettime_fn read_clock = atomic_load_explicit(&found, memory_order_relaxed);
    if (read_clock == NULL) {
        read_clock = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
        if (read_clock == NULL) read_clock = clock_gettime;
        atomic_store_explicit(&found, read_clock, memory_order_relaxed);
    }
    struct timespec time;
    read_clock(CLOCK_MONOTONIC, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
}
