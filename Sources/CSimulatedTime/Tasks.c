// The Swift tasks app code starts on a session's thread (include/CSimulatedTime.h).
//
// `Task {}`, `Task.detached` and a task group's `addTask` compile to a call of the
// concurrency runtime's `swift_task_create` in the caller's code; this definition, exported
// by the executable, takes its place, creates the task with the runtime's own and then tells
// the session about it.
#define _GNU_SOURCE
#include "Simulation.h"

// What `swift_task_create` returns: the task and its first async context.
typedef struct {
    void *task;
    void *initial_context;
} task_and_context;

typedef task_and_context (*swift_task_create_fn)(size_t, void *, const void *, void *, void *)
    __attribute__((swiftcall));
REAL(swift_task_create_fn, swift_task_create)

static _Atomic(navsim_task_receiver) task_receiver;

void navsim_simulation_set_task_receiver(navsim_task_receiver new_receiver) {
    atomic_store(&task_receiver, new_receiver);
}

__attribute__((swiftcall)) task_and_context swift_task_create(
    size_t flags, void *options, const void *result_type, void *entry, void *closure_context) {
    task_and_context created = real_swift_task_create()(flags, options, result_type, entry, closure_context);
    navsim_task_receiver to = thread_queue != NULL ? atomic_load(&task_receiver) : NULL;
    if (to != NULL) to(thread_queue, created.task, closure_context);
    return created;
}

// The runtime's size of a task, which it exports for debuggers: the layout below is the one
// of the tasks of this size (Swift 6's runtime on 64-bit platforms).
extern const size_t _swift_concurrency_debug_asyncTaskSize;
#define KNOWN_TASK_SIZE 208
// Where the task's status flags are (`ActiveTaskStatus`, the first word of its storage after
// the job header, the resume context and the exclusivity access set), and its flag of a
// task that completed.
#define STATUS_FLAGS_OFFSET 96
#define STATUS_IS_COMPLETE 0x2000u

int navsim_task_has_finished(void *task) {
    if (_swift_concurrency_debug_asyncTaskSize != KNOWN_TASK_SIZE || sizeof(void *) != 8) return -1;
    _Atomic(uint32_t) *flags = (_Atomic(uint32_t) *)((char *)task + STATUS_FLAGS_OFFSET);
    return (atomic_load_explicit(flags, memory_order_acquire) & STATUS_IS_COMPLETE) != 0;
}
