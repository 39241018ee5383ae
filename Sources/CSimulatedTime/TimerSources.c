// Timer sources (`DispatchSource.makeTimerSource`) and CoreFoundation's run-loop timers,
// made on a session's thread: kept here and fired by the session's virtual clock.
#define _GNU_SOURCE
#include "Simulation.h"

typedef CFRunLoopTimerRef (*timer_create_fn)(
    void *, double, double, unsigned long, long, CFRunLoopTimerCallBack, CFRunLoopTimerContext *);
typedef void (*add_timer_fn)(CFRunLoopRef, CFRunLoopTimerRef, void *);
REAL(dispatch_async_fn, dispatch_async)
REAL(timer_create_fn, CFRunLoopTimerCreate)
REAL(add_timer_fn, CFRunLoopAddTimer)
// MARK: - Timer sources

// A timer source made in a session's scope (`DispatchSource.makeTimerSource`) never arms
// libdispatch's timer: its schedule, handlers and state are kept here, and each time it is
// due a timer of the session sends its event handler to its queue as a block. libdispatch
// keeps the source object (its references, `isCancelled`), activated and resumed as the
// app asks, but with no timer set it never fires. A source given a function as handler
// (CoreFoundation's run-loop timeout) is handed back to libdispatch whole when activated.
struct timer_source {
    void *source;
    void *queue;
    dispatch_block_t handler;
    dispatch_block_t cancel_handler;
    // Whether a function handler was set (`dispatch_source_set_event_handler_f`).
    int has_function_handler;
    // The schedule: start (a dispatch time), interval and leeway, and whether one was set.
    dispatch_time_t start;
    uint64_t interval;
    uint64_t leeway;
    int has_schedule;
    // libdispatch's suspension count: 1 when made (inactive), 0 once activated and resumed.
    int suspensions;
    int activated;
    int cancelled;
    // Whether a firing came while suspended: the handler runs once when resumed.
    int missed;
    // The app's references: made with one, then its retains and releases.
    int app_references;
    // Raised by every new schedule: a session timer of an older one fires nothing.
    int64_t generation;
    // The schedule whose session timers run (-1: none yet).
    int64_t armed_generation;
    // Holders: the table (while the app references the source) and each session timer.
    int holders;
};

static _Atomic(navsim_source_receiver) source_receiver;
// Recursive: sending a handler to the session retains its queue through `dispatch_retain`.
// Made on first use with POSIX's attribute: glibc's static initializer for a recursive
// mutex is its own.
static pthread_mutex_t sources_lock;
static pthread_once_t sources_lock_made = PTHREAD_ONCE_INIT;

static void make_sources_lock(void) {
    pthread_mutexattr_t attributes;
    pthread_mutexattr_init(&attributes);
    pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&sources_lock, &attributes);
    pthread_mutexattr_destroy(&attributes);
}

static void lock_sources(void) {
    pthread_once(&sources_lock_made, make_sources_lock);
    pthread_mutex_lock(&sources_lock);
}
static struct timer_source **sources;
static int source_count;
static int source_capacity;
// Whether any timer source is simulated: the fast path of the interposed object calls.
static atomic_int simulated_sources;

void navsim_simulation_set_source_receiver(navsim_source_receiver new_receiver) {
    atomic_store(&source_receiver, new_receiver);
}

typedef void *(*source_create_fn)(const void *, uintptr_t, uintptr_t, dispatch_queue_t);
typedef void (*source_set_timer_fn)(void *, dispatch_time_t, uint64_t, uint64_t);
typedef void (*source_set_handler_fn)(void *, dispatch_block_t);
typedef void (*source_set_handler_f_fn)(void *, dispatch_function_t);
typedef void (*object_fn)(void *);
REAL(source_create_fn, dispatch_source_create)
REAL(source_set_timer_fn, dispatch_source_set_timer)
REAL(source_set_handler_fn, dispatch_source_set_event_handler)
REAL(source_set_handler_fn, dispatch_source_set_cancel_handler)
REAL(source_set_handler_f_fn, dispatch_source_set_event_handler_f)
REAL(object_fn, dispatch_source_cancel)
REAL(object_fn, dispatch_resume)
REAL(object_fn, dispatch_suspend)
REAL(object_fn, dispatch_activate)
REAL(object_fn, dispatch_retain)
REAL(object_fn, dispatch_release)
extern const char _dispatch_source_type_timer;

// Whether `queue` is libdispatch's own (its manager queue, whose timer watches its threads).
static int is_libdispatch_queue(dispatch_queue_t queue) {
    const char *label = queue != NULL ? dispatch_queue_get_label(queue) : NULL;
    return label != NULL && strncmp(label, "com.apple.libdispatch-", strlen("com.apple.libdispatch-")) == 0;
}

// The entry of `source`, or NULL. Called with the lock held.
static struct timer_source *simulated_source(void *source) {
    for (int index = 0; index < source_count; index++) {
        if (sources[index]->source == source) return sources[index];
    }
    return NULL;
}

// Drops one holder of `entry`, freeing it after the last. Called with the lock held.
static void let_go_source(struct timer_source *entry) {
    if (--entry->holders > 0) return;
    if (entry->handler != NULL) _Block_release(entry->handler);
    if (entry->cancel_handler != NULL) _Block_release(entry->cancel_handler);
    real_dispatch_release()(entry->queue);
    free(entry);
}

// Takes `entry` out of the table: the app let the source go, or libdispatch has it back.
// Called with the lock held.
static void forget_source(struct timer_source *entry) {
    for (int index = 0; index < source_count; index++) {
        if (sources[index] != entry) continue;
        sources[index] = sources[--source_count];
        atomic_fetch_sub(&simulated_sources, 1);
        let_go_source(entry);
        return;
    }
}

void *dispatch_source_create(const void *type, uintptr_t handle, uintptr_t mask, dispatch_queue_t queue) {
    void *source = real_dispatch_source_create()(type, handle, mask, queue);
    if (source == NULL || thread_queue == NULL || type != &_dispatch_source_type_timer) return source;
    if (atomic_load(&source_receiver) == NULL || is_libdispatch_queue(queue)) return source;
    struct timer_source *entry = calloc(1, sizeof *entry);
    if (entry == NULL) return source;
    entry->source = source;
    entry->queue = queue != NULL ? queue : dispatch_get_global_queue(0, 0);
    real_dispatch_retain()(entry->queue);
    entry->suspensions = 1;
    entry->armed_generation = -1;
    entry->app_references = 1;
    entry->holders = 1;
    lock_sources();
    if (source_count == source_capacity) {
        int capacity = source_capacity > 0 ? source_capacity * 2 : 16;
        struct timer_source **grown = realloc(sources, sizeof *sources * (size_t)capacity);
        if (grown == NULL) {
            pthread_mutex_unlock(&sources_lock);
            real_dispatch_release()(entry->queue);
            free(entry);
            return source;
        }
        sources = grown;
        source_capacity = capacity;
    }
    sources[source_count++] = entry;
    atomic_fetch_add(&simulated_sources, 1);
    pthread_mutex_unlock(&sources_lock);
    return source;
}

// Queues `entry`'s next firing, `delay` nanoseconds from now, in the session this thread
// carries. Called with the lock held.
static void arm_source(struct timer_source *entry, int64_t delay) {
    navsim_source_receiver to = atomic_load(&source_receiver);
    if (thread_queue == NULL || to == NULL) {
        // Armed from outside the session's scope: it never fires in the session.
        navsim_simulation_note_outside_work(navsim_outside_deadline);
        return;
    }
    entry->holders += 1;
    entry->armed_generation = entry->generation;
    to(thread_queue, delay, entry, entry->generation);
}

// Arms `entry` if it is running and has a schedule on the uptime clock: from its start. A
// start on the wall clock cannot be made virtual, and the timer never fires in the session.
// Called with the lock held.
static void arm_if_running(struct timer_source *entry) {
    if (entry->suspensions > 0 || entry->cancelled || !entry->has_schedule) return;
    if (entry->start == DISPATCH_TIME_FOREVER) return;
    int64_t delay = virtual_delay(entry->start);
    if (delay < 0) {
        navsim_simulation_note_outside_work(navsim_outside_deadline);
        return;
    }
    arm_source(entry, delay);
}

void dispatch_source_set_timer(void *source, dispatch_time_t start, uint64_t interval, uint64_t leeway) {
    if (atomic_load(&simulated_sources) > 0) {
        lock_sources();
        struct timer_source *entry = simulated_source(source);
        if (entry != NULL) {
            entry->start = start;
            entry->interval = interval;
            entry->leeway = leeway;
            entry->has_schedule = 1;
            entry->generation += 1;
            entry->missed = 0;
            arm_if_running(entry);
            pthread_mutex_unlock(&sources_lock);
            return;
        }
        pthread_mutex_unlock(&sources_lock);
    }
    real_dispatch_source_set_timer()(source, start, interval, leeway);
}

// Keeps a copy of `handler` in `*slot` for a simulated source; whether `source` is one.
static int keep_handler(void *source, dispatch_block_t handler, int is_cancel_handler) {
    if (atomic_load(&simulated_sources) == 0) return 0;
    lock_sources();
    struct timer_source *entry = simulated_source(source);
    if (entry != NULL) {
        dispatch_block_t *slot = is_cancel_handler ? &entry->cancel_handler : &entry->handler;
        if (*slot != NULL) _Block_release(*slot);
        *slot = handler != NULL ? _Block_copy(handler) : NULL;
        if (!is_cancel_handler) entry->has_function_handler = 0;
    }
    pthread_mutex_unlock(&sources_lock);
    return entry != NULL;
}

void dispatch_source_set_event_handler(void *source, dispatch_block_t handler) {
    if (!keep_handler(source, handler, 0)) real_dispatch_source_set_event_handler()(source, handler);
}

void dispatch_source_set_cancel_handler(void *source, dispatch_block_t handler) {
    if (!keep_handler(source, handler, 1)) real_dispatch_source_set_cancel_handler()(source, handler);
}

void dispatch_source_set_event_handler_f(void *source, dispatch_function_t handler) {
    if (atomic_load(&simulated_sources) > 0) {
        lock_sources();
        struct timer_source *entry = simulated_source(source);
        if (entry != NULL) entry->has_function_handler = 1;
        pthread_mutex_unlock(&sources_lock);
    }
    real_dispatch_source_set_event_handler_f()(source, handler);
}

// Sends a handler of `entry` to its queue: through the session, or, from outside its scope,
// to libdispatch.
static void deliver(struct timer_source *entry, dispatch_block_t handler) {
    if (!send_to_session(entry->queue, NULL, -1, 0, handler)) real_dispatch_async()(entry->queue, handler);
}

// Sends `entry`'s cancel handler to its queue, once. Called with the lock held.
static void send_cancel_handler(struct timer_source *entry) {
    dispatch_block_t handler = entry->cancel_handler;
    entry->cancel_handler = NULL;
    if (handler == NULL) return;
    deliver(entry, handler);
    _Block_release(handler);
}

void dispatch_source_cancel(void *source) {
    if (atomic_load(&simulated_sources) > 0) {
        lock_sources();
        struct timer_source *entry = simulated_source(source);
        if (entry != NULL && !entry->cancelled) {
            entry->cancelled = 1;
            // As libdispatch lets the event handler go, so that a handler holding its source
            // holds it no longer.
            if (entry->handler != NULL) _Block_release(entry->handler);
            entry->handler = NULL;
            // libdispatch delivers the cancel handler once the source is activated.
            if (entry->activated) send_cancel_handler(entry);
        }
        pthread_mutex_unlock(&sources_lock);
    }
    real_dispatch_source_cancel()(source);
}

// Hands a source with a function handler back to libdispatch: its schedule and its
// cancel handler, which were kept here. Called with the lock held.
static void hand_back(struct timer_source *entry) {
    if (entry->has_schedule) {
        real_dispatch_source_set_timer()(entry->source, real_deadline(entry->start), entry->interval, entry->leeway);
    }
    if (entry->cancel_handler != NULL) real_dispatch_source_set_cancel_handler()(entry->source, entry->cancel_handler);
    forget_source(entry);
}

// One resumption of `object` (`activating`: its activation); whether it was a simulated
// source's.
static int resume_source(void *object, int activating) {
    if (atomic_load(&simulated_sources) == 0) return 0;
    lock_sources();
    struct timer_source *entry = simulated_source(object);
    if (entry == NULL || (activating && entry->activated)) {
        pthread_mutex_unlock(&sources_lock);
        return entry != NULL;
    }
    if (!entry->activated && entry->has_function_handler) {
        hand_back(entry);
        pthread_mutex_unlock(&sources_lock);
        return 0;
    }
    int was_activated = entry->activated;
    entry->activated = 1;
    if (entry->suspensions > 0) entry->suspensions -= 1;
    if (!was_activated && entry->cancelled) send_cancel_handler(entry);
    if (entry->suspensions == 0 && entry->missed) {
        entry->missed = 0;
        if (entry->handler != NULL) deliver(entry, entry->handler);
    }
    // A schedule set while it was suspended (or before it was activated) starts now.
    if (entry->suspensions == 0 && entry->armed_generation != entry->generation) arm_if_running(entry);
    pthread_mutex_unlock(&sources_lock);
    return 1;
}

void dispatch_resume(void *object) {
    resume_source(object, 0);
    real_dispatch_resume()(object);
}

void dispatch_activate(void *object) {
    resume_source(object, 1);
    real_dispatch_activate()(object);
}

// Adds `change` to the suspensions of `object`, or (`references`) to the app's references
// to it, if it is a simulated source. A source whose last reference the app let go of
// stops, as libdispatch stops a source whose last reference is gone.
static void count_on_source(void *object, int references, int change) {
    if (atomic_load(&simulated_sources) == 0) return;
    lock_sources();
    struct timer_source *entry = simulated_source(object);
    if (entry != NULL && !references) entry->suspensions += change;
    if (entry != NULL && references && (entry->app_references += change) == 0) forget_source(entry);
    pthread_mutex_unlock(&sources_lock);
}

void dispatch_suspend(void *object) {
    count_on_source(object, 0, 1);
    real_dispatch_suspend()(object);
}

void dispatch_retain(void *object) {
    count_on_source(object, 1, 1);
    real_dispatch_retain()(object);
}

void dispatch_release(void *object) {
    count_on_source(object, 1, -1);
    real_dispatch_release()(object);
}

int64_t navsim_timer_source_fire(void *record, int64_t generation) {
    struct timer_source *entry = record;
    lock_sources();
    int64_t again = -1;
    int current = generation == entry->generation && !entry->cancelled && simulated_source(entry->source) == entry;
    if (current) {
        if (entry->suspensions > 0) {
            entry->missed = 1;
        } else if (entry->handler != NULL) {
            deliver(entry, entry->handler);
        }
        // A one-shot timer's interval is `DISPATCH_TIME_FOREVER` (`.never`).
        if (entry->interval < (uint64_t)INT64_MAX) again = entry->interval > 0 ? (int64_t)entry->interval : 1;
    }
    if (again < 0) let_go_source(entry);
    pthread_mutex_unlock(&sources_lock);
    return again;
}

const void *navsim_timer_source_pending_handler(void *record, int64_t generation) {
    struct timer_source *entry = record;
    lock_sources();
    int current = generation == entry->generation && !entry->cancelled && simulated_source(entry->source) == entry;
    dispatch_block_t handler = current && entry->interval >= (uint64_t)INT64_MAX ? entry->handler : NULL;
    pthread_mutex_unlock(&sources_lock);
    return handler;
}

void navsim_timer_source_release(void *record) {
    lock_sources();
    let_go_source(record);
    pthread_mutex_unlock(&sources_lock);
}

// MARK: - Run-loop timers

// A timer's callout is not readable once it is made, so the timers made on a session's
// thread are remembered with theirs until they are added to a run loop (or the table fills).
struct run_loop_timer {
    CFRunLoopTimerRef timer;
    CFRunLoopTimerCallBack callout;
    void *info;
    // Whether a receiver holds it (added, not yet done).
    int scheduled;
};

// The callout Foundation gives every `Timer` it makes (its info is the `Timer`), learnt by
// making one while `learning_foundation_callout` is set.
static _Atomic(CFRunLoopTimerCallBack) foundation_callout;
static __thread int learning_foundation_callout;

void navsim_simulation_learn_foundation_timer(int learning) { learning_foundation_callout = learning; }

// Whether Foundation keeps every `Timer` it makes for ever (see navsim_run_loop_timer_release).
static atomic_int foundation_keeps_timers;

void navsim_simulation_foundation_keeps_timers(int keeps) { atomic_store(&foundation_keeps_timers, keeps); }

#define MADE_TIMERS_CAPACITY 256
static pthread_mutex_t made_lock = PTHREAD_MUTEX_INITIALIZER;
static struct run_loop_timer *made[MADE_TIMERS_CAPACITY];
static int made_count;

// Forgets `index`'s entry, keeping the order of the rest. Called with the lock held.
static void forget_made(int index) {
    for (int later = index + 1; later < made_count; later++) made[later - 1] = made[later];
    made_count -= 1;
}

CFRunLoopTimerRef CFRunLoopTimerCreate(
    void *allocator, double fire_date, double interval, unsigned long flags, long order,
    CFRunLoopTimerCallBack callout, CFRunLoopTimerContext *context) {
    if (learning_foundation_callout) atomic_store(&foundation_callout, callout);
    int simulated = thread_queue != NULL && atomic_load(&timer_receiver) != NULL;
    // Linux's Foundation makes `Timer(timeInterval:repeats:block:)` fire when it is made;
    // Apple's fires it after the interval, as its documentation says.
    if (simulated && interval > 0 && fire_date == CFAbsoluteTimeGetCurrent()) fire_date += interval;
    CFRunLoopTimerRef timer =
        real_CFRunLoopTimerCreate()(allocator, fire_date, interval, flags, order, callout, context);
    if (!simulated || timer == NULL) return timer;
    struct run_loop_timer *entry = malloc(sizeof *entry);
    if (entry == NULL) return timer;
    *entry = (struct run_loop_timer){timer, callout, context != NULL ? context->info : NULL, 0};
    pthread_mutex_lock(&made_lock);
    // A full table forgets the oldest timer nobody added: it can no longer be simulated.
    for (int index = 0; made_count == MADE_TIMERS_CAPACITY && index < made_count; index++) {
        if (made[index]->scheduled) continue;
        free(made[index]);
        forget_made(index);
    }
    if (made_count < MADE_TIMERS_CAPACITY) {
        made[made_count++] = entry;
    } else {
        free(entry);
    }
    pthread_mutex_unlock(&made_lock);
    return timer;
}

// The entry of `timer`, the latest made, or NULL. Called with the lock held.
static struct run_loop_timer *made_entry(CFRunLoopTimerRef timer) {
    for (int index = made_count - 1; index >= 0; index--) {
        if (made[index]->timer == timer) return made[index];
    }
    return NULL;
}

// Nanoseconds from now to `date`, both in CoreFoundation's seconds; 0 if it has passed.
static int64_t nanoseconds_until(double date, double now) {
    double seconds = date - now;
    if (!(seconds > 0)) return 0;
    return seconds >= 9.2e9 ? INT64_MAX : (int64_t)ceil(seconds * 1e9);
}

void CFRunLoopAddTimer(CFRunLoopRef run_loop, CFRunLoopTimerRef timer, void *mode) {
    navsim_timer_receiver to = atomic_load(&timer_receiver);
    if (thread_queue == NULL || to == NULL || (run_loop != CFRunLoopGetMain() && run_loop != CFRunLoopGetCurrent())) {
        if (run_loop == CFRunLoopGetMain()) navsim_simulation_note_outside_work(navsim_outside_deadline);
        real_CFRunLoopAddTimer()(run_loop, timer, mode);
        return;
    }
    pthread_mutex_lock(&made_lock);
    struct run_loop_timer *entry = made_entry(timer);
    int added = entry != NULL && !entry->scheduled;
    if (added) entry->scheduled = 1;
    pthread_mutex_unlock(&made_lock);
    // Added in a second mode: it still fires once.
    if (entry != NULL && !added) return;
    if (entry == NULL) {
        // Made before the session: NavSim cannot call it, so the run loop keeps it.
        navsim_simulation_note_outside_work(navsim_outside_deadline);
        real_CFRunLoopAddTimer()(run_loop, timer, mode);
        return;
    }
    CFRetain(timer);
    to(thread_queue, nanoseconds_until(CFRunLoopTimerGetNextFireDate(timer), CFAbsoluteTimeGetCurrent()), entry);
}

// Linux's Foundation retains each `Timer` for its run-loop timer's info and never lets it
// go (`withRetainedReference` in `Timer.init(fire:interval:repeats:block:)`), so a timer
// and what its block captures live for ever. A run loop lets an invalidated timer go: so
// does the session, once it is done with one Foundation made, if Foundation was seen
// keeping a timer nothing referred to.
extern void swift_release(void *object);

void navsim_run_loop_timer_release(void *record) {
    struct run_loop_timer *entry = record;
    if (atomic_load(&foundation_keeps_timers) && entry->callout != NULL &&
        entry->callout == atomic_load(&foundation_callout) && !CFRunLoopTimerIsValid(entry->timer)) {
        swift_release(entry->info);
    }
    pthread_mutex_lock(&made_lock);
    for (int index = 0; index < made_count; index++) {
        if (made[index] == entry) {
            forget_made(index);
            break;
        }
    }
    pthread_mutex_unlock(&made_lock);
    CFRelease(entry->timer);
    free(entry);
}

void *navsim_run_loop_timer_pending_timer(void *record) {
    struct run_loop_timer *entry = record;
    if (entry->callout == NULL || entry->callout != atomic_load(&foundation_callout)) return NULL;
    if (!CFRunLoopTimerIsValid(entry->timer)) return NULL;
    return CFRunLoopTimerGetInterval(entry->timer) > 0 ? NULL : entry->info;
}

// As CoreFoundation's run loop fires a timer: the callout while it is valid, then a
// one-shot timer is invalidated, and a repeating one moves to its first fire date after
// now, skipping the ones missed.
int64_t navsim_run_loop_timer_fire(void *record) {
    struct run_loop_timer *entry = record;
    CFRunLoopTimerRef timer = entry->timer;
    if (!CFRunLoopTimerIsValid(timer)) {
        navsim_run_loop_timer_release(entry);
        return -1;
    }
    double now = CFAbsoluteTimeGetCurrent();
    double due = CFRunLoopTimerGetNextFireDate(timer);
    // Its fire date was moved later (`Timer.fireDate`): it waits again.
    int64_t postponed = nanoseconds_until(due, now);
    if (postponed >= 1000000) return postponed;
    if (entry->callout != NULL) entry->callout(timer, entry->info);
    double interval = CFRunLoopTimerGetInterval(timer);
    if (!CFRunLoopTimerIsValid(timer) || !(interval > 0)) {
        CFRunLoopTimerInvalidate(timer);
        navsim_run_loop_timer_release(entry);
        return -1;
    }
    double next = due + interval * (floor((now - due) / interval) + 1);
    CFRunLoopTimerSetNextFireDate(timer, next);
    int64_t again = nanoseconds_until(next, now);
    return again > 0 ? again : 1;
}

