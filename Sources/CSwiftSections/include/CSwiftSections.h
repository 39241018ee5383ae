// The Swift metadata sections of the executable that links this file: what the Swift
// runtime reads to find the protocols its modules declare. The linker gives every section
// whose name is a C identifier a `__start_` and a `__stop_` symbol (ELF; both are absent,
// and the list empty, where the section is).
#ifndef NAVSIM_SWIFT_SECTIONS_H
#define NAVSIM_SWIFT_SECTIONS_H

#include <stddef.h>
#include <stdint.h>

/// The executable's protocol records (`swift5_protocols`): `count` 32-bit relative
/// pointers to protocol descriptors, as the Swift ABI lays them out (`TargetProtocolRecord`).
const int32_t *navsim_protocol_records(size_t *count);

/// Whether the type of metadata `type` conforms to the protocol `descriptor` describes, as
/// the Swift runtime answers `as?` (`swift_conformsToProtocol`; it caches its answers).
int navsim_conforms_to_protocol(const void *type, const void *descriptor);

#endif
