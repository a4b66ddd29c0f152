// NVIDIA-developer-blog series/cuda-cpp/finite-difference: the program as it is, except
// that its __constant__ stencil weights (which main() sets with cudaMemcpyToSymbol, out
// of the runner's reach) are only declared there and defined here with the values the
// program computes (8th-order first derivative on a 64^3 periodic grid, dsinv = 63).
#define __constant__ extern __attribute__((constant))
#include "series/cuda-cpp/finite-difference/finite-difference.cu"
#undef __constant__
#define DVB_WEIGHTS(d, m)                                                                 \
  __attribute__((constant)) float c_a##d = 4.f / 5.f * (m - 1.f);                          \
  __attribute__((constant)) float c_b##d = -1.f / 5.f * (m - 1.f);                         \
  __attribute__((constant)) float c_c##d = 4.f / 105.f * (m - 1.f);                        \
  __attribute__((constant)) float c_d##d = -1.f / 280.f * (m - 1.f);
DVB_WEIGHTS(x, mx)
DVB_WEIGHTS(y, my)
DVB_WEIGHTS(z, mz)
