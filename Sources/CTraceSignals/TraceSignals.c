// See include/CTraceSignals.h. Only async-signal-safe calls happen in `handle`.
#define _GNU_SOURCE
#include "CTraceSignals.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { slotCount = 64, pathCapacity = 4096, programCapacity = 64, crashBodyCapacity = 192 };
enum { slotFree = 0, slotIdle = 1, slotBusy = 2 };

/// One registered writer.
struct pending {
    _Atomic int state;
    int fd;
    int syncs;
    const unsigned char *_Atomic buffer;
    _Atomic size_t committed;
    _Atomic size_t written;
    _Atomic uint64_t records;
    /// Whether a fault appends the crash record of its signal.
    _Atomic int recordsCrash;
    char path[pathCapacity];
    /// For each fault, the body of its crash record (after the sequence number) and its length.
    unsigned char crashBodies[7][crashBodyCapacity];
    size_t crashLengths[7];
};

static struct pending slots[slotCount];
static char program[programCapacity];
static _Atomic int reporting;
static _Atomic int installed;
static _Atomic int reported;

/// The signals whose default action ends the process and that a handler can catch: first
/// the ones that can arrive at any moment, then the faults.
static const int fatalSignals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGXCPU, SIGXFSZ,
    SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS,
};
enum { fatalCount = sizeof fatalSignals / sizeof fatalSignals[0], asynchronousCount = 7 };
enum { faultCount = fatalCount - asynchronousCount };

/// The index of `signal` among the faults, or -1.
static int faultIndex(int signal) {
    for (int index = asynchronousCount; index < fatalCount; index++) {
        if (fatalSignals[index] == signal) return index - asynchronousCount;
    }
    return -1;
}
static struct sigaction previous[fatalCount];

// MARK: - Taking a slot

/// Takes a registered slot, waiting up to two seconds for another thread's write.
static int acquire(struct pending *slot) {
    for (int attempt = 0; attempt < 2000; attempt++) {
        int expected = slotIdle;
        if (atomic_compare_exchange_strong(&slot->state, &expected, slotBusy)) return 1;
        if (expected == slotFree) return 0;
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
    }
    return 0;
}

static void release(struct pending *slot) { atomic_store(&slot->state, slotIdle); }

/// Writes the slot's committed bytes that are not written yet. Returns 0 or an errno.
static int writeCommitted(struct pending *slot) {
    const unsigned char *buffer = atomic_load(&slot->buffer);
    size_t committed = atomic_load(&slot->committed);
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

/// Appends the slot's crash record for `signal` as the next record, framed as the writer
/// frames records: CRC32C, length, record type 1 (an event), the sequence number as a
/// varint, the body. Returns 1 when it was written.
static int appendCrash(struct pending *slot, int signal) {
    int fault = faultIndex(signal);
    if (fault < 0 || !atomic_load(&slot->recordsCrash) || slot->crashLengths[fault] == 0) return 0;
    unsigned char frame[8 + 1 + 10 + crashBodyCapacity];
    size_t length = 8;
    frame[length++] = 1;
    uint64_t sequence = atomic_load(&slot->records) + 1;
    while (sequence >= 0x80) {
        frame[length++] = (unsigned char)(sequence | 0x80);
        sequence >>= 7;
    }
    frame[length++] = (unsigned char)sequence;
    memcpy(frame + length, slot->crashBodies[fault], slot->crashLengths[fault]);
    length += slot->crashLengths[fault];
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

static void put(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t count = write(STDERR_FILENO, text, length);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return;
        text += count;
        length -= (size_t)count;
    }
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
    default: return "crashed: bad system call (SIGSYS)";
    }
}

/// Writes one slot and reports what its trace keeps.
static void keep(struct pending *slot, int signal, int report) {
    if (!acquire(slot)) return;
    int failure = writeCommitted(slot);
    int crashed = failure == 0 && appendCrash(slot, signal);
    if (failure == 0 && slot->syncs) fdatasync(slot->fd);
    uint64_t records = atomic_load(&slot->records);
    // The trace ends with the crash: a fault on another thread leaves the recording thread
    // running while the process dies, and what it writes now would follow the crash.
    if (crashed) {
        atomic_store(&slot->state, slotFree);
    } else {
        release(slot);
    }
    if (!report) return;
    put(program);
    put(": ");
    put(reason(signal));
    put("; ");
    put(slot->path);
    if (failure == 0) {
        put(" keeps the ");
        putNumber(records);
        put(crashed ? " events recorded before it, then a crashed event\n" : " events recorded before it\n");
    } else {
        put(": writing its last events failed (errno ");
        putNumber((uint64_t)failure);
        put("); it keeps the events written before\n");
    }
}

static void handle(int signal, siginfo_t *info, void *context) {
    int savedErrno = errno;
    int expected = 0;
    int report = atomic_load(&reporting) && atomic_compare_exchange_strong(&reported, &expected, 1);
    for (int index = 0; index < slotCount; index++) {
        if (atomic_load(&slots[index].state) != slotFree) keep(&slots[index], signal, report);
    }
    int which = 0;
    while (which < fatalCount && fatalSignals[which] != signal) which++;
    struct sigaction *before = &previous[which];
    // A fault the kernel raised recurs when the faulting instruction runs again, so it is
    // handed on by restoring the previous action and returning. Any other signal goes to
    // the previous handler at once, or is raised again under its default action (it is
    // blocked while this handler runs, so the process ends when the handler returns).
    int fault = which >= asynchronousCount && info != NULL && info->si_code > 0;
    int custom = before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN;
    if (custom && !fault) {
        if (before->sa_flags & SA_SIGINFO) {
            before->sa_sigaction(signal, info, context);
        } else {
            before->sa_handler(signal);
        }
    } else {
        sigaction(signal, before, NULL);
        if (!fault) raise(signal);
    }
    errno = savedErrno;
}

/// A stack for the handler, so that it runs even when model code overflowed its stack.
static char alternateStack[1 << 16];

/// Writes every registered writer's records when the process calls exit(3) without
/// closing them.
static void keepAtExit(void) {
    for (int index = 0; index < slotCount; index++) {
        if (atomic_load(&slots[index].state) != slotFree) keep(&slots[index], 0, 0);
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
    install();
    for (int index = 0; index < slotCount; index++) {
        struct pending *slot = &slots[index];
        int expected = slotFree;
        if (!atomic_compare_exchange_strong(&slot->state, &expected, slotBusy)) continue;
        slot->fd = fd;
        slot->syncs = syncs;
        atomic_store(&slot->buffer, (const unsigned char *)buffer);
        atomic_store(&slot->committed, 0);
        atomic_store(&slot->written, 0);
        atomic_store(&slot->records, 0);
        atomic_store(&slot->recordsCrash, 0);
        memset(slot->crashLengths, 0, sizeof slot->crashLengths);
        strncpy(slot->path, path, pathCapacity - 1);
        slot->path[pathCapacity - 1] = 0;
        release(slot);
        return index;
    }
    return -1;
}

void navsim_pending_unregister(int slot) {
    if (slot < 0 || !acquire(&slots[slot])) return;
    atomic_store(&slots[slot].state, slotFree);
}

void navsim_pending_commit(int slot, size_t bytes, uint64_t records) {
    if (slot < 0) return;
    atomic_store_explicit(&slots[slot].records, records, memory_order_relaxed);
    atomic_store_explicit(&slots[slot].committed, bytes, memory_order_release);
}

/// Blocks the signals that can arrive at any moment, so that this thread never runs the
/// handler while it holds a slot.
static void blockAsynchronous(sigset_t *before) {
    sigset_t blocked;
    sigemptyset(&blocked);
    for (int index = 0; index < asynchronousCount; index++) sigaddset(&blocked, fatalSignals[index]);
    pthread_sigmask(SIG_BLOCK, &blocked, before);
}

void navsim_pending_rebase(int slot, const void *buffer) {
    if (slot < 0) return;
    sigset_t before;
    blockAsynchronous(&before);
    if (acquire(&slots[slot])) {
        atomic_store(&slots[slot].buffer, (const unsigned char *)buffer);
        atomic_store(&slots[slot].committed, 0);
        atomic_store(&slots[slot].written, 0);
        release(&slots[slot]);
    }
    pthread_sigmask(SIG_SETMASK, &before, NULL);
}

int navsim_pending_write(int slot) {
    if (slot < 0) return EINVAL;
    sigset_t before;
    blockAsynchronous(&before);
    int failure = EINTR;
    if (acquire(&slots[slot])) {
        failure = writeCommitted(&slots[slot]);
        if (failure == 0) {
            atomic_store(&slots[slot].committed, 0);
            atomic_store(&slots[slot].written, 0);
        }
        release(&slots[slot]);
    }
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    return failure;
}

void navsim_pending_set_crash(int slot, int signal, const void *body, size_t length) {
    int fault = faultIndex(signal);
    if (slot < 0 || fault < 0 || length > crashBodyCapacity || !acquire(&slots[slot])) return;
    memcpy(slots[slot].crashBodies[fault], body, length);
    slots[slot].crashLengths[fault] = length;
    atomic_store(&slots[slot].recordsCrash, 1);
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
