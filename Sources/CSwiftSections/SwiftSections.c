#include "CSwiftSections.h"

#include "CPlatform.h"

// The Swift runtime's, with the C calling convention it is defined with.
extern const void *swift_conformsToProtocol(const void *type, const void *descriptor);

#ifdef __linux__
// The linker gives every section whose name is a C identifier a `__start_` and a `__stop_`
// symbol; both are absent where the section is.
extern const char __start_swift5_protocols[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocols[] __attribute__((weak, visibility("hidden")));
#endif

const int32_t *navsim_protocol_records_on_path(size_t *count, int portable) {
#ifdef __linux__
    if (!portable) {
        if (__start_swift5_protocols == NULL || __stop_swift5_protocols == NULL) {
            *count = 0;
            return NULL;
        }
        *count = (size_t)(__stop_swift5_protocols - __start_swift5_protocols) / sizeof(int32_t);
        return (const int32_t *)(const void *)__start_swift5_protocols;
    }
#endif
    // The file that holds this function is the executable that links it.
    return navsim_image_protocol_records((uintptr_t)&navsim_protocol_records_on_path, 1, count);
}

const int32_t *navsim_protocol_records(size_t *count) {
    return navsim_protocol_records_on_path(count, navsim_platform_is_portable());
}

int navsim_conforms_to_protocol(const void *type, const void *descriptor) {
    return swift_conformsToProtocol(type, descriptor) != NULL;
}
