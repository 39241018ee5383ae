// What the files of CSimulatedTime share: libdispatch's and CoreFoundation's types as their
// ABIs have them (their headers are not on the include path), the thread's session, and the
// way each file finds the real function it stands in for.
#ifndef NAVSIM_SIMULATION_H
#define NAVSIM_SIMULATION_H

#include "CSimulatedTime.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <pwd.h>
#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

// libdispatch's types, as its ABI has them (its header is not on the include path).
typedef uint64_t dispatch_time_t;
typedef void *dispatch_queue_t;
typedef void *dispatch_block_t;
extern char _dispatch_main_q;
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

// CoreFoundation's run-loop timers, as Foundation's CoreFoundation exports them.
typedef void *CFRunLoopRef;
typedef void *CFRunLoopTimerRef;
typedef void (*CFRunLoopTimerCallBack)(CFRunLoopTimerRef timer, void *info);
typedef struct {
    long version;
    void *info;
    const void *(*retain)(const void *info);
    void (*release)(const void *info);
    void *(*copyDescription)(const void *info);
} CFRunLoopTimerContext;
extern CFRunLoopRef CFRunLoopGetMain(void);
extern CFRunLoopRef CFRunLoopGetCurrent(void);
extern double CFAbsoluteTimeGetCurrent(void);
extern unsigned char CFRunLoopTimerIsValid(CFRunLoopTimerRef timer);
extern double CFRunLoopTimerGetInterval(CFRunLoopTimerRef timer);
extern double CFRunLoopTimerGetNextFireDate(CFRunLoopTimerRef timer);
extern void CFRunLoopTimerSetNextFireDate(CFRunLoopTimerRef timer, double date);
extern void CFRunLoopTimerInvalidate(CFRunLoopTimerRef timer);
extern const void *CFRetain(const void *object);
extern void *const kCFPreferencesCurrentApplication;
extern unsigned char CFStringGetCString(void *string, char *buffer, long size, uint32_t encoding);
#define CF_STRING_ENCODING_UTF8 0x08000100u
extern void CFRelease(const void *object);

#define DISPATCH_TIME_NOW 0ull
#define DISPATCH_TIME_FOREVER (~0ull)

typedef void (*dispatch_function_t)(void *);
extern void *dispatch_get_global_queue(long identifier, unsigned long flags);
extern const char *dispatch_queue_get_label(dispatch_queue_t queue);
extern void dispatch_group_enter(void *group);
extern void dispatch_group_leave(void *group);
extern void dispatch_retain(void *object);
extern void dispatch_release(void *object);
extern void *dispatch_queue_get_specific(void *queue, const void *key);
extern void dispatch_queue_set_specific(void *queue, const void *key, void *context, void (*destructor)(void *));
typedef void (*dispatch_async_fn)(dispatch_queue_t, dispatch_block_t);

/// Shared between this target's files only.
#define NAVSIM_HIDDEN __attribute__((visibility("hidden")))

/// The session queue of the calling thread (NULL outside sessions).
extern NAVSIM_HIDDEN __thread void *thread_queue;
extern NAVSIM_HIDDEN _Atomic(navsim_block_receiver) receiver;
extern NAVSIM_HIDDEN _Atomic(navsim_timer_receiver) timer_receiver;

/// Nanoseconds from the virtual now to `when` on the uptime clock, 0 if it has passed; -1
/// for a deadline on the wall clock or never.
NAVSIM_HIDDEN int64_t virtual_delay(dispatch_time_t when);
/// `when`, computed from the virtual clock, as the same delay from the real one.
NAVSIM_HIDDEN dispatch_time_t real_deadline(dispatch_time_t when);
/// Hands a block for `queue` to the session this thread carries, `delay` nanoseconds from
/// now (-1: now), a barrier or not; whether it did.
/// Fills `count` bytes from the session this thread carries, if it carries one; whether it did.
NAVSIM_HIDDEN int session_random(void *buffer, size_t count);
NAVSIM_HIDDEN int send_to_session(dispatch_queue_t queue, void *group, int64_t delay, int barrier, dispatch_block_t block);

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

#endif
