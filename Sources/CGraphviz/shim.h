// The libgvc and libcgraph API that NavSimDiagrams calls, found through pkg-config `libgvc`.
#ifndef NAVSIM_CGRAPHVIZ_SHIM_H
#define NAVSIM_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include "render_worker.h"

/// cgraph's default id discipline, whose address Swift cannot take safely from a C global.
static inline Agiddisc_t *navsim_default_id_discipline(void) { return &AgIdDisc; }

/// cgraph's default I/O discipline, whose address Swift cannot take safely from a C global.
static inline Agiodisc_t *navsim_default_io_discipline(void) { return &AgIoDisc; }

#endif
