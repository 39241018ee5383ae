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
