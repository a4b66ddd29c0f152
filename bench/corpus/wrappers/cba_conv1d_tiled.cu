// CoffeeBeforeArch 05_convolution/1d_tiled: the program as it is, except that its
// __constant__ mask (which main() fills with cudaMemcpyToSymbol, out of the runner's
// reach) is only declared there and defined here with fixed taps the reference knows.
#define __constant__ extern __attribute__((constant))
#include "05_convolution/1d_tiled/convolution.cu"
#undef __constant__
__attribute__((constant)) int mask[MASK_LENGTH] = {3, -1, 4, -1, 5, -9, 2};
