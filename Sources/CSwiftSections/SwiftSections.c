#include "CSwiftSections.h"

// The Swift runtime's, with the C calling convention it is defined with.
extern const void *swift_conformsToProtocol(const void *type, const void *descriptor);

extern const char __start_swift5_protocols[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocols[] __attribute__((weak, visibility("hidden")));

const int32_t *navsim_protocol_records(size_t *count) {
    if (__start_swift5_protocols == NULL || __stop_swift5_protocols == NULL) {
        *count = 0;
        return NULL;
    }
    *count = (size_t)(__stop_swift5_protocols - __start_swift5_protocols) / sizeof(int32_t);
    return (const int32_t *)(const void *)__start_swift5_protocols;
}

int navsim_conforms_to_protocol(const void *type, const void *descriptor) {
    return swift_conformsToProtocol(type, descriptor) != NULL;
}
