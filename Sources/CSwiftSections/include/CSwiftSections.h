// What NavSim reads of the program's image: the Swift metadata sections of the executable
// that links this file (what the Swift runtime reads to find the protocols its modules
// declare), and the symbol tables of the loaded files (what names the code on a stack).
// Each question has Linux's path and the POSIX one (`dladdr`, argv[0]; CPlatform's
// NAVSIM_PORTABLE picks it); the `_on_path` forms take the choice, so that tests compare
// both in one process. The platform layer is ImagePlatform.h (docs/platforms.md).
#ifndef NAVSIM_SWIFT_SECTIONS_H
#define NAVSIM_SWIFT_SECTIONS_H

#include <stddef.h>
#include <stdint.h>

/// The executable's protocol records (`swift5_protocols`): `count` 32-bit relative
/// pointers to protocol descriptors, as the Swift ABI lays them out (`TargetProtocolRecord`).
const int32_t *navsim_protocol_records(size_t *count);
const int32_t *navsim_protocol_records_on_path(size_t *count, int portable);

/// The protocol records of the loaded file that holds `address`, read from the file.
const int32_t *navsim_image_protocol_records(uintptr_t address, int portable, size_t *count);

/// Whether the type of metadata `type` conforms to the protocol `descriptor` describes, as
/// the Swift runtime answers `as?` (`swift_conformsToProtocol`; it caches its answers).
int navsim_conforms_to_protocol(const void *type, const void *descriptor);

/// Whether a type whose descriptor is `type_descriptor` may conform to the protocol
/// `protocol` describes: 0 only when no conformance record of a loaded image names that
/// descriptor for it (ConformanceIndex.c; a superclass is asked apart). Each protocol's
/// records are indexed at its first question, and again once images were loaded since.
int navsim_may_conform(const void *type_descriptor, const void *protocol);

/// Writes the return addresses of the calling thread's stack, innermost first, to
/// `addresses` (at most `capacity`) and returns how many it wrote (glibc's `backtrace`).
int navsim_return_addresses(void **addresses, int capacity);

/// The name of the function (or data) whose bytes hold `address`, as the symbol table
/// (`.symtab`) of the loaded file that holds it names it (mangled), or `NULL`. Each file's
/// table is read once and kept; the name lives as long as the process.
const char *navsim_function_name(uintptr_t address);
const char *navsim_function_name_on_path(uintptr_t address, int portable);

/// Reads the executable's symbol table now, as the first name asked of it would: before
/// forking processes that will ask names, so that each child does not read it again.
void navsim_read_executable_names(void);

/// Whether the loaded file holding `address` defines the Swift type descriptor named
/// `descriptor` (`$s…Mn`) in its symbol table.
int navsim_defines_type(uintptr_t address, const char *descriptor);
int navsim_defines_type_on_path(uintptr_t address, const char *descriptor, int portable);

#endif
