// HeCBench src/adv-cuda: spectral-element advection on hexahedra (double, 16x16 threads, eight shared tiles).
// The Makefile passes -Ddfloat=double -Ddlong=int.
#define dfloat double
#define dlong int
#include "src/adv-cuda/main.cu"
