// The platform layer of CSwiftSections: where a loaded file is and what its symbol table
// and Swift protocol section hold. Everything above it (FunctionNames.c, SwiftSections.c)
// is the same on every platform.
#ifndef NAVSIM_IMAGE_PLATFORM_H
#define NAVSIM_IMAGE_PLATFORM_H

#include <stddef.h>
#include <stdint.h>

/// A function's (or data's) bytes, from `start` up to `end`, at its loaded address.
struct navsim_symbol {
    uintptr_t start;
    uintptr_t end;
    const char *name;
};

/// A loaded file: what names it (`key`), its load bias (its addresses in memory less those
/// in the file) and the path to read it from.
struct navsim_image_location {
    const void *key;
    uintptr_t bias;
    const char *path;
};

/// What NavSim reads of a loaded file: its sized symbols (unsorted; the names live as long
/// as the process) and its Swift protocol records at their loaded address.
struct navsim_image_contents {
    struct navsim_symbol *symbols;
    size_t count;
    const int32_t *protocol_records;
    size_t protocol_record_count;
};

/// Finds the loaded file that holds `address`: 1, or 0 when none does. `portable` picks the
/// POSIX path (`dladdr`, and argv[0] for the executable) over Linux's (`dladdr1`'s link map,
/// `/proc/self/exe`).
int navsim_locate_image(uintptr_t address, int portable, struct navsim_image_location *location);

/// Reads the file at `location`: nothing where it cannot be read.
struct navsim_image_contents navsim_read_image(const struct navsim_image_location *location);

#endif
