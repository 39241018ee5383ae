// See include/CPlatform.h. The Linux paths are built only on Linux; the POSIX paths
// everywhere.
#define _GNU_SOURCE
#include "CPlatform.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int navsim_platform_is_portable(void) {
#ifdef __linux__
    const char *value = getenv("NAVSIM_PORTABLE");
    return value != NULL && strcmp(value, "1") == 0;
#else
    return 1;
#endif
}

// MARK: - Descriptors

/// Marks both of `ends` close-on-exec; 0, or -1 with errno set and both closed.
static int navsim_set_cloexec(int ends[2]) {
    for (int end = 0; end < 2; end++) {
        if (fcntl(ends[end], F_SETFD, FD_CLOEXEC) != 0) {
            int saved = errno;
            close(ends[0]);
            close(ends[1]);
            errno = saved;
            return -1;
        }
    }
    return 0;
}

int navsim_pipe_cloexec(int ends[2]) {
#ifdef __linux__
    if (!navsim_platform_is_portable()) return pipe2(ends, O_CLOEXEC);
#endif
    // Between pipe and fcntl a process another thread spawns can inherit the ends.
    return pipe(ends) == 0 ? navsim_set_cloexec(ends) : -1;
}

int navsim_socketpair_cloexec(int ends[2]) {
#ifdef __linux__
    if (!navsim_platform_is_portable()) return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends);
#endif
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0 || navsim_set_cloexec(ends) != 0) return -1;
#ifdef SO_NOSIGPIPE
    int on = 1;
    for (int end = 0; end < 2; end++) setsockopt(ends[end], SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    return 0;
}

int navsim_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
#ifdef __linux__
    if (!navsim_platform_is_portable()) return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#endif
    // Every descriptor open now, up to the limit (at most 65,536 looked at).
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (int fd = lowest; fd < limit; fd++) {
        if (fcntl(fd, F_GETFD) == -1) continue;
        int failure = posix_spawn_file_actions_addclose(actions, fd);
        if (failure != 0) return failure;
    }
    return 0;
}

// MARK: - The executable

/// The executable's path as the process started, when argv[0] leads to it.
static char navsim_started_path[PATH_MAX];

/// Resolves argv[0] as a shell would have found it: a name with a slash against the
/// working directory, else along PATH.
__attribute__((constructor)) static void navsim_note_executable(int argc, char **argv, char **envp) {
    (void)envp;
    if (argc < 1 || argv == NULL || argv[0] == NULL || argv[0][0] == '\0') return;
    if (strchr(argv[0], '/') != NULL) {
        if (realpath(argv[0], navsim_started_path) == NULL) navsim_started_path[0] = '\0';
        return;
    }
    const char *search = getenv("PATH");
    while (search != NULL && *search != '\0') {
        const char *colon = strchr(search, ':');
        size_t length = colon ? (size_t)(colon - search) : strlen(search);
        char candidate[PATH_MAX];
        int written = snprintf(candidate, sizeof candidate, "%.*s/%s", (int)length, length ? search : ".", argv[0]);
        if (written > 0 && (size_t)written < sizeof candidate && access(candidate, X_OK) == 0
            && realpath(candidate, navsim_started_path) != NULL)
            return;
        navsim_started_path[0] = '\0';
        search = colon ? colon + 1 : NULL;
    }
}

const char *navsim_started_executable_path(void) {
    return navsim_started_path[0] != '\0' ? navsim_started_path : NULL;
}

const char *navsim_executable_path(void) {
#ifdef __linux__
    if (!navsim_platform_is_portable()) return "/proc/self/exe";
#endif
    return navsim_started_executable_path();
}

// MARK: - Processes and threads

#ifdef __linux__
/// The fields of a /proc stat line after the command's closing parenthesis, or NULL.
static char *navsim_stat_fields(const char *path, char *line, size_t capacity) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return NULL;
    ssize_t count = read(fd, line, capacity - 1);
    close(fd);
    if (count <= 0) return NULL;
    line[count] = '\0';
    char *closing = strrchr(line, ')');
    return closing && closing[1] == ' ' ? closing + 2 : NULL;
}
#endif

long long navsim_process_cpu_ticks(pid_t pid, int *busy) {
    *busy = 0;
#ifdef __linux__
    if (navsim_platform_is_portable()) return -1;
    char path[64], line[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    char *fields = navsim_stat_fields(path, line, sizeof line);
    // state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
    unsigned long long user = 0, system = 0;
    if (!fields || sscanf(fields, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &user, &system) != 2)
        return -1;
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *tasks = opendir(path);
    if (!tasks) return -1;
    for (struct dirent *entry; (entry = readdir(tasks)) && !*busy;) {
        if (entry->d_name[0] == '.') continue;
        char task[96];
        snprintf(task, sizeof task, "/proc/%d/task/%.32s/stat", (int)pid, entry->d_name);
        char *state = navsim_stat_fields(task, line, sizeof line);
        if (state && (state[0] == 'R' || state[0] == 'D')) *busy = 1;
    }
    closedir(tasks);
    return (long long)(user + system);
#else
    (void)pid;
    return -1;
#endif
}

int navsim_thread_count(void) {
#ifdef __linux__
    if (navsim_platform_is_portable()) return -1;
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks) return -1;
    int count = 0;
    for (struct dirent *entry; (entry = readdir(tasks));) count += entry->d_name[0] != '.';
    closedir(tasks);
    return count;
#else
    return -1;
#endif
}

// MARK: - Forking

#ifdef __linux__
#include <elf.h>
#include <link.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>

/// The thread-local variables that cache a thread's id: the Swift runtime's lock for
/// `swift_once` (lazy globals and statics) keeps one, and Swift's `Mutex` one in each module
/// that locks one. (libdispatch's `__dispatch_tsd` keeps one too, but it also bound
/// the main queue to that id, and on Linux has no fork handler to bind it again: it keeps
/// the parent's id, consistently.)
static const char *const navsim_cached_thread_ids[] = {
    "_ZZN5swift14threading_impl5linux13ulock_get_tidEvE3tid", // swift::threading_impl::linux::ulock_get_tid()
    "_swift_stdlib_gettid.tid",
};

/// Where the thread-local caches of thread ids are in each loaded object's TLS block,
/// read once per object (by its TLS module id).
enum { navsim_most_tls_modules = 256, navsim_most_ids_per_module = 32 };
static struct {
    int read;
    int count;
    size_t offsets[navsim_most_ids_per_module];
} navsim_tls_modules[navsim_most_tls_modules];

/// Reads the offsets of the caches in the TLS segment of the ELF file at `path`.
static void navsim_read_cached_id_offsets(const char *path, size_t module) {
    navsim_tls_modules[module].read = 1;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    struct stat status;
    void *image = MAP_FAILED;
    if (fstat(fd, &status) == 0 && status.st_size > (off_t)sizeof(ElfW(Ehdr)))
        image = mmap(NULL, (size_t)status.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (image == MAP_FAILED) return;
    const unsigned char *bytes = image;
    size_t size = (size_t)status.st_size;
    const ElfW(Ehdr) *header = image;
    if (memcmp(header->e_ident, ELFMAG, SELFMAG) != 0 || header->e_shentsize != sizeof(ElfW(Shdr))
        || header->e_shoff + (size_t)header->e_shnum * sizeof(ElfW(Shdr)) > size) {
        munmap(image, size);
        return;
    }
    const ElfW(Shdr) *sections = (const ElfW(Shdr) *)(bytes + header->e_shoff);
    for (size_t index = 0; index < header->e_shnum; index++) {
        const ElfW(Shdr) *table = &sections[index];
        if ((table->sh_type != SHT_SYMTAB && table->sh_type != SHT_DYNSYM) || table->sh_link >= header->e_shnum) continue;
        const ElfW(Shdr) *names = &sections[table->sh_link];
        if (table->sh_offset + table->sh_size > size || names->sh_offset + names->sh_size > size) continue;
        const ElfW(Sym) *symbols = (const ElfW(Sym) *)(bytes + table->sh_offset);
        const char *strings = (const char *)(bytes + names->sh_offset);
        for (size_t symbol = 0; symbol < table->sh_size / sizeof(ElfW(Sym)); symbol++) {
            // The symbol's type is the low four bits of st_info (ELF's ST_TYPE).
            if ((symbols[symbol].st_info & 0xf) != STT_TLS) continue;
            if (symbols[symbol].st_name >= names->sh_size) continue;
            const char *name = strings + symbols[symbol].st_name;
            for (size_t wanted = 0; wanted < sizeof navsim_cached_thread_ids / sizeof *navsim_cached_thread_ids;
                 wanted++) {
                if (strcmp(name, navsim_cached_thread_ids[wanted]) != 0) continue;
                int *count = &navsim_tls_modules[module].count;
                if (*count < navsim_most_ids_per_module)
                    navsim_tls_modules[module].offsets[(*count)++] = symbols[symbol].st_value;
            }
        }
    }
    munmap(image, size);
}

/// The addresses of this thread's cached ids, found by `navsim_find_cached_ids`.
enum { navsim_most_cached_ids = 512 };
static int *navsim_cached_ids[navsim_most_cached_ids];
static int navsim_cached_id_count;

static int navsim_note_cached_ids(struct dl_phdr_info *object, size_t size, void *unused) {
    (void)size;
    (void)unused;
    size_t module = object->dlpi_tls_modid;
    // No TLS, or this thread has not allocated the object's block: nothing cached.
    if (module == 0 || module >= navsim_most_tls_modules || object->dlpi_tls_data == NULL) return 0;
    if (!navsim_tls_modules[module].read) {
        const char *path = object->dlpi_name;
        navsim_read_cached_id_offsets(path != NULL && path[0] != '\0' ? path : "/proc/self/exe", module);
    }
    for (int index = 0; index < navsim_tls_modules[module].count; index++) {
        if (navsim_cached_id_count == navsim_most_cached_ids) break;
        navsim_cached_ids[navsim_cached_id_count++] =
            (int *)((char *)object->dlpi_tls_data + navsim_tls_modules[module].offsets[index]);
    }
    return 0;
}
#endif

pid_t navsim_fork(void) {
#ifdef __linux__
    if (navsim_platform_is_portable()) return fork();
    navsim_cached_id_count = 0;
    dl_iterate_phdr(navsim_note_cached_ids, NULL);
    // Emptied before the fork, so that the child fills each with its own id when it first
    // needs it; the parent gets its ids back.
    int kept[navsim_most_cached_ids];
    for (int index = 0; index < navsim_cached_id_count; index++) {
        kept[index] = *navsim_cached_ids[index];
        *navsim_cached_ids[index] = 0;
    }
    pid_t pid = fork();
    if (pid != 0) {
        for (int index = 0; index < navsim_cached_id_count; index++) *navsim_cached_ids[index] = kept[index];
    }
    return pid;
#else
    return fork();
#endif
}
