// The names of the functions at code addresses, and the Swift type descriptors a file
// defines, from the symbol tables of the loaded files (ImagePlatform.h reads them): the
// Swift functions of an executable are not in its dynamic symbol table, so `dladdr` alone
// does not name them. The same on every platform.
#include "CSwiftSections.h"
#include "ImagePlatform.h"

#include "CPlatform.h"

#include <execinfo.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

int navsim_return_addresses(void **addresses, int capacity) {
    return backtrace(addresses, capacity);
}

/// One loaded file's symbols by start, and the names of its Swift type descriptors
/// (`…Mn`), sorted.
struct image {
    const void *key;
    struct navsim_image_contents contents;
    const char **descriptors;
    size_t descriptor_count;
    struct image *next;
};

static pthread_mutex_t images_lock = PTHREAD_MUTEX_INITIALIZER;
/// The files read so far, by each path (Linux's, the POSIX one): their keys differ.
static struct image *images[2];

static int by_name(const void *left, const void *right) {
    return strcmp(*(const char *const *)left, *(const char *const *)right);
}

static int by_start(const void *left, const void *right) {
    uintptr_t a = ((const struct navsim_symbol *)left)->start, b = ((const struct navsim_symbol *)right)->start;
    return (a > b) - (a < b);
}

/// Sorts `symbols` by start, equal starts in the order they came (as a stable merge sort
/// keeps them), in linear time: a radix sort on 16-bit digits of the start less the lowest,
/// two passes for a file under 4 GiB. A file's table has tens of thousands of symbols, which
/// `qsort` took about 90 million instructions to sort, once per process that names code.
static void sort_by_start(struct navsim_symbol *symbols, size_t count) {
    if (count < 2) return;
    uintptr_t lowest = UINTPTR_MAX, highest = 0;
    for (size_t index = 0; index < count; index++) {
        if (symbols[index].start < lowest) lowest = symbols[index].start;
        if (symbols[index].start > highest) highest = symbols[index].start;
    }
    enum { digits = 1 << 16 };
    struct navsim_symbol *spare = malloc(count * sizeof *spare);
    size_t *positions = malloc((digits + 1) * sizeof *positions);
    if (spare == NULL || positions == NULL) {
        free(spare);
        free(positions);
        qsort(symbols, count, sizeof *symbols, by_start);
        return;
    }
    struct navsim_symbol *from = symbols, *to = spare;
    for (unsigned shift = 0; shift < 64 && ((highest - lowest) >> shift) != 0; shift += 16) {
        memset(positions, 0, (digits + 1) * sizeof *positions);
        for (size_t index = 0; index < count; index++)
            positions[((from[index].start - lowest) >> shift & 0xffff) + 1]++;
        for (size_t digit = 1; digit <= digits; digit++) positions[digit] += positions[digit - 1];
        for (size_t index = 0; index < count; index++)
            to[positions[(from[index].start - lowest) >> shift & 0xffff]++] = from[index];
        struct navsim_symbol *sorted = to;
        to = from;
        from = sorted;
    }
    if (from != symbols) memcpy(symbols, from, count * sizeof *symbols);
    free(spare);
    free(positions);
}

/// Whether `name` is a Swift nominal type descriptor's (`$s…Mn`).
static int is_descriptor(const char *name) {
    size_t length = strlen(name);
    return length > 4 && name[0] == '$' && name[1] == 's' && name[length - 2] == 'M' && name[length - 1] == 'n';
}

/// The file holding `address`, read the first time; called with the lock held.
static struct image *image_at(uintptr_t address, int portable) {
    struct navsim_image_location location;
    if (!navsim_locate_image(address, portable, &location)) return NULL;
    struct image *image = images[portable];
    while (image != NULL && image->key != location.key) image = image->next;
    if (image != NULL) return image;
    image = calloc(1, sizeof *image);
    if (image == NULL) return NULL;
    image->key = location.key;
    image->contents = navsim_read_image(&location);
    sort_by_start(image->contents.symbols, image->contents.count);
    image->descriptors = calloc(image->contents.count + 1, sizeof(const char *));
    for (size_t index = 0; image->descriptors != NULL && index < image->contents.count; index++)
        if (is_descriptor(image->contents.symbols[index].name))
            image->descriptors[image->descriptor_count++] = image->contents.symbols[index].name;
    qsort(image->descriptors, image->descriptor_count, sizeof(const char *), by_name);
    image->next = images[portable];
    images[portable] = image;
    return image;
}

const char *navsim_function_name_on_path(uintptr_t address, int portable) {
    pthread_mutex_lock(&images_lock);
    struct image *image = image_at(address, portable != 0);
    const char *name = NULL;
    if (image != NULL) {
        // The last symbol starting at or before `address`, if it spans it.
        const struct navsim_symbol *symbols = image->contents.symbols;
        size_t low = 0, high = image->contents.count;
        while (low < high) {
            size_t middle = low + (high - low) / 2;
            if (symbols[middle].start <= address) low = middle + 1; else high = middle;
        }
        if (low > 0 && address < symbols[low - 1].end) name = symbols[low - 1].name;
    }
    pthread_mutex_unlock(&images_lock);
    return name;
}

void navsim_read_executable_names(void) {
    pthread_mutex_lock(&images_lock);
    image_at((uintptr_t)&navsim_read_executable_names, navsim_platform_is_portable());
    pthread_mutex_unlock(&images_lock);
}

const char *navsim_function_name(uintptr_t address) {
    return navsim_function_name_on_path(address, navsim_platform_is_portable());
}

int navsim_defines_type_on_path(uintptr_t address, const char *descriptor, int portable) {
    pthread_mutex_lock(&images_lock);
    struct image *image = image_at(address, portable != 0);
    int found = image != NULL && image->descriptor_count > 0
        && bsearch(&descriptor, image->descriptors, image->descriptor_count, sizeof(const char *), by_name) != NULL;
    pthread_mutex_unlock(&images_lock);
    return found;
}

int navsim_defines_type(uintptr_t address, const char *descriptor) {
    return navsim_defines_type_on_path(address, descriptor, navsim_platform_is_portable());
}

const int32_t *navsim_image_protocol_records(uintptr_t address, int portable, size_t *count) {
    pthread_mutex_lock(&images_lock);
    struct image *image = image_at(address, portable != 0);
    *count = image != NULL ? image->contents.protocol_record_count : 0;
    const int32_t *records = image != NULL ? image->contents.protocol_records : NULL;
    pthread_mutex_unlock(&images_lock);
    return records;
}
