// The names of the functions at code addresses, and the Swift type descriptors a file
// defines, read from the symbol tables (`.symtab`) of the loaded ELF files: the Swift
// functions of an executable are not in its dynamic symbol table, so `dladdr` alone does not
// name them.
#define _GNU_SOURCE
#include "CSwiftSections.h"

#include <dlfcn.h>
#include <elf.h>
#include <execinfo.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int navsim_return_addresses(void **addresses, int capacity) {
    return backtrace(addresses, capacity);
}

/// A function's code, from `start` up to `end`, at its loaded address.
struct function {
    uintptr_t start;
    uintptr_t end;
    const char *name;
};

/// The functions and data of one loaded file, by start, and the names of its Swift type
/// descriptors (`…Mn`), sorted; the names point into the file's mapping.
struct image {
    const struct link_map *map;
    struct function *functions;
    size_t count;
    const char **descriptors;
    size_t descriptor_count;
    struct image *next;
};

static pthread_mutex_t images_lock = PTHREAD_MUTEX_INITIALIZER;
static struct image *images;

static int by_name(const void *left, const void *right) {
    return strcmp(*(const char *const *)left, *(const char *const *)right);
}

/// Whether `name` is a Swift nominal type descriptor's (`$s…Mn`).
static int is_descriptor(const char *name) {
    size_t length = strlen(name);
    return length > 4 && name[0] == '$' && name[1] == 's' && name[length - 2] == 'M' && name[length - 1] == 'n';
}

static int by_start(const void *left, const void *right) {
    uintptr_t a = ((const struct function *)left)->start, b = ((const struct function *)right)->start;
    return (a > b) - (a < b);
}

/// Reads the functions of the file `map` describes (the running executable for the main
/// program, whose name is empty); no functions if it cannot be read or has no `.symtab`.
static struct image *load_image(const struct link_map *map) {
    struct image *image = calloc(1, sizeof *image);
    if (image == NULL) return NULL;
    image->map = map;
    const char *path = map->l_name[0] != '\0' ? map->l_name : "/proc/self/exe";
    int file = open(path, O_RDONLY | O_CLOEXEC);
    struct stat status;
    if (file < 0) return image;
    if (fstat(file, &status) != 0 || (size_t)status.st_size < sizeof(ElfW(Ehdr))) {
        close(file);
        return image;
    }
    size_t size = (size_t)status.st_size;
    const unsigned char *bytes = mmap(NULL, size, PROT_READ, MAP_PRIVATE, file, 0);
    close(file);
    if (bytes == MAP_FAILED) return image;
    const ElfW(Ehdr) *header = (const ElfW(Ehdr) *)(const void *)bytes;
    if (header->e_ident[EI_MAG0] != ELFMAG0 || header->e_ident[EI_MAG1] != ELFMAG1
        || header->e_ident[EI_MAG2] != ELFMAG2 || header->e_ident[EI_MAG3] != ELFMAG3
        || header->e_shentsize != sizeof(ElfW(Shdr))
        || header->e_shoff + (size_t)header->e_shnum * sizeof(ElfW(Shdr)) > size) {
        munmap((void *)bytes, size);
        return image;
    }
    const ElfW(Shdr) *sections = (const ElfW(Shdr) *)(const void *)(bytes + header->e_shoff);
    for (size_t index = 0; index < header->e_shnum; index++) {
        const ElfW(Shdr) *table = &sections[index];
        if (table->sh_type != SHT_SYMTAB || table->sh_link >= header->e_shnum) continue;
        const ElfW(Shdr) *strings = &sections[table->sh_link];
        if (table->sh_offset + table->sh_size > size || strings->sh_offset + strings->sh_size > size) continue;
        const ElfW(Sym) *symbols = (const ElfW(Sym) *)(const void *)(bytes + table->sh_offset);
        size_t count = table->sh_size / sizeof(ElfW(Sym));
        image->functions = calloc(count, sizeof(struct function));
        image->descriptors = calloc(count, sizeof(const char *));
        if (image->functions == NULL || image->descriptors == NULL) break;
        for (size_t symbol = 0; symbol < count; symbol++) {
            const ElfW(Sym) *entry = &symbols[symbol];
            int type = ELF64_ST_TYPE(entry->st_info);
            if ((type != STT_FUNC && type != STT_OBJECT) || entry->st_size == 0 || entry->st_shndx == SHN_UNDEF
                || entry->st_name >= strings->sh_size)
                continue;
            const char *name = (const char *)bytes + strings->sh_offset + entry->st_name;
            if (memchr(name, 0, strings->sh_size - entry->st_name) == NULL) continue;
            uintptr_t start = map->l_addr + entry->st_value;
            image->functions[image->count++] = (struct function){start, start + entry->st_size, name};
            if (is_descriptor(name)) image->descriptors[image->descriptor_count++] = name;
        }
        qsort(image->functions, image->count, sizeof(struct function), by_start);
        qsort(image->descriptors, image->descriptor_count, sizeof(const char *), by_name);
        // The names point into the mapping, kept for the life of the process.
        return image;
    }
    free(image->functions);
    free(image->descriptors);
    image->functions = NULL;
    image->descriptors = NULL;
    image->count = 0;
    image->descriptor_count = 0;
    munmap((void *)bytes, size);
    return image;
}

/// The image of the file holding `address`, read the first time; called with the lock held.
static struct image *image_at(uintptr_t address) {
    Dl_info info;
    struct link_map *map = NULL;
    if (dladdr1((void *)address, &info, (void **)&map, RTLD_DL_LINKMAP) == 0 || map == NULL) return NULL;
    struct image *image = images;
    while (image != NULL && image->map != map) image = image->next;
    if (image == NULL && (image = load_image(map)) != NULL) {
        image->next = images;
        images = image;
    }
    return image;
}

const char *navsim_function_name(uintptr_t address) {
    pthread_mutex_lock(&images_lock);
    struct image *image = image_at(address);
    const char *name = NULL;
    if (image != NULL) {
        // The last function starting at or before `address`, if it spans it.
        size_t low = 0, high = image->count;
        while (low < high) {
            size_t middle = low + (high - low) / 2;
            if (image->functions[middle].start <= address) low = middle + 1; else high = middle;
        }
        if (low > 0 && address < image->functions[low - 1].end) name = image->functions[low - 1].name;
    }
    pthread_mutex_unlock(&images_lock);
    return name;
}

int navsim_defines_type(uintptr_t address, const char *descriptor) {
    pthread_mutex_lock(&images_lock);
    struct image *image = image_at(address);
    int found = image != NULL && image->descriptor_count > 0
        && bsearch(&descriptor, image->descriptors, image->descriptor_count, sizeof(const char *), by_name) != NULL;
    pthread_mutex_unlock(&images_lock);
    return found;
}
