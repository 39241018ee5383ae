// The libgvc and libcgraph API that NavSimDiagrams calls, found through pkg-config `libgvc`.
#ifndef NAVSIM_CGRAPHVIZ_SHIM_H
#define NAVSIM_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>

#endif
