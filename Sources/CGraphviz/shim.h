// The libgvc and libcgraph API that NavSimDiagrams calls, found through pkg-config `libgvc`,
// and the render worker that runs them in a child process.
#ifndef NAVSIM_CGRAPHVIZ_SHIM_H
#define NAVSIM_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include "render_worker.h"

#endif
