// What CSimulatedTime does differently by platform. Each part has Linux's path and a path
// that uses POSIX and libdispatch's published calls only, the one a build for another
// platform has; on Linux the POSIX path runs instead when CPlatform says so
// (NAVSIM_PORTABLE=1), so that CI runs it (docs/platforms.md).
#define _GNU_SOURCE
#include "Simulation.h"

#include "CPlatform.h"

// MARK: - Global queues

// The global queues' qualities of service, as `dispatch_get_global_queue` takes them (QOS_CLASS_…).
static const long global_qualities[] = {0x21, 0x19, 0x15, 0x11, 0x09, 0x00};
// libdispatch's flag for the overcommitting twin of each global queue (DISPATCH_QUEUE_OVERCOMMIT).
#define OVERCOMMIT 0x2ul

int navsim_dispatch_is_global_on_path(void *queue, int portable) {
#ifdef __linux__
    if (!portable) {
        // swift-corelibs-libdispatch labels its root queues `com.apple.root.…`.
        const char *label = dispatch_queue_get_label(queue);
        return label != NULL && strncmp(label, "com.apple.root.", strlen("com.apple.root.")) == 0;
    }
#endif
    (void)portable;
    for (size_t index = 0; index < sizeof global_qualities / sizeof *global_qualities; index++) {
        if (queue == dispatch_get_global_queue(global_qualities[index], 0)
            || queue == dispatch_get_global_queue(global_qualities[index], OVERCOMMIT))
            return 1;
    }
    return 0;
}

int navsim_dispatch_is_global(void *queue) {
    return navsim_dispatch_is_global_on_path(queue, navsim_platform_is_portable());
}

// MARK: - Randomness

#ifdef __linux__
#include <sys/random.h>
#include <sys/syscall.h>

typedef long (*syscall_fn)(long, ...);
typedef ssize_t (*getrandom_fn)(void *, size_t, unsigned int);
typedef void (*uuid_generate_fn)(unsigned char *);
REAL(syscall_fn, syscall)
REAL(getrandom_fn, getrandom)
REAL(uuid_generate_fn, _foundation_uuid_generate_random)

// The standard library's random bytes (`swift_stdlib_random`, behind
// `SystemRandomNumberGenerator`, `Int.random(in:)`, `shuffled()` and Foundation's `UUID()`)
// come from the `getrandom` system call, made through `syscall`.
long syscall(long number, ...) {
    va_list list;
    va_start(list, number);
    long arguments[6];
    for (int index = 0; index < 6; index++) arguments[index] = va_arg(list, long);
    va_end(list);
    if (number == SYS_getrandom && session_random((void *)arguments[0], (size_t)arguments[1])) return arguments[1];
    return real_syscall()(
        number, arguments[0], arguments[1], arguments[2], arguments[3], arguments[4], arguments[5]);
}

ssize_t getrandom(void *buffer, size_t count, unsigned int flags) {
    if (session_random(buffer, count)) return (ssize_t)count;
    return real_getrandom()(buffer, count, flags);
}


// Foundation's `UUID()` reads `/dev/urandom` itself: a version 4 UUID of the session's bytes
// (RFC 9562, section 5.4: the version in the 7th byte's high bits, the variant in the 9th's).
void _foundation_uuid_generate_random(unsigned char *uuid) {
    if (!session_random(uuid, 16)) return real__foundation_uuid_generate_random()(uuid);
    uuid[6] = (uuid[6] & 0x0F) | 0x40;
    uuid[8] = (uuid[8] & 0x3F) | 0x80;
}
#endif
