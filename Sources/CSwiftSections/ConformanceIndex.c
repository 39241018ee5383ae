#include "CSwiftSections.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

// The start of the runtime's `MetadataSections` (SwiftShims/MetadataSections.h): a version,
// the image's base address, two unused words, then each section as a start and a length,
// the protocols first and the protocol conformances second.
struct section_range {
    uintptr_t start;
    size_t length;
};

struct metadata_sections {
    uintptr_t version;
    const void *base_address;
    void *unused[2];
    struct section_range protocols;
    struct section_range protocol_conformances;
};

// The runtime's list of every loaded image's sections (ImageInspectionELF.cpp), weak: where
// the runtime has none, nothing is indexed and every type may conform.
extern void swift_enumerateAllMetadataSections(
    bool (*body)(const struct metadata_sections *sections, void *context), void *context)
    __attribute__((weak));

// A protocol's index: the type descriptors its conformance records name, in an
// open-addressed table of a power-of-two size (empty slots are NULL), and how many images
// were registered when it was built. `complete` is false where a record names its type
// another way (an Objective-C class): then every type may conform.
struct protocol_index {
    const void *protocol;
    const void **types;
    size_t mask;
    size_t images;
    bool complete;
    struct protocol_index *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct protocol_index *indexes;

// What a relative pointer at `field` points to: `field` plus the 32-bit offset stored there;
// with `indirectable`, an odd offset points (less its low bit) at a pointer to the target.
static const void *resolve(const int32_t *field, bool indirectable) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & (indirectable ? ~1 : ~0));
    if (indirectable && (offset & 1)) return *(const void *const *)target;
    return target;
}

static size_t slot(const void *pointer, size_t mask) {
    uintptr_t bits = (uintptr_t)pointer;
    return (size_t)((bits >> 4) ^ (bits >> 17)) & mask;
}

static void insert(struct protocol_index *index, const void *type) {
    for (size_t at = slot(type, index->mask);; at = (at + 1) & index->mask) {
        if (index->types[at] == type) return;
        if (index->types[at] == NULL) {
            index->types[at] = type;
            return;
        }
    }
}

struct scan {
    struct protocol_index *index;
    size_t images;
    size_t found;
    bool counting;
};

// One image's conformance records (`TargetProtocolConformanceDescriptor`: the protocol, an
// indirectable relative pointer; the type, a relative pointer whose kind is bits 3 to 5 of
// the flags, the fourth 32-bit field): counts those of the protocol, or indexes their types.
static bool scan_image(const struct metadata_sections *sections, void *context) {
    struct scan *scan = context;
    scan->images += 1;
    const int32_t *records = (const int32_t *)sections->protocol_conformances.start;
    size_t count = sections->protocol_conformances.length / sizeof(int32_t);
    for (size_t i = 0; i < count; i++) {
        const int32_t *descriptor = resolve(&records[i], false);
        if (descriptor == NULL || resolve(&descriptor[0], true) != scan->index->protocol) continue;
        uint32_t kind = ((uint32_t)descriptor[3] >> 3) & 7;
        if (kind > 1) {
            scan->index->complete = false;
            continue;
        }
        scan->found += 1;
        if (scan->counting) continue;
        const void *type = resolve(&descriptor[1], false);
        if (kind == 1 && type != NULL) type = *(const void *const *)type;
        if (type != NULL) insert(scan->index, type);
    }
    return true;
}

static bool count_image(const struct metadata_sections *sections, void *context) {
    (void)sections;
    *(size_t *)context += 1;
    return true;
}

// The index of `protocol`, built now if there is none or images were loaded since.
static struct protocol_index *index_of(const void *protocol) {
    size_t images = 0;
    swift_enumerateAllMetadataSections(count_image, &images);
    struct protocol_index *index = indexes;
    while (index != NULL && index->protocol != protocol) index = index->next;
    if (index != NULL && index->images == images) return index;
    if (index == NULL) {
        index = calloc(1, sizeof *index);
        if (index == NULL) return NULL;
        index->protocol = protocol;
        index->next = indexes;
        indexes = index;
    }
    free(index->types);
    index->types = NULL;
    index->complete = true;
    struct scan scan = {index, 0, 0, true};
    swift_enumerateAllMetadataSections(scan_image, &scan);
    size_t size = 16;
    while (size < 2 * scan.found + 2) size *= 2;
    index->types = calloc(size, sizeof *index->types);
    index->mask = size - 1;
    index->images = 0;
    if (index->types == NULL) return NULL;
    scan = (struct scan){index, 0, 0, false};
    swift_enumerateAllMetadataSections(scan_image, &scan);
    index->images = scan.images;
    return index;
}

int navsim_may_conform(const void *type_descriptor, const void *protocol) {
    if (swift_enumerateAllMetadataSections == NULL || type_descriptor == NULL || protocol == NULL) return 1;
    pthread_mutex_lock(&lock);
    const struct protocol_index *index = index_of(protocol);
    int answer = 1;
    if (index != NULL && index->complete) {
        answer = 0;
        for (size_t at = slot(type_descriptor, index->mask); index->types[at] != NULL; at = (at + 1) & index->mask) {
            if (index->types[at] == type_descriptor) {
                answer = 1;
                break;
            }
        }
    }
    pthread_mutex_unlock(&lock);
    return answer;
}
