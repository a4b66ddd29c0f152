// Learn-CUDA-Programming Chapter07 02_convolution: the program as it is, except that its
// __constant__ filter (which main() fills with cudaMemcpyToSymbol, out of the runner's
// reach) is only declared there and defined here: a 5x5 filter the reference knows
// ((3*r + 7*c) % 13 - 6) / 16 at row r, column c), zeros after. Its host code needs
// stubs/helper_timer.h and stubs/helper_cuda.h.
#define __constant__ extern __attribute__((constant))
#include "Chapter07/07_parallel_programming_pattern/02_convolution/convolution.cu"
#undef __constant__
#define PKT_TAP(r, c) (((3 * (r) + 7 * (c)) % 13 - 6) / 16.f)
#define PKT_ROW(r) PKT_TAP(r, 0), PKT_TAP(r, 1), PKT_TAP(r, 2), PKT_TAP(r, 3), PKT_TAP(r, 4)
__attribute__((constant)) float c_filter[MAX_FILTER_LENGTH * MAX_FILTER_LENGTH] = {
    PKT_ROW(0), PKT_ROW(1), PKT_ROW(2), PKT_ROW(3), PKT_ROW(4)};
