#ifndef NAVSIM_CCRC32C_H
#define NAVSIM_CCRC32C_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor computes CRC-32C in hardware (x86-64 with SSE 4.2).
int navsim_crc32c_hardware_available(void);

/// Extends the raw (not inverted) CRC-32C register `state` with `count` bytes at `bytes`,
/// using the processor's CRC32 instruction. Call only when
/// `navsim_crc32c_hardware_available()` returns 1.
uint32_t navsim_crc32c_hardware_update(uint32_t state, const void *bytes, size_t count);

#endif
