// The render worker: a child process, forked from the process that renders, that runs
// Graphviz so that nothing Graphviz does — an assertion's abort(), a crash in deep
// recursion, a loop that never ends, a heap it corrupts — can reach that process. The
// worker runs only the C below and libgvc, never Swift. It takes requests one after the
// other on its stdin, answers each on its stdout, and exits after any request that failed
// (a graph above the limits, closed before layout, is not a failure), so that a failed
// layout's state is never used again. See docs/diagrams.md
// ("The renderer and the Graphviz facts").
#ifndef NAVSIM_RENDER_WORKER_H
#define NAVSIM_RENDER_WORKER_H

#include <errno.h>
#include <fcntl.h>
#include <graphviz/gvc.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/// How a render ended in the child: the first field of its report.
enum {
    NAVSIM_RENDER_OK = 0,
    NAVSIM_RENDER_INVALID_DOT = 1,
    NAVSIM_RENDER_TOO_LARGE = 2,
    NAVSIM_RENDER_LAYOUT_FAILED = 3,
    NAVSIM_RENDER_RENDER_FAILED = 4,
};

/// The fixed-size start of a request; the DOT text, the engine's name and the format's
/// name follow, without terminators.
typedef struct {
    uint64_t dot_length;
    uint64_t engine_length;
    uint64_t format_length;
    uint64_t maximum_nodes;
    uint64_t maximum_edges;
    uint64_t maximum_subgraphs;
} navsim_render_request;

/// The fixed-size start of an answer; `message_length` bytes of Graphviz's messages and
/// `data_length` bytes of the picture follow.
typedef struct {
    uint32_t status;
    uint32_t message_length;
    uint64_t nodes;
    uint64_t edges;
    uint64_t subgraphs;
    uint64_t data_length;
} navsim_render_report;

// MARK: - Memory: one reservation whose addresses only grow

/// cgraph orders subgraphs by the address of their interned names, so the arena hands out
/// addresses that only grow, from one reservation, and frees nothing until the graph is
/// closed; then it starts again from the same address. The subgraph order is the order of
/// first mention in the text, on every render (see GraphvizRenderer).
typedef struct {
    char *base;
    char *cursor;
    char *end;
} navsim_arena;

/// The child's one arena. (State lives in function-local statics: Swift's importer emits
/// the functions of this header, not file-scope variables.)
static inline navsim_arena *navsim_child_arena(void) {
    static navsim_arena arena;
    return &arena;
}

/// 16 GiB of address space, reserved without committing memory; pages appear as used.
static inline int navsim_arena_reserve(void) {
    size_t size = (size_t)1 << 34;
    void *base = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) return -1;
    navsim_child_arena()->base = base;
    navsim_child_arena()->cursor = base;
    navsim_child_arena()->end = (char *)base + size;
    return 0;
}

static inline void *navsim_arena_open(Agdisc_t *discipline) {
    (void)discipline;
    return navsim_child_arena();
}

/// Zeroed, 16-byte aligned memory (fresh anonymous pages are zero), or NULL when the
/// reservation is used up.
static inline void *navsim_arena_alloc(void *state, size_t size) {
    navsim_arena *arena = state;
    size_t rounded = size == 0 ? 16 : (size + 15) & ~(size_t)15;
    if (rounded > (size_t)(arena->end - arena->cursor)) return NULL;
    void *result = arena->cursor;
    arena->cursor += rounded;
    return result;
}

static inline void *navsim_arena_resize(void *state, void *old, size_t old_size, size_t size) {
    void *fresh = navsim_arena_alloc(state, size);
    if (fresh && old) memcpy(fresh, old, old_size < size ? old_size : size);
    return fresh;
}

static inline void navsim_arena_free(void *state, void *pointer) {
    (void)state;
    (void)pointer;
}

/// Gives the pages back (they read as zeros again) and starts over at the base.
static inline void navsim_arena_close(void *state) {
    navsim_arena *arena = state;
    madvise(arena->base, (size_t)(arena->cursor - arena->base), MADV_DONTNEED);
    arena->cursor = arena->base;
}

// MARK: - Reading the DOT text

typedef struct {
    const char *bytes;
    size_t length;
    size_t offset;
} navsim_reader;

static inline int navsim_reader_read(void *channel, char *buffer, int capacity) {
    navsim_reader *reader = channel;
    size_t left = reader->length - reader->offset;
    size_t count = capacity > 0 && (size_t)capacity < left ? (size_t)capacity : left;
    memcpy(buffer, reader->bytes + reader->offset, count);
    reader->offset += count;
    return (int)count;
}

// MARK: - Messages

/// Graphviz's messages during one request, kept to the first 64 KiB.
typedef struct {
    char text[1 << 16];
    size_t length;
} navsim_messages;

static inline navsim_messages *navsim_child_messages(void) {
    static navsim_messages messages;
    return &messages;
}

static inline int navsim_collect_message(char *message) {
    navsim_messages *messages = navsim_child_messages();
    size_t length = strlen(message);
    size_t room = sizeof messages->text - messages->length;
    if (length > room) length = room;
    memcpy(messages->text + messages->length, message, length);
    messages->length += length;
    return 0;
}

// MARK: - The worker

static inline int navsim_write_all(int fd, const void *bytes, size_t count) {
    const char *cursor = bytes;
    while (count > 0) {
        ssize_t written = write(fd, cursor, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        cursor += written;
        count -= (size_t)written;
    }
    return 0;
}

/// Reads exactly `count` bytes; -1 at the end of the input or on an error.
static inline int navsim_read_all(int fd, void *bytes, size_t count) {
    char *cursor = bytes;
    while (count > 0) {
        ssize_t got = read(fd, cursor, count);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        cursor += got;
        count -= (size_t)got;
    }
    return 0;
}

/// The subgraphs of `graph` at any depth, counted with an explicit stack.
static inline uint64_t navsim_count_subgraphs(Agraph_t *graph) {
    size_t capacity = 64, count = 0;
    uint64_t total = 0;
    Agraph_t **pending = malloc(capacity * sizeof *pending);
    if (!pending) return UINT64_MAX;
    pending[count++] = graph;
    while (count > 0) {
        Agraph_t *current = pending[--count];
        for (Agraph_t *sub = agfstsubg(current); sub; sub = agnxtsubg(sub)) {
            total += 1;
            if (count == capacity) {
                capacity *= 2;
                Agraph_t **grown = realloc(pending, capacity * sizeof *pending);
                if (!grown) {
                    free(pending);
                    return UINT64_MAX;
                }
                pending = grown;
            }
            pending[count++] = sub;
        }
    }
    free(pending);
    return total;
}

/// Reads, measures, lays out and renders one request; a graph that was laid out is left
/// in `*laid_out` for the caller to free after answering.
static inline navsim_render_report navsim_render_one(GVC_t *context, const navsim_render_request *request,
                                                    const char *dot, const char *engine, const char *format,
                                                    Agraph_t **laid_out, char **data) {
    navsim_render_report report = {0};
    navsim_reader reader = {dot, request->dot_length, 0};
    static Agmemdisc_t memory = {navsim_arena_open, navsim_arena_alloc, navsim_arena_resize, navsim_arena_free,
                                 navsim_arena_close};
    static Agiodisc_t io;
    static Agdisc_t discipline;
    io = (Agiodisc_t){navsim_reader_read, AgIoDisc.putstr, AgIoDisc.flush};
    discipline = (Agdisc_t){&memory, &AgIdDisc, &io};
    agreseterrors();
    Agraph_t *graph = agread(&reader, &discipline);
    if (!graph || agerrors() > 0) {
        report.status = NAVSIM_RENDER_INVALID_DOT;
        return report;
    }
    report.nodes = (uint64_t)agnnodes(graph);
    report.edges = (uint64_t)agnedges(graph);
    report.subgraphs = navsim_count_subgraphs(graph);
    if (report.nodes > request->maximum_nodes || report.edges > request->maximum_edges
        || report.subgraphs > request->maximum_subgraphs) {
        report.status = NAVSIM_RENDER_TOO_LARGE;
        agclose(graph);
        return report;
    }
    if (gvLayout(context, graph, engine) != 0 || agerrors() > 0) {
        report.status = NAVSIM_RENDER_LAYOUT_FAILED;
        return report;
    }
    *laid_out = graph;
    unsigned int length = 0;
    if (gvRenderData(context, graph, format, data, &length) != 0 || agerrors() > 0 || !*data) {
        report.status = NAVSIM_RENDER_RENDER_FAILED;
        return report;
    }
    report.status = NAVSIM_RENDER_OK;
    report.data_length = length;
    return report;
}

/// Answers requests from stdin on stdout until the input ends or a request fails.
static inline void *navsim_worker_loop(void *argument) {
    GVC_t *context = argument;
    for (;;) {
        navsim_render_request request;
        if (navsim_read_all(STDIN_FILENO, &request, sizeof request) != 0) _exit(0);
        size_t total = request.dot_length + request.engine_length + request.format_length;
        char *text = malloc(total + 3);
        if (!text || navsim_read_all(STDIN_FILENO, text, request.dot_length) != 0) _exit(73);
        char *engine = text + request.dot_length + 1;
        char *format = engine + request.engine_length + 1;
        if (navsim_read_all(STDIN_FILENO, engine, request.engine_length) != 0
            || navsim_read_all(STDIN_FILENO, format, request.format_length) != 0)
            _exit(73);
        text[request.dot_length] = engine[request.engine_length] = format[request.format_length] = '\0';
        navsim_messages *messages = navsim_child_messages();
        messages->length = 0;
        Agraph_t *graph = NULL;
        char *data = NULL;
        navsim_render_report report = navsim_render_one(context, &request, text, engine, format, &graph, &data);
        report.message_length = (uint32_t)messages->length;
        if (navsim_write_all(STDOUT_FILENO, &report, sizeof report) != 0
            || navsim_write_all(STDOUT_FILENO, messages->text, messages->length) != 0
            || (report.status == NAVSIM_RENDER_OK && navsim_write_all(STDOUT_FILENO, data, report.data_length) != 0))
            _exit(72);
        free(text);
        // A graph above the limits was closed unlaid: nothing of it is left.
        if (report.status == NAVSIM_RENDER_TOO_LARGE) continue;
        // After an error, Graphviz's state is not trusted again (gvFreeLayout double-frees
        // after a failed layout): leave, and the parent starts a new worker.
        if (report.status != NAVSIM_RENDER_OK) _exit(0);
        gvFreeRenderData(data);
        gvFreeLayout(context, graph);
        agclose(graph);
    }
}

/// Closes every descriptor above stderr: the worker keeps no copy of the parent's pipes,
/// which would keep their readers from ever seeing the end.
static inline void navsim_close_inherited_descriptors(void) {
#ifdef __NR_close_range
    if (syscall(__NR_close_range, 3U, ~0U, 0) == 0) return;
#endif
    for (int fd = 3; fd < 65536; fd++) close(fd);
}

/// The worker: requests on stdin, answers on stdout, Graphviz's stderr to the parent; the
/// loop runs on a thread with a 256 MiB stack (the same for every caller, whatever thread
/// forked). A signal Graphviz raises keeps its default action, so the parent sees which
/// one ended the worker.
static inline void navsim_worker_main(GVC_t *context, int requests, int answers, int errors) {
    int fatal[] = {SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGPIPE};
    for (size_t index = 0; index < sizeof fatal / sizeof fatal[0]; index++) signal(fatal[index], SIG_DFL);
    if (dup2(requests, STDIN_FILENO) < 0 || dup2(answers, STDOUT_FILENO) < 0 || dup2(errors, STDERR_FILENO) < 0)
        _exit(70);
    navsim_close_inherited_descriptors();
    agseterrf(navsim_collect_message);
    if (navsim_arena_reserve() != 0) _exit(70);
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) != 0 || pthread_attr_setstacksize(&attributes, (size_t)256 << 20) != 0
        || pthread_create(&thread, &attributes, navsim_worker_loop, context) != 0)
        _exit(71);
    pthread_join(thread, NULL);
    _exit(71);
}

/// The parent's ends of a worker's channels.
typedef struct {
    pid_t pid;
    int requests;
    int answers;
    int errors;
} navsim_worker;

/// Forks a worker for `context`; its `pid` is -1, with errno set, when that fails. The
/// parent's ends close on exec; requests go through a socket, so that writing to a worker
/// that died is an error (EPIPE with MSG_NOSIGNAL), not a SIGPIPE.
static inline navsim_worker navsim_spawn_worker(GVC_t *context) {
    navsim_worker worker = {-1, -1, -1, -1};
    int requests[2], answers[2], errors[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, requests) != 0) return worker;
    if (pipe2(answers, O_CLOEXEC) != 0) {
        int saved = errno;
        close(requests[0]);
        close(requests[1]);
        errno = saved;
        return worker;
    }
    if (pipe2(errors, O_CLOEXEC) != 0) {
        int saved = errno;
        close(requests[0]);
        close(requests[1]);
        close(answers[0]);
        close(answers[1]);
        errno = saved;
        return worker;
    }
    pid_t pid = fork();
    if (pid == 0) navsim_worker_main(context, requests[1], answers[1], errors[1]);
    int saved = errno;
    close(requests[1]);
    close(answers[1]);
    close(errors[1]);
    if (pid < 0) {
        close(requests[0]);
        close(answers[0]);
        close(errors[0]);
        errno = saved;
        return worker;
    }
    worker.pid = pid;
    worker.requests = requests[0];
    worker.answers = answers[0];
    worker.errors = errors[0];
    return worker;
}

/// Sends all of `bytes` to a worker; -1 with errno EPIPE when it has gone.
static inline int navsim_send_all(int fd, const void *bytes, size_t count) {
    const char *cursor = bytes;
    while (count > 0) {
        ssize_t sent = send(fd, cursor, count, MSG_NOSIGNAL);
        if (sent < 0 && errno == EINTR) continue;
        if (sent <= 0) return -1;
        cursor += sent;
        count -= (size_t)sent;
    }
    return 0;
}

/// The signal that ended a child, from waitpid's status, or 0 when it exited.
static inline int navsim_terminating_signal(int status) { return WIFSIGNALED(status) ? WTERMSIG(status) : 0; }

/// The exit code of a child that exited, from waitpid's status, or -1.
static inline int navsim_exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }

#endif
