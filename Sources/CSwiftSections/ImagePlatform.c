// See ImagePlatform.h. Linux's path and the POSIX one differ only in how they find a loaded
// file; both read ELF files. Another object format (Mach-O) has only the POSIX path, and its
// reader (below, `__APPLE__`) is the one part never run: docs/platforms.md.
#define _GNU_SOURCE
#include "ImagePlatform.h"

#include "CPlatform.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __ELF__
#include <elf.h>
#include <link.h>

/// The load bias of the ELF file whose header is mapped at `base`: `base` less the address
/// its first segment (the one that maps the header) asks for.
static uintptr_t elf_load_bias(const void *base) {
    const ElfW(Ehdr) *header = base;
    const ElfW(Phdr) *segments = (const ElfW(Phdr) *)(const void *)((const char *)base + header->e_phoff);
    for (size_t index = 0; index < header->e_phnum; index++)
        if (segments[index].p_type == PT_LOAD && segments[index].p_offset == 0)
            return (uintptr_t)base - segments[index].p_vaddr;
    return (uintptr_t)base;
}

int navsim_locate_image(uintptr_t address, int portable, struct navsim_image_location *location) {
#ifdef __linux__
    if (!portable) {
        Dl_info info;
        struct link_map *map = NULL;
        if (dladdr1((void *)address, &info, (void **)&map, RTLD_DL_LINKMAP) == 0 || map == NULL) return 0;
        *location = (struct navsim_image_location){map, map->l_addr, map->l_name[0] != '\0' ? map->l_name : "/proc/self/exe"};
        return 1;
    }
#endif
    Dl_info info;
    if (dladdr((void *)address, &info) == 0 || info.dli_fbase == NULL) return 0;
    // The executable's name is argv[0], which may not lead to it from here.
    const char *path = info.dli_fname;
    if (path == NULL || strchr(path, '/') == NULL || access(path, R_OK) != 0) path = navsim_started_executable_path();
    if (path == NULL) return 0;
    *location = (struct navsim_image_location){info.dli_fbase, elf_load_bias(info.dli_fbase), path};
    return 1;
}

/// The `.symtab` symbols of the ELF file mapped at `bytes` (`size` long) and its
/// `swift5_protocols` section, both at the addresses `bias` loads them at.
static struct navsim_image_contents read_elf(const unsigned char *bytes, size_t size, uintptr_t bias) {
    struct navsim_image_contents contents = {0};
    const ElfW(Ehdr) *header = (const ElfW(Ehdr) *)(const void *)bytes;
    if (size < sizeof *header || memcmp(header->e_ident, ELFMAG, SELFMAG) != 0
        || header->e_shentsize != sizeof(ElfW(Shdr))
        || header->e_shoff + (size_t)header->e_shnum * sizeof(ElfW(Shdr)) > size)
        return contents;
    const ElfW(Shdr) *sections = (const ElfW(Shdr) *)(const void *)(bytes + header->e_shoff);
    const ElfW(Shdr) *names = header->e_shstrndx < header->e_shnum ? &sections[header->e_shstrndx] : NULL;
    for (size_t index = 0; index < header->e_shnum; index++) {
        const ElfW(Shdr) *section = &sections[index];
        if (names != NULL && section->sh_name < names->sh_size && names->sh_offset + names->sh_size <= size
            && strncmp((const char *)bytes + names->sh_offset + section->sh_name, "swift5_protocols",
                   names->sh_size - section->sh_name) == 0) {
            contents.protocol_records = (const int32_t *)(bias + section->sh_addr);
            contents.protocol_record_count = section->sh_size / sizeof(int32_t);
        }
        if (section->sh_type != SHT_SYMTAB || contents.symbols != NULL || section->sh_link >= header->e_shnum) continue;
        const ElfW(Shdr) *strings = &sections[section->sh_link];
        if (section->sh_offset + section->sh_size > size || strings->sh_offset + strings->sh_size > size) continue;
        const ElfW(Sym) *symbols = (const ElfW(Sym) *)(const void *)(bytes + section->sh_offset);
        size_t count = section->sh_size / sizeof(ElfW(Sym));
        contents.symbols = calloc(count, sizeof(struct navsim_symbol));
        if (contents.symbols == NULL) continue;
        for (size_t symbol = 0; symbol < count; symbol++) {
            const ElfW(Sym) *entry = &symbols[symbol];
            int type = ELF64_ST_TYPE(entry->st_info);
            if ((type != STT_FUNC && type != STT_OBJECT) || entry->st_size == 0 || entry->st_shndx == SHN_UNDEF
                || entry->st_name >= strings->sh_size)
                continue;
            const char *name = (const char *)bytes + strings->sh_offset + entry->st_name;
            if (memchr(name, 0, strings->sh_size - entry->st_name) == NULL) continue;
            uintptr_t start = bias + entry->st_value;
            contents.symbols[contents.count++] = (struct navsim_symbol){start, start + entry->st_size, name};
        }
    }
    return contents;
}

struct navsim_image_contents navsim_read_image(const struct navsim_image_location *location) {
    struct navsim_image_contents contents = {0};
    int file = open(location->path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return contents;
    struct stat status;
    if (fstat(file, &status) != 0 || status.st_size <= 0) {
        close(file);
        return contents;
    }
    size_t size = (size_t)status.st_size;
    const unsigned char *bytes = mmap(NULL, size, PROT_READ, MAP_PRIVATE, file, 0);
    close(file);
    if (bytes == MAP_FAILED) return contents;
    contents = read_elf(bytes, size, location->bias);
    // The names point into the mapping, kept for the life of the process.
    if (contents.symbols == NULL) munmap((void *)bytes, size);
    return contents;
}

#elif defined(__APPLE__)
#include <mach-o/getsect.h>
#include <mach-o/loader.h>

int navsim_locate_image(uintptr_t address, int portable, struct navsim_image_location *location) {
    (void)portable;
    Dl_info info;
    if (dladdr((void *)address, &info) == 0 || info.dli_fbase == NULL) return 0;
    *location = (struct navsim_image_location){info.dli_fbase, 0, info.dli_fname};
    return 1;
}

/// The protocol section of the Mach-O image; its symbol table is not read, so code has no
/// names (docs/platforms.md).
struct navsim_image_contents navsim_read_image(const struct navsim_image_location *location) {
    struct navsim_image_contents contents = {0};
    unsigned long size = 0;
    const uint8_t *records = getsectiondata(location->key, "__TEXT", "__swift5_protos", &size);
    contents.protocol_records = (const int32_t *)(const void *)records;
    contents.protocol_record_count = records != NULL ? size / sizeof(int32_t) : 0;
    return contents;
}
#endif
