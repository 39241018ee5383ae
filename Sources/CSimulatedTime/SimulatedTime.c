#define _GNU_SOURCE
#include "CSimulatedTime.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

// libdispatch's types, as its ABI has them (its header is not on the include path).
typedef uint64_t dispatch_time_t;
typedef void *dispatch_queue_t;
typedef void *dispatch_block_t;
extern char _dispatch_main_q;
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

#define DISPATCH_TIME_NOW 0ull
#define DISPATCH_TIME_FOREVER (~0ull)

static __thread void *thread_queue;
static __thread int64_t thread_nanoseconds;
static atomic_int live_sessions;
static atomic_int watching;
static atomic_uint_least64_t outside_work[navsim_outside_kinds];
static _Atomic(navsim_block_receiver) receiver;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
typedef time_t (*time_fn)(time_t *);
typedef void (*dispatch_after_fn)(dispatch_time_t, dispatch_queue_t, dispatch_block_t);
typedef void (*dispatch_async_fn)(dispatch_queue_t, dispatch_block_t);

// libc's and libdispatch's own functions, found on first use: a constructor of another
// library (Graphviz's worker runs in one) may read the clock before this file's could run.
#define REAL(type, name)                                                        \
    static type real_##name(void) {                                             \
        static _Atomic(type) found;                                             \
        type function = atomic_load_explicit(&found, memory_order_relaxed);     \
        if (function == NULL) {                                                 \
            function = (type)dlsym(RTLD_NEXT, #name);                           \
            atomic_store_explicit(&found, function, memory_order_relaxed);      \
        }                                                                       \
        return function;                                                        \
    }
REAL(clock_gettime_fn, clock_gettime)
REAL(gettimeofday_fn, gettimeofday)
REAL(time_fn, time)
REAL(dispatch_after_fn, dispatch_after)
REAL(dispatch_async_fn, dispatch_async)

void navsim_simulation_set_receiver(navsim_block_receiver new_receiver) {
    atomic_store(&receiver, new_receiver);
}

void *navsim_simulation_enter(void *queue, int64_t nanoseconds) {
    void *previous = thread_queue;
    thread_queue = queue;
    thread_nanoseconds = nanoseconds;
    return previous;
}

void *navsim_simulation_queue(void) { return thread_queue; }

void navsim_simulation_set_time(int64_t nanoseconds) { thread_nanoseconds = nanoseconds; }

void navsim_simulation_count_sessions(int change) { atomic_fetch_add(&live_sessions, change); }

void navsim_simulation_watch_outside_work(void) { atomic_store(&watching, 1); }

uint64_t navsim_simulation_outside_work(int kind) {
    return kind >= 0 && kind < navsim_outside_kinds ? atomic_load(&outside_work[kind]) : 0;
}

void navsim_simulation_note_outside_work(int kind) {
    if (kind < 0 || kind >= navsim_outside_kinds) return;
    if (atomic_load(&watching) && atomic_load(&live_sessions) > 0) atomic_fetch_add(&outside_work[kind], 1);
}

// The layout every block starts with (the Blocks ABI): its function comes fourth.
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

void navsim_block_run_and_release(void *block) {
    ((struct block_layout *)block)->invoke(block);
    _Block_release(block);
}

void navsim_block_release(void *block) { _Block_release(block); }

// MARK: - The clock

static int64_t virtual_seconds_base(clockid_t id, int *is_virtual) {
    *is_virtual = 1;
    switch (id) {
    case CLOCK_REALTIME:
    case CLOCK_REALTIME_COARSE:
        return NAVSIM_VIRTUAL_EPOCH_SECONDS;
    case CLOCK_MONOTONIC:
    case CLOCK_MONOTONIC_RAW:
    case CLOCK_MONOTONIC_COARSE:
    case CLOCK_BOOTTIME:
        return NAVSIM_VIRTUAL_UPTIME_SECONDS;
    default:
        *is_virtual = 0;
        return 0;
    }
}

int clock_gettime(clockid_t id, struct timespec *time) {
    if (thread_queue != NULL) {
        int is_virtual;
        int64_t base = virtual_seconds_base(id, &is_virtual);
        if (is_virtual) {
            time->tv_sec = base + thread_nanoseconds / 1000000000;
            time->tv_nsec = thread_nanoseconds % 1000000000;
            return 0;
        }
    }
    return real_clock_gettime()(id, time);
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    if (thread_queue != NULL) {
        time->tv_sec = NAVSIM_VIRTUAL_EPOCH_SECONDS + thread_nanoseconds / 1000000000;
        time->tv_usec = (thread_nanoseconds % 1000000000) / 1000;
        return 0;
    }
    return real_gettimeofday()(time, zone);
}

time_t time(time_t *seconds) {
    if (thread_queue != NULL) {
        time_t now = NAVSIM_VIRTUAL_EPOCH_SECONDS + thread_nanoseconds / 1000000000;
        if (seconds != NULL) *seconds = now;
        return now;
    }
    return real_time()(seconds);
}

// MARK: - Dispatch

// The virtual uptime now, as libdispatch's uptime clock counts it (nanoseconds).
static uint64_t virtual_uptime(void) {
    return (uint64_t)(NAVSIM_VIRTUAL_UPTIME_SECONDS * 1000000000LL + thread_nanoseconds);
}

void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block) {
    navsim_block_receiver to = atomic_load(&receiver);
    if (thread_queue == NULL || to == NULL) {
        if (queue == (void *)&_dispatch_main_q) navsim_simulation_note_outside_work(navsim_outside_main_queue_block);
        real_dispatch_after()(when, queue, block);
        return;
    }
    if (when == DISPATCH_TIME_FOREVER) return;
    // Deadlines on the uptime clock have the top bit clear; the wall and monotonic clocks'
    // set it, and those cannot be made virtual here.
    if (queue != (void *)&_dispatch_main_q || (when >> 63) != 0) {
        navsim_simulation_note_outside_work(navsim_outside_deadline);
        if ((when >> 63) == 0 && when != DISPATCH_TIME_NOW) {
            // Computed from the virtual clock: the same delay from the real one.
            struct timespec real;
            real_clock_gettime()(CLOCK_MONOTONIC, &real);
            uint64_t now = virtual_uptime();
            uint64_t delay = when > now ? when - now : 0;
            when = (uint64_t)real.tv_sec * 1000000000ull + (uint64_t)real.tv_nsec + delay;
        }
        real_dispatch_after()(when, queue, block);
        return;
    }
    uint64_t now = virtual_uptime();
    int64_t delay = when == DISPATCH_TIME_NOW || when <= now ? 0 : (int64_t)(when - now);
    to(thread_queue, delay, _Block_copy(block));
}

// Blocks for the main queue come to the session, in one FIFO with the main actor's jobs.
// Blocks for any other queue go to libdispatch and run on its threads: such work may block
// waiting for other work (`Data(contentsOf:)` waits for FoundationNetworking's), which no
// order on one thread can serve. What they then queue for the main queue or the main actor
// while a session runs is counted as outside work.
void dispatch_async(dispatch_queue_t queue, dispatch_block_t block) {
    navsim_block_receiver to = atomic_load(&receiver);
    if (thread_queue == NULL || to == NULL || queue != (void *)&_dispatch_main_q) {
        if (queue == (void *)&_dispatch_main_q) navsim_simulation_note_outside_work(navsim_outside_main_queue_block);
        real_dispatch_async()(queue, block);
        return;
    }
    to(thread_queue, -1, _Block_copy(block));
}
