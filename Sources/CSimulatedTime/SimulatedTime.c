// The virtual clock, the dispatch calls of a session's threads, its randomness, home and
// defaults, and the input limit (include/CSimulatedTime.h). Timer sources are in
// TimerSources.c; what differs between platforms is in Platform.c.
#define _GNU_SOURCE
#include "Simulation.h"

NAVSIM_HIDDEN __thread void *thread_queue;
static __thread int64_t thread_nanoseconds;
static atomic_int live_sessions;
static atomic_int watching;
static atomic_uint_least64_t outside_work[navsim_outside_kinds];
NAVSIM_HIDDEN _Atomic(navsim_block_receiver) receiver;
NAVSIM_HIDDEN _Atomic(navsim_timer_receiver) timer_receiver;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
typedef time_t (*time_fn)(time_t *);
typedef void (*dispatch_after_fn)(dispatch_time_t, dispatch_queue_t, dispatch_block_t);
typedef void (*set_app_value_fn)(void *, void *, void *);
typedef struct passwd *(*getpwuid_fn)(uid_t);
typedef void (*exit_fn)(int);
typedef int (*getpwuid_r_fn)(uid_t, struct passwd *, char *, size_t, struct passwd **);

REAL(clock_gettime_fn, clock_gettime)
REAL(gettimeofday_fn, gettimeofday)
REAL(time_fn, time)
REAL(dispatch_after_fn, dispatch_after)
REAL(dispatch_async_fn, dispatch_async)
REAL(set_app_value_fn, CFPreferencesSetAppValue)
REAL(getpwuid_fn, getpwuid)
REAL(getpwuid_r_fn, getpwuid_r)
REAL(exit_fn, exit)

void navsim_simulation_set_receiver(navsim_block_receiver new_receiver) {
    atomic_store(&receiver, new_receiver);
}

void navsim_simulation_set_timer_receiver(navsim_timer_receiver new_receiver) {
    atomic_store(&timer_receiver, new_receiver);
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

extern char _dispatch_queue_attr_concurrent;

typedef void (*dispatch_barrier_async_fn)(dispatch_queue_t, dispatch_block_t);
typedef void (*dispatch_group_async_fn)(void *, dispatch_queue_t, dispatch_block_t);
typedef void (*dispatch_group_notify_fn)(void *, dispatch_queue_t, dispatch_block_t);
typedef long (*dispatch_wait_fn)(void *, dispatch_time_t);
typedef void (*dispatch_sync_fn)(dispatch_queue_t, dispatch_block_t);
REAL(dispatch_barrier_async_fn, dispatch_barrier_async)
REAL(dispatch_group_async_fn, dispatch_group_async)
REAL(dispatch_group_notify_fn, dispatch_group_notify)
REAL(dispatch_wait_fn, dispatch_semaphore_wait)
REAL(dispatch_wait_fn, dispatch_group_wait)
REAL(dispatch_sync_fn, dispatch_sync)

static _Atomic(navsim_notify_receiver) notify_receiver;
static _Atomic(navsim_wait_receiver) wait_receiver;
static _Atomic(navsim_sync_receiver) sync_receiver;

void navsim_simulation_set_notify_receiver(navsim_notify_receiver new_receiver) {
    atomic_store(&notify_receiver, new_receiver);
}

void navsim_simulation_set_wait_receiver(navsim_wait_receiver new_receiver) {
    atomic_store(&wait_receiver, new_receiver);
}

void navsim_simulation_set_sync_receiver(navsim_sync_receiver new_receiver) {
    atomic_store(&sync_receiver, new_receiver);
}

int navsim_dispatch_is_main(void *queue) { return queue == (void *)&_dispatch_main_q; }

// The key of the mark a private queue made concurrent carries (its value is never read).
static char concurrent_queue_key;

int navsim_dispatch_is_concurrent(void *queue) {
    return navsim_dispatch_is_global(queue) || dispatch_queue_get_specific(queue, &concurrent_queue_key) != NULL;
}

// libdispatch gives no way to ask a queue's width, so the queues made with a concurrent
// attribute are marked when they are made. The attributes are libdispatch's constants: the
// concurrent one, and those derived from it (with a quality of service, inactive, with an
// autorelease frequency), which are remembered as the app derives them.
#define CONCURRENT_ATTRIBUTES_CAPACITY 64
static _Atomic(void *) concurrent_attributes[CONCURRENT_ATTRIBUTES_CAPACITY];

static int is_concurrent_attribute(void *attribute) {
    if (attribute == NULL) return 0;
    if (attribute == (void *)&_dispatch_queue_attr_concurrent) return 1;
    for (int index = 0; index < CONCURRENT_ATTRIBUTES_CAPACITY; index++) {
        void *known = atomic_load(&concurrent_attributes[index]);
        if (known == NULL) return 0;
        if (known == attribute) return 1;
    }
    return 0;
}

// Remembers `derived` as concurrent when `base` is; returns `derived`.
static void *derive_attribute(void *base, void *derived) {
    if (!is_concurrent_attribute(base) || is_concurrent_attribute(derived)) return derived;
    for (int index = 0; index < CONCURRENT_ATTRIBUTES_CAPACITY; index++) {
        void *empty = NULL;
        if (atomic_compare_exchange_strong(&concurrent_attributes[index], &empty, derived)) break;
        if (empty == derived) break;
    }
    return derived;
}

typedef void *(*attr_qos_fn)(void *, unsigned int, int);
typedef void *(*attr_fn)(void *);
typedef void *(*attr_frequency_fn)(void *, unsigned long);
typedef void *(*queue_create_fn)(const char *, void *);
typedef void *(*queue_create_with_target_fn)(const char *, void *, void *);
REAL(attr_qos_fn, dispatch_queue_attr_make_with_qos_class)
REAL(attr_fn, dispatch_queue_attr_make_initially_inactive)
REAL(attr_frequency_fn, dispatch_queue_attr_make_with_autorelease_frequency)
REAL(queue_create_fn, dispatch_queue_create)
REAL(queue_create_with_target_fn, dispatch_queue_create_with_target)

void *dispatch_queue_attr_make_with_qos_class(void *attribute, unsigned int qos, int priority) {
    return derive_attribute(attribute, real_dispatch_queue_attr_make_with_qos_class()(attribute, qos, priority));
}

void *dispatch_queue_attr_make_initially_inactive(void *attribute) {
    return derive_attribute(attribute, real_dispatch_queue_attr_make_initially_inactive()(attribute));
}

void *dispatch_queue_attr_make_with_autorelease_frequency(void *attribute, unsigned long frequency) {
    return derive_attribute(
        attribute, real_dispatch_queue_attr_make_with_autorelease_frequency()(attribute, frequency));
}

static void *mark_if_concurrent(void *queue, void *attribute) {
    if (queue != NULL && is_concurrent_attribute(attribute)) {
        dispatch_queue_set_specific(queue, &concurrent_queue_key, &concurrent_queue_key, NULL);
    }
    return queue;
}

void *dispatch_queue_create(const char *label, void *attribute) {
    return mark_if_concurrent(real_dispatch_queue_create()(label, attribute), attribute);
}

void *dispatch_queue_create_with_target(const char *label, void *attribute, void *target) {
    return mark_if_concurrent(real_dispatch_queue_create_with_target()(label, attribute, target), attribute);
}

void navsim_dispatch_run(void *block, void *queue, void *group) {
    navsim_block_run_and_release(block);
    navsim_dispatch_let_go(queue, group);
}

void navsim_dispatch_let_go(void *queue, void *group) {
    if (group != NULL) dispatch_group_leave(group);
    if (queue != NULL) dispatch_release(queue);
}

void navsim_dispatch_release_group(void *group) { dispatch_release(group); }

int navsim_dispatch_try_wait(int kind, void *object) {
    dispatch_wait_fn wait = kind == navsim_wait_group ? real_dispatch_group_wait() : real_dispatch_semaphore_wait();
    return wait(object, DISPATCH_TIME_NOW) == 0;
}

// The virtual uptime now, as libdispatch's uptime clock counts it (nanoseconds).
static uint64_t virtual_uptime(void) {
    return (uint64_t)(NAVSIM_VIRTUAL_UPTIME_SECONDS * 1000000000LL + thread_nanoseconds);
}

// Nanoseconds from the virtual now to `when` on the uptime clock, 0 if it has passed; -1 for
// a deadline on the wall clock (top bit set) or never.
int64_t virtual_delay(dispatch_time_t when) {
    if (when == DISPATCH_TIME_FOREVER || (when >> 63) != 0) return -1;
    uint64_t now = virtual_uptime();
    return when == DISPATCH_TIME_NOW || when <= now ? 0 : (int64_t)(when - now);
}

// `when`, computed from the virtual clock, as the same delay from the real one.
dispatch_time_t real_deadline(dispatch_time_t when) {
    int64_t delay = virtual_delay(when);
    if (delay < 0 || when == DISPATCH_TIME_NOW) return when;
    struct timespec real;
    real_clock_gettime()(CLOCK_MONOTONIC, &real);
    return (uint64_t)real.tv_sec * 1000000000ull + (uint64_t)real.tv_nsec + (uint64_t)delay;
}

// The function of every block `dispatch_block_create` makes (a `DispatchWorkItem`'s).
extern void (*const _dispatch_block_special_invoke)(void *);

// The start of the private data a block made by `dispatch_block_create` captures, right
// after its header: libdispatch's `dispatch_block_private_data_s` (src/queue_internal.h,
// `DISPATCH_BLOCK_PRIVATE_DATA_HEADER`), up to the block it wraps.
struct block_private_data {
    unsigned long magic;
    unsigned long flags;
    unsigned int atomic_flags;
    int performed;
    unsigned long priority;
    void *voucher;
    dispatch_block_t block;
};

struct wrapping_block {
    struct block_layout layout;
    const void *descriptor;
    struct block_private_data data;
};

#define BLOCK_PRIVATE_DATA_MAGIC 0xD159B10CUL
#define BLOCK_FLAG_BARRIER 0x1UL

// The private data of `block` if `dispatch_block_create` made it (its function is the one
// libdispatch gives all of them, and its data carries libdispatch's magic number), or NULL.
static const struct block_private_data *private_data(const void *block) {
    if (((const struct block_layout *)block)->invoke != _dispatch_block_special_invoke) return NULL;
    const struct block_private_data *data = &((const struct wrapping_block *)block)->data;
    return data->magic == BLOCK_PRIVATE_DATA_MAGIC ? data : NULL;
}

// Whether `block` is a work item made with the barrier flag (`DispatchWorkItem(flags:
// .barrier)`, and `async(flags: .barrier)`, which makes one), as `dispatch_block_notify`
// reads its flags.
static int is_barrier_work_item(dispatch_block_t block) {
    const struct block_private_data *data = private_data(block);
    return data != NULL && (data->flags & BLOCK_FLAG_BARRIER) != 0;
}

const void *navsim_block_wrapped(const void *block) {
    const struct block_private_data *data = private_data(block);
    return data != NULL ? data->block : NULL;
}

// Hands a block for `queue` to the session this thread carries, `delay` nanoseconds from now
// (-1: now), a barrier or not; whether it did.
int send_to_session(dispatch_queue_t queue, void *group, int64_t delay, int barrier, dispatch_block_t block) {
    navsim_block_receiver to = atomic_load(&receiver);
    if (thread_queue == NULL || to == NULL) return 0;
    dispatch_retain(queue);
    if (group != NULL) dispatch_group_enter(group);
    to(thread_queue, queue, group, delay, barrier || is_barrier_work_item(block), _Block_copy(block));
    return 1;
}

// Every block sent to a queue on a session's thread or worker comes to the session: the main
// queue's run on the session's thread, in one FIFO with the main actor's jobs; the other
// queues' on workers that take turns with it. Blocks sent from any other thread go to
// libdispatch; the main queue's are then counted as outside work.
void dispatch_async(dispatch_queue_t queue, dispatch_block_t block) {
    if (send_to_session(queue, NULL, -1, 0, block)) return;
    if (navsim_dispatch_is_main(queue)) navsim_simulation_note_outside_work(navsim_outside_main_queue_block);
    real_dispatch_async()(queue, block);
}

// A barrier on a private concurrent queue runs alone: after the queue's earlier blocks
// finished, before its later ones start; on a serial or global queue it is a plain block, as
// libdispatch has it (docs/architecture.md, "Deterministic by construction").
void dispatch_barrier_async(dispatch_queue_t queue, dispatch_block_t block) {
    if (send_to_session(queue, NULL, -1, 1, block)) return;
    real_dispatch_barrier_async()(queue, block);
}

void dispatch_group_async(void *group, dispatch_queue_t queue, dispatch_block_t block) {
    if (send_to_session(queue, group, -1, 0, block)) return;
    real_dispatch_group_async()(group, queue, block);
}

// A deadline on the uptime clock becomes a timer of the session; one on the wall clock
// cannot be made virtual and goes to libdispatch, counted as outside work.
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block) {
    if (thread_queue != NULL && when == DISPATCH_TIME_FOREVER) return;
    int64_t delay = virtual_delay(when);
    if (thread_queue != NULL && delay >= 0 && send_to_session(queue, NULL, delay, 0, block)) return;
    if (thread_queue != NULL) {
        navsim_simulation_note_outside_work(navsim_outside_deadline);
    } else if (navsim_dispatch_is_main(queue)) {
        navsim_simulation_note_outside_work(navsim_outside_main_queue_block);
    }
    real_dispatch_after()(when, queue, block);
}

void dispatch_group_notify(void *group, dispatch_queue_t queue, dispatch_block_t block) {
    navsim_notify_receiver to = atomic_load(&notify_receiver);
    if (thread_queue == NULL || to == NULL) return real_dispatch_group_notify()(group, queue, block);
    dispatch_retain(group);
    dispatch_retain(queue);
    to(thread_queue, group, queue, _Block_copy(block));
}

// A wait on a session's thread or worker goes to the session, which runs the work that may
// end it; the session answers -1 when the thread is to wait for real.
static long wait_in_session(int kind, void *object, dispatch_time_t timeout) {
    navsim_wait_receiver to = atomic_load(&wait_receiver);
    if (thread_queue != NULL && to != NULL && timeout != DISPATCH_TIME_NOW) {
        dispatch_time_t real_timeout = real_deadline(timeout);
        long result = to(thread_queue, kind, object, virtual_delay(timeout));
        if (result >= 0) return result;
        // A worker the session let go waits on the real clock.
        if (thread_queue == NULL) timeout = real_timeout;
    }
    dispatch_wait_fn wait = kind == navsim_wait_group ? real_dispatch_group_wait() : real_dispatch_semaphore_wait();
    return wait(object, timeout);
}

long dispatch_semaphore_wait(void *semaphore, dispatch_time_t timeout) {
    return wait_in_session(navsim_wait_semaphore, semaphore, timeout);
}

long dispatch_group_wait(void *group, dispatch_time_t timeout) {
    return wait_in_session(navsim_wait_group, group, timeout);
}

// `sync` onto another queue runs the block on the calling thread, as libdispatch does; onto
// the main queue from a worker, the worker waits while the session's thread runs it.
void dispatch_sync(dispatch_queue_t queue, dispatch_block_t block) {
    navsim_sync_receiver to = atomic_load(&sync_receiver);
    if (thread_queue != NULL && to != NULL && navsim_dispatch_is_main(queue)) {
        void *copy = _Block_copy(block);
        dispatch_retain(queue);
        if (to(thread_queue, queue, copy)) return;
        _Block_release(copy);
        dispatch_release(queue);
    }
    real_dispatch_sync()(queue, block);
}

// MARK: - Function variants

// A block that calls `function(context)`, laid out as the Blocks ABI lays out a literal that
// captures two pointers and needs no copy or dispose helpers: `_Block_copy` moves it to the
// heap, so the `_f` variants hand the session the same kind of block the block variants do.
struct function_block {
    struct block_layout layout;
    const void *descriptor;
    dispatch_function_t function;
    void *context;
};

static const struct {
    unsigned long reserved;
    unsigned long size;
} function_block_descriptor = {0, sizeof(struct function_block)};

extern void *_NSConcreteStackBlock[];

static void call_function(void *block) {
    struct function_block *self = block;
    self->function(self->context);
}

static struct function_block make_function_block(void *context, dispatch_function_t function) {
    return (struct function_block){
        {_NSConcreteStackBlock, 0, 0, call_function}, &function_block_descriptor, function, context};
}

typedef void (*dispatch_async_f_fn)(dispatch_queue_t, void *, dispatch_function_t);
typedef void (*dispatch_group_async_f_fn)(void *, dispatch_queue_t, void *, dispatch_function_t);
typedef void (*dispatch_after_f_fn)(dispatch_time_t, dispatch_queue_t, void *, dispatch_function_t);
REAL(dispatch_async_f_fn, dispatch_async_f)
REAL(dispatch_async_f_fn, dispatch_barrier_async_f)
REAL(dispatch_async_f_fn, dispatch_sync_f)
REAL(dispatch_group_async_f_fn, dispatch_group_async_f)
REAL(dispatch_group_async_f_fn, dispatch_group_notify_f)
REAL(dispatch_after_f_fn, dispatch_after_f)

// C code's `_f` variants take the same way as the block ones: in a session's scope, a block
// that calls the function (libdispatch's own calls of them, for a data object's destructor,
// then run in the session too); anywhere else, libdispatch's.
void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t function) {
    if (thread_queue == NULL) return real_dispatch_async_f()(queue, context, function);
    struct function_block block = make_function_block(context, function);
    dispatch_async(queue, &block);
}

void dispatch_barrier_async_f(dispatch_queue_t queue, void *context, dispatch_function_t function) {
    if (thread_queue == NULL) return real_dispatch_barrier_async_f()(queue, context, function);
    struct function_block block = make_function_block(context, function);
    dispatch_barrier_async(queue, &block);
}

void dispatch_group_async_f(void *group, dispatch_queue_t queue, void *context, dispatch_function_t function) {
    if (thread_queue == NULL) return real_dispatch_group_async_f()(group, queue, context, function);
    struct function_block block = make_function_block(context, function);
    dispatch_group_async(group, queue, &block);
}

void dispatch_group_notify_f(void *group, dispatch_queue_t queue, void *context, dispatch_function_t function) {
    if (thread_queue == NULL) return real_dispatch_group_notify_f()(group, queue, context, function);
    struct function_block block = make_function_block(context, function);
    dispatch_group_notify(group, queue, &block);
}

void dispatch_after_f(dispatch_time_t when, dispatch_queue_t queue, void *context, dispatch_function_t function) {
    if (thread_queue == NULL) return real_dispatch_after_f()(when, queue, context, function);
    struct function_block block = make_function_block(context, function);
    dispatch_after(when, queue, &block);
}

void dispatch_sync_f(dispatch_queue_t queue, void *context, dispatch_function_t function) {
    if (thread_queue == NULL || !navsim_dispatch_is_main(queue)) {
        return real_dispatch_sync_f()(queue, context, function);
    }
    struct function_block block = make_function_block(context, function);
    dispatch_sync(queue, &block);
}

// MARK: - Concurrent loops

typedef void (*dispatch_apply_f_fn)(size_t, dispatch_queue_t, void *, void (*)(void *, size_t));
REAL(dispatch_apply_f_fn, dispatch_apply_f)

// `DispatchQueue.concurrentPerform` (`dispatch_apply`, which calls this) in a session's scope
// runs its iterations in index order on the calling thread: one of the schedules libdispatch
// may take (it runs them all on the caller when its threads are busy), and the one a run
// repeats. Anywhere else, libdispatch's threads share them.
void dispatch_apply_f(size_t iterations, dispatch_queue_t queue, void *context, void (*work)(void *, size_t)) {
    if (thread_queue == NULL) return real_dispatch_apply_f()(iterations, queue, context, work);
    for (size_t index = 0; index < iterations; index++) work(context, index);
}

// MARK: - Randomness

static _Atomic(navsim_random_receiver) random_receiver;

void navsim_simulation_set_random_receiver(navsim_random_receiver receiver) {
    atomic_store(&random_receiver, receiver);
}

// Fills `count` bytes from the session this thread carries, if it carries one.
int session_random(void *buffer, size_t count) {
    navsim_random_receiver to = thread_queue != NULL ? atomic_load(&random_receiver) : NULL;
    if (to == NULL) return 0;
    to(thread_queue, buffer, count);
    return 1;
}

// The calls the standard library and Foundation take their random bytes through are the
// platform's: Platform.c.

// MARK: - The sealed home and defaults

static _Atomic(char *) sealed_home;

void navsim_simulation_set_home(const char *home) {
    char *copy = home != NULL ? strdup(home) : NULL;
    // The old copy is kept: another thread may be reading it.
    atomic_store(&sealed_home, copy);
}

struct passwd *getpwuid(uid_t user) {
    struct passwd *entry = real_getpwuid()(user);
    char *home = atomic_load(&sealed_home);
    if (entry != NULL && home != NULL) entry->pw_dir = home;
    return entry;
}

int getpwuid_r(uid_t user, struct passwd *entry, char *buffer, size_t size, struct passwd **result) {
    int status = real_getpwuid_r()(user, entry, buffer, size, result);
    char *home = atomic_load(&sealed_home);
    if (status == 0 && *result != NULL && home != NULL) (*result)->pw_dir = home;
    return status;
}

#define SUITES_CAPACITY 64
static pthread_mutex_t suites_lock = PTHREAD_MUTEX_INITIALIZER;
static char *suites[SUITES_CAPACITY];
static int suite_count;

// Every write to defaults passes here, with the suite's name or the standard domain.
void CFPreferencesSetAppValue(void *key, void *value, void *application) {
    real_CFPreferencesSetAppValue()(key, value, application);
    if (thread_queue == NULL || application == NULL || application == kCFPreferencesCurrentApplication) return;
    char name[1024];
    if (!CFStringGetCString(application, name, sizeof name, CF_STRING_ENCODING_UTF8)) return;
    pthread_mutex_lock(&suites_lock);
    int known = 0;
    for (int index = 0; index < suite_count && !known; index++) known = strcmp(suites[index], name) == 0;
    if (!known && suite_count < SUITES_CAPACITY) {
        char *copy = strdup(name);
        if (copy != NULL) suites[suite_count++] = copy;
    }
    pthread_mutex_unlock(&suites_lock);
}

char *navsim_simulation_take_defaults_suite(void) {
    pthread_mutex_lock(&suites_lock);
    char *name = suite_count > 0 ? suites[--suite_count] : NULL;
    pthread_mutex_unlock(&suites_lock);
    return name;
}

// MARK: - Exit

static _Atomic(navsim_exit_receiver) exit_receiver;

void navsim_simulation_set_exit_receiver(navsim_exit_receiver receiver) { atomic_store(&exit_receiver, receiver); }

// App code that ends the process while a session answers an input: the session records it
// first. The receiver is taken, so a second `exit` (from an atexit handler) goes straight on.
void exit(int status) {
    navsim_exit_receiver to = thread_queue != NULL ? atomic_exchange(&exit_receiver, NULL) : NULL;
    if (to != NULL) to(status);
    real_exit()(status);
    __builtin_unreachable();
}

// MARK: - The input limit

// A wall-clock timer (ITIMER_REAL, which sends SIGALRM) runs while an input does: app code
// that never returns cannot be stopped on its own thread, so the receiver ends the process.
static _Atomic int64_t input_limit;
static _Atomic(navsim_hang_receiver) hang_receiver;
static __thread int input_depth;

static void input_ran_too_long(int signal) {
    (void)signal;
    navsim_hang_receiver to = atomic_load(&hang_receiver);
    if (to != NULL) to();
}

static void set_timer(int64_t nanoseconds) {
    struct itimerval timer;
    memset(&timer, 0, sizeof timer);
    timer.it_value.tv_sec = nanoseconds / 1000000000;
    timer.it_value.tv_usec = (nanoseconds % 1000000000) / 1000;
    if (nanoseconds > 0 && timer.it_value.tv_sec == 0 && timer.it_value.tv_usec == 0) timer.it_value.tv_usec = 1;
    setitimer(ITIMER_REAL, &timer, NULL);
}

void navsim_simulation_limit_inputs(int64_t nanoseconds, navsim_hang_receiver receiver) {
    static atomic_int installed;
    atomic_store(&hang_receiver, receiver);
    atomic_store(&input_limit, nanoseconds > 0 && receiver != NULL ? nanoseconds : 0);
    if (receiver == NULL) return;
    // A process may start with SIGALRM blocked (a test runner's thread passes its mask on):
    // the thread that runs the inputs must take it.
    sigset_t alarm;
    sigemptyset(&alarm);
    sigaddset(&alarm, SIGALRM);
    pthread_sigmask(SIG_UNBLOCK, &alarm, NULL);
    if (atomic_exchange(&installed, 1)) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = input_ran_too_long;
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    sigfillset(&action.sa_mask);
    sigaction(SIGALRM, &action, NULL);
}

void navsim_simulation_input_began(void) {
    if (input_depth++ > 0) return;
    int64_t limit = atomic_load_explicit(&input_limit, memory_order_relaxed);
    if (limit > 0) set_timer(limit);
}

void navsim_simulation_input_ended(void) {
    if (input_depth == 0 || --input_depth > 0) return;
    if (atomic_load_explicit(&input_limit, memory_order_relaxed) > 0) set_timer(0);
}

static _Atomic int64_t input_label[3];
static _Atomic int hang_fd = -1;
static char hang_line[1024];
static _Atomic int hang_line_length;

void navsim_simulation_label_inputs(int64_t first, int64_t second, int64_t third) {
    atomic_store_explicit(&input_label[0], first, memory_order_relaxed);
    atomic_store_explicit(&input_label[1], second, memory_order_relaxed);
    atomic_store_explicit(&input_label[2], third, memory_order_relaxed);
}

void navsim_simulation_set_hang_report(int fd, const char *line) {
    size_t length = line != NULL ? strnlen(line, sizeof hang_line - 1) : 0;
    if (line != NULL) memcpy(hang_line, line, length);
    atomic_store(&hang_line_length, line != NULL ? (int)length : -1);
    atomic_store(&hang_fd, fd);
}

// Writes all of `bytes`, again after a signal, or gives up.
static void write_fully(int fd, const unsigned char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

// Writes `magic`, the input's label and `extra` (when not negative) to the report's
// descriptor, with no allocation: async-signal-safe.
static void write_record(const char *magic, int64_t extra) {
    int fd = atomic_load(&hang_fd);
    if (fd < 0) return;
    unsigned char record[8 + 4 * 8];
    memcpy(record, magic, 8);
    int64_t numbers[4] = {atomic_load(&input_label[0]), atomic_load(&input_label[1]), atomic_load(&input_label[2]),
                          extra};
    int count = extra >= 0 ? 4 : 3;
    for (int number = 0; number < count; number++) {
        uint64_t value = (uint64_t)numbers[number];
        for (int byte = 0; byte < 8; byte++) record[8 + number * 8 + byte] = (unsigned char)(value >> (8 * byte));
    }
    write_fully(fd, record, 8 + (size_t)count * 8);
}

void navsim_simulation_report_exit(int64_t events, int status) {
    atomic_store_explicit(&input_label[2], events, memory_order_relaxed);
    write_record(NAVSIM_EXIT_MAGIC, status < 0 ? 0 : status);
    _exit(NAVSIM_TRAP_EXIT_STATUS);
}

static void report_trap(int signal) {
    write_record(NAVSIM_TRAP_MAGIC, signal);
    _exit(NAVSIM_TRAP_EXIT_STATUS);
}

void navsim_simulation_report_traps(void) {
    // The handler runs on a stack of its own, so a stack overflow's SIGSEGV is reported too.
    static char alternate[64 * 1024];
    stack_t stack = {.ss_sp = alternate, .ss_size = sizeof alternate, .ss_flags = 0};
    sigaltstack(&stack, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = report_trap;
    action.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    const int traps[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
    for (size_t index = 0; index < sizeof traps / sizeof traps[0]; index++) sigaction(traps[index], &action, NULL);
}

void navsim_simulation_report_hang(void) {
    int fd = atomic_load(&hang_fd);
    int length = atomic_load(&hang_line_length);
    if (fd >= 0 && length >= 0) {
        write_fully(fd, (const unsigned char *)hang_line, (size_t)length);
    } else {
        write_record(NAVSIM_HANG_MAGIC, -1);
    }
    _exit(NAVSIM_HANG_EXIT_STATUS);
}
