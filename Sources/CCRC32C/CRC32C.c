// CRC-32C with the SSE 4.2 CRC32 instruction, for NavSimJournal's CRC32C. The instruction
// computes the reflected Castagnoli CRC on the raw register; the caller inverts before and
// after, as the software path does. Other processors report no hardware and the caller
// keeps the software path.
#include "CCRC32C.h"

#include <string.h>

#if defined(__x86_64__)

int navsim_crc32c_hardware_available(void) { return __builtin_cpu_supports("sse4.2") ? 1 : 0; }

__attribute__((target("sse4.2"))) uint32_t navsim_crc32c_hardware_update(uint32_t state, const void *bytes,
                                                                           size_t count) {
    const unsigned char *p = bytes;
    uint64_t wide = state;
    while (count >= 8) {
        uint64_t word;
        memcpy(&word, p, 8);
        wide = __builtin_ia32_crc32di(wide, word);
        p += 8;
        count -= 8;
    }
    // The last 0-7 bytes: four, two, then one.
    uint32_t narrow = (uint32_t)wide;
    if (count & 4) {
        uint32_t word;
        memcpy(&word, p, 4);
        narrow = __builtin_ia32_crc32si(narrow, word);
        p += 4;
    }
    if (count & 2) {
        uint16_t half;
        memcpy(&half, p, 2);
        narrow = __builtin_ia32_crc32hi(narrow, half);
        p += 2;
    }
    if (count & 1) narrow = __builtin_ia32_crc32qi(narrow, *p);
    return narrow;
}

#else

int navsim_crc32c_hardware_available(void) { return 0; }

uint32_t navsim_crc32c_hardware_update(uint32_t state, const void *bytes, size_t count) {
    (void)bytes;
    (void)count;
    return state;
}

#endif
