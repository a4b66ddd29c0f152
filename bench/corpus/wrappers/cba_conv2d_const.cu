// CoffeeBeforeArch 05_convolution/2d_constant_memory: the program as it is, except that
// its 7x7 __constant__ mask (filled by main() with cudaMemcpyToSymbol, out of the
// runner's reach) is only declared there and defined here with taps the reference knows
// (cba_conv2d_mask in refs/cba.py: (3*i + 5*j) % 11 - 5 at row i, column j).
#define __constant__ extern __attribute__((constant))
#include "05_convolution/2d_constant_memory/convolution.cu"
#undef __constant__
#define CBA_TAPS(i) (3*(i) + 0) % 11 - 5, (3*(i) + 5) % 11 - 5, (3*(i) + 10) % 11 - 5, \
  (3*(i) + 15) % 11 - 5, (3*(i) + 20) % 11 - 5, (3*(i) + 25) % 11 - 5, (3*(i) + 30) % 11 - 5
__attribute__((constant)) int mask[7 * 7] = {CBA_TAPS(0), CBA_TAPS(1), CBA_TAPS(2),
  CBA_TAPS(3), CBA_TAPS(4), CBA_TAPS(5), CBA_TAPS(6)};
