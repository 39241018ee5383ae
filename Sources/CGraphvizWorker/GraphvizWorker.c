// See include/CGraphvizWorker.h. Everything above "Starting a worker" runs in the worker
// process, started from this executable by `navsim_spawn_worker` and entered through a
// constructor before main; everything below it runs in the process that renders.
#include "CGraphvizWorker.h"

#include <CPlatform.h>

#include <errno.h>
#include <fcntl.h>
#include <graphviz/gvc.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#ifndef MSG_NOSIGNAL
// Where send has no such flag, the socket says so instead (navsim_socketpair_cloexec).
#define MSG_NOSIGNAL 0
#endif

/// The first argument that makes a process started from this executable the render worker;
/// the second names its fault.
static const char navsim_worker_flag[] = "--navsim-graphviz-worker";

/// The worker's descriptor for its CPU-time beats, in the POSIX path.
enum { NAVSIM_BEATS_FD = 3 };

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

/// The worker's one arena.
static navsim_arena *navsim_child_arena(void) {
    static navsim_arena arena;
    return &arena;
}

/// 16 GiB of address space, reserved without committing memory; pages appear as used.
static int navsim_arena_reserve(void) {
    size_t size = (size_t)1 << 34;
    void *base = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) return -1;
    navsim_child_arena()->base = base;
    navsim_child_arena()->cursor = base;
    navsim_child_arena()->end = (char *)base + size;
    return 0;
}

static void *navsim_arena_open(Agdisc_t *discipline) {
    (void)discipline;
    return navsim_child_arena();
}

/// Zeroed, 16-byte aligned memory (fresh anonymous pages are zero), or NULL when the
/// reservation is used up.
static void *navsim_arena_alloc(void *state, size_t size) {
    navsim_arena *arena = state;
    size_t rounded = size == 0 ? 16 : (size + 15) & ~(size_t)15;
    if (rounded > (size_t)(arena->end - arena->cursor)) return NULL;
    void *result = arena->cursor;
    arena->cursor += rounded;
    return result;
}

static void *navsim_arena_resize(void *state, void *old, size_t old_size, size_t size) {
    void *fresh = navsim_arena_alloc(state, size);
    if (fresh && old) memcpy(fresh, old, old_size < size ? old_size : size);
    return fresh;
}

static void navsim_arena_free(void *state, void *pointer) {
    (void)state;
    (void)pointer;
}

/// Gives the pages back (they read as zeros again) and starts over at the base.
static void navsim_arena_close(void *state) {
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

static int navsim_reader_read(void *channel, char *buffer, int capacity) {
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

static navsim_messages *navsim_child_messages(void) {
    static navsim_messages messages;
    return &messages;
}

static int navsim_collect_message(char *message) {
    navsim_messages *messages = navsim_child_messages();
    size_t length = strlen(message);
    size_t room = sizeof messages->text - messages->length;
    if (length > room) length = room;
    memcpy(messages->text + messages->length, message, length);
    messages->length += length;
    return 0;
}

// MARK: - The worker

static int navsim_write_all(int fd, const void *bytes, size_t count) {
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
static int navsim_read_all(int fd, void *bytes, size_t count) {
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
static uint64_t navsim_count_subgraphs(Agraph_t *graph) {
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
static navsim_render_report navsim_render_one(GVC_t *context, const navsim_render_request *request,
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

/// What the worker's loop runs with.
typedef struct {
    GVC_t *context;
    navsim_fault fault;
} navsim_worker_setup;

/// Held by the spawning thread across the spawn for `NAVSIM_FAULT_HELD_LOCK`; the worker
/// takes it before each layout.
static pthread_mutex_t navsim_fault_lock = PTHREAD_MUTEX_INITIALIZER;

/// Does what `fault` asks once a request has arrived.
static void navsim_apply_fault(navsim_fault fault) {
    switch (fault) {
    case NAVSIM_FAULT_STALL:
        for (;;) pause();
    case NAVSIM_FAULT_HELD_LOCK:
        pthread_mutex_lock(&navsim_fault_lock);
        pthread_mutex_unlock(&navsim_fault_lock);
        break;
    case NAVSIM_FAULT_NONE:
        break;
    }
}

/// Answers requests from stdin on stdout until the input ends or a request fails.
static void *navsim_worker_loop(void *argument) {
    const navsim_worker_setup *setup = argument;
    GVC_t *context = setup->context;
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
        navsim_apply_fault(setup->fault);
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

/// Sends the CPU time the rest of this process has used so far (whole milliseconds, 8
/// bytes; this thread's own left out) on the beats descriptor every 100 ms: in the POSIX
/// path the parent cannot read another process's CPU time, and this thread keeps beating
/// while the loop is stuck, so the beats tell a stall from a long layout. Its own time is
/// read just after the process's, so the difference can come out a little low: the beat
/// sent is the highest seen, so that a stuck worker's beats never change. It ends when the
/// parent's end is gone.
static void *navsim_send_beats(void *unused) {
    (void)unused;
    int64_t highest = 0;
    for (;;) {
        struct timespec process, own, interval = {0, 100 * 1000 * 1000};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &process);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &own);
        int64_t others = (((int64_t)process.tv_sec - own.tv_sec) * 1000000000 + (process.tv_nsec - own.tv_nsec)) / 1000000;
        if (others > highest) highest = others;
        if (navsim_write_all(NAVSIM_BEATS_FD, &highest, sizeof highest) != 0) return NULL;
        nanosleep(&interval, NULL);
    }
}

// MARK: - Entering the worker

/// The worker: requests on stdin, answers on stdout, Graphviz's stderr to the parent, all
/// three set up by the spawn (and in the POSIX path the beats); the loop runs on a thread
/// with a 256 MiB stack. A signal
/// Graphviz raises has its default action, so the parent sees which one ended the worker.
static void navsim_worker_main(navsim_fault fault) {
    static navsim_worker_setup setup;
    setup.fault = fault;
    setup.context = gvContext();
    if (!setup.context) _exit(70);
    agseterrf(navsim_collect_message);
    if (navsim_arena_reserve() != 0) _exit(70);
    pthread_attr_t attributes;
    pthread_t thread, beats;
    if (navsim_platform_is_portable() && pthread_create(&beats, NULL, navsim_send_beats, NULL) != 0) _exit(71);
    if (pthread_attr_init(&attributes) != 0 || pthread_attr_setstacksize(&attributes, (size_t)256 << 20) != 0
        || pthread_create(&thread, &attributes, navsim_worker_loop, &setup) != 0)
        _exit(71);
    pthread_join(thread, NULL);
    _exit(71);
}

/// Runs before main in every process of this executable; in one started as the worker it
/// never returns.
__attribute__((constructor)) static void navsim_worker_entry(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc < 3 || strcmp(argv[1], navsim_worker_flag) != 0) return;
    navsim_worker_main((navsim_fault)atoi(argv[2]));
}

// MARK: - Starting a worker

/// Closes both ends of the first `count` channels in `pairs`, keeping errno.
static void navsim_close_pairs(int pairs[][2], int count) {
    int saved = errno;
    for (int index = 0; index < count; index++) {
        close(pairs[index][0]);
        close(pairs[index][1]);
    }
    errno = saved;
}

/// Makes one channel (a socket for requests, else a pipe), both ends close-on-exec and
/// above the beats descriptor, so that the worker's dup2s never overwrite one another even
/// when this process closed its standard descriptors; -1 with errno set when that fails.
static int navsim_make_channel(int pair[2], int socket) {
    if ((socket ? navsim_socketpair_cloexec(pair) : navsim_pipe_cloexec(pair)) != 0) return -1;
    for (int end = 0; end < 2; end++) {
        if (pair[end] > NAVSIM_BEATS_FD) continue;
        int moved = fcntl(pair[end], F_DUPFD_CLOEXEC, NAVSIM_BEATS_FD + 1);
        if (moved < 0) {
            navsim_close_pairs((int (*)[2])pair, 1);
            return -1;
        }
        close(pair[end]);
        pair[end] = moved;
    }
    return 0;
}

navsim_worker navsim_spawn_worker(navsim_fault fault) {
    navsim_worker worker = {-1, -1, -1, -1, -1};
    int pairs[4][2];  // requests, answers, errors, and beats in the POSIX path
    const int sends_beats = navsim_platform_is_portable();
    const int channels = sends_beats ? 4 : 3;
    for (int made = 0; made < channels; made++) {
        if (navsim_make_channel(pairs[made], made == 0) != 0) {
            navsim_close_pairs(pairs, made);
            return worker;
        }
    }
    char fault_text[16];
    snprintf(fault_text, sizeof fault_text, "%d", (int)fault);
    char *arguments[] = {"navsim-graphviz-worker", (char *)navsim_worker_flag, fault_text, NULL};
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    int failure = posix_spawn_file_actions_init(&actions);
    if (failure == 0) failure = posix_spawnattr_init(&attributes);
    if (failure == 0) {
        // The worker's standard descriptors are the channels' far ends, and nothing else
        // of this process stays open in it: a copy of another pipe would keep its reader
        // from ever seeing the end. Signals start with their default actions, unblocked.
        posix_spawn_file_actions_adddup2(&actions, pairs[0][1], STDIN_FILENO);
        posix_spawn_file_actions_adddup2(&actions, pairs[1][1], STDOUT_FILENO);
        posix_spawn_file_actions_adddup2(&actions, pairs[2][1], STDERR_FILENO);
        if (sends_beats) posix_spawn_file_actions_adddup2(&actions, pairs[3][1], NAVSIM_BEATS_FD);
        failure = navsim_spawn_close_from(&actions, (sends_beats ? NAVSIM_BEATS_FD : STDERR_FILENO) + 1);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
        posix_spawnattr_setsigmask(&attributes, &none);
        posix_spawnattr_setsigdefault(&attributes, &all);
        if (fault == NAVSIM_FAULT_HELD_LOCK) pthread_mutex_lock(&navsim_fault_lock);
        const char *executable = navsim_executable_path();
        if (failure == 0 && !executable) failure = ENOENT;
        if (failure == 0) failure = posix_spawn(&worker.pid, executable, &actions, &attributes, arguments, environ);
        if (fault == NAVSIM_FAULT_HELD_LOCK) pthread_mutex_unlock(&navsim_fault_lock);
        posix_spawnattr_destroy(&attributes);
        posix_spawn_file_actions_destroy(&actions);
    }
    for (int channel = 0; channel < channels; channel++) close(pairs[channel][1]);
    if (failure != 0) {
        for (int channel = 0; channel < channels; channel++) close(pairs[channel][0]);
        worker.pid = -1;
        errno = failure;
        return worker;
    }
    worker.requests = pairs[0][0];
    worker.answers = pairs[1][0];
    worker.errors = pairs[2][0];
    if (sends_beats) {
        // Read as they come, never waited for.
        fcntl(pairs[3][0], F_SETFL, fcntl(pairs[3][0], F_GETFL) | O_NONBLOCK);
        worker.beats = pairs[3][0];
    }
    return worker;
}

int navsim_send_all(int fd, const void *bytes, size_t count) {
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

// MARK: - Watching a worker

long long navsim_worker_activity(pid_t pid, int beats, long long last, int *busy) {
    if (beats < 0) return navsim_process_cpu_ticks(pid, busy);
    *busy = 0;
    int64_t beat;
    while (read(beats, &beat, sizeof beat) == (ssize_t)sizeof beat) last = beat;
    return last;
}

int navsim_terminating_signal(int status) { return WIFSIGNALED(status) ? WTERMSIG(status) : 0; }

int navsim_exit_code(int status) { return WIFEXITED(status) ? WEXITSTATUS(status) : -1; }
